import { Ctx, Query, Resolver } from 'type-graphql';
import { Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ParceiroDTO } from './parceiro.types';
import * as parceiros from './parceiros.service';

/** The member's own record (storefront). */
@Resolver()
export class ParceirosResolver {
  @Permite('parceiro.eu.ver')
  @Query(() => ParceiroDTO, { description: 'O membro conectado, com a loja.' })
  meuParceiro(@Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.eu(ctx);
  }

  @Permite('parceiro.regulamento.aceitar')
  @Mutacao(() => ParceiroDTO, 'ParceiroPayload', { description: 'O membro conectado aceita o regulamento (não pode ser desfeito).' })
  aceitarRegulamento(@Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.aceitarRegulamento(ctx);
  }
}
