import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { PremioDTO, PremiosPaginaDTO } from './premio.types';
import * as premios from './premios.service';

/** Prize reads, toggle and delete. Registration and edit carry a photo, so they use the REST door (multipart). */
@Resolver()
export class PremiosResolver {
  @Permite('premios.listar')
  @Query(() => PremiosPaginaDTO, { description: 'The Prêmios list; role 2 sees inactive prizes too. Default order nome asc.' })
  premios(
    @Args() pg: ArgsPagina,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return premios.paginarPremios(ctx, premios.lerPedido(consultaDaPagina(pg)));
  }

  @Permite('premios.listar')
  @Query(() => [PremioDTO], { description: 'Prizes with this code (the registration form checks it on blur).' })
  premiosPorCodigo(@Arg('codigo') codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return premios.listar(ctx, { codigo });
  }

  @Permite('premios.ativar')
  @Mutation(() => PremioDTO)
  alterarAtivoPremio(@Arg('id', () => Int) id: number, @Arg('ativo') ativo: boolean, @Ctx() { ctx }: ContextoGraphQL) {
    return premios.atualizar(ctx, id, { ativo }, null);
  }

  @Permite('premios.excluir')
  @Mutation(() => Boolean)
  async excluirPremio(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    await premios.excluir(ctx, id);
    return true;
  }
}
