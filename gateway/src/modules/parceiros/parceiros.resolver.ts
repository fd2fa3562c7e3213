import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ParceiroDTO } from './parceiro.types';
import * as parceiros from './parceiros.service';

@Resolver()
export class ParceirosResolver {
  @Permite('parceiro.eu.ver')
  @Query(() => ParceiroDTO, { description: 'The signed-in member.' })
  meuParceiro(@Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.eu(ctx);
  }

  @Permite('parceiro.regulamento.aceitar')
  @Mutation(() => ParceiroDTO)
  aceitarRegulamento(@Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.aceitarRegulamento(ctx);
  }
}
