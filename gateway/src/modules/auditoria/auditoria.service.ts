import { RequestContext } from '../../core/context';
import { Log } from './log.entity';
import type { SemLinhas } from '../../db/resultado-sql';

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

/** The same for many entries of one type at once (the sales spreadsheet's sales), in one statement. */
export async function registrarLogs(ctx: RequestContext, tipo: string, parametros: Record<string, unknown>[]): Promise<void> {
  if (!parametros.length) return;
  const ator = ctx.ator;
  await ctx.manager.query<SemLinhas>(
    `INSERT INTO logs (responsavel_tipo, responsavel_id, responsavel_nome, tipo, parametros, request_id, criado_em)
     SELECT $1, $2, $3, $4, p, $5, $6 FROM unnest($7::jsonb[]) AS x(p)`,
    [ator?.tipo ?? 'sistema', ator?.id ?? null, ator?.nome ?? null, tipo, ctx.requestId, new Date(), parametros.map((p) => JSON.stringify(p))],
  );
}
