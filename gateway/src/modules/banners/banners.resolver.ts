import { Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { BannerDTO, BannersOrdenadosDTO } from './banners.types';
import * as esquemas from './banners.esquemas';
import * as banners from './banners.service';
import { RecebeArquivos } from '../../graphql/upload';
import type { ArquivoRecebido } from '../../core/arquivo-recebido';

/** An empty, nameless part is no image, as on the REST door. */
const conteudo = (imagem: ArquivoRecebido | undefined) => (imagem && imagem.tamanho > 0 ? imagem.conteudo : null);

/** Banners. The image goes in the same call as the other fields (multipart request), as on the REST door. */
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
  @RecebeArquivos({ maxBytes: banners.LIMITE_IMAGEM_BANNER, maxArquivos: 1 })
  @Mutacao(() => BannerDTO, 'BannerPayload', { description: 'Cadastra um banner, com a imagem opcional (requisição multipart); vai para o fim da ordem.' })
  criarBanner(@Entrada(esquemas.criarGraphql, 'CriarBannerInput') input: EntradaDe<typeof esquemas.criarGraphql>, @Ctx() { ctx }: ContextoGraphQL) {
    const { imagem, ...dados } = input;
    return banners.criar(ctx, dados, conteudo(imagem), false);
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
  @RecebeArquivos({ maxBytes: banners.LIMITE_IMAGEM_BANNER, maxArquivos: 1 })
  @Mutacao(() => BannerDTO, 'BannerPayload', {
    description: 'Edita título, datas, descrição, ativo ou imagem (requisição multipart) de um banner; só o que for enviado muda.',
  })
  editarBanner(@Entrada(esquemas.editarGraphql, 'EditarBannerInput') input: EntradaDe<typeof esquemas.editarGraphql>, @Ctx() { ctx }: ContextoGraphQL) {
    const { id, imagem, ...edicao } = input;
    return banners.editar(ctx, id, edicao, conteudo(imagem));
  }

  @Permite('banners.excluir')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Exclui um banner; os demais são renumerados.' })
  excluirBanner(@Entrada(esquemas.porId, 'ExcluirBannerInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return banners.excluir(ctx, input.id);
  }
}
