import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PremioDTO, PremiosPaginaDTO } from './premio.types';
import * as premios from './premios.service';

/** Prize reads, toggle and delete. Registration and edit carry a photo, so they use the REST door (multipart). */
@Resolver()
export class PremiosResolver {
  @Permite('premios.listar')
  @Query(() => PremiosPaginaDTO, { description: 'The Prêmios list; role 2 sees inactive prizes too. Default order nome asc.' })
  premios(
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true, description: '0 = Todos' }) limite: number | null,
    @Arg('campo', () => String, { nullable: true }) campo: string | null,
    @Arg('direcao', () => String, { nullable: true }) direcao: string | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return premios.paginarPremios(ctx, premios.lerPedido({
      pagina: pagina ?? undefined, limite: limite ?? undefined, sortField: campo ?? undefined, sortOrder: direcao ?? undefined, buscar: busca ?? undefined,
    }));
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
