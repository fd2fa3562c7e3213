import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import * as catalogo from './catalogo.service';
import * as painel from './ofertas-painel.service';
import * as esquemas from './ofertas.esquemas';
import { CategoriaDTO, CidadeDTO, DetalheDTO, ExperienciaDTO, OfertaDTO, OfertaLojaDTO, ResultadoDescontoDTO, ResultadoSyncDTO } from './ofertas.types';
import { sincronizar } from './sincronizacao.service';

const OfertaPagina = PaginaDe(OfertaDTO, 'OfertaPagina');
const OfertaLojaPagina = PaginaDe(OfertaLojaDTO, 'OfertaLojaPagina');

@Resolver()
export class OfertasResolver {
  @Permite('ofertas.listar')
  @Query(() => OfertaPagina, { description: 'A lista Ofertas do painel. grupo: novas (0 pontos), ativas ou todas (padrão); ordem padrão nome crescente.' })
  async ofertas(@Entrada(esquemas.listaOfertas, 'ListaOfertasInput') input: EntradaDe<typeof esquemas.listaOfertas>, @Ctx() { ctx }: ContextoGraphQL) {
    const pagina = await painel.listar(ctx, input.pedido, input.grupo ?? 'todas');
    return paraPagina({ ...pagina, totalEstimado: false }, input.pedido);
  }

  @Permite('ofertas.editar')
  @Mutacao(() => OfertaDTO, 'OfertaPayload', {
    description: 'Novos pontos de uma oferta (limpa um desconto). pontosAlternativo ausente mantém o atual; null o limpa.',
  })
  editarPontosOferta(
    @Entrada(esquemas.editarPontosGraphql, 'EditarPontosOfertaInput') input: EntradaDe<typeof esquemas.editarPontosGraphql>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { id, ...entrada } = input;
    return painel.editarPontos(ctx, id, entrada);
  }

  @Permite('ofertas.desconto')
  @Mutacao(() => ResultadoDescontoDTO, 'ResultadoDescontoOfertasPayload', { description: 'Aplica um desconto (1 a 99%) às ofertas escolhidas que têm preço.' })
  aplicarDescontoOfertas(
    @Entrada(esquemas.aplicarDesconto, 'AplicarDescontoOfertasInput') input: EntradaDe<typeof esquemas.aplicarDesconto>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return painel.aplicarDesconto(ctx, input);
  }

  @Permite('ofertas.sincronizar')
  @Mutacao(() => ResultadoSyncDTO, 'SincronizarOfertasPayload', {
    description: 'Lê o catálogo do fornecedor e grava as ofertas numa transação (sem input: não há o que escolher).',
  })
  sincronizarOfertas(@Ctx() { ctx }: ContextoGraphQL) {
    return sincronizar(ctx);
  }

  @Permite('ofertas.catalogo')
  @Query(() => [CategoriaDTO], {
    description: 'As categorias ativas do catálogo de ofertas, com as subcategorias, em ordem de nome. Só para membros logados na loja virtual.',
  })
  ofertasCategorias(@Ctx() { ctx }: ContextoGraphQL) {
    return catalogo.categorias(ctx);
  }

  @Permite('ofertas.catalogo')
  @Query(() => [ExperienciaDTO], {
    description: 'As experiências que têm ao menos uma oferta à venda, em ordem de título (até 500). Só para membros logados na loja virtual.',
  })
  ofertasExperiencias(
    @Arg('categorias', () => [ID], {
      nullable: true,
      description: 'Só experiências destas categorias; nulo ou vazio = todas. Uma categoria inexistente é recusada.',
    })
    categorias: string[] | null,
    @Arg('subcategorias', () => [ID], { nullable: true, description: 'Só experiências destas subcategorias; nulo ou vazio = todas.' })
    subcategorias: string[] | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return catalogo.experiencias(ctx, { categories: categorias ?? undefined, subcategories: subcategorias ?? undefined });
  }

  @Permite('ofertas.catalogo')
  @Query(() => [CidadeDTO], {
    description: 'As cidades onde acontecem ofertas à venda, em ordem de nome. Só para membros logados na loja virtual.',
  })
  ofertasCidades(
    @Arg('categorias', () => [ID], {
      nullable: true,
      description: 'Só cidades com ofertas destas categorias; nulo ou vazio = todas. Uma categoria inexistente é recusada.',
    })
    categorias: string[] | null,
    @Arg('experiencia', () => ID, { nullable: true, description: 'Só cidades com ofertas desta experiência; nulo = todas.' }) experiencia: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return catalogo.cidades(ctx, { categories: categorias ?? undefined, experience: experiencia ?? undefined });
  }

  @Permite('ofertas.catalogo')
  @Query(() => OfertaLojaPagina, {
    description: 'O catálogo da loja virtual: ofertas ativas, com preço e na validade, em páginas de 20. Só para membros logados na loja virtual.',
  })
  async ofertasLoja(@Entrada(esquemas.ofertasLoja, 'OfertasLojaInput') input: EntradaDe<typeof esquemas.ofertasLoja>, @Ctx() { ctx }: ContextoGraphQL) {
    const r = await catalogo.ofertas(ctx, {
      categories: input.categorias ?? undefined,
      experience: input.experiencia,
      page: input.pagina,
      cities: input.cidades ?? undefined,
      search: input.busca,
    });
    return {
      itens: r.premios,
      total: r.total,
      totalEstimado: false,
      pagina: r.pagina,
      porPagina: r.porPagina,
      temProxima: r.pagina * r.porPagina < r.total,
    };
  }

  @Permite('ofertas.catalogo')
  @Query(() => DetalheDTO, {
    nullable: true,
    description: 'Um prêmio do programa ou uma oferta do catálogo (nulo quando o código não existe ou a oferta não está à venda). Só para membros logados.',
  })
  detalheResgatavel(@Arg('codigo', { description: 'Código do prêmio ou da oferta.' }) codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => catalogo.detalhe(ctx, codigo));
  }
}
