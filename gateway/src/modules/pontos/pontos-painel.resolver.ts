import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { devolverPontos, executarExpiracao, relatorio } from './expiracao-painel.service';
import {
  RelatorioExpiracaoDTO, RelatorioVencimentosDTO, ResultadoExpiracaoDTO, ResultadoReativacaoDTO, SaldoPontosDTO,
} from './pontos-painel.types';
import { saldo } from './saldo.service';
import { vencimentosPorRede } from './vencimentos.service';

@Resolver()
export class PontosPainelResolver {
  @Permite('pontos.expirar')
  @Query(() => RelatorioExpiracaoDTO, { description: 'Members with points due now, or by the end of ate (YYYY-MM-DD or DD-MM-YYYY).' })
  relatorioExpiracao(
    @Arg('ate', () => String, { nullable: true }) ate: string | null,
    @Arg('limite', () => Int, { nullable: true, description: 'Rows to return (default 100, at most 1000; 0 = totals only).' }) limite: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return relatorio(ctx, { ate, limite });
  }

  @Permite('pontos.expirar')
  @Mutation(() => ResultadoExpiracaoDTO, { description: 'Expires every due lot (idempotent: a second run takes nothing more).' })
  expirarPontos(@Ctx() { ctx }: ContextoGraphQL) {
    return executarExpiracao(ctx);
  }

  @Permite('pontos.reativar')
  @Mutation(() => ResultadoReativacaoDTO, { description: 'Gives back the points expired on dia (YYYY-MM-DD or DD-MM-YYYY), once.' })
  reativarPontos(@Arg('dia', () => String) dia: string, @Ctx() { ctx }: ContextoGraphQL) {
    return devolverPontos(ctx, dia);
  }

  @Permite('pontos.vencimentos')
  @Query(() => RelatorioVencimentosDTO, { description: 'Points expiring in the next dias days (default 30), per network or, with rede (id or name), per store.' })
  vencimentosPorRede(
    @Arg('rede', () => String, { nullable: true }) rede: string | null,
    @Arg('dias', () => Int, { nullable: true }) dias: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return vencimentosPorRede(ctx, { rede, dias });
  }

  @Permite('pontos.saldo')
  @Query(() => SaldoPontosDTO, { description: 'A member’s balance and next expiry; a member reads only their own (parceiroId may be left out).' })
  saldoPontos(@Arg('parceiroId', () => Int, { nullable: true }) parceiroId: number | null, @Ctx() { ctx }: ContextoGraphQL) {
    return saldo(ctx, parceiroId);
  }
}
