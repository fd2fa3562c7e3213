import crypto from 'node:crypto';
import os from 'node:os';
import { DataSource } from 'typeorm';
import { RequestContext } from './context';
import { logger } from './logger';

/**
 * The database-backed job queue (table tarefas) that every gateway instance shares: no extra
 * server. A request enqueues and answers at once; the workers of all instances claim jobs with
 * FOR UPDATE SKIP LOCKED, so each job runs in one place.
 * - One job per key (kind + parameters) waits or runs at a time: the partial unique index
 *   tarefas_ativa_uq turns a second click into "already running" instead of a second run.
 * - A running job holds a lease (concessao_ate) that its worker renews (heartbeat). When an
 *   instance dies mid-job the lease runs out and another worker claims it again, up to
 *   max_tentativas (2: one retry); after that the job is marked failed. A job that throws is
 *   failed at once (retrying a wrong query would fail the same way).
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

export interface TarefaLinha {
  id: string;
  tipo: string;
  parametros: Record<string, unknown>;
  status: 'pendente' | 'executando' | 'concluida' | 'falhou';
  tentativas: number;
  progresso: number;
  etapa: string | null;
  resultado: Record<string, unknown> | null;
  erro: string | null;
  criado_em: Date;
  iniciado_em: Date | null;
  concluido_em: Date | null;
}

/** The key two requests for the same work share: the kind and its parameters in a fixed order. */
export const chaveDaTarefa = (tipo: string, parametros: Record<string, unknown>) =>
  `${tipo}:${Object.keys(parametros).sort().map((k) => `${k}=${String(parametros[k])}`).join('&')}`.slice(0, 200);

/**
 * Enqueues a job unless the same one is already waiting or running; returns it and whether it is new.
 * Wakes the local worker so a single instance starts at once instead of at its next poll.
 */
export async function enfileirar(ctx: RequestContext, tipo: string, parametros: Record<string, unknown>): Promise<{ tarefa: TarefaLinha; nova: boolean }> {
  const chave = chaveDaTarefa(tipo, parametros);
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const [nova] = await ctx.manager.query(
      `INSERT INTO tarefas (tipo, chave, parametros, solicitado_por) VALUES ($1, $2, $3, $4)
       ON CONFLICT (chave) WHERE status IN ('pendente', 'executando') DO NOTHING RETURNING *`,
      [tipo, chave, JSON.stringify(parametros), ctx.usuario?.id ?? null],
    );
    if (nova) {
      for (const acordar of ACORDAR) acordar();
      return { tarefa: nova, nova: true };
    }
    const [existente] = await ctx.manager.query(`SELECT * FROM tarefas WHERE chave = $1 AND status IN ('pendente', 'executando')`, [chave]);
    // Between the two statements the running one may have finished: then enqueue again.
    if (existente) return { tarefa: existente, nova: false };
  }
  throw new Error('não foi possível enfileirar a tarefa');
}

export async function obterTarefa(ctx: RequestContext, id: string): Promise<TarefaLinha | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [t] = await ctx.manager.query(`SELECT * FROM tarefas WHERE id = $1`, [id]);
  return t ?? null;
}

/** The latest job of each given kind (any parameters). */
export async function ultimasTarefas(ctx: RequestContext, tipos: string[]): Promise<TarefaLinha[]> {
  return ctx.manager.query(
    `SELECT t.* FROM unnest($1::text[]) AS k(tipo)
       CROSS JOIN LATERAL (SELECT * FROM tarefas WHERE tipo = k.tipo ORDER BY criado_em DESC, id DESC LIMIT 1) t`,
    [tipos],
  );
}

export interface OpcoesTrabalhador {
  /** Name of this worker in the table (host:pid:random by default). */
  nome?: string;
  /** Pause between polls when the queue is empty. */
  intervaloMs?: number;
  /** Lease length; the heartbeat renews it every third of it. */
  concessaoMs?: number;
}

const ACORDAR = new Set<() => void>();

/** Fails the jobs whose lease ran out after their last allowed attempt. */
async function encerrarAbandonadas(ds: DataSource): Promise<void> {
  await ds.query(
    `UPDATE tarefas SET status = 'falhou', concluido_em = now(), executor = NULL,
            erro = 'A execução foi interrompida (a instância que a executava parou) e as tentativas acabaram.'
      WHERE status = 'executando' AND concessao_ate < now() AND tentativas >= max_tentativas`,
  );
}

/** Claims the next job (waiting, or abandoned with attempts left), or null. */
async function reivindicar(ds: DataSource, nome: string, concessaoMs: number): Promise<TarefaLinha | null> {
  const [linhas] = await ds.query(
    `UPDATE tarefas t
        SET status = 'executando', tentativas = t.tentativas + 1, executor = $1, iniciado_em = now(),
            concessao_ate = now() + make_interval(secs => $2::double precision / 1000), progresso = 0, etapa = NULL, erro = NULL
       FROM (SELECT id FROM tarefas
              WHERE status = 'pendente' OR (status = 'executando' AND concessao_ate < now() AND tentativas < max_tentativas)
              ORDER BY criado_em, id LIMIT 1 FOR UPDATE SKIP LOCKED) x
      WHERE t.id = x.id
      RETURNING t.*`,
    [nome, concessaoMs],
  );
  return (linhas as TarefaLinha[])[0] ?? null;
}

/** Claims and runs one job; answers whether there was one. Exposed for tests and the worker loop. */
export async function executarProxima(ds: DataSource, opcoes: OpcoesTrabalhador = {}): Promise<boolean> {
  const nome = opcoes.nome ?? `${os.hostname()}:${process.pid}`;
  const concessaoMs = opcoes.concessaoMs ?? 60_000;
  await encerrarAbandonadas(ds);
  const tarefa = await reivindicar(ds, nome, concessaoMs);
  if (!tarefa) return false;
  const executor = EXECUTORES.get(tarefa.tipo);
  const batimento = setInterval(() => {
    ds.query(`UPDATE tarefas SET concessao_ate = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1 AND executor = $2 AND status = 'executando'`,
      [tarefa.id, nome, concessaoMs]).catch((e) => logger.warn({ err: e, tarefa: tarefa.id }, 'batimento da tarefa falhou'));
  }, Math.max(50, Math.floor(concessaoMs / 3)));
  const progresso: Progresso = async (percentual, etapa) => {
    await ds.query(`UPDATE tarefas SET progresso = $3, etapa = $4 WHERE id = $1 AND executor = $2 AND status = 'executando'`,
      [tarefa.id, nome, Math.max(0, Math.min(99, Math.round(percentual))), etapa ?? null]);
  };
  const inicio = Date.now();
  try {
    if (!executor) throw new Error(`tipo de tarefa desconhecido: ${tarefa.tipo}`);
    const ctx = RequestContext.sistema(ds, `tarefa-${tarefa.id}`);
    const resultado = await executor(ctx, tarefa.parametros ?? {}, progresso);
    const ms = Date.now() - inicio;
    await ds.query(
      `UPDATE tarefas SET status = 'concluida', progresso = 100, etapa = NULL, resultado = $3, concluido_em = now(), concessao_ate = NULL
        WHERE id = $1 AND executor = $2 AND status = 'executando'`,
      [tarefa.id, nome, JSON.stringify({ ...resultado, ms })],
    );
    logger.info({ tarefa: tarefa.id, tipo: tarefa.tipo, ms }, 'tarefa concluída');
  } catch (e) {
    logger.error({ err: e, tarefa: tarefa.id, tipo: tarefa.tipo }, 'tarefa falhou');
    await ds.query(
      `UPDATE tarefas SET status = 'falhou', erro = $3, concluido_em = now(), concessao_ate = NULL WHERE id = $1 AND executor = $2 AND status = 'executando'`,
      [tarefa.id, nome, 'A geração falhou. Tente novamente; se o erro continuar, avise o suporte.'],
    );
  } finally {
    clearInterval(batimento);
  }
  return true;
}

/** The worker loop of one instance: runs jobs one after another, polls when the queue is empty. */
export function iniciarTrabalhador(ds: DataSource, config: { jobs: boolean }, opcoes: OpcoesTrabalhador = {}): { parar(): Promise<void> } {
  if (!config.jobs) return { parar: async () => undefined };
  const nome = opcoes.nome ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const intervalo = opcoes.intervaloMs ?? 2_000;
  let parado = false;
  let acordar: (() => void) | null = null;
  const despertar = () => acordar?.();
  ACORDAR.add(despertar);
  const feito = (async () => {
    while (!parado) {
      let houve = false;
      try {
        houve = await executarProxima(ds, { ...opcoes, nome });
      } catch (e) {
        if (!parado) logger.warn({ err: e }, 'fila de tarefas: falha ao buscar a próxima');
      }
      if (parado) break;
      if (!houve) {
        await new Promise<void>((ok) => {
          const t = setTimeout(ok, intervalo);
          acordar = () => { clearTimeout(t); ok(); };
        });
        acordar = null;
      }
    }
  })();
  logger.info({ nome }, 'fila de tarefas iniciada (relatórios)');
  return {
    async parar() {
      parado = true;
      ACORDAR.delete(despertar);
      despertar();
      await feito;
    },
  };
}
