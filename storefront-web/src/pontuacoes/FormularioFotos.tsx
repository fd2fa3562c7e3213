import { useRef, useState } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { chamarApi, notificarErro, notificarSucesso } from '@sw/client';
import { MENSAGENS } from '@sw/common';

/** What the server accepts (checked there by content); the picker only narrows the choice. */
export const TIPOS_ACEITOS = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * Type-2 stores (spec 3 §2.9): photos or PDFs of receipts, several at once, sent to
 * POST /api/upload/venda_foto (field "arquivos"); each file becomes a claim under review.
 */
export function FormularioFotos() {
  const [arquivos, definirArquivos] = useState<File[]>([]);
  const [enviando, definirEnviando] = useState(false);
  const reiniciar = useRef<() => void>(null);

  async function enviar() {
    if (!arquivos.length) {
      notificarErro(MENSAGENS.selecioneArquivo);
      return;
    }
    const formulario = new FormData();
    for (const a of arquivos) formulario.append('arquivos', a, a.name);
    definirEnviando(true);
    try {
      const r = await chamarApi<{ arquivos: unknown[] }>('POST', '/upload/venda_foto', formulario, { silenciarErros: true });
      notificarSucesso(MENSAGENS.arquivosEnviados(r.arquivos.length));
      definirArquivos([]);
      reiniciar.current?.();
    } catch {
      notificarErro(MENSAGENS.erroEnviarArquivos);
    } finally {
      definirEnviando(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>Foto</Text>
        <Group gap="sm">
          <FileButton onChange={definirArquivos} accept={TIPOS_ACEITOS} multiple resetRef={reiniciar}>
            {(props) => (
              <Button variant="default" {...props}>
                {arquivos.length ? MENSAGENS.arquivosSelecionados(arquivos.length) : 'Procurar...'}
              </Button>
            )}
          </FileButton>
        </Group>
        <Button onClick={enviar} loading={enviando}>
          ENVIAR
        </Button>
      </Stack>
    </Paper>
  );
}
