import { Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { BannerDTO, BannersOrdenadosDTO } from './banners.types';
import * as esquemas from './banners.esquemas';
import * as banners from './banners.service';

/** Banners. Registration with an image uses the REST door (multipart); without one, criarBanner. */
@Resolver()
export class BannersResolver {
  @Permite('banners.listar')
  @Query(() => [BannerDTO], { description: 'Todos os banners, na ordem de exibição.' })
  banners(@Ctx() { ctx }: ContextoGraphQL) {
    return banners.listar(ctx);
  }

  @Permite('banners.intervalo')
  @Query(() => [BannerDTO], { description: 'Os banners ativos cujas datas incluem hoje, em ordem (a sobreposição e o carrossel do membro).' })
  bannersIntervalo(@Ctx() { ctx }: ContextoGraphQL) {
    return banners.intervalo(ctx);
  }

  @Permite('banners.criar')
  @Mutacao(() => BannerDTO, 'BannerPayload', { description: 'Cadastra um banner sem imagem; vai para o fim da ordem.' })
  criarBanner(@Entrada(esquemas.criar, 'CriarBannerInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return banners.criar(ctx, input, null, false);
  }

  @Permite('banners.editar')
  @Mutacao(() => BannersOrdenadosDTO, 'BannersOrdenadosPayload', { description: 'A nova ordem dos banners, renumerada a partir de 1.' })
  async ordenarBanners(@Entrada(esquemas.ordenar, 'OrdenarBannersInput') input: EntradaDe<typeof esquemas.ordenar>, @Ctx() { ctx }: ContextoGraphQL) {
    return { banners: await banners.ordenar(ctx, input.itens) };
  }

  @Permite('banners.editar')
  @Mutacao(() => BannerDTO, 'BannerPayload', { description: 'Liga ou desliga um banner.' })
  alterarAtivoBanner(
    @Entrada(esquemas.alterarAtivoPorId, 'AlterarAtivoBannerInput') input: EntradaDe<typeof esquemas.alterarAtivoPorId>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return banners.alterarAtivo(ctx, input.id, input);
  }

  @Permite('banners.editar')
  @Mutacao(() => BannerDTO, 'BannerPayload', {
    description: 'Edita título, datas, descrição ou ativo de um banner; só o que for enviado muda. A imagem nova vai pela porta REST (multipart).',
  })
  editarBanner(@Entrada(esquemas.editar, 'EditarBannerInput') input: EntradaDe<typeof esquemas.editar>, @Ctx() { ctx }: ContextoGraphQL) {
    const { id, ...edicao } = input;
    return banners.editar(ctx, id, edicao, null);
  }

  @Permite('banners.excluir')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Exclui um banner; os demais são renumerados.' })
  excluirBanner(@Entrada(esquemas.porId, 'ExcluirBannerInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return banners.excluir(ctx, input.id);
  }
}
