import { useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, SegmentedControl, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { DURACAO_TOAST, MENSAGENS, podeExecutar, type Permissao } from '@sw/common';
import {
  AlternarAtivo,
  TabelaPaginada,
  notificarInfo,
  interpretarErro,
  useSessao,
  type ColunaTabela,
  type ControleTabela,
  type PedidoTabela,
  colunaDeAcoes,
  excluirComConfirmacao,
  entradaDaLista,
  exigirResultado,
  respostaDaPagina,
  textoDinheiro,
} from '@sw/client';
import {
  AlterarAtivoProdutoRevendaDocument,
  ExcluirProdutoRevendaDocument,
  LinkExportacaoProdutosRevendaDocument,
  ProdutosRevendaPaginadosDocument,
  type LinhaProdutoRevendaFragment,
  type OrdemProdutosRevenda,
} from '@sw/client/gql';
import { ProdutoLojaEditModal } from './ProdutoLojaEditModal';
import { formatarValorPontos } from './formularioProduto';

const SITUACOES = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativos', label: 'Ativos' },
  { value: 'inativos', label: 'Inativos' },
];

type Props = {
  /** Only this store's products (CNPJ digits); empty for every store the user may see. */
  cnpjRevenda?: string;
  controle: ControleTabela<LinhaProdutoRevendaFragment>;
  /** Filters of the screen, shown before the list's own. */
  filtros?: ReactNode;
};

/**
 * The Produtos Loja list (the generic paged table of spec 1 §7 over GET /api/produtos_revenda):
 * search, sort, toggle and delete for role 2, edit for roles 1–2, and the spreadsheet export, which
 * the server answers with a signed link opened in a new window.
 */
export function ListaProdutosLoja({ cnpjRevenda = '', controle, filtros }: Props) {
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeEditar = podeExecutar('produtosRevenda.editar', permissao);
  const podeAtivar = podeExecutar('produtosRevenda.ativar', permissao);
  const podeExcluir = podeExecutar('produtosRevenda.excluir', permissao);
  const [situacao, setSituacao] = useState('todos');
  const [editando, setEditando] = useState<LinhaProdutoRevendaFragment | null>(null);
  const [ultimoPedido, setUltimoPedido] = useState<PedidoTabela | null>(null);
  const [exportando, setExportando] = useState(false);

  const carregar = async (pedido: PedidoTabela) => {
    setUltimoPedido(pedido);
    try {
      const { data } = await cliente.query({
        query: ProdutosRevendaPaginadosDocument,
        variables: {
          input: { ...entradaDaLista<OrdemProdutosRevenda>(pedido), cnpjRevenda: cnpjRevenda || null, situacao: podeAtivar ? situacao : null },
        },
        fetchPolicy: 'network-only',
        context: { silenciarErros: true },
      });
      return respostaDaPagina(data!.produtosRevenda);
    } catch (erro) {
      const { codigo, mensagem } = interpretarErro(erro);
      throw new Error(codigo ? mensagem : MENSAGENS.erroCarregarProdutos, { cause: erro });
    }
  };

  /** The whole filtered list, in the table's order (download=1 of the contract). */
  const exportar = async () => {
    if (!ultimoPedido) return;
    setExportando(true);
    try {
      // A short-lived signed link to the whole filtered list, opened in a new tab (as the contract's fileLink).
      notificarInfo(MENSAGENS.downloadEmBreve, DURACAO_TOAST.download);
      const { data } = await cliente.query({
        query: LinkExportacaoProdutosRevendaDocument,
        variables: {
          input: {
            ...entradaDaLista<OrdemProdutosRevenda>(ultimoPedido),
            cnpjRevenda: cnpjRevenda || null,
            situacao: podeAtivar ? situacao : null,
            nomeArquivo: `produtos-loja${cnpjRevenda ? `-${cnpjRevenda}` : ''}`,
          },
        },
        fetchPolicy: 'network-only',
      });
      window.open(data!.linkExportacaoProdutosRevenda, '_blank', 'noopener');
    } catch {
      // the client showed the server's message
    } finally {
      setExportando(false);
    }
  };

  const alternarAtivo = async (p: LinhaProdutoRevendaFragment, ativo: boolean) => {
    const { data } = await cliente.mutate({ mutation: AlterarAtivoProdutoRevendaDocument, variables: { input: { id: p.id, ativo } } });
    exigirResultado(data?.alterarAtivoProdutoRevenda);
    controle.atualizarLinha(p.id, { ativo });
  };

  const excluir = (p: LinhaProdutoRevendaFragment) =>
    excluirComConfirmacao({
      titulo: 'Excluir Produto Loja',
      mensagem: `Deseja excluir o produto ${p.codigo} - ${p.nome} da loja ${p.nomeRevenda}?`,
      excluir: async () => {
        const { data } = await cliente.mutate({ mutation: ExcluirProdutoRevendaDocument, variables: { input: { id: p.id } } });
        exigirResultado(data?.excluirProdutoRevenda);
      },
      mensagemSucesso: MENSAGENS.produtoExcluido,
      aoExcluir: () => controle.removerLinha(p.id),
    });

  const colunas: ColunaTabela<LinhaProdutoRevendaFragment>[] = [
    ...(cnpjRevenda ? [] : [{ campo: 'revenda', titulo: 'Loja', ordenavel: true, render: (p: LinhaProdutoRevendaFragment) => p.nomeRevenda }]),
    {
      campo: 'codigoPadrao',
      titulo: 'Código Experiências SW',
      ordenavel: true,
      render: (p) => (
        <Text fw={500} size="sm">
          {p.codigoPadrao}
        </Text>
      ),
    },
    { campo: 'codigo', titulo: 'Código Loja', ordenavel: true },
    { campo: 'nome', titulo: 'Descrição Loja', ordenavel: true },
    { campo: 'valorUnitario', titulo: 'Preço Unitário Loja', ordenavel: true, alinhar: 'right', render: (p) => textoDinheiro(p.valorUnitario) },
    { campo: 'valorPontos', titulo: 'Valor Pontos', ordenavel: true, alinhar: 'right', render: (p) => formatarValorPontos(p.valorPontos) },
    ...(podeAtivar
      ? [
          {
            campo: 'ativo',
            titulo: 'Ativo',
            ordenavel: true,
            render: (p: LinhaProdutoRevendaFragment) => (
              <AlternarAtivo ativo={p.ativo} rotuloAcessivel={`Ativo: ${p.codigo}`} aoAlternar={(novo) => alternarAtivo(p, novo)} />
            ),
          },
        ]
      : []),
  ];

  const acoes = colunaDeAcoes<LinhaProdutoRevendaFragment>({
    nome: (p) => p.codigo,
    aoEditar: podeEditar ? setEditando : undefined,
    aoExcluir: podeExcluir ? (p) => void excluir(p) : undefined,
  });

  return (
    <>
      <TabelaPaginada<LinhaProdutoRevendaFragment>
        rotulo="Produtos Loja"
        colunas={colunas}
        carregar={carregar}
        ordenacaoInicial={{ campo: 'valorPontos', direcao: 'desc' }}
        chave={(p) => p.id}
        busca
        placeholderBusca="Buscar por código ou descrição"
        acoes={acoes}
        controle={controle}
        deps={[cnpjRevenda, situacao]}
        filtros={
          <>
            {filtros}
            {podeAtivar && <SegmentedControl aria-label="Situação" data={SITUACOES} value={situacao} onChange={setSituacao} />}
            <Button variant="default" leftSection={<IconFileSpreadsheet size={18} />} onClick={() => void exportar()} loading={exportando}>
              Exportar
            </Button>
          </>
        }
      />
      <ProdutoLojaEditModal produto={editando} aoFechar={() => setEditando(null)} aoSalvar={(p) => controle.atualizarLinha(p.id, p)} />
    </>
  );
}
