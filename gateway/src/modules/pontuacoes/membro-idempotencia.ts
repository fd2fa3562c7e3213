import { DataSource } from 'typeorm';
import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { conflito } from '../../core/errors';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * A member's claim sends are idempotent by a client key (REST header Idempotency-Key, GraphQL
 * chaveIdempotencia; docs/pontuacoes-membro.md, "Envio repetido"). The storefront makes one key per
 * list or file selection, so a double click or a retry after the connection dropped repeats the key,
 * and the member gets the first answer back instead of a second claim.
 *
 * The row is taken first thing in the send's transaction. A concurrent send with the same key waits
 * on the primary key until the first commits (then its insert does nothing and it reads the stored
 * answer) or rolls back (then it inserts and goes on): exactly one of them creates claims.
 */

/**
 * How long a key is kept: a retry comes within minutes. A member's older keys go on their next send,
 * and the nightly cleanup (envios-agenda.ts) removes those of members who do not send again.
 */
const VALIDADE_CHAVE = '1 day';

/** The answer already given to this member for this key (committed), or null. */
export async function respostaDoEnvio<T>(ctx: RequestContext, parceiroId: number, chave: string): Promise<T | null> {
  // The stored answer is the T that guardarRespostaDoEnvio wrote for this key (jsonb, parsed by pg).
  const [r] = await ctx.manager.query<{ resposta: T }[]>(
    `SELECT resposta FROM pontuacoes_envios WHERE parceiro_id = $1 AND chave = $2 AND resposta IS NOT NULL`,
    [parceiroId, chave],
  );
  return r?.resposta ?? null;
}

/**
 * Inside the send's transaction: claims the key. Returns the stored answer when the key was already
 * used (the caller returns it and rolls nothing forward), or null when this send owns the key.
 */
export async function reservarEnvio<T>(tx: RequestContext, parceiroId: number, chave: string): Promise<T | null> {
  await tx.manager.query<Alteracao>(`DELETE FROM pontuacoes_envios WHERE parceiro_id = $1 AND criado_em < now() - interval '${VALIDADE_CHAVE}'`, [parceiroId]);
  const inseridas = await tx.manager.query<{ chave: string }[]>(
    `INSERT INTO pontuacoes_envios (parceiro_id, chave) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING chave`,
    [parceiroId, chave],
  );
  if (inseridas.length) return null;
  // The other send committed (an insert that waited on a rolled-back one would have gone through).
  const anterior = await respostaDoEnvio<T>(tx, parceiroId, chave);
  if (!anterior) throw conflito(MENSAGENS.envioEmAndamento);
  return anterior;
}

/** Stores the answer with the claims (same transaction). */
export async function guardarRespostaDoEnvio(tx: RequestContext, parceiroId: number, chave: string, resposta: unknown): Promise<void> {
  await tx.manager.query<Alteracao>(`UPDATE pontuacoes_envios SET resposta = $3 WHERE parceiro_id = $1 AND chave = $2`, [
    parceiroId,
    chave,
    JSON.stringify(resposta),
  ]);
}

/** Deletes every member's keys past VALIDADE_CHAVE; returns how many went. */
export async function limparEnviosVencidos(ds: DataSource): Promise<number> {
  const [, apagadas] = await ds.query<Alteracao>(`DELETE FROM pontuacoes_envios WHERE criado_em < now() - interval '${VALIDADE_CHAVE}'`);
  return apagadas;
}
