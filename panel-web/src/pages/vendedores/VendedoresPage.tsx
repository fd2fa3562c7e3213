import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ActionIcon, Anchor, Button, Group, Paper, Switch, Title, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconHistory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MENSAGENS, formatarCpf, formatarPontos, formatarTelefone, podeExecutar, textoDiasSemAcesso, type Permissao } from '@sw/common';
import {
  SeletorRede,
  TabelaPaginada,
  baixarArquivo,
  confirmar,
  consulta,
  entradaDaLista,
  exigirResultado,
  notificarErro,
  notificarSucesso,
  respostaDaPagina,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
} from '@sw/client';
import { ExcluirParceiroDocument, ListarParceirosDocument, type OrdemParceiros, type ParceiroPainelCamposFragment } from '@sw/client/gql';
import { EditarParceiroModal } from './EditarParceiroModal';
import { HistoricoParceiroModal } from './HistoricoParceiro';
import { StatusParceiroModal } from './StatusParceiroModal';

type Parceiro = ParceiroPainelCamposFragment;

const COLUNAS: ColunaTabela<Parceiro>[] = [
  {
    campo: 'nome',
    titulo: 'Nome',
    ordenavel: true,
    render: (p) => (
      <Anchor component={Link} to={`/parceiro/${p.cpf}`} size="sm">
        {p.nome}
      </Anchor>
    ),
  },
  { campo: 'cpf', titulo: 'CPF', ordenavel: true, render: (p) => formatarCpf(p.cpf) },
  { campo: 'revenda', titulo: 'Loja', ordenavel: true },
  { campo: 'rede', titulo: 'Rede', ordenavel: true },
  { campo: 'celular', titulo: 'Celular', render: (p) => formatarTelefone(p.celular) },
  { campo: 'saldoPontos', titulo: 'Saldo de pontos', ordenavel: true, alinhar: 'right', render: (p) => formatarPontos(p.saldoPontos) },
  { campo: 'diasSemAcesso', titulo: 'Dias sem acesso', ordenavel: true, alinhar: 'right', render: (p) => textoDiasSemAcesso(p.diasSemAcesso) },
];

/**
 * Vendedores Lojas (/vendedores): network filter, search, server paging sorted by name; the name
 * opens parceiro/{cpf}. Role 2 toggles the status (with a justification) and deletes; roles 1 and 2
 * edit; everyone reads the status history and exports the list.
 */
export default function VendedoresPage() {
  useTituloPagina('Vendedores Lojas');
  const { painel } = useSessao();
  const permissao = painel?.usuario.permissao as Permissao | undefined;
  const apollo = useApolloClient();
  const controle = useControleTabela<Parceiro>();
  const [rede, definirRede] = useState('');
  const [busca, definirBusca] = useState('');
  const [edicao, definirEdicao] = useState<Parceiro | null>(null);
  const [status, definirStatus] = useState<Parceiro | null>(null);
  const [historico, definirHistorico] = useState<Parceiro | null>(null);
  const [exportando, definirExportando] = useState(false);
  const [excluir] = useMutation(ExcluirParceiroDocument);
  const podeCriar = podeExecutar('parceiros.criar', permissao);
  const podeEditar = podeExecutar('parceiros.editar', permissao);
  const podeAtivar = podeExecutar('parceiros.ativar', permissao);
  const podeExcluir = podeExecutar('parceiros.excluir', permissao);

  // Spec 1 §8: a failure to load this list is only logged (the table shows no rows).
  const carregar = async ({ pagina, limite, campo, direcao, busca: termo }: PedidoTabela) => {
    definirBusca(termo);
    try {
      const { data } = await apollo.query({
        query: ListarParceirosDocument,
        variables: { input: { ...entradaDaLista<OrdemParceiros>({ pagina, limite, campo, direcao, busca: termo }), rede: rede || null } },
        fetchPolicy: 'network-only',
        context: { silenciarErros: true },
      });
      return data ? respostaDaPagina(data.parceiros) : { linhas: [], total: 0 };
    } catch (erro) {
      console.error('Falha ao carregar os vendedores', erro);
      return { linhas: [], total: 0 };
    }
  };

  const exportar = async () => {
    definirExportando(true);
    try {
      await baixarArquivo(`/api/parceiros/export${consulta({ rede, search: busca })}`, 'parceiros.xlsx', { silenciarErros: true });
      notificarSucesso(MENSAGENS.exportacaoConcluida);
    } catch {
      notificarErro(MENSAGENS.erroExportarParceiros);
    } finally {
      definirExportando(false);
    }
  };

  const pedirExclusao = async (p: Parceiro) => {
    const sim = await confirmar({ titulo: 'Excluir Vendedor Loja', mensagem: `Deseja excluir ${p.nome}?`, rotuloConfirmar: 'Excluir', perigo: true });
    if (!sim) return;
    try {
      exigirResultado((await excluir({ variables: { input: { id: p.id } } })).data?.excluirParceiro);
      notificarSucesso(MENSAGENS.parceiroExcluido);
      controle.removerLinha(p.id);
    } catch {
      // the client showed the server's message
    }
  };

  const colunas: ColunaTabela<Parceiro>[] = podeAtivar
    ? [
        ...COLUNAS,
        {
          campo: 'ativo',
          titulo: 'Ativo',
          ordenavel: true,
          render: (p) => (
            <Switch checked={p.ativo} label={p.ativo ? 'Sim' : 'Não'} aria-label={`Ativo: ${p.nome}`} onChange={() => definirStatus(p)} size="sm" />
          ),
        },
      ]
    : COLUNAS;

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Title order={1} fz="h2">
          Vendedores Lojas
        </Title>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void exportar()} loading={exportando}>
            Exportar
          </Button>
          {podeCriar && (
            <Button component={Link} to="/cadastrar/parceiro" leftSection={<IconPlus size={16} aria-hidden />}>
              Cadastrar Vendedor Loja
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <TabelaPaginada<Parceiro>
          rotulo="Vendedores Lojas"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
          chave={(p) => p.id}
          busca
          placeholderBusca="Buscar pelo início do nome, CPF, e-mail ou loja"
          controle={controle}
          deps={[rede]}
          filtros={<SeletorRede value={rede} onChange={definirRede} incluirTodas w={{ base: '100%', xs: 260 }} />}
          acoes={(p) => (
            <>
              <Tooltip label="Histórico de alterações">
                <ActionIcon variant="subtle" onClick={() => definirHistorico(p)} aria-label={`Histórico de ${p.nome}`}>
                  <IconHistory size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {podeEditar && (
                <Tooltip label="Editar">
                  <ActionIcon variant="subtle" onClick={() => definirEdicao(p)} aria-label={`Editar ${p.nome}`}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {podeExcluir && (
                <Tooltip label="Excluir">
                  <ActionIcon variant="subtle" color="red" onClick={() => void pedirExclusao(p)} aria-label={`Excluir ${p.nome}`}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          )}
        />
      </Paper>
      <EditarParceiroModal parceiro={edicao} aoFechar={() => definirEdicao(null)} aoSalvar={(p) => controle.atualizarLinha(p.id, p)} />
      <StatusParceiroModal parceiro={status} aoFechar={() => definirStatus(null)} aoSalvar={(p) => controle.atualizarLinha(p.id, p)} />
      <HistoricoParceiroModal parceiro={historico} aoFechar={() => definirHistorico(null)} />
    </>
  );
}
