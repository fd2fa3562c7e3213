import { GraphQLBoolean } from 'graphql';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { ProdutoRevendaDTO } from './produto-revenda.types';
import * as esquemas from './produtos-revenda.esquemas';
import { FiltroProdutosRevenda } from './produtos-revenda.consulta';
import { gerarLinkExportacao } from './produtos-revenda.exportacao';
import * as produtosRevenda from './produtos-revenda.service';

const ProdutoRevendaPagina = PaginaDe(ProdutoRevendaDTO, 'ProdutoRevendaPagina');

/** The list's filters as the services take them (the search is the page request's). */
const filtro = (input: EntradaDe<typeof esquemas.listaProdutosRevenda>): FiltroProdutosRevenda => ({
  cnpjRevenda: input.cnpjRevenda ?? null,
  revendaId: input.revendaId ?? null,
  rede: input.rede ?? null,
  situacao: input.situacao ?? 'todos',
  busca: null,
});

/** Produtos Loja on the GraphQL door: every input read by the same schemas as REST (produtos-revenda.esquemas.ts). */
@Resolver()
export class ProdutosRevendaResolver {
  @Permite('produtosRevenda.listar')
  @Query(() => ProdutoRevendaPagina, {
    description: 'A lista de Produtos Loja (equipe, exceto Auditor; quem tem escopo de lojas ou redes vê só as suas); ordem padrão valorPontos decrescente.',
  })
  async produtosRevenda(
    @Entrada(esquemas.listaProdutosRevenda, 'ListaProdutosRevendaInput') input: EntradaDe<typeof esquemas.listaProdutosRevenda>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const pagina = await produtosRevenda.paginarProdutosRevenda(ctx, input.pedido, filtro(input));
    return paraPagina({ ...pagina, totalEstimado: false }, input.pedido);
  }

  @Permite('produtosRevenda.listar')
  @Query(() => ProdutoRevendaDTO, { nullable: true, description: 'Um produto loja (nulo quando não existe ou não é visível).' })
  produtoRevenda(@Arg('id', () => ID, { description: 'Identificador do produto loja.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => produtosRevenda.obter(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('produtosRevenda.listar')
  @Query(() => String, { description: 'Um link assinado, de vida curta, para a planilha .xlsx da lista filtrada inteira (o fileLink do REST).' })
  async linkExportacaoProdutosRevenda(
    @Entrada(esquemas.exportarProdutosRevenda, 'ExportarProdutosRevendaInput') input: EntradaDe<typeof esquemas.exportarProdutosRevenda>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return (await gerarLinkExportacao(ctx, input.pedido, filtro(input), input.nomeArquivo)).fileLink;
  }

  @Permite('produtosRevenda.criar')
  @Mutacao(() => ProdutoRevendaDTO, 'ProdutoRevendaPayload', {
    description: 'Cadastra um produto loja (a loja por CNPJ ou id; pontos herdados quando não informados).',
  })
  criarProdutoRevenda(@Entrada(esquemas.criar, 'ProdutoRevendaInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return produtosRevenda.criar(ctx, input);
  }

  @Permite('produtosRevenda.editar')
  @Mutacao(() => ProdutoRevendaDTO, 'ProdutoRevendaPayload', { description: 'Edita um produto loja; valorPontos ausente mantém a escolha, null herda.' })
  atualizarProdutoRevenda(
    @Entrada(esquemas.atualizarGraphql, 'AtualizarProdutoRevendaInput') input: EntradaDe<typeof esquemas.atualizarGraphql>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { id, ...campos } = input;
    return produtosRevenda.editar(ctx, id, campos);
  }

  @Permite('produtosRevenda.ativar')
  @Mutacao(() => ProdutoRevendaDTO, 'ProdutoRevendaPayload', { description: 'Ativa ou desativa um produto loja.' })
  alterarAtivoProdutoRevenda(
    @Entrada(esquemas.alterarAtivo, 'AlterarAtivoProdutoRevendaInput') input: EntradaDe<typeof esquemas.alterarAtivo>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return produtosRevenda.alterarStatus(ctx, input.id, input.ativo);
  }

  @Permite('produtosRevenda.excluir')
  @Mutacao(() => GraphQLBoolean, 'ExcluirProdutoRevendaPayload', { description: 'Exclui um produto loja.' })
  async excluirProdutoRevenda(@Entrada(esquemas.porId, 'ExcluirProdutoRevendaInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    await produtosRevenda.excluir(ctx, input.id);
    return true;
  }
}
