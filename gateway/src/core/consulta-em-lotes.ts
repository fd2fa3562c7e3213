import { RequestContext } from './context';
import type { SemLinhas } from '../db/resultado-sql';

/**
 * Rows of a query read through a server-side cursor, a batch at a time, for exports that must not
 * hold a whole table in memory. The cursor lives in its own read-only transaction on a dedicated
 * connection, so every batch sees the same snapshot; leaving the loop early closes it.
 *
 *   for await (const linha of linhasEmLotes(ctx, 'SELECT ... ORDER BY ...', params)) { ... }
 */
export async function* linhasEmLotes<T = Record<string, unknown>>(
  ctx: RequestContext,
  sql: string,
  parametros: unknown[] = [],
  tamanhoLote = 1000,
): AsyncGenerator<T> {
  const qr = ctx.dataSource.createQueryRunner();
  await qr.connect();
  try {
    await qr.manager.query<SemLinhas>('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await qr.manager.query<SemLinhas>(`DECLARE exportacao NO SCROLL CURSOR FOR ${sql}`, parametros);
    for (;;) {
      const lote = await qr.manager.query<T[]>(`FETCH ${Math.max(1, Math.trunc(tamanhoLote))} FROM exportacao`);
      for (const linha of lote) yield linha;
      if (lote.length < tamanhoLote) break;
    }
  } finally {
    await qr.manager.query<SemLinhas>('ROLLBACK').catch(() => undefined);
    await qr.release();
  }
}
