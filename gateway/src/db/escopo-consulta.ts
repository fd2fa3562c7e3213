import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database layer knows about the request a query runs for. TypeORM hands queries to pg
 * without any request in sight, so the request's scope travels in an AsyncLocalStorage: the pg
 * client (db/cliente-pg.ts) and the pool (db/pool-pg.ts) read it when a query is sent or a
 * connection is taken. Work that no request started (jobs, migrations, seed) has no scope.
 */
export interface EscopoConsulta {
  /** Aborted when the caller gives up (the connection closed before the answer went out). */
  sinal?: AbortSignal;
  /** Longest a single statement of this scope may run, client-side; past it the statement is cancelled. */
  limiteMs?: number;
  /** What the caller is told when limiteMs passes. */
  mensagemLimite?: string;
  /** The scope's connections come from the heavy reads' share of the pool. */
  pesada?: boolean;
}

const armazenamento = new AsyncLocalStorage<EscopoConsulta>();

export const escopoAtual = (): EscopoConsulta | undefined => armazenamento.getStore();

/** Runs `fn` in the current scope with `mudancas` applied (the request's signal is kept). */
export function comEscopo<T>(mudancas: EscopoConsulta, fn: () => T): T {
  return armazenamento.run({ ...armazenamento.getStore(), ...mudancas }, fn);
}

/** Runs `fn` with each of its statements limited to `ms` (never longer than the current limit). */
export function comPrazo<T>(ms: number, mensagem: string | undefined, fn: () => T): T {
  const atual = armazenamento.getStore();
  if (atual?.limiteMs !== undefined && atual.limiteMs <= ms) return fn();
  return comEscopo({ limiteMs: ms, mensagemLimite: mensagem }, fn);
}
