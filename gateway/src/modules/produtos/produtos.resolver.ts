import { GraphQLBoolean } from 'graphql';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ProdutoDTO, StatusProdutoDTO } from './produto.types';
import * as esquemas from './produtos.esquemas';
import * as produtos from './produtos.service';

const ProdutoPagina = PaginaDe(ProdutoDTO, 'ProdutoPagina');

/** The catalogue on the GraphQL door: every input read by the same schemas as REST (produtos.esquemas.ts). */
@Resolver()
export class ProdutosResolver {
  @Permite('produtos.listar')
  @Query(() => ProdutoPagina, { description: 'A lista de Produtos: situacao todos (padrão), ativos ou inativos; ordem padrão valorPontos decrescente.' })
  async produtos(@Entrada(esquemas.listaProdutos, 'ListaProdutosInput') input: EntradaDe<typeof esquemas.listaProdutos>, @Ctx() { ctx }: ContextoGraphQL) {
    const pagina = await produtos.paginarProdutos(ctx, input.pedido, input.situacao ?? 'todos');
    return paraPagina({ ...pagina, totalEstimado: false }, input.pedido);
  }

  @Permite('produtos.listar')
  @Query(() => ProdutoDTO, { nullable: true, description: 'Um produto (nulo quando não existe ou não é visível).' })
  produto(@Arg('id', () => ID, { description: 'Identificador do produto.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => produtos.obter(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('produtos.consultarCodigo')
  @Query(() => [ProdutoDTO], {
    description:
      'Os produtos com este código (até 50; lista vazia quando nenhum). Equipe e membros; o membro vê só produtos ativos e acha também o código da sua loja.',
  })
  produtosPorCodigo(
    @Arg('codigo', { description: 'Código Experiências SW, ou o código da loja do membro (maiúsculas indiferentes).' }) codigo: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtos.consultarPorCodigo(ctx, analisar(esquemas.porCodigo, { code: codigo }).code);
  }

  @Permite('produtos.consultarCodigo')
  @Query(() => ProdutoDTO, {
    nullable: true,
    description:
      'O produto com este EAN/UPC ou código; o código de barras vence um código igual. Nulo quando não há (ou, para quem não vê inativos, quando está inativo).',
  })
  produtoPorCodigoBarras(
    @Arg('codigo', { description: 'EAN/UPC lido (UPC-A com ou sem o zero inicial) ou o código do produto; até 30 caracteres.' }) codigo: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return nuloSeNaoEncontrado(() => produtos.consultarPorCodigoBarras(ctx, analisar(esquemas.porCodigoBarras, { code: codigo }).code));
  }

  @Permite('produtos.criar')
  @Mutacao(() => ProdutoDTO, 'ProdutoPayload', { description: 'Cadastra um produto no catálogo.' })
  criarProduto(@Entrada(esquemas.criar, 'ProdutoInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.criar(ctx, input);
  }

  @Permite('produtos.editar')
  @Mutacao(() => ProdutoDTO, 'ProdutoPayload', { description: 'Edita um produto; valorUnitario e codigoBarras ausentes mantêm o que estava.' })
  atualizarProduto(
    @Entrada(esquemas.atualizarGraphql, 'AtualizarProdutoInput') input: EntradaDe<typeof esquemas.atualizarGraphql>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { id, ...edicao } = input;
    return produtos.editar(ctx, id, edicao);
  }

  @Permite('produtos.ativar')
  @Mutacao(() => StatusProdutoDTO, 'StatusProdutoAlteradoPayload', {
    description: 'Ativa ou desativa um produto; com atualizarRevenda, os produtos loja dele seguem o mesmo status.',
  })
  alterarAtivoProduto(
    @Entrada(esquemas.alterarAtivo, 'AlterarAtivoProdutoInput') input: EntradaDe<typeof esquemas.alterarAtivo>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtos.alterarStatus(ctx, input.id, { ativo: input.ativo, atualizarRevenda: input.atualizarRevenda });
  }

  @Permite('produtos.excluir')
  @Mutacao(() => GraphQLBoolean, 'ExcluirProdutoPayload', { description: 'Exclui um produto sem produtos loja vinculados.' })
  async excluirProduto(@Entrada(esquemas.porId, 'ExcluirProdutoInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    await produtos.excluir(ctx, input.id);
    return true;
  }
}
