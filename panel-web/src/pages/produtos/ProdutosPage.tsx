import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MENSAGENS, podeExecutar, type Permissao } from '@sw/common';
import {
  AlternarAtivo,
  TabelaPaginada,
  confirmar,
  interpretarErro,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
  colunaDeAcoes,
  excluirComConfirmacao,
  entradaDaLista,
  exigirResultado,
  respostaDaPagina,
  textoDinheiro,
} from '@sw/client';
import { AlterarAtivoProdutoDocument, ExcluirProdutoDocument, ProdutosDocument, type LinhaProdutoFragment, type OrdemProdutos } from '@sw/client/gql';
import { ProdutoEditModal } from './ProdutoEditModal';
import { formatarValorPontos } from './formularioProduto';

const SITUACOES = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativos', label: 'Ativos' },
  { value: 'inativos', label: 'Inativos' },
];

/**
 * Produtos Experiências SW (spec 1 §2, §6): filter Todos/Ativos/Inativos (default Ativos), default
 * order valorPontos descending; ativo toggle and delete for role 2, edit for roles 1–2. The gateway
 * shows roles other than 2 only active products, so they get no filter.
 */
export default function ProdutosPage() {
  useTituloPagina('Produtos Experiências SW');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeEditar = podeExecutar('produtos.editar', permissao);
  const podeAtivar = podeExecutar('produtos.ativar', permissao);
  const podeExcluir = podeExecutar('produtos.excluir', permissao);
  const controle = useControleTabela<LinhaProdutoFragment>();
  const [situacao, setSituacao] = useState('ativos');
  const [editando, setEditando] = useState<LinhaProdutoFragment | null>(null);

  const carregar = async (pedido: PedidoTabela) => {
    try {
      const { data } = await cliente.query({
        query: ProdutosDocument,
        variables: { input: { ...entradaDaLista<OrdemProdutos>(pedido), situacao: podeAtivar ? situacao : 'ativos' } },
        fetchPolicy: 'network-only',
        context: { silenciarErros: true },
      });
      return respostaDaPagina(data!.produtos);
    } catch (erro) {
      // The server's reason when there is one; the contract's fallback otherwise.
      const { codigo, mensagem } = interpretarErro(erro);
      throw new Error(codigo ? mensagem : MENSAGENS.erroCarregarProdutos, { cause: erro });
    }
  };

  const alternarAtivo = async (p: LinhaProdutoFragment, ativo: boolean) => {
    // The server may also (de)activate this product's store products in the same step.
    const atualizarRevenda = await confirmar({
      titulo: ativo ? 'Ativar produto' : 'Inativar produto',
      mensagem: `Aplicar a mesma alteração aos produtos loja vinculados a ${p.codigo}?`,
      rotuloConfirmar: 'Sim, atualizar produtos loja',
      rotuloCancelar: 'Não, somente este produto',
    });
    const { data } = await cliente.mutate({ mutation: AlterarAtivoProdutoDocument, variables: { input: { id: p.id, ativo, atualizarRevenda } } });
    exigirResultado(data?.alterarAtivoProduto);
    controle.atualizarLinha(p.id, { ativo });
  };

  const excluir = (p: LinhaProdutoFragment) =>
    excluirComConfirmacao({
      titulo: 'Excluir Produto',
      mensagem: `Deseja excluir o produto ${p.codigo} - ${p.nome}?`,
      excluir: async () => {
        const { data } = await cliente.mutate({ mutation: ExcluirProdutoDocument, variables: { input: { id: p.id } } });
        exigirResultado(data?.excluirProduto);
      },
      mensagemSucesso: MENSAGENS.produtoExcluido,
      aoExcluir: () => controle.removerLinha(p.id),
    });

  const colunas: ColunaTabela<LinhaProdutoFragment>[] = [
    {
      campo: 'codigo',
      titulo: 'Código',
      ordenavel: true,
      render: (p) => (
        <Text fw={500} size="sm">
          {p.codigo}
        </Text>
      ),
    },
    { campo: 'nome', titulo: 'Descrição', ordenavel: true },
    { campo: 'valorUnitario', titulo: 'Preço Unitário', ordenavel: true, alinhar: 'right', render: (p) => textoDinheiro(p.valorUnitario) },
    { campo: 'valorPontos', titulo: 'Valor Pontos', ordenavel: true, alinhar: 'right', render: (p) => formatarValorPontos(p.valorPontos) },
    { campo: 'codigoBarras', titulo: 'Código de Barras', render: (p) => p.codigoBarras ?? '—' },
    ...(podeAtivar
      ? [
          {
            campo: 'ativo',
            titulo: 'Ativo',
            ordenavel: true,
            render: (p: LinhaProdutoFragment) => (
              <AlternarAtivo ativo={p.ativo} rotuloAcessivel={`Ativo: ${p.codigo}`} aoAlternar={(novo) => alternarAtivo(p, novo)} />
            ),
          },
        ]
      : []),
  ];

  const acoes = colunaDeAcoes<LinhaProdutoFragment>({
    nome: (p) => p.codigo,
    aoEditar: podeEditar ? setEditando : undefined,
    aoExcluir: podeExcluir ? (p) => void excluir(p) : undefined,
  });

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1} fz="h2">
          Produtos Experiências SW
        </Title>
        <Group gap="sm">
          <Button component={Link} to="/produtos/loja" variant="default" leftSection={<IconBuildingStore size={18} />}>
            Produtos Loja
          </Button>
          {podeExecutar('produtos.criar', permissao) && (
            <Button component={Link} to="/cadastrar/produto/criteria" leftSection={<IconPlus size={18} />}>
              Cadastrar Produto
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<LinhaProdutoFragment>
          rotulo="Produtos Experiências SW"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'valorPontos', direcao: 'desc' }}
          chave={(p) => p.id}
          busca
          placeholderBusca="Buscar por código ou descrição"
          acoes={acoes}
          controle={controle}
          deps={[situacao]}
          filtros={podeAtivar ? <SegmentedControl aria-label="Situação" data={SITUACOES} value={situacao} onChange={setSituacao} /> : undefined}
        />
      </Paper>
      <ProdutoEditModal produto={editando} aoFechar={() => setEditando(null)} aoSalvar={(p) => controle.atualizarLinha(p.id, p)} />
    </>
  );
}
