import { useEffect, useState, type DragEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Avatar, Button, Group, Paper, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DURACAO_TOAST, MENSAGENS_BANNER, dataParaBr, podeExecutar, type Permissao } from '@sw/common';
import { confirmar, exigirResultado, notificarErro, notificarSucesso, urlDaApi, useSessao, useTituloPagina } from '@sw/client';
import { AlterarAtivoBannerDocument, BannersDocument, ExcluirBannerDocument, OrdenarBannersDocument, type LinhaBannerFragment } from '@sw/client/gql';
import { EditarBannerModal } from './EditarBannerModal';

type Banner = LinhaBannerFragment;

/** Moves the item at `de` to position `para`, keeping the others in order. */
export function mover<T>(lista: T[], de: number, para: number): T[] {
  const nova = [...lista];
  const [item] = nova.splice(de, 1);
  nova.splice(para, 0, item!);
  return nova;
}

// The contract's failure messages win over the server's for these three actions (spec 2 §8).
const SILENCIOSO = { context: { silenciarErros: true } } as const;

/**
 * Banners (spec 2 Banners): the list in display order, drag and drop (or the arrow buttons) to
 * reorder, renumbered from 1 on the server; the active toggle goes through a confirm dialog; the
 * pencil opens the edit dialog (EditarBannerModal).
 */
export default function BannersPage() {
  useTituloPagina('Banners');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const [banners, setBanners] = useState<Banner[] | null>(null);
  const [arrastando, setArrastando] = useState<number | null>(null);
  const [editando, setEditando] = useState<Banner | null>(null);

  useEffect(() => {
    cliente.query({ query: BannersDocument, fetchPolicy: 'network-only' }).then(
      ({ data }) => setBanners(data?.banners ?? []),
      () => setBanners([]),
    );
  }, [cliente]);

  const reordenar = async (nova: Banner[]) => {
    const anterior = banners;
    setBanners(nova.map((b, i) => ({ ...b, ordem: i + 1 })));
    try {
      const { data } = await cliente.mutate({
        mutation: OrdenarBannersDocument,
        variables: { input: { itens: nova.map((b, i) => ({ id: b.id, ordem: i + 1 })) } },
        ...SILENCIOSO,
      });
      setBanners(exigirResultado(data?.ordenarBanners).banners);
    } catch {
      setBanners(anterior);
      notificarErro(MENSAGENS_BANNER.falhaReordenar);
    }
  };

  const soltar = (evento: DragEvent, destino: number) => {
    evento.preventDefault();
    if (arrastando === null || !banners || arrastando === destino) return setArrastando(null);
    const nova = mover(banners, arrastando, destino);
    setArrastando(null);
    void reordenar(nova);
  };

  const alternar = async (b: Banner, ativo: boolean) => {
    const sim = await confirmar({
      titulo: ativo ? 'Ativar banner' : 'Desativar banner',
      mensagem: `Deseja ${ativo ? 'ativar' : 'desativar'} o banner "${b.titulo}"?`,
    });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: AlterarAtivoBannerDocument, variables: { input: { id: b.id, ativo } }, ...SILENCIOSO });
      exigirResultado(data?.alterarAtivoBanner);
      setBanners((atual) => atual?.map((x) => (x.id === b.id ? { ...x, ativo } : x)) ?? null);
      notificarSucesso(MENSAGENS_BANNER.statusAtualizado, DURACAO_TOAST.ativo);
    } catch {
      notificarErro(MENSAGENS_BANNER.falhaStatus);
    }
  };

  const excluir = async (b: Banner) => {
    const sim = await confirmar({ titulo: 'Excluir banner', mensagem: `Deseja excluir o banner "${b.titulo}"?`, rotuloConfirmar: 'Excluir', perigo: true });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: ExcluirBannerDocument, variables: { input: { id: b.id } }, ...SILENCIOSO });
      exigirResultado(data?.excluirBanner);
      setBanners((atual) => atual?.filter((x) => x.id !== b.id).map((x, i) => ({ ...x, ordem: i + 1 })) ?? null);
      notificarSucesso(MENSAGENS_BANNER.bannerExcluido);
    } catch {
      notificarErro(MENSAGENS_BANNER.falhaExcluir);
    }
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1} fz="h2">
          Banners
        </Title>
        {podeExecutar('banners.criar', permissao) && (
          <Button component={Link} to="/cadastrar/banner" leftSection={<IconPlus size={18} />}>
            Cadastrar Banner
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <Text size="sm" c="dimmed" mb="sm">
          Arraste as linhas (ou use as setas) para mudar a ordem em que os banners aparecem na loja.
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Banners" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>Ordem</Table.Th>
                <Table.Th w={60}>Imagem</Table.Th>
                <Table.Th>Título</Table.Th>
                <Table.Th>Período</Table.Th>
                <Table.Th>Ativo</Table.Th>
                <Table.Th w={150}>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {banners === null ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>Carregando...</Table.Td>
                </Table.Tr>
              ) : null}
              {banners?.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>Sem resultados</Table.Td>
                </Table.Tr>
              ) : null}
              {banners?.map((b, i) => (
                <Table.Tr
                  key={b.id}
                  draggable
                  data-testid={`banner-${b.id}`}
                  aria-label={b.titulo}
                  onDragStart={(e) => {
                    setArrastando(i);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(b.id));
                  }}
                  onDragOver={(e) => {
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(e) => soltar(e, i)}
                  onDragEnd={() => setArrastando(null)}
                  style={{ cursor: 'grab', opacity: arrastando === i ? 0.5 : 1 }}
                >
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <IconGripVertical size={16} aria-hidden />
                      <Text size="sm" fw={600}>
                        {b.ordem}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Avatar src={b.image ? urlDaApi(b.image) : null} alt={b.titulo} radius="sm">
                      <IconPhoto size={18} />
                    </Avatar>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {b.titulo}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{`${dataParaBr(b.dataInicial)} a ${dataParaBr(b.dataFinal)}`}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={b.ativo}
                      label={b.ativo ? 'Sim' : 'Não'}
                      aria-label={`Ativo: ${b.titulo}`}
                      onChange={(e) => void alternar(b, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label="Subir">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Subir ${b.titulo}`}
                          disabled={i === 0}
                          onClick={() => void reordenar(mover(banners, i, i - 1))}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Descer">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Descer ${b.titulo}`}
                          disabled={i === banners.length - 1}
                          onClick={() => void reordenar(mover(banners, i, i + 1))}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Editar">
                        <ActionIcon variant="subtle" aria-label={`Editar ${b.titulo}`} onClick={() => setEditando(b)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Excluir">
                        <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${b.titulo}`} onClick={() => void excluir(b)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {editando && (
        <EditarBannerModal
          banner={editando}
          fechar={() => setEditando(null)}
          aoSalvar={(salvo) => setBanners((atual) => atual?.map((x) => (x.id === salvo.id ? salvo : x)) ?? null)}
        />
      )}
    </>
  );
}
