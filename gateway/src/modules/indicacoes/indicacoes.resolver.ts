import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { IndicacoesPaginaDTO, MeuCodigoIndicacaoDTO } from './indicacoes.types';
import * as indicacoes from './indicacoes.service';

@Resolver()
export class IndicacoesResolver {
  @Permite('indicacoes.minhas')
  @Query(() => MeuCodigoIndicacaoDTO, { description: "The signed-in member's referral code and share link." })
  meuCodigoIndicacao(@Ctx() { ctx }: ContextoGraphQL) {
    return indicacoes.meuCodigo(ctx);
  }

  @Permite('indicacoes.minhas')
  @Query(() => IndicacoesPaginaDTO, { description: 'MEUS INDICADOS: only for the member’s own referral code.' })
  indicacoes(
    @Arg('codigo') codigo: string,
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true }) limite: number | null,
    @Arg('campo', () => String, { nullable: true }) campo: string | null,
    @Arg('direcao', () => String, { nullable: true }) direcao: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return indicacoes.minhas(ctx, codigo, indicacoes.lerPedido({
      pagina: pagina ?? undefined, limite: limite ?? undefined, sortField: campo ?? undefined, sortOrder: direcao ?? undefined,
    }));
  }
}
