import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { devolverPontos, executarExpiracao, relatorio } from './expiracao-painel.service';
import { RelatorioExpiracaoDTO, RelatorioVencimentosDTO, ResultadoExpiracaoDTO, ResultadoReativacaoDTO, SaldoPontosDTO } from './pontos-painel.types';
import * as esquemas from './pontos.esquemas';
import { saldo } from './saldo.service';
import { vencimentosPorRede } from './vencimentos.service';

@Resolver()
export class PontosPainelResolver {
  @Permite('pontos.expirar')
  @Query(() => RelatorioExpiracaoDTO, { description: 'Vendedores com pontos vencidos agora, ou até o fim do dia `ate`.' })
  relatorioExpiracao(
    @Entrada(esquemas.relatorioExpiracao, 'RelatorioExpiracaoInput') input: EntradaDe<typeof esquemas.relatorioExpiracao>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return relatorio(ctx, input);
  }

  @Permite('pontos.expirar')
  @Mutacao(() => ResultadoExpiracaoDTO, 'ResultadoExpiracaoPayload', { description: 'Expira todos os lotes vencidos (rodar de novo não leva mais nada).' })
  expirarPontos(@Ctx() { ctx }: ContextoGraphQL) {
    return executarExpiracao(ctx);
  }

  @Permite('pontos.reativar')
  @Mutacao(() => ResultadoReativacaoDTO, 'ResultadoReativacaoPayload', { description: 'Devolve, uma vez só, os pontos expirados no dia informado.' })
  reativarPontos(@Entrada(esquemas.reativar, 'ReativarPontosInput') input: EntradaDe<typeof esquemas.reativar>, @Ctx() { ctx }: ContextoGraphQL) {
    return devolverPontos(ctx, input.dia);
  }

  @Permite('pontos.vencimentos')
  @Query(() => RelatorioVencimentosDTO, { description: 'Pontos que vencem nos próximos dias (padrão 30), por rede ou, com a rede (id ou nome), por loja.' })
  vencimentosPorRede(@Entrada(esquemas.vencimentos, 'VencimentosPorRedeInput') input: EntradaDe<typeof esquemas.vencimentos>, @Ctx() { ctx }: ContextoGraphQL) {
    return vencimentosPorRede(ctx, input);
  }

  @Permite('pontos.saldo')
  @Query(() => SaldoPontosDTO, {
    nullable: true,
    description: 'O saldo e o próximo vencimento de um vendedor; o vendedor conectado lê só o seu (pode omitir parceiroId). Fora do alcance: nulo.',
  })
  saldoPontos(
    // A single lookup takes its object's `id`, as parceiro(id) and meuResgate(id) do (SaldoPontos.id is the vendedor's).
    @Arg('id', () => ID, { nullable: true, description: 'O vendedor; o vendedor conectado pode omitir (o próprio).' }) id: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return nuloSeNaoEncontrado(() => saldo(ctx, analisar(esquemas.saldo, { id }).id));
  }
}
