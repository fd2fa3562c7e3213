import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { BannerDTO, BannerOrdemInput } from './banners.types';
import * as banners from './banners.service';

@ObjectType('BannerExcluido')
class BannerExcluidoDTO {
  @Field() mensagem: string;
}

/** Banners. Registration with an image uses the REST door (multipart); without one, criarBanner. */
@Resolver()
export class BannersResolver {
  @Permite('banners.listar')
  @Query(() => [BannerDTO], { description: 'Every banner in display order.' })
  banners(@Ctx() { ctx }: ContextoGraphQL) {
    return banners.listar(ctx);
  }

  @Permite('banners.intervalo')
  @Query(() => [BannerDTO], { description: "Active banners whose dates include today, in order (the member's overlay and carousel)." })
  bannersIntervalo(@Ctx() { ctx }: ContextoGraphQL) {
    return banners.intervalo(ctx);
  }

  @Permite('banners.criar')
  @Mutation(() => BannerDTO, { description: 'POST /api/banners without an image; dates YYYY-MM-DD.' })
  criarBanner(
    @Arg('titulo') titulo: string,
    @Arg('dataInicial') dataInicial: string,
    @Arg('dataFinal') dataFinal: string,
    @Arg('descricao', () => String, { nullable: true }) descricao: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return banners.criar(ctx, { titulo, dataInicial, dataFinal, descricao }, null, false);
  }

  @Permite('banners.editar')
  @Mutation(() => [BannerDTO], { description: 'PATCH /api/banners/bulk: the new order, renumbered from 1.' })
  ordenarBanners(@Arg('itens', () => [BannerOrdemInput]) itens: BannerOrdemInput[], @Ctx() { ctx }: ContextoGraphQL) {
    return banners.ordenar(ctx, itens);
  }

  @Permite('banners.editar')
  @Mutation(() => BannerDTO)
  alterarAtivoBanner(@Arg('id', () => Int) id: number, @Arg('ativo') ativo: boolean, @Ctx() { ctx }: ContextoGraphQL) {
    return banners.alterarAtivo(ctx, id, { ativo });
  }

  @Permite('banners.excluir')
  @Mutation(() => BannerExcluidoDTO)
  excluirBanner(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return banners.excluir(ctx, id);
  }
}
