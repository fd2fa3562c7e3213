import { Arg, Args, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import * as catalogo from './catalogo.service';
import * as painel from './ofertas-painel.service';
import * as esquemas from './ofertas.esquemas';
import { analisar } from '../../core/esquema';
import {
  CategoriaDTO,
  CidadeDTO,
  DetalheDTO,
  ExperienciaDTO,
  OfertaDTO,
  OfertasLojaPaginaDTO,
  OfertasPaginaDTO,
  ResultadoDescontoDTO,
  ResultadoSyncDTO,
} from './ofertas.types';
import { sincronizar } from './sincronizacao.service';

@Resolver()
export class OfertasResolver {
  @Permite('ofertas.listar')
  @Query(() => OfertasPaginaDTO, { description: 'The panel Ofertas list. grupo: novas (0 points) | ativas | todas. Default order nome asc.' })
  ofertas(@Arg('grupo', () => String, { nullable: true }) grupo: string | null, @Args() pg: ArgsPagina, @Ctx() { ctx }: ContextoGraphQL) {
    const q = analisar(esquemas.consultaOfertas, { ...consultaDaPagina(pg), grupo });
    return painel.listar(ctx, q.pedido, q.grupo ?? 'todas');
  }

  @Permite('ofertas.editar')
  @Mutation(() => OfertaDTO, { description: 'PUT /api/ofertas/{id}: new points (clears a discount).' })
  editarPontosOferta(
    @Arg('id', () => Int) id: number,
    @Arg('pontos', () => Float) pontos: number,
    @Arg('pontosAlternativo', () => Float, { nullable: true }) pontosAlternativo: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    // A null or absent pontosAlternativo keeps the current one here (REST clears it with null).
    const entrada = analisar(esquemas.editarPontos, pontosAlternativo === null || pontosAlternativo === undefined ? { pontos } : { pontos, pontosAlternativo });
    return painel.editarPontos(ctx, analisar(esquemas.porId, { id }).id, entrada);
  }

  @Permite('ofertas.desconto')
  @Mutation(() => ResultadoDescontoDTO, { description: 'POST /api/ofertas-tlc/aplicar-desconto.' })
  aplicarDescontoOfertas(
    @Arg('ofertas', () => [Int]) ofertas: number[],
    @Arg('porcentagem', () => Float, { nullable: true }) porcentagem: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return painel.aplicarDesconto(ctx, analisar(esquemas.aplicarDesconto, { ofertas, porcentagem }));
  }

  @Permite('ofertas.sincronizar')
  @Mutation(() => ResultadoSyncDTO, { description: "POST /api/ofertas-tlc/sync: reads the provider's catalogue and upserts it in one transaction." })
  sincronizarOfertas(@Ctx() { ctx }: ContextoGraphQL) {
    return sincronizar(ctx);
  }

  @Permite('ofertas.catalogo')
  @Query(() => [CategoriaDTO], { description: 'GET /api/tlc-categories.' })
  ofertasCategorias(@Ctx() { ctx }: ContextoGraphQL) {
    return catalogo.categorias(ctx);
  }

  @Permite('ofertas.catalogo')
  @Query(() => [ExperienciaDTO], { description: 'GET /api/tlc-experiences: experiences with priced offers.' })
  ofertasExperiencias(
    @Arg('categorias', () => [Int], { nullable: true }) categorias: number[] | null,
    @Arg('subcategorias', () => [Int], { nullable: true }) subcategorias: number[] | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return catalogo.experiencias(ctx, { categories: categorias ?? undefined, subcategories: subcategorias ?? undefined });
  }

  @Permite('ofertas.catalogo')
  @Query(() => [CidadeDTO], { description: 'GET /api/tlc-cities.' })
  ofertasCidades(
    @Arg('categorias', () => [Int], { nullable: true }) categorias: number[] | null,
    @Arg('experiencia', () => Int, { nullable: true }) experiencia: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return catalogo.cidades(ctx, { categories: categorias ?? undefined, experience: experiencia ?? undefined });
  }

  @Permite('ofertas.catalogo')
  @Query(() => OfertasLojaPaginaDTO, { description: 'GET /api/tlc-offers: priced offers, 20 a page.' })
  ofertasLoja(
    @Arg('categorias', () => [Int], { nullable: true }) categorias: number[] | null,
    @Arg('experiencia', () => Int, { nullable: true }) experiencia: number | null,
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('cidades', () => [Int], { nullable: true }) cidades: number[] | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return catalogo.ofertas(ctx, {
      categories: categorias ?? undefined,
      experience: experiencia ?? undefined,
      page: pagina ?? undefined,
      cities: cidades ?? undefined,
      search: busca ?? undefined,
    });
  }

  @Permite('ofertas.catalogo')
  @Query(() => DetalheDTO, { description: 'GET /api/tlc-offers/{codigo}: a programme prize or a catalogue offer.' })
  detalheResgatavel(@Arg('codigo') codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return catalogo.detalhe(ctx, codigo);
  }
}
