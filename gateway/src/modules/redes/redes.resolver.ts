import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { RedeDTO } from './rede.types';
import * as redes from './redes.service';

@Resolver()
export class RedesResolver {
  @Permite('redes.listar')
  @Query(() => [RedeDTO])
  redes(@Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.listar(ctx, { ativo });
  }
}
