import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ResgateDTO } from '../resgates/resgate.types';
import { ResgateMidiaDTO } from './midias.types';
import * as midias from './midias.service';

@ObjectType('MidiaExcluida')
class MidiaExcluidaDTO {
  @Field() mensagem: string;
}

/** Media reads and delete. The upload carries a file, so it uses the REST door (multipart). */
@Resolver()
export class MidiasResolver {
  @Permite('midias.enviar')
  @Query(() => ResgateDTO, { description: 'The redemption the upload screen shows (store, seller, quantity, prize).' })
  resgateParaMidia(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return midias.resgateParaMidia(ctx, id);
  }

  @Permite('midias.painel')
  @Query(() => [ResgateMidiaDTO], { description: 'The panel gallery: rede and dates (YYYY-MM-DD); default the last 7 days.' })
  fotosVideos(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('dataInicial', () => String, { nullable: true }) dataInicial: string | null,
    @Arg('dataFinal', () => String, { nullable: true }) dataFinal: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return midias.listarPainel(ctx, { rede: rede ?? undefined, dataInicial: dataInicial ?? undefined, dataFinal: dataFinal ?? undefined });
  }

  @Permite('midias.minhas')
  @Query(() => [ResgateMidiaDTO], { description: "The signed-in member's redemption media; with resgate, that redemption's (their own only)." })
  minhasFotosVideos(@Arg('resgate', () => Int, { nullable: true }) resgate: number | null, @Ctx() { ctx }: ContextoGraphQL) {
    return midias.listarMinhas(ctx, resgate ?? undefined);
  }

  @Permite('midias.excluir')
  @Mutation(() => MidiaExcluidaDTO)
  excluirFotoVideo(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return midias.excluir(ctx, id);
  }
}
