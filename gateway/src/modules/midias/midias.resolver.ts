import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { ResgateDTO } from '../resgates/resgate.types';
import { MidiaAnexadaDTO, ResgateMidiaDTO } from './midias.types';
import { LIMITE_MIDIA_VIDEO } from '../../core/arquivos';
import { RecebeArquivos } from '../../graphql/upload';
import * as esquemas from './midias.esquemas';
import * as midias from './midias.service';

/** Redemption media: the gallery, the upload (a GraphQL multipart request) and delete. */
@Resolver()
export class MidiasResolver {
  @Permite('midias.enviar')
  @Query(() => ResgateDTO, { nullable: true, description: 'O resgate que a tela de envio mostra (loja, vendedor, quantidade, prêmio); nulo fora do alcance.' })
  resgateParaMidia(@Arg('id', () => ID, { description: 'O resgate.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => midias.resgateParaMidia(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('midias.painel')
  @Query(() => [ResgateMidiaDTO], { description: 'A galeria do painel: rede e datas; padrão os últimos 7 dias.' })
  fotosVideos(@Entrada(esquemas.filtroPainel, 'FiltroFotosVideosInput') input: EntradaDe<typeof esquemas.filtroPainel>, @Ctx() { ctx }: ContextoGraphQL) {
    return midias.listarPainel(ctx, input);
  }

  @Permite('midias.minhas')
  @Query(() => [ResgateMidiaDTO], { description: 'As mídias dos resgates do membro conectado; com resgate, só as desse resgate (do próprio membro).' })
  minhasFotosVideos(
    @Arg('resgate', () => ID, { nullable: true, description: 'Só as fotos e vídeos deste resgate.' }) resgate: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return midias.listarMinhas(ctx, analisar(esquemas.minhas, { resgate }).resgate);
  }

  @Permite('midias.enviar')
  @RecebeArquivos({ maxBytes: LIMITE_MIDIA_VIDEO, maxArquivos: 1 })
  @Mutacao(() => MidiaAnexadaDTO, 'MidiaAnexadaPayload', { description: 'Anexa uma foto ou um vídeo a um resgate. Requisição multipart.' })
  anexarFotoVideo(@Entrada(esquemas.anexarGraphql, 'AnexarFotoVideoInput') input: EntradaDe<typeof esquemas.anexarGraphql>, @Ctx() { ctx }: ContextoGraphQL) {
    return midias.anexar(ctx, { idResgate: input.idResgate }, input.arquivo.tamanho > 0 ? input.arquivo.conteudo : null);
  }

  @Permite('midias.excluir')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Exclui uma foto ou um vídeo (e o arquivo).' })
  excluirFotoVideo(@Entrada(esquemas.porId, 'ExcluirFotoVideoInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return midias.excluir(ctx, input.id);
  }
}
