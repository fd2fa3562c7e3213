import { useRef, useState } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { enviarOperacaoComArquivos, ErroApi, notificarErro, notificarSucesso } from '@sw/client';
import { EnviarComprovantesDocument } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { novaChaveIdempotencia } from '../catalogo/chave';
import { problemaDosComprovantes } from './conferirComprovantes';

/** What the server accepts (checked there by content); the picker only narrows the choice. */
export const TIPOS_ACEITOS = 'image/jpeg,image/png,image/webp,application/pdf';

/** The files refused as a whole (the payload's errosDeUsuario): the reason is shown like a 4xx one. */
class ComprovantesRecusados extends Error {}

/**
 * The reason the server gave, when it refused the files themselves (4xx: type, size, count); a
 * dropped connection or a server failure keeps the spec's generic text.
 */
function motivoDaFalha(erro: unknown): string {
  if (erro instanceof ComprovantesRecusados) return erro.message;
  if (erro instanceof ErroApi && erro.status >= 400 && erro.status < 500 && erro.status !== 401) return erro.message;
  return MENSAGENS.erroEnviarArquivos;
}

/**
 * Type-2 stores (spec 3 §2.9): photos or PDFs of receipts, several at once, sent with
 * enviarComprovantes (a multipart request); each file becomes a claim under review.
 * The files are checked here with the server's rules (type by content, 8 MB, 10 per send) as soon
 * as they are picked, so a phone does not upload a large file only to be refused. Each selection
 * has its own idempotency key: sending it again after a failure never creates the claims twice.
 */
export function FormularioFotos() {
  const [arquivos, definirArquivos] = useState<File[]>([]);
  const [problema, definirProblema] = useState<string | null>(null);
  const [enviando, definirEnviando] = useState(false);
  const emEnvio = useRef(false);
  const chave = useRef<string | null>(null);
  const reiniciar = useRef<() => void>(null);

  async function escolher(escolhidos: File[]) {
    chave.current = null;
    const motivo = await problemaDosComprovantes(escolhidos);
    definirProblema(motivo);
    if (motivo) {
      notificarErro(motivo);
      definirArquivos([]);
      reiniciar.current?.();
      return;
    }
    definirArquivos(escolhidos);
  }

  async function enviar() {
    if (emEnvio.current) return;
    if (!arquivos.length) {
      notificarErro(MENSAGENS.selecioneArquivo);
      return;
    }
    chave.current ??= novaChaveIdempotencia();
    emEnvio.current = true;
    definirEnviando(true);
    try {
      const data = await enviarOperacaoComArquivos(
        EnviarComprovantesDocument,
        { input: { arquivos, chaveIdempotencia: chave.current } },
        { silenciarErros: true },
      );
      const { resultado, errosDeUsuario } = data.enviarComprovantes;
      if (errosDeUsuario[0]) throw new ComprovantesRecusados(errosDeUsuario[0].mensagem);
      if (!resultado) throw new Error(MENSAGENS.erroEnviarArquivos);
      notificarSucesso(MENSAGENS.arquivosEnviados(resultado.arquivos.length));
      definirArquivos([]);
      definirProblema(null);
      chave.current = null;
      reiniciar.current?.();
    } catch (erro) {
      // The selection stays: ENVIAR again retries with the same key.
      const motivo = motivoDaFalha(erro);
      definirProblema(motivo);
      notificarErro(motivo);
    } finally {
      emEnvio.current = false;
      definirEnviando(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>Foto</Text>
        <Text size="sm" c="dimmed" id="regras-comprovante">
          Fotos (JPG, PNG ou WebP) ou PDF da nota, até 8 MB cada e 10 por envio.
        </Text>
        <Group gap="sm">
          <FileButton onChange={(e) => void escolher(e)} accept={TIPOS_ACEITOS} multiple resetRef={reiniciar}>
            {(props) => (
              <Button variant="default" aria-describedby="regras-comprovante" {...props}>
                {arquivos.length ? MENSAGENS.arquivosSelecionados(arquivos.length) : 'Procurar...'}
              </Button>
            )}
          </FileButton>
        </Group>
        {/* The toast already announces it; this line stays while the member picks again. */}
        {problema && (
          <Text size="sm" c="red" data-testid="problema-arquivos">
            {problema}
          </Text>
        )}
        <Button onClick={enviar} loading={enviando}>
          ENVIAR
        </Button>
      </Stack>
    </Paper>
  );
}
