import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Title, Tooltip } from '@mantine/core';
import { IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MENSAGENS, formatarData, formatarNumero, podeExecutar, type Permissao } from '@sw/common';
import {
  SeletorRede,
  TabelaPaginada,
  confirmar,
  entradaDaLista,
  exigirResultado,
  notificarSucesso,
  respostaDaPagina,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
  textoDinheiro,
} from '@sw/client';
import { ExcluirPesquisaMercadoDocument, PesquisasMercadoDocument, type OrdemPesquisasMercado, type PesquisaMercadoCamposFragment } from '@sw/client/gql';
import { fonteDoEnum } from './FormularioPesquisa';
import { PesquisaEditModal } from './PesquisaEditModal';
import { ProdutosMaisVendidosModal } from './ProdutosMaisVendidosModal';

type Pesquisa = PesquisaMercadoCamposFragment;

const COLUNAS: ColunaTabela<Pesquisa>[] = [
  { campo: 'revenda', titulo: 'Loja', ordenavel: true },
  { campo: 'rede', titulo: 'Rede', ordenavel: true },
  { campo: 'cidade', titulo: 'Cidade', ordenavel: true },
  { campo: 'categoria', titulo: 'Categoria', ordenavel: true },
  { campo: 'qtdeVendedores', titulo: 'Vendedores', ordenavel: true, alinhar: 'right' },
  { campo: 'faturamento', titulo: 'Faturamento', ordenavel: true, alinhar: 'right', render: (p) => textoDinheiro(p.faturamento) },
  { campo: 'mediaMensal', titulo: 'Média mensal', ordenavel: true, alinhar: 'right', render: (p) => textoDinheiro(p.mediaMensal) },
  { campo: 'share', titulo: 'Share', ordenavel: true, alinhar: 'right', render: (p) => `${formatarNumero(p.share)} %` },
  {
    campo: 'qtdeProdutosVendidos',
    titulo: 'Qtde. vendida (concorrentes)',
    ordenavel: true,
    alinhar: 'right',
    render: (p) => p.qtdeProdutosVendidos.toLocaleString('pt-BR'),
  },
  { campo: 'fonte', titulo: 'Fonte', ordenavel: true, render: (p) => fonteDoEnum(p.fonte) },
  { campo: 'criadoEm', titulo: 'Data', ordenavel: true, render: (p) => formatarData(p.criadoEm) },
];

/**
 * Pesquisas de Mercado (/pesquisas-mercado): network filter, search, server paging sorted by store;
 * most-sold dialog for everyone, edit for the roles that may edit, delete for role 2.
 */
export default function PesquisasMercadoPage() {
  useTituloPagina('Pesquisas de Mercado');
  const { painel } = useSessao();
  const permissao = painel?.usuario.permissao as Permissao | undefined;
  const apollo = useApolloClient();
  const controle = useControleTabela<Pesquisa>();
  const [rede, definirRede] = useState('');
  const [detalhe, definirDetalhe] = useState<Pesquisa | null>(null);
  const [edicao, definirEdicao] = useState<Pesquisa | null>(null);
  const [excluir] = useMutation(ExcluirPesquisaMercadoDocument);
  const podeCriar = podeExecutar('pesquisas.criar', permissao);
  const podeEditar = podeExecutar('pesquisas.editar', permissao);
  const podeExcluir = podeExecutar('pesquisas.excluir', permissao);

  const carregar = async (pedido: PedidoTabela) => {
    const { data } = await apollo.query({
      query: PesquisasMercadoDocument,
      variables: { input: { ...entradaDaLista<OrdemPesquisasMercado>(pedido), rede: rede || null } },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.pesquisasMercado);
  };

  const pedirExclusao = async (p: Pesquisa) => {
    const sim = await confirmar({
      titulo: 'Excluir Pesquisa de Mercado',
      mensagem: `Deseja excluir a pesquisa da loja ${p.revenda}?`,
      rotuloConfirmar: 'Excluir',
      perigo: true,
    });
    if (!sim) return;
    try {
      const { data } = await excluir({ variables: { input: { id: p.id } } });
      exigirResultado(data?.excluirPesquisaMercado);
      notificarSucesso(MENSAGENS.pesquisaExcluida);
      controle.removerLinha(p.id);
    } catch {
      // the client showed the server's message
    }
  };

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Title order={1} fz="h2">
          Pesquisas de Mercado
        </Title>
        {podeCriar && (
          <Button component={Link} to="/cadastrar/pesquisa-mercado" leftSection={<IconPlus size={16} aria-hidden />}>
            Cadastrar Pesquisa
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <TabelaPaginada<Pesquisa>
          rotulo="Pesquisas de Mercado"
          colunas={COLUNAS}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'revenda', direcao: 'asc' }}
          chave={(p) => p.id}
          busca
          placeholderBusca="Buscar loja, CNPJ, cidade ou categoria"
          controle={controle}
          deps={[rede]}
          filtros={<SeletorRede value={rede} onChange={definirRede} incluirTodas w={{ base: '100%', xs: 260 }} />}
          acoes={(p) => (
            <>
              <Tooltip label="Produtos mais vendidos">
                <ActionIcon variant="subtle" onClick={() => definirDetalhe(p)} aria-label={`Produtos mais vendidos de ${p.revenda}`}>
                  <IconListDetails size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {podeEditar && (
                <Tooltip label="Editar">
                  <ActionIcon variant="subtle" onClick={() => definirEdicao(p)} aria-label={`Editar pesquisa de ${p.revenda}`}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {podeExcluir && (
                <Tooltip label="Excluir">
                  <ActionIcon variant="subtle" color="red" onClick={() => void pedirExclusao(p)} aria-label={`Excluir pesquisa de ${p.revenda}`}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          )}
        />
      </Paper>
      <ProdutosMaisVendidosModal pesquisa={detalhe} aoFechar={() => definirDetalhe(null)} />
      <PesquisaEditModal pesquisa={edicao} aoFechar={() => definirEdicao(null)} aoSalvar={(p) => controle.atualizarLinha(p.id, p)} />
    </>
  );
}
