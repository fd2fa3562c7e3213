import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconBan, IconChartBar, IconFileSpreadsheet, IconHistory, IconList, IconPencil } from '@tabler/icons-react';
import { MENSAGENS, formatarCpf, formatarData, formatarDataHora, formatarPontos, podeExecutar, veValoresDoPonto, type Permissao } from '@sw/common';
import {
  baixarArquivo,
  CampoData,
  confirmar,
  entradaDaLista,
  exigirResultado,
  notificarErro,
  notificarSucesso,
  respostaDaPagina,
  SeletorRede,
  TabelaPaginada,
  type ColunaTabela,
  type PedidoTabela,
  useControleTabela,
  useSessao,
  useTituloPagina,
  VALOR_TODAS,
  textoDinheiro,
} from '@sw/client';
import {
  CancelarVendaPontuadaDocument,
  LinkExportacaoPontuacoesDocument,
  RetornarVendaPendenteDocument,
  VendasPontuadasDocument,
  type LinhaVendaPontuadaFragment,
  type OrdemVendasPontuadas,
} from '@sw/client/gql';
import { EditarVendaModal } from './EditarVendaModal';
import { notificarErroOuPadrao, SILENCIOSO } from './erroOuPadrao';
import { HistoricoVendaModal, ItensVendaModal, MotivoReprovacaoModal, ProdutosMaisVendidosModal, type FiltrosProdutos } from './VendaModais';
import { BotaoVerArquivo } from './VisualizadorArquivo';

type Linha = LinhaVendaPontuadaFragment;

const diaLocal = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The date range starts at today minus 7 days (spec 2 §2, §9). */
function periodoPadrao(): { de: string; ate: string } {
  const hoje = new Date();
  const inicio = new Date(hoje);
  inicio.setDate(inicio.getDate() - 7);
  return { de: diaLocal(inicio), ate: diaLocal(hoje) };
}

type Modal = { tipo: 'itens' | 'historico' | 'motivo' | 'editar'; venda: Linha } | null;

/**
 * Pontuações (spec 2 §2 pontuacoes/pontuado): scored sales by network and scoring day (default the
 * last 7 days), searched and paged on the server, newest pontuadoEm first. Modals: items, file
 * viewer, cancel confirmation, edit, status history, most-sold products, rejection reason. Roles
 * 1, 2 and 5 cancel, return to pending, edit and export (the page on screen or everything).
 */
export default function PontuacoesPage() {
  useTituloPagina('Pontuações');
  const cliente = useApolloClient();
  const navegar = useNavigate();
  const controle = useControleTabela<Linha>();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeExportar = podeExecutar('pontuacoes.pontuadas.exportar', permissao);
  const podeCancelar = podeExecutar('pontuacoes.cancelar', permissao);
  const podeRetornar = podeExecutar('pontuacoes.retornarPendente', permissao);
  const podeEditar = podeExecutar('pontuacoes.editar', permissao);
  const veValores = veValoresDoPonto(permissao);
  const [rede, setRede] = useState<string>(VALOR_TODAS);
  const [periodo, setPeriodo] = useState(periodoPadrao);
  const [exportando, setExportando] = useState<'current' | 'all' | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [maisVendidos, setMaisVendidos] = useState<FiltrosProdutos | null>(null);
  const ultimoPedido = useRef<PedidoTabela | null>(null);

  const filtros = (): FiltrosProdutos => ({ rede: rede || null, dataInicial: periodo.de || null, dataFinal: periodo.ate || null });

  const carregar = async (pedido: PedidoTabela) => {
    ultimoPedido.current = pedido;
    const { data } = await cliente.query({
      query: VendasPontuadasDocument,
      variables: { input: { ...filtros(), ...entradaDaLista<OrdemVendasPontuadas>(pedido) } },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.vendasPontuadas);
  };

  const exportar = async (tipo: 'current' | 'all') => {
    const f = filtros();
    const pagina = tipo === 'current' && ultimoPedido.current ? entradaDaLista<OrdemVendasPontuadas>(ultimoPedido.current) : {};
    setExportando(tipo);
    try {
      // A short-lived signed link to the file, then the file itself (its name comes with it).
      const { data } = await cliente.query({
        query: LinkExportacaoPontuacoesDocument,
        variables: { input: { ...f, ...pagina, tipo: tipo === 'current' ? 'CURRENT' : 'ALL' } },
        fetchPolicy: 'network-only',
        ...SILENCIOSO,
      });
      await baixarArquivo(data!.linkExportacaoPontuacoes, undefined, { silenciarErros: true });
      notificarSucesso(MENSAGENS.arquivoExportado);
    } catch {
      notificarErro(MENSAGENS.erroExportarArquivo);
    } finally {
      setExportando(null);
    }
  };

  const cancelar = async (v: Linha) => {
    const sim = await confirmar({
      titulo: 'Cancelar pontuação',
      perigo: true,
      rotuloConfirmar: 'Cancelar pontuação',
      rotuloCancelar: 'Voltar',
      mensagem: `Cancelar a venda ${v.identificador ?? v.id} de ${v.parceiro}? Os ${formatarPontos(v.totalPontos)} pontos creditados serão estornados.`,
    });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: CancelarVendaPontuadaDocument, variables: { input: { identificador: v.id } }, ...SILENCIOSO });
      if (data) {
        notificarSucesso(exigirResultado(data.cancelarVendaPontuada).mensagem);
        controle.atualizarLinha(v.id, { cancelada: true, status: 'CANCELADA' });
      }
    } catch (erro) {
      notificarErroOuPadrao(erro, MENSAGENS.erroCancelarPontuacao);
    }
  };

  const retornar = async (v: Linha) => {
    const sim = await confirmar({
      titulo: 'Retornar para pendente',
      rotuloConfirmar: 'Retornar',
      mensagem: `Devolver a venda ${v.identificador ?? v.id} de ${v.parceiro} para as pontuações pendentes?${v.cancelada ? '' : ' A venda será cancelada e os pontos, estornados.'}`,
    });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: RetornarVendaPendenteDocument, variables: { input: { identificador: v.id } }, ...SILENCIOSO });
      if (data) {
        notificarSucesso(exigirResultado(data.retornarVendaPendente).mensagem);
        navegar('/processar/pontuacoes');
      }
    } catch (erro) {
      notificarErroOuPadrao(erro, MENSAGENS.erroRetornarPendente);
    }
  };

  const colunas: ColunaTabela<Linha>[] = [
    { campo: 'pontuadoEm', titulo: 'Pontuado em', ordenavel: true, render: (v) => formatarDataHora(v.pontuadoEm) },
    {
      campo: 'parceiro',
      titulo: 'Vendedor',
      ordenavel: true,
      render: (v) => (
        <Stack gap={0}>
          <Text size="sm">{v.parceiro}</Text>
          <Text size="xs" c="dimmed">
            {formatarCpf(v.cpf)}
          </Text>
        </Stack>
      ),
    },
    {
      campo: 'revenda',
      titulo: 'Loja',
      ordenavel: true,
      render: (v) => (
        <Stack gap={0}>
          <Text size="sm">{v.revenda}</Text>
          <Text size="xs" c="dimmed">
            {[v.codRevenda, v.cidade].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { campo: 'identificador', titulo: 'Nº fiscal', ordenavel: true, render: (v) => `${v.identificador ?? '-'} (${v.tipoFiscal === 'C' ? 'Cupom' : 'Nota'})` },
    { campo: 'totalPontos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (v) => formatarPontos(v.totalPontos) },
    // Valor custo gives valorPonto away: only for roles that see it (common/ veValoresDoPonto), like the server.
    ...(veValores
      ? [{ campo: 'valorCusto', titulo: 'Valor custo', ordenavel: true, alinhar: 'right' as const, render: (v: Linha) => textoDinheiro(v.valorCusto) }]
      : []),
    { campo: 'realizadoEm', titulo: 'Data da venda', ordenavel: true, render: (v) => formatarData(v.realizadoEm) },
    { campo: 'venceEm', titulo: 'Vence em', render: (v) => (v.venceEm ? formatarData(v.venceEm) : '-') },
    { campo: 'aprovadoPor', titulo: 'Aprovado por', render: (v) => v.aprovadoPor ?? '-' },
    {
      campo: 'status',
      titulo: 'Situação',
      render: (v) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={v.cancelada ? 'red' : 'green'} style={{ overflow: 'visible' }}>
            {v.cancelada ? 'Cancelada' : 'Pontuada'}
          </Badge>
          {v.reprovadoMotivo ? (
            <Tooltip label="Motivo da reprovação">
              <ActionIcon
                variant="subtle"
                color="orange"
                aria-label={`Motivo da reprovação da venda ${v.id}`}
                onClick={() => setModal({ tipo: 'motivo', venda: v })}
              >
                <IconAlertCircle size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
    {
      campo: 'linkArquivo',
      titulo: 'Arquivo',
      render: (v) =>
        v.linkArquivo ? (
          <BotaoVerArquivo linkArquivo={v.linkArquivo} tipoArquivo={v.tipoArquivo} />
        ) : (
          <Text size="xs" c="dimmed">
            -
          </Text>
        ),
    },
  ];

  const acoes = (v: Linha) => (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={`Itens (${v.qtdItens})`}>
        <ActionIcon variant="subtle" aria-label={`Itens da venda ${v.id}`} onClick={() => setModal({ tipo: 'itens', venda: v })}>
          <IconList size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Histórico de alterações">
        <ActionIcon variant="subtle" aria-label={`Histórico da venda ${v.id}`} onClick={() => setModal({ tipo: 'historico', venda: v })}>
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
      {podeEditar && !v.cancelada ? (
        <Tooltip label="Editar">
          <ActionIcon variant="subtle" aria-label={`Editar venda ${v.id}`} onClick={() => setModal({ tipo: 'editar', venda: v })}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {podeRetornar ? (
        <Tooltip label="Retornar para pendente">
          <ActionIcon variant="subtle" aria-label={`Retornar venda ${v.id} para pendente`} onClick={() => void retornar(v)}>
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {podeCancelar && !v.cancelada ? (
        <Tooltip label="Cancelar">
          <ActionIcon variant="subtle" color="red" aria-label={`Cancelar venda ${v.id}`} onClick={() => void cancelar(v)}>
            <IconBan size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );

  const fechar = () => setModal(null);
  const vendaDo = (tipo: NonNullable<Modal>['tipo']) => (modal?.tipo === tipo ? modal.venda : null);

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz="h2">
          Pontuações
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconChartBar size={16} />} onClick={() => setMaisVendidos(filtros())}>
            Produtos mais vendidos
          </Button>
          {podeExportar ? (
            <>
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} />}
                loading={exportando === 'current'}
                onClick={() => void exportar('current')}
              >
                Exportar tela
              </Button>
              <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} loading={exportando === 'all'} onClick={() => void exportar('all')}>
                Exportar tudo
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<Linha>
          rotulo="Pontuações"
          colunas={colunas}
          carregar={carregar}
          controle={controle}
          ordenacaoInicial={{ campo: 'pontuadoEm', direcao: 'desc' }}
          chave={(v) => v.id}
          acoes={acoes}
          tituloAcoes="Ações"
          busca
          placeholderBusca="Vendedor, CPF, loja, CNPJ ou nº fiscal"
          deps={[rede, periodo.de, periodo.ate]}
          filtros={
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SeletorRede incluirTodas value={rede} onChange={setRede} w={220} comboboxProps={{ withinPortal: true }} />
              <CampoData formato="iso" label="De" w={170} value={periodo.de} onChange={(de) => setPeriodo((p) => ({ ...p, de }))} />
              <CampoData formato="iso" label="Até" w={170} value={periodo.ate} onChange={(ate) => setPeriodo((p) => ({ ...p, ate }))} />
            </Group>
          }
        />
      </Paper>
      <ItensVendaModal venda={vendaDo('itens')} aoFechar={fechar} />
      <HistoricoVendaModal venda={vendaDo('historico')} aoFechar={fechar} />
      <MotivoReprovacaoModal venda={vendaDo('motivo')} aoFechar={fechar} />
      <EditarVendaModal
        venda={vendaDo('editar')}
        aoFechar={fechar}
        aoSalvar={() => {
          fechar();
          controle.recarregar();
        }}
      />
      <ProdutosMaisVendidosModal filtros={maisVendidos} aoFechar={() => setMaisVendidos(null)} />
    </>
  );
}
