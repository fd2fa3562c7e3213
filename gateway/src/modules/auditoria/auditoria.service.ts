import { RequestContext } from '../../core/context';
import { Log } from './log.entity';

/**
 * Writes one audit row per state-changing action, inside the caller's transaction, so the
 * action and its record commit or roll back together. The Logs screen reads this table.
 */
export async function registrarLog(ctx: RequestContext, tipo: string, parametros: Record<string, unknown> = {}): Promise<void> {
  const ator = ctx.ator;
  await ctx.manager.insert(Log, {
    responsavelTipo: ator?.tipo ?? 'sistema',
    responsavelId: ator?.id ?? null,
    responsavelNome: ator?.nome ?? null,
    tipo,
    parametros: parametros as Log['parametros'] & object,
    requestId: ctx.requestId,
    criadoEm: new Date(),
  });
}
