import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { ProdutoDTO, ProdutosPaginaDTO, StatusProdutoDTO } from './produto.types';
import * as esquemas from './produtos.esquemas';
import * as produtos from './produtos.service';

const id = (valor: number) => analisar(esquemas.porId, { id: valor }).id;

/** The catalogue on the GraphQL door: every argument read by the same schemas as REST (produtos.esquemas.ts). */
@Resolver()
export class ProdutosResolver {
  @Permite('produtos.listar')
  @Query(() => [ProdutoDTO], { description: 'Every visible product (ativo: true for active only), or those with one code.' })
  produtos(
    @Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null,
    @Arg('codigo', () => String, { nullable: true }) codigo: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const filtro = analisar(esquemas.listaSimples, { ativo, codigo });
    return produtos.listar(ctx, { situacao: filtro.ativo === undefined ? 'todos' : filtro.ativo ? 'ativos' : 'inativos', codigo: filtro.codigo ?? null });
  }

  @Permite('produtos.listar')
  @Query(() => ProdutosPaginaDTO, { description: 'The Produtos list: situacao todos | ativos | inativos; default order valorPontos desc.' })
  produtosPaginados(@Args() pg: ArgsPagina, @Arg('situacao', () => String, { nullable: true }) situacao: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    const q = analisar(esquemas.consultaProdutos, { ...consultaDaPagina(pg), situacao });
    return produtos.paginarProdutos(ctx, q.pedido, q.situacao ?? 'todos');
  }

  @Permite('produtos.listar')
  @Query(() => ProdutoDTO)
  produto(@Arg('id', () => Int) idProduto: number, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.obter(ctx, id(idProduto));
  }

  @Permite('produtos.consultarCodigo')
  @Query(() => [ProdutoDTO], { description: 'GET /api/produtos/{code}/codigo.' })
  produtosPorCodigo(@Arg('codigo') codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.consultarPorCodigo(ctx, analisar(esquemas.porCodigo, { code: codigo }).code);
  }

  @Permite('produtos.consultarCodigo')
  @Query(() => ProdutoDTO, { description: 'GET /api/produtos/barcode/{code}.' })
  produtoPorCodigoBarras(@Arg('codigo') codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.consultarPorCodigoBarras(ctx, codigo);
  }

  @Permite('produtos.criar')
  @Mutation(() => ProdutoDTO)
  criarProduto(@Entrada(esquemas.criar, 'ProdutoInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return produtos.criar(ctx, input);
  }

  @Permite('produtos.editar')
  @Mutation(() => ProdutoDTO)
  atualizarProduto(
    @Arg('id', () => Int) idProduto: number,
    @Entrada(esquemas.editar, 'EdicaoProdutoInput') input: EntradaDe<typeof esquemas.editar>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtos.editar(ctx, id(idProduto), input);
  }

  @Permite('produtos.ativar')
  @Mutation(() => StatusProdutoDTO)
  alterarAtivoProduto(
    @Arg('id', () => Int) idProduto: number,
    @Arg('ativo') ativo: boolean,
    @Arg('atualizarRevenda', () => Boolean, { nullable: true }) atualizarRevenda: boolean | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtos.alterarStatus(ctx, id(idProduto), analisar(esquemas.alterarStatus, { ativo, atualizarRevenda }));
  }

  @Permite('produtos.excluir')
  @Mutation(() => Boolean)
  async excluirProduto(@Arg('id', () => Int) idProduto: number, @Ctx() { ctx }: ContextoGraphQL) {
    await produtos.excluir(ctx, id(idProduto));
    return true;
  }
}
