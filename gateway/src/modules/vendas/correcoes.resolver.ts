import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { CorrecaoAplicadaDTO, CorrecoesPontuacaoDTO } from './correcoes.types';
import * as correcoes from './correcoes.service';

@Resolver()
export class CorrecoesResolver {
  @Permite('vendas.correcoes.listar')
  @Query(() => CorrecoesPontuacaoDTO, { description: 'GET /api/pontuacoes/correcoes: sales whose points differ from the current catalogue.' })
  async correcoesPontuacao(@Ctx() { ctx }: ContextoGraphQL) {
    return { vendasCorrigir: await correcoes.listarCorrecoes(ctx) };
  }

  @Permite('vendas.correcoes.corrigir')
  @Mutation(() => CorrecaoAplicadaDTO, { description: 'POST /api/pontuacoes/corrigir/{idVenda}: applies the difference as one correction movement.' })
  corrigirPontuacao(@Arg('idVenda', () => ID) idVenda: string, @Ctx() { ctx }: ContextoGraphQL) {
    return correcoes.corrigirVenda(ctx, idVenda);
  }
}
