import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { consultaDaPagina } from '../../graphql/paginacao';
import { analisar, Entrada as EntradaDe, semIndefinidos } from '../../core/esquema';
import { Entrada } from '../../graphql/entrada';
import { ProdutoRevendaDTO, ProdutosRevendaPaginaDTO } from './produto-revenda.types';
import * as esquemas from './produtos-revenda.esquemas';
import { lerFiltro, lerPedido } from './produtos-revenda.consulta';
import { gerarLinkExportacao } from './produtos-revenda.exportacao';
import * as produtosRevenda from './produtos-revenda.service';

@ArgsType()
class ListaProdutosRevendaArgs {
  @Field(() => String, { nullable: true }) cnpjRevenda?: string | null;
  @Field(() => Int, { nullable: true }) revendaId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Network id.' }) rede?: number | null;
  @Field(() => String, { nullable: true, description: 'todos | ativos | inativos' }) situacao?: string | null;
  @Field(() => String, { nullable: true }) busca?: string | null;
  @Field(() => Int, { nullable: true }) pagina?: number | null;
  @Field(() => Int, { nullable: true, description: '0 = Todos' }) limite?: number | null;
  @Field(() => String, { nullable: true }) campo?: string | null;
  @Field(() => String, { nullable: true }) direcao?: string | null;
}

function lerArgs(a: ListaProdutosRevendaArgs) {
  const pedido = lerPedido(consultaDaPagina(a));
  const filtro = lerFiltro(
    semIndefinidos({
      cnpjRevenda: a.cnpjRevenda ?? undefined,
      revendaId: a.revendaId ?? undefined,
      rede: a.rede ?? undefined,
      situacao: a.situacao ?? undefined,
    }),
  );
  return { pedido, filtro };
}

const id = (valor: number) => analisar(esquemas.porId, { id: valor }).id;

@Resolver()
export class ProdutosRevendaResolver {
  @Permite('produtosRevenda.listar')
  @Query(() => ProdutosRevendaPaginaDTO, { description: 'The Produtos Loja list (GET /api/produtos_revenda).' })
  produtosRevenda(@Args() args: ListaProdutosRevendaArgs, @Ctx() { ctx }: ContextoGraphQL) {
    const { pedido, filtro } = lerArgs(args);
    return produtosRevenda.paginarProdutosRevenda(ctx, pedido, filtro);
  }

  @Permite('produtosRevenda.listar')
  @Query(() => ProdutoRevendaDTO)
  produtoRevenda(@Arg('id', () => Int) idProduto: number, @Ctx() { ctx }: ContextoGraphQL) {
    return produtosRevenda.obter(ctx, id(idProduto));
  }

  @Permite('produtosRevenda.listar')
  @Query(() => String, { description: 'A short-lived signed link to an .xlsx of the whole filtered list (the fileLink of the REST door).' })
  async linkExportacaoProdutosRevenda(
    @Args() args: ListaProdutosRevendaArgs,
    @Arg('nomeArquivo', () => String, { nullable: true }) nomeArquivo: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { pedido, filtro } = lerArgs(args);
    return (await gerarLinkExportacao(ctx, pedido, filtro, nomeArquivo)).fileLink;
  }

  @Permite('produtosRevenda.criar')
  @Mutation(() => ProdutoRevendaDTO)
  criarProdutoRevenda(@Entrada(esquemas.criar, 'ProdutoRevendaInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return produtosRevenda.criar(ctx, input);
  }

  @Permite('produtosRevenda.editar')
  @Mutation(() => ProdutoRevendaDTO)
  atualizarProdutoRevenda(
    @Arg('id', () => Int) idProduto: number,
    @Entrada(esquemas.editar, 'ProdutoRevendaInput') input: EntradaDe<typeof esquemas.editar>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtosRevenda.editar(ctx, id(idProduto), input);
  }

  @Permite('produtosRevenda.ativar')
  @Mutation(() => ProdutoRevendaDTO)
  alterarAtivoProdutoRevenda(@Arg('id', () => Int) idProduto: number, @Arg('ativo') ativo: boolean, @Ctx() { ctx }: ContextoGraphQL) {
    return produtosRevenda.alterarStatus(ctx, id(idProduto), analisar(esquemas.alterarStatus, { ativo }).ativo);
  }

  @Permite('produtosRevenda.excluir')
  @Mutation(() => Boolean)
  async excluirProdutoRevenda(@Arg('id', () => Int) idProduto: number, @Ctx() { ctx }: ContextoGraphQL) {
    await produtosRevenda.excluir(ctx, id(idProduto));
    return true;
  }
}
