import { emTransacao, RequestContext } from './context';
import { filaAtual, naTransacao, registrarFila } from './fila';
import { logger } from './logger';
import type { Alteracao } from '../db/resultado-sql';

/**
 * Long jobs a screen follows (the report generations): the table tarefas is what the screen reads
 * (status, progress, stage, result, when it was asked, started and finished); pg-boss (core/fila.ts,
 * queue "tarefas") claims and runs them, holds their lease with a heartbeat and retries a job whose
 * instance died.
 * - One job per key (kind + parameters) waits or runs at a time: the partial unique index
 *   tarefas_ativa_uq turns a second click into "already running" instead of a second run.
 * - An instance that dies mid-job stops its heartbeat; pg-boss's supervisor retries the job on
 *   another instance once (retryLimit 1); after that it goes to the dead-letter queue
 *   "tarefas.abandonadas", which marks it failed. A job that throws is failed at once (retrying a
 *   wrong query would fail the same way).
 */

export interface Progresso {
  /** 0–100 and an optional stage label, shown by the screen while the job runs. */
  (percentual: number, etapa?: string): Promise<void>;
}

export type Executor = (ctx: RequestContext, parametros: Record<string, unknown>, progresso: Progresso) => Promise<Record<string, unknown>>;

const EXECUTORES = new Map<string, Executor>();

/** Registers the code that runs a kind of job (done once, when the module loads). */
export function registrarExecutor(tipo: string, executor: Executor): void {
  EXECUTORES.set(tipo, executor);
}

/** A row of tarefas, as `SELECT *` / `RETURNING *` read it. */
export interface TarefaLinha {
  id: string;
  tipo: string;
  chave: string;
  parametros: Record<string, unknown>;
  status: 'pendente' | 'executando' | 'concluida' | 'falhou';
  tentativas: number;
  progresso: number;
  etapa: string | null;
  resultado: Record<string, unknown> | null;
  erro: string | null;
  solicitado_por: number | null;
  /** The instance running it (pg-boss worker name), while it runs. */
  executor: string | null;
  criado_em: Date;
  iniciado_em: Date | null;
  concluido_em: Date | null;
}

export const FILA_TAREFAS = 'tarefas';
const FILA_ABANDONADAS = 'tarefas.abandonadas';
/** Heartbeat the worker must keep (pg-boss's minimum is 10 s); a missed one frees the job for a retry. */
export const BATIMENTO_TAREFA_S = 30;

/** The key two requests for the same work share: the kind and its parameters in a fixed order. */
export const chaveDaTarefa = (tipo: string, parametros: Record<string, unknown>) =>
  `${tipo}:${Object.keys(parametros)
    .sort()
    .map((k) => `${k}=${String(parametros[k])}`)
    .join('&')}`.slice(0, 200);

/**
 * Enqueues a job unless the same one is already waiting or running; returns it and whether it is new.
 * The row and its pg-boss job are written in one transaction: neither exists without the other.
 */
export async function enfileirar(ctx: RequestContext, tipo: string, parametros: Record<string, unknown>): Promise<{ tarefa: TarefaLinha; nova: boolean }> {
  const chave = chaveDaTarefa(tipo, parametros);
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const nova = await emTransacao(ctx, async (tx) => {
      const [linha] = await tx.manager.query<TarefaLinha[]>(
        `INSERT INTO tarefas (tipo, chave, parametros, solicitado_por) VALUES ($1, $2, $3, $4)
         ON CONFLICT (chave) WHERE status IN ('pendente', 'executando') DO NOTHING RETURNING *`,
        [tipo, chave, JSON.stringify(parametros), ctx.usuario?.id ?? null],
      );
      if (!linha) return null;
      const fila = filaAtual();
      if (!fila) throw new Error('fila de tarefas não iniciada');
      await fila.boss.send(FILA_TAREFAS, { tarefaId: String(linha.id) }, { db: naTransacao(tx.manager) });
      return linha;
    });
    if (nova) return { tarefa: nova, nova: true };
    const [existente] = await ctx.manager.query<TarefaLinha[]>(`SELECT * FROM tarefas WHERE chave = $1 AND status IN ('pendente', 'executando')`, [chave]);
    // Between the two statements the running one may have finished: then enqueue again.
    if (existente) return { tarefa: existente, nova: false };
  }
  throw new Error('não foi possível enfileirar a tarefa');
}

export async function obterTarefa(ctx: RequestContext, id: string): Promise<TarefaLinha | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [t] = await ctx.manager.query<TarefaLinha[]>(`SELECT * FROM tarefas WHERE id = $1`, [id]);
  return t ?? null;
}

/** The latest job of each given kind (any parameters). */
export async function ultimasTarefas(ctx: RequestContext, tipos: string[]): Promise<TarefaLinha[]> {
  return ctx.manager.query<TarefaLinha[]>(
    `SELECT t.* FROM unnest($1::text[]) AS k(tipo)
       CROSS JOIN LATERAL (SELECT * FROM tarefas WHERE tipo = k.tipo ORDER BY criado_em DESC, id DESC LIMIT 1) t`,
    [tipos],
  );
}

/** When each given kind last finished successfully (kinds never generated are absent). */
export async function ultimasConclusoes(ctx: RequestContext, tipos: string[]): Promise<Map<string, Date>> {
  const linhas = await ctx.manager.query<{ tipo: string; em: Date }[]>(
    `SELECT tipo, max(concluido_em) AS em FROM tarefas WHERE tipo = ANY($1) AND status = 'concluida' GROUP BY tipo`,
    [tipos],
  );
  return new Map(linhas.map((l) => [l.tipo, l.em]));
}

const MENSAGEM_FALHA = 'A geração falhou. Tente novamente; se o erro continuar, avise o suporte.';
const MENSAGEM_ABANDONADA = 'A execução foi interrompida (a instância que a executava parou) e as tentativas acabaram.';

registrarFila<{ tarefaId: string }>({
  nome: FILA_ABANDONADAS,
  opcoes: { retryLimit: 5, retryDelay: 30 },
  async executar(ds, { tarefaId }) {
    await ds.query<Alteracao>(
      `UPDATE tarefas SET status = 'falhou', concluido_em = now(), executor = NULL, erro = $2 WHERE id = $1 AND status IN ('pendente', 'executando')`,
      [tarefaId, MENSAGEM_ABANDONADA],
    );
  },
});

registrarFila<{ tarefaId: string }>({
  nome: FILA_TAREFAS,
  // Whole-table report queries may take many minutes (their statement limit is 30 min): the
  // heartbeat, not a fixed expiry, tells a slow job from a dead instance.
  opcoes: { retryLimit: 1, retryDelay: 0, heartbeatSeconds: BATIMENTO_TAREFA_S, expireInSeconds: 2 * 3600, deadLetter: FILA_ABANDONADAS },
  intervaloS: 1,
  async executar(ds, { tarefaId }, job, instancia) {
    // The attempt number is pg-boss's: a retry after a lost lease counts as the second attempt.
    const [tarefa] = await ds.query<TarefaLinha[]>(
      `WITH t AS (
         UPDATE tarefas SET status = 'executando', tentativas = $2, executor = $3, iniciado_em = now(), progresso = 0, etapa = NULL, erro = NULL
          WHERE id = $1 AND status IN ('pendente', 'executando') RETURNING *
       ) SELECT * FROM t`,
      [tarefaId, job.retryCount + 1, instancia],
    );
    if (!tarefa) return { ignorada: true };
    const naVez = `id = $1 AND executor = $2 AND tentativas = $3 AND status = 'executando'`;
    const chave = [tarefa.id, instancia, tarefa.tentativas];
    const progresso: Progresso = async (percentual, etapa) => {
      await ds.query<Alteracao>(`UPDATE tarefas SET progresso = $4, etapa = $5 WHERE ${naVez}`, [
        ...chave,
        Math.max(0, Math.min(99, Math.round(percentual))),
        etapa ?? null,
      ]);
    };
    const inicio = Date.now();
    try {
      const executor = EXECUTORES.get(tarefa.tipo);
      if (!executor) throw new Error(`tipo de tarefa desconhecido: ${tarefa.tipo}`);
      const resultado = await executor(RequestContext.sistema(ds, `tarefa-${tarefa.id}`), tarefa.parametros ?? {}, progresso);
      const ms = Date.now() - inicio;
      await ds.query<Alteracao>(`UPDATE tarefas SET status = 'concluida', progresso = 100, etapa = NULL, resultado = $4, concluido_em = now() WHERE ${naVez}`, [
        ...chave,
        JSON.stringify({ ...resultado, ms }),
      ]);
      logger.info({ tarefa: tarefa.id, tipo: tarefa.tipo, ms }, 'tarefa concluída');
      return { ms };
    } catch (e) {
      logger.error({ err: e, tarefa: tarefa.id, tipo: tarefa.tipo }, 'tarefa falhou');
      await ds.query<Alteracao>(`UPDATE tarefas SET status = 'falhou', erro = $4, concluido_em = now() WHERE ${naVez}`, [...chave, MENSAGEM_FALHA]);
      return { falhou: true };
    }
  },
});
