import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { semIndefinidos } from '../../core/validacao';
import { EdicaoProdutoInput, ProdutoDTO, ProdutoInput, ProdutosPaginaDTO, StatusProdutoDTO } from './produto.types';
import * as produtos from './produtos.service';

@Resolver()
export class ProdutosResolver {
  @Permite('produtos.listar')
  @Query(() => [ProdutoDTO], { description: 'Every visible product (ativo: true for active only), or those with one code.' })
  produtos(
    @Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null,
    @Arg('codigo', () => String, { nullable: true }) codigo: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtos.listar(ctx, { ativo: ativo ?? undefined, codigo: codigo ?? undefined });
  }

  @Permite('produtos.listar')
  @Query(() => ProdutosPaginaDTO, { description: 'The Produtos list: situacao todos | ativos | inativos; default order valorPontos desc.' })
  produtosPaginados(@Args() pg: ArgsPagina, @Arg('situacao', () => String, { nullable: true }) situacao: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    const pedido = produtos.lerPedido(consultaDaPagina(pg));
    return produtos.paginarProdutos(ctx, pedido, situacao ?? undefined);
  }

  @Permite('produtos.listar')
  @Query(() => ProdutoDTO)
  produto(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.obter(ctx, id);
  }

  @Permite('produtos.consultarCodigo')
  @Query(() => [ProdutoDTO], { description: 'GET /api/produtos/{code}/codigo.' })
  produtosPorCodigo(@Arg('codigo') codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.consultarPorCodigo(ctx, codigo);
  }

  @Permite('produtos.consultarCodigo')
  @Query(() => ProdutoDTO, { description: 'GET /api/produtos/barcode/{code}.' })
  produtoPorCodigoBarras(@Arg('codigo') codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.consultarPorCodigoBarras(ctx, codigo);
  }

  @Permite('produtos.criar')
  @Mutation(() => ProdutoDTO)
  criarProduto(@Arg('input') input: ProdutoInput, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.criar(ctx, { ...input });
  }

  @Permite('produtos.editar')
  @Mutation(() => ProdutoDTO)
  atualizarProduto(@Arg('id', () => Int) id: number, @Arg('input') input: EdicaoProdutoInput, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.editar(ctx, id, semIndefinidos({ ...input }));
  }

  @Permite('produtos.ativar')
  @Mutation(() => StatusProdutoDTO)
  alterarAtivoProduto(
    @Arg('id', () => Int) id: number,
    @Arg('ativo') ativo: boolean,
    @Arg('atualizarRevenda', () => Boolean, { nullable: true }) atualizarRevenda: boolean | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtos.alterarStatus(ctx, id, ativo, atualizarRevenda ?? false);
  }

  @Permite('produtos.excluir')
  @Mutation(() => Boolean)
  async excluirProduto(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    await produtos.excluir(ctx, id);
    return true;
  }
}
