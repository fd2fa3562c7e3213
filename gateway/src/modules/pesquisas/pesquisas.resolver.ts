import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PesquisaMercadoDTO } from './pesquisa-mercado.types';
import * as esquemas from './pesquisas.esquemas';
import * as pesquisas from './pesquisas.service';

const PesquisaMercadoPagina = PaginaDe(PesquisaMercadoDTO, 'PesquisaMercadoPagina');

@Resolver()
export class PesquisasResolver {
  @Permite('pesquisas.listar')
  @Query(() => PesquisaMercadoPagina, {
    description: 'As pesquisas de mercado visíveis (das lojas do escopo de quem pede); rede é id ou nome. Ordem padrão loja crescente.',
  })
  async pesquisasMercado(
    @Entrada(esquemas.listaPesquisas, 'ListaPesquisasMercadoInput') input: EntradaDe<typeof esquemas.listaPesquisas>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await pesquisas.paginarPesquisas(ctx, input.pedido, input), input.pedido);
  }

  @Permite('pesquisas.listar')
  @Query(() => PesquisaMercadoDTO, { nullable: true, description: 'Uma pesquisa de mercado (nula quando não existe ou não é visível).' })
  pesquisaMercado(@Arg('id', () => ID, { description: 'Identificador da pesquisa.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => pesquisas.obter(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('pesquisas.criar')
  @Mutacao(() => PesquisaMercadoDTO, 'PesquisaMercadoPayload', {
    description: 'Cadastra uma pesquisa de mercado; qtdeProdutosVendidos é a soma dos concorrentes.',
  })
  criarPesquisaMercado(@Entrada(esquemas.criar, 'CriarPesquisaMercadoInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return pesquisas.criar(ctx, input);
  }

  @Permite('pesquisas.editar')
  @Mutacao(() => PesquisaMercadoDTO, 'PesquisaMercadoPayload', {
    description: 'Edita uma pesquisa: os campos enviados substituem os salvos e a pesquisa inteira é conferida de novo.',
  })
  atualizarPesquisaMercado(
    @Entrada(esquemas.editar, 'AtualizarPesquisaMercadoInput') input: EntradaDe<typeof esquemas.editar>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { id, ...campos } = input;
    return pesquisas.atualizar(ctx, id, campos);
  }

  @Permite('pesquisas.excluir')
  @Mutacao(() => ID, 'ExcluirPesquisaMercadoPayload', { description: 'Exclui uma pesquisa de mercado; responde o id excluído.' })
  async excluirPesquisaMercado(
    @Entrada(esquemas.porId, 'ExcluirPesquisaMercadoInput') input: EntradaDe<typeof esquemas.porId>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return (await pesquisas.excluir(ctx, input.id)).id;
  }
}
