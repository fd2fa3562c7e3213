import { useEffect, useRef, useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';

export type LeitorCodigoBarrasProps = {
  aberto: boolean;
  aoFechar: () => void;
  aoLer: (codigo: string) => void;
};

/** Spec 3 §9: a 248×248 viewport, 2 workers. */
export const LADO_VISOR = 248;
export const TRABALHADORES = 2;
/**
 * What the camera is asked for. The viewport is only what the member sees: asking the camera for
 * 248×248 too gave the decoder about 2 pixels per bar of an EAN-13 (1 after its half sampling) and it
 * read nothing; a 1280×720 stream (or the closest the camera has) shown cropped in the viewport reads.
 */
export const RESOLUCAO_CAMERA = { width: { ideal: 1280 }, height: { ideal: 720 } } as const;
/**
 * EAN-13, not only UPC as the spec's reader did: products sold in Brazil carry EAN-13 (prefix 789/790),
 * which a UPC reader never decodes. The EAN reader also reads a UPC-A symbol (as 0 + its 12 digits);
 * the barcode lookup on the server matches either form (docs/pontuacoes-membro.md).
 */
export const LEITORES = ['ean_reader'] as const;

/** The page's Permissions-Policy lets it use the camera (Chromium tells; other browsers: assume yes). */
function politicaPermiteCamera(): boolean {
  const politica = (document as Document & { featurePolicy?: { allowsFeature?: (f: string) => boolean } }).featurePolicy;
  return politica?.allowsFeature?.('camera') ?? true;
}

export const MENSAGEM_SEM_CAMERA = 'Não foi possível abrir a câmera. Digite o código do produto.';

/**
 * Barcode scan with the camera (spec 3 §2.9). The reader library is loaded only when the modal
 * opens, so the send page stays light for those who type the code. The first code read closes it.
 */
export function LeitorCodigoBarras({ aberto, aoFechar, aoLer }: LeitorCodigoBarrasProps) {
  const alvo = useRef<HTMLDivElement | null>(null);
  const [erro, definirErro] = useState<string | null>(null);

  useEffect(() => {
    if (!aberto) return undefined;
    let ativo = true;
    let parar: (() => void) | null = null;
    definirErro(null);
    (async () => {
      try {
        // Asking would only fail; say it at once (the menu opens this page with its own policy).
        if (!politicaPermiteCamera()) throw new Error('câmera bloqueada pela política da página');
        const Quagga = (await import('@ericblade/quagga2')).default;
        if (!ativo || !alvo.current) return;
        await Quagga.init({
          inputStream: {
            type: 'LiveStream',
            target: alvo.current,
            constraints: { ...RESOLUCAO_CAMERA, facingMode: 'environment' },
          },
          decoder: { readers: [...LEITORES] },
          numOfWorkers: TRABALHADORES,
          locate: true,
        });
        if (!ativo) {
          await Quagga.stop();
          return;
        }
        // The camera's picture fills the square viewport (cropped, not squeezed); the reader's own
        // drawing layer is not used.
        for (const el of Array.from(alvo.current?.querySelectorAll<HTMLElement>('video, canvas') ?? [])) {
          if (el instanceof HTMLVideoElement) Object.assign(el.style, { width: '100%', height: '100%', objectFit: 'cover' });
          else el.style.display = 'none';
        }
        const aoDetectar = (resultado: { codeResult?: { code?: string | null } }) => {
          const codigo = resultado.codeResult?.code;
          if (codigo) {
            aoLer(codigo);
            aoFechar();
          }
        };
        Quagga.onDetected(aoDetectar);
        Quagga.start();
        parar = () => {
          Quagga.offDetected(aoDetectar);
          void Quagga.stop();
        };
      } catch {
        if (ativo) definirErro(MENSAGEM_SEM_CAMERA);
      }
    })();
    return () => {
      ativo = false;
      parar?.();
    };
  }, [aberto, aoFechar, aoLer]);

  return (
    <Modal opened={aberto} onClose={aoFechar} title="Ler código de barras" centered>
      <Stack align="center">
        <div ref={alvo} style={{ width: LADO_VISOR, height: LADO_VISOR, overflow: 'hidden', position: 'relative' }} data-testid="visor-codigo-barras" />
        <Text size="sm" c={erro ? 'red' : 'dimmed'}>
          {erro ?? 'Aponte a câmera para o código de barras do produto.'}
        </Text>
      </Stack>
    </Modal>
  );
}
