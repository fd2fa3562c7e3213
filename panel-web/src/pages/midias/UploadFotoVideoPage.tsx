import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FileInput, Group, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { MENSAGENS, MENSAGENS_MIDIA } from '@sw/common';
import { BotaoEnviar, enviarOperacaoComArquivos, exigirResultado, notificarErro, notificarSucesso, useTituloPagina } from '@sw/client';
import { AnexarFotoVideoDocument, ResgateParaMidiaDocument, type ResgateParaMidiaQuery } from '@sw/client/gql';

type Resgate = ResgateParaMidiaQuery['resgateParaMidia'];

/** What the server accepts (docs/banners-midia-logs.md); the server checks the bytes, not this list. */
const ACEITOS = 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm';

/**
 * Upload foto/vídeo (spec 2 processar/foto-video): the redemption is looked up when the id field
 * loses focus and its store, seller, quantity and prize are shown; ENVIAR is enabled only then.
 * The file goes with anexarFotoVideo as a multipart request, with the upload's progress.
 */
export default function UploadFotoVideoPage() {
  useTituloPagina('Foto/Vídeo');
  const cliente = useApolloClient();
  const [id, setId] = useState('');
  const [resgate, setResgate] = useState<Resgate | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);

  const buscar = async () => {
    const limpo = id.trim();
    setResgate(null);
    if (!limpo) return;
    if (!/^\d{1,9}$/.test(limpo)) {
      notificarErro(MENSAGENS.resgateNaoEncontrado);
      return;
    }
    setBuscando(true);
    try {
      const { data } = await cliente.query({ query: ResgateParaMidiaDocument, variables: { id: limpo }, fetchPolicy: 'network-only' });
      // A redemption that does not exist or is out of reach answers null.
      const achado = data?.resgateParaMidia ?? null;
      if (!achado) notificarErro(MENSAGENS.resgateNaoEncontrado);
      setResgate(achado);
    } catch {
      // the client showed the server's message ('Resgate não encontrado.')
    } finally {
      setBuscando(false);
    }
  };

  const enviar = async (evento: React.FormEvent) => {
    evento.preventDefault();
    if (!id.trim()) return notificarErro(MENSAGENS_MIDIA.informeIdResgate);
    if (!arquivo) return notificarErro(MENSAGENS.selecioneArquivo);
    if (!resgate) return;
    setProgresso(0);
    try {
      const data = await enviarOperacaoComArquivos(AnexarFotoVideoDocument, { input: { idResgate: resgate.id, arquivo } }, { aoProgresso: setProgresso });
      exigirResultado(data.anexarFotoVideo);
      notificarSucesso(MENSAGENS_MIDIA.midiaAnexada);
      setArquivo(null);
    } catch {
      // the client showed the server's message (or the refusal of the file)
    } finally {
      setProgresso(null);
    }
  };

  return (
    <Stack>
      <Title order={1} fz="h2">
        Upload de Foto/Vídeo
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <form onSubmit={(e) => void enviar(e)} noValidate>
          <Stack gap="lg">
            <TextInput
              label="ID do resgate"
              inputMode="numeric"
              value={id}
              maw={240}
              onChange={(e) => {
                setId(e.currentTarget.value);
                setResgate(null);
              }}
              onBlur={() => void buscar()}
              description={buscando ? 'Buscando resgate...' : 'Informe o ID e saia do campo para buscar o resgate.'}
            />
            {resgate ? (
              <Paper withBorder radius="md" p="md" bg="blue.0" role="region" aria-label="Resgate encontrado">
                <Text fw={600} mb="xs">{`Resgate ${resgate.id} — ${resgate.redemptionCode}`}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <Text size="sm">
                    <b>Loja:</b> {resgate.revenda}
                  </Text>
                  <Text size="sm">
                    <b>Vendedor:</b> {resgate.parceiro}
                  </Text>
                  <Text size="sm">
                    <b>Quantidade:</b> {resgate.qtde}
                  </Text>
                  <Text size="sm">
                    <b>Prêmio:</b> {resgate.premio.nome}
                  </Text>
                </SimpleGrid>
              </Paper>
            ) : null}
            <FileInput
              label="Foto ou vídeo"
              placeholder="Escolher arquivo"
              accept={ACEITOS}
              value={arquivo}
              onChange={setArquivo}
              clearable
              leftSection={<IconMovie size={16} />}
              description="Fotos JPEG, PNG ou WebP até 10 MB; vídeos MP4, MOV ou WebM até 50 MB."
            />
            {progresso !== null && <Progress value={progresso} aria-label="Envio do arquivo" />}
            <Group justify="flex-end">
              <BotaoEnviar ocupado={progresso !== null} textoOcupado="ENVIANDO..." disabled={!resgate}>
                ENVIAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
