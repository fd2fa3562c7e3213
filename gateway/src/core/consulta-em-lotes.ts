import { RequestContext } from './context';
import type { SemLinhas } from '../db/resultado-sql';

/**
 * Rows of a query read through a server-side cursor, a batch at a time, for exports that must not
 * hold a whole table in memory. The cursor lives in its own read-only transaction on a dedicated
 * connection, so every batch sees the same snapshot; leaving the loop early closes it.
 *
 *   for await (const linha of linhasEmLotes(ctx, 'SELECT ... ORDER BY ...', params)) { ... }
 *   for await (const lote of lotesEmConsulta(ctx, sql, params)) { ... }   // arrays of up to 1,000 rows
 */
export async function* linhasEmLotes<T = Record<string, unknown>>(
  ctx: RequestContext,
  sql: string,
  parametros: unknown[] = [],
  tamanhoLote = 1000,
): AsyncGenerator<T> {
  for await (const lote of lotesEmConsulta<T>(ctx, sql, parametros, tamanhoLote)) yield* lote;
}

/**
 * The same cursor, a batch at a time. The next FETCH is sent as soon as a batch arrives, so
 * PostgreSQL reads batch n+1 while the caller formats batch n (two batches held at most).
 */
export async function* lotesEmConsulta<T = Record<string, unknown>>(
  ctx: RequestContext,
  sql: string,
  parametros: unknown[] = [],
  tamanhoLote = 1000,
): AsyncGenerator<T[]> {
  const tamanho = Math.max(1, Math.trunc(tamanhoLote));
  const qr = ctx.dataSource.createQueryRunner();
  await qr.connect();
  let proximo: Promise<T[]> | null = null;
  try {
    await qr.manager.query<SemLinhas>('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await qr.manager.query<SemLinhas>(`DECLARE exportacao NO SCROLL CURSOR FOR ${sql}`, parametros);
    const buscar = () => {
      const p = qr.manager.query<T[]>(`FETCH ${tamanho} FROM exportacao`);
      // Handled now, awaited later: a FETCH that fails while the caller is busy is not "unhandled".
      p.catch(() => undefined);
      return p;
    };
    proximo = buscar();
    for (;;) {
      const lote: T[] = await proximo;
      proximo = lote.length < tamanho ? null : buscar();
      if (lote.length) yield lote;
      if (!proximo) break;
    }
  } finally {
    // A FETCH still on its way when the caller leaves is let finish (or fail) before the rollback.
    if (proximo) await proximo.catch(() => undefined);
    await qr.manager.query<SemLinhas>('ROLLBACK').catch(() => undefined);
    await qr.release();
  }
}
