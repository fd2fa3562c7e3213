import { RequestContext } from './context';
import { CodigoErro, ErroApp } from './errors';
import { config } from '../runtime';
import type { SemLinhas } from '../db/resultado-sql';

export const MENSAGEM_USO_PESADO = 'Muitos relatórios, exportações ou envios de arquivo em pouco tempo. Aguarde um minuto e tente novamente.';

/**
 * Expensive calls (heavy reads and exports, core/leituras-pesadas.ts; spreadsheet and file uploads)
 * per caller per minute, counted in the database so every gateway instance agrees
 * (LIMITE_PESADAS_MIN). The caller is the signed-in
 * user, member or key; anonymous callers are counted by address. Rows older than an hour are
 * pruned by the caller's own next call, so the table stays small without a job.
 */
export async function contarUsoPesado(ctx: RequestContext): Promise<void> {
  const chave = ctx.ator ? `${ctx.ator.tipo}:${ctx.ator.id}` : `ip:${ctx.ip}`.slice(0, 80);
  const limite = config().limitePesadasMin;
  // Outside any transaction of the call: a refused or failed export still counts. One caller's
  // count and insert run under a transaction lock of that caller's key, so parallel calls (on any
  // instance) are counted one after the other and never overshoot the limit.
  const permitido = await ctx.dataSource.transaction(async (m) => {
    await m.query<{ pg_advisory_xact_lock: string }[]>(`SELECT pg_advisory_xact_lock(hashtext('usos_limitados:' || $1))`, [chave]);
    const [{ n }] = await m.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM usos_limitados WHERE chave = $1 AND criado_em > now() - interval '1 minute'`,
      [chave],
    );
    if (n >= limite) return false;
    await m.query<SemLinhas>(
      `WITH velhos AS (DELETE FROM usos_limitados WHERE chave = $1 AND criado_em < now() - interval '1 hour')
       INSERT INTO usos_limitados (chave) VALUES ($1)`,
      [chave],
    );
    return true;
  });
  if (!permitido) throw new ErroApp(CodigoErro.MuitasTentativas, MENSAGEM_USO_PESADO);
}
