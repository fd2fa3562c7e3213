import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import {
  ChaveCriadaDTO, ChaveIntegracaoDTO, ChaveRevogadaDTO, CreditarPontosPlataformaInput, CriarChaveIntegracaoInput, PontuacaoSwproDTO,
  ResultadoPontuacaoPlataformaDTO,
} from './integracoes.types';
import * as chaves from './chaves.service';
import * as plataforma from './plataforma.service';

@Resolver()
export class IntegracoesResolver {
  @Permite('integracoes.chaves.listar')
  @Query(() => [ChaveIntegracaoDTO], { description: 'GET /api/integracoes/chaves: integrator API keys, active first.' })
  chavesIntegracao(@Ctx() { ctx }: ContextoGraphQL) {
    return chaves.listarChaves(ctx);
  }

  @Permite('integracoes.chaves.criar')
  @Mutation(() => ChaveCriadaDTO, { description: 'POST /api/integracoes/chaves: the secret appears only in this answer.' })
  criarChaveIntegracao(@Arg('input') input: CriarChaveIntegracaoInput, @Ctx() { ctx }: ContextoGraphQL) {
    return chaves.criarChave(ctx, { ...input });
  }

  @Permite('integracoes.chaves.revogar')
  @Mutation(() => ChaveRevogadaDTO, { description: 'POST /api/integracoes/chaves/{id}/revogar.' })
  revogarChaveIntegracao(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return chaves.revogarChave(ctx, id);
  }

  @Permite('integracoes.pontuacoes.creditar')
  @Mutation(() => ResultadoPontuacaoPlataformaDTO, {
    description: 'POST /api/integracoes/pontuacoes: a partner platform credits a member; authenticated by the X-Api-Key header; idempotent by referencia.',
  })
  creditarPontosPlataforma(@Arg('input') input: CreditarPontosPlataformaInput, @Ctx() { ctx }: ContextoGraphQL) {
    return plataforma.creditarPontosPlataforma(ctx, { ...input });
  }

  @Permite('pontuacoes.plataforma.minhas')
  @Query(() => [PontuacaoSwproDTO], { description: 'GET /api/pontuacoes/swpro: the member’s own points from partner platforms.' })
  minhasPontuacoesPlataforma(@Ctx() { ctx }: ContextoGraphQL) {
    return plataforma.minhasPontuacoesPlataforma(ctx);
  }
}
