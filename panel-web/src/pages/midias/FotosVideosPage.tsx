import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, AspectRatio, Badge, Card, Center, Group, Image, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconLink, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { DURACAO_TOAST, LIMITE_GALERIA_MIDIAS, MENSAGENS_MIDIA, formatarData, podeExecutar, type Permissao } from '@sw/common';
import {
  CampoData,
  confirmar,
  exigirResultado,
  notificarErroSeNecessario,
  notificarSucesso,
  SeletorRede,
  urlDaApi,
  useSessao,
  useTituloPagina,
  VALOR_TODAS,
} from '@sw/client';
import { ExcluirFotoVideoDocument, FotosVideosDocument, type ItemFotoVideoFragment } from '@sw/client/gql';
import { useVisualizadorArquivo } from '../pontuacoes/VisualizadorArquivo';

const diaLocal = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The gallery opens on the last 7 days (spec 2 §9). */
export function periodoPadrao(): { de: string; ate: string } {
  const hoje = new Date();
  const inicio = new Date(hoje);
  inicio.setDate(inicio.getDate() - 7);
  return { de: diaLocal(inicio), ate: diaLocal(hoje) };
}

const ehVideo = (item: ItemFotoVideoFragment) => item.midia.tipoArquivo.startsWith('video/');

/** Fotos e vídeos (spec 2 fotos-videos): network and dates, then share link, download, delete. */
export default function FotosVideosPage() {
  useTituloPagina('Fotos e Vídeos');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeExcluir = podeExecutar('midias.excluir', permissao);
  const [rede, setRede] = useState<string>(VALOR_TODAS);
  const [periodo, setPeriodo] = useState(periodoPadrao);
  const [itens, setItens] = useState<ItemFotoVideoFragment[] | null>(null);
  const visualizador = useVisualizadorArquivo();

  useEffect(() => {
    let ativo = true;
    setItens(null);
    cliente
      .query({
        query: FotosVideosDocument,
        variables: { input: { rede: rede || null, dataInicial: periodo.de || null, dataFinal: periodo.ate || null } },
        fetchPolicy: 'network-only',
      })
      .then(
        ({ data }) => {
          if (ativo) setItens(data?.fotosVideos ?? []);
        },
        () => {
          if (ativo) setItens([]);
        },
      );
    return () => {
      ativo = false;
    };
  }, [cliente, rede, periodo.de, periodo.ate]);

  const copiarLink = async (item: ItemFotoVideoFragment) => {
    await navigator.clipboard.writeText(urlDaApi(item.midia.linkArquivo));
    notificarSucesso(MENSAGENS_MIDIA.linkCopiado, DURACAO_TOAST.linkCopiado);
  };

  const excluir = async (item: ItemFotoVideoFragment) => {
    const sim = await confirmar({ titulo: 'Excluir mídia', mensagem: MENSAGENS_MIDIA.confirmarExclusao, rotuloConfirmar: 'Excluir', perigo: true });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: ExcluirFotoVideoDocument, variables: { input: { id: item.midia.id } } });
      notificarSucesso(exigirResultado(data?.excluirFotoVideo).mensagem);
      setItens((atual) => atual?.filter((i) => i.midia.id !== item.midia.id) ?? null);
    } catch (e) {
      notificarErroSeNecessario(e);
    }
  };

  return (
    <Stack>
      <Title order={1} fz="h2">
        Fotos e Vídeos
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <Group gap="sm" align="flex-end" wrap="wrap" mb="lg">
          <SeletorRede incluirTodas value={rede} onChange={setRede} w={220} comboboxProps={{ withinPortal: true }} />
          <CampoData formato="iso" label="De" w={170} value={periodo.de} onChange={(de) => setPeriodo((p) => ({ ...p, de }))} />
          <CampoData formato="iso" label="Até" w={170} value={periodo.ate} onChange={(ate) => setPeriodo((p) => ({ ...p, ate }))} />
        </Group>
        {itens === null ? <Text c="dimmed">Carregando...</Text> : null}
        {itens?.length === 0 ? <Text c="dimmed">{MENSAGENS_MIDIA.semMidias}</Text> : null}
        {itens && itens.length >= LIMITE_GALERIA_MIDIAS ? (
          <Text c="dimmed" size="sm" mb="sm" role="status">
            {MENSAGENS_MIDIA.galeriaNoLimite}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {itens?.map((item) => (
            <Card key={item.midia.id} withBorder radius="md" padding="sm" aria-label={`Mídia do resgate ${item.id}`}>
              <Card.Section>
                <AspectRatio ratio={4 / 3}>
                  {ehVideo(item) ? (
                    <Center bg="dark.6">
                      <IconPlayerPlay size={48} color="white" aria-label="Vídeo" />
                    </Center>
                  ) : (
                    <Image src={urlDaApi(item.midia.linkArquivo)} alt={`Foto do resgate ${item.id}`} fit="cover" />
                  )}
                </AspectRatio>
              </Card.Section>
              <Stack gap={2} mt="sm">
                <Group justify="space-between" gap="xs">
                  <Text fw={600} size="sm" lineClamp={1}>
                    {item.parceiro}
                  </Text>
                  <Badge size="sm" variant="light">
                    {ehVideo(item) ? 'Vídeo' : 'Foto'}
                  </Badge>
                </Group>
                <Text size="xs">{item.premio}</Text>
                <Text size="xs" c="dimmed">{`${item.revenda}${item.cidade ? ` — ${item.cidade}` : ''}`}</Text>
                <Text size="xs" c="dimmed">{`Resgate ${item.id} em ${formatarData(item.resgatadoEm)}`}</Text>
              </Stack>
              <Group gap={4} mt="sm" justify="flex-end">
                <Tooltip label="Ver">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Ver mídia ${item.midia.id}`}
                    onClick={() => visualizador.abrir({ linkArquivo: urlDaApi(item.midia.linkArquivo), tipoArquivo: item.midia.tipoArquivo })}
                  >
                    <IconEye size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Copiar link">
                  <ActionIcon variant="subtle" aria-label={`Copiar link da mídia ${item.midia.id}`} onClick={() => void copiarLink(item)}>
                    <IconLink size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Baixar">
                  <ActionIcon
                    component="a"
                    variant="subtle"
                    aria-label={`Baixar mídia ${item.midia.id}`}
                    href={`${urlDaApi(item.midia.linkArquivo)}?download=1`}
                    download
                  >
                    <IconDownload size={18} />
                  </ActionIcon>
                </Tooltip>
                {podeExcluir ? (
                  <Tooltip label="Excluir">
                    <ActionIcon variant="subtle" color="red" aria-label={`Excluir mídia ${item.midia.id}`} onClick={() => void excluir(item)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Paper>
      {visualizador.elemento}
    </Stack>
  );
}
