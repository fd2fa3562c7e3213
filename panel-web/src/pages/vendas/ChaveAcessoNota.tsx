import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Grid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconQrcode } from '@tabler/icons-react';
import { extrairChaveAcesso, formatarChaveAcesso, formatarCnpj, lerChaveAcesso, MENSAGENS_CHAVE_ACESSO, type ChaveAcesso } from '@sw/common';
import { notificarErro } from '@sw/client';
import { NovaVendaDocumentoDocument } from '@sw/client/gql';

/** The current month in Brasília, 'YYYY-MM' (the key's AAMM is the issuer's local month). */
const mesVigente = (agora = new Date()) => agora.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);

/**
 * Reads the QR code of a receipt photo in the browser. jsQR is loaded only when the operator asks
 * for it; a photo is scaled down first (a phone picture is much larger than a QR code needs).
 */
async function lerQrCode(arquivo: File): Promise<string | null> {
  const [{ default: jsQR }, imagem] = await Promise.all([import('jsqr'), createImageBitmap(arquivo)]);
  const escala = Math.min(1, 1600 / Math.max(imagem.width, imagem.height));
  const largura = Math.round(imagem.width * escala);
  const altura = Math.round(imagem.height * escala);
  const canvas = document.createElement('canvas');
  canvas.width = largura;
  canvas.height = altura;
  const contexto = canvas.getContext('2d');
  if (!contexto) return null;
  contexto.drawImage(imagem, 0, 0, largura, altura);
  const { data } = contexto.getImageData(0, 0, largura, altura);
  return jsQR(data, largura, altura)?.data ?? null;
}

export type ChaveAcessoNotaProps = {
  /** What the field holds (the page keeps it, so clearing the form clears it). */
  valor: string;
  /** Called on every change with the text and the key it holds when that key is valid. */
  onChange: (valor: string, chave: ChaveAcesso | null) => void;
  /** The member's store CNPJ (14 digits), known after the CPF lookup. */
  cnpjLoja?: string | null;
  /** The member's store code, for the duplicate pre-check. */
  codRevenda?: string | null;
};

/**
 * Nova venda from a receipt's access key: typed, pasted, or
 * read from the receipt's QR code. A valid key pre-fills número and tipo fiscal (the page does);
 * here the operator is warned, before deciding, about a duplicate, a CNPJ other than the member's
 * store, and an issue month other than the current one. The server validates the key again and
 * refuses a second sale with the same key (docs/integracoes-e-chave-nfce.md).
 */
export function ChaveAcessoNota({ valor, onChange, cnpjLoja, codRevenda }: ChaveAcessoNotaProps) {
  const cliente = useApolloClient();
  const entrada = useRef<HTMLInputElement>(null);
  const [lendo, setLendo] = useState(false);
  const [duplicada, setDuplicada] = useState(false);
  const chave = lerChaveAcesso(valor);
  // Only a complete key (44 digits found) can be called invalid; a half-typed one is not yet.
  const invalida = !chave && !!valor.trim() && (extrairChaveAcesso(valor) !== null || valor.replace(/\D/g, '').length >= 44);

  // The key is parsed on every render: the effect follows its parts, not the object.
  const numero = chave?.numero;
  const tipoFiscal = chave?.tipoFiscal;
  useEffect(() => {
    setDuplicada(false);
    if (!numero || !tipoFiscal) return;
    let vigente = true;
    cliente
      .query({
        query: NovaVendaDocumentoDocument,
        variables: { input: { identificador: numero, tipoFiscal, codRevenda: codRevenda ?? undefined } },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (vigente) setDuplicada(!!data?.vendasPorDocumento.length);
      })
      .catch(() => {
        /* the client already showed the server's message */
      });
    return () => {
      vigente = false;
    };
  }, [numero, tipoFiscal, codRevenda, cliente]);

  const mudar = (texto: string) => onChange(texto, lerChaveAcesso(texto));

  const aoEscolherImagem = async (arquivo: File | undefined) => {
    if (!arquivo) return;
    setLendo(true);
    try {
      const texto = await lerQrCode(arquivo);
      if (!texto) notificarErro(MENSAGENS_CHAVE_ACESSO.qrNaoEncontrado);
      else {
        const achada = extrairChaveAcesso(texto);
        mudar(achada ? formatarChaveAcesso(achada) : texto);
      }
    } catch {
      notificarErro(MENSAGENS_CHAVE_ACESSO.qrNaoEncontrado);
    } finally {
      setLendo(false);
      if (entrada.current) entrada.current.value = '';
    }
  };

  const avisos: string[] = [];
  if (chave && duplicada) avisos.push(MENSAGENS_CHAVE_ACESSO.notaDuplicada);
  if (chave && cnpjLoja && chave.cnpj !== cnpjLoja.replace(/\D/g, '')) avisos.push(MENSAGENS_CHAVE_ACESSO.cnpjDivergente);
  if (chave && chave.anoMes !== mesVigente()) avisos.push(MENSAGENS_CHAVE_ACESSO.foraDoMes);

  return (
    <Stack gap="xs">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput
            label="Chave de acesso (NF-e / NFC-e)"
            placeholder="44 dígitos ou o endereço do QR Code"
            value={valor}
            maxLength={1000}
            onChange={(e) => mudar(e.currentTarget.value)}
            error={invalida ? MENSAGENS_CHAVE_ACESSO.invalida : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Button fullWidth variant="light" leftSection={<IconQrcode size={18} />} loading={lendo} onClick={() => entrada.current?.click()}>
            Ler QR Code da nota
          </Button>
          <input
            ref={entrada}
            type="file"
            accept="image/*"
            hidden
            aria-label="Imagem do QR Code"
            onChange={(e) => void aoEscolherImagem(e.currentTarget.files?.[0])}
          />
        </Grid.Col>
      </Grid>
      {chave ? (
        <Text size="sm" c="dimmed" aria-label="Dados da chave">
          {chave.tipoFiscal === 'C' ? 'NFC-e' : 'NF-e'} {chave.uf} · emitida em {chave.anoMes.slice(5)}/{chave.anoMes.slice(0, 4)} · CNPJ{' '}
          {formatarCnpj(chave.cnpj)} · série {chave.serie} · número {chave.numero}
        </Text>
      ) : null}
      {avisos.length ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Confira antes de processar">
          {avisos.map((a) => (
            <Text key={a} size="sm">
              {a}
            </Text>
          ))}
        </Alert>
      ) : null}
    </Stack>
  );
}
