import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { LogsPaginaDTO, TipoLogDTO } from './logs.types';
import * as logs from './logs.service';

@Resolver()
export class LogsResolver {
  @Permite('logs.listar')
  @Query(() => [TipoLogDTO], { description: 'GET /api/logs/tipos.' })
  tiposLog(@Ctx() { ctx }: ContextoGraphQL) {
    return logs.tipos(ctx);
  }

  @Permite('logs.listar')
  @Query(() => LogsPaginaDTO, { description: 'The Logs screen: type, dates (YYYY-MM-DD; default the last 7 days), newest first.' })
  async logs(
    @Arg('tipo', () => String, { nullable: true }) tipo: string | null,
    @Arg('dataInicial', () => String, { nullable: true }) dataInicial: string | null,
    @Arg('dataFinal', () => String, { nullable: true }) dataFinal: string | null,
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true, description: '0 = Todos' }) limite: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { linhas, total, totalEstimado } = await logs.listar(ctx, logs.lerPedido({ pagina: pagina ?? undefined, limite: limite ?? undefined }),
      { tipo: tipo ?? undefined, dataInicial: dataInicial ?? undefined, dataFinal: dataFinal ?? undefined });
    return { total, totalEstimado, linhas: linhas.map((l) => ({ ...l, parametros: JSON.stringify(l.parametros) })) };
  }
}
