import os from 'node:os';
import crypto from 'node:crypto';
import { PgBoss } from 'pg-boss';
import type { Clock, Db, Job, Queue, ScheduleOptions } from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';
import { logger } from './logger';
import { FUSO } from './calendario';

/**
 * The job queue of every gateway instance: pg-boss, on the gateway's own PostgreSQL (embedded or
 * DATABASE_URL), in the schema pgboss. No extra server. docs/operacao.md says how jobs run.
 *
 * Modules declare their queues with registrarFila when they load (handler, retries, lease,
 * schedule); the gateway starts one instance (criarFila) whose workers and cron run only when
 * SW_JOBS is on. pg-boss claims with SKIP LOCKED, so each job runs on one instance; a running job
 * holds a lease (expireInSeconds, and a heartbeat where the queue asks for one) and is retried by
 * any instance's supervisor once its holder dies, up to the queue's retryLimit.
 */

export const ESQUEMA_FILA = 'pgboss';
/** Local time of the schedules: the programme's users are in Brazil. */
export const FUSO_AGENDA = FUSO;

export interface DefinicaoFila<T extends object = Record<string, unknown>> {
  nome: string;
  /** Retries, lease (expireInSeconds, heartbeatSeconds), retention, dead letter. */
  opcoes: Omit<Queue, 'name'>;
  /** Runs one job on instance `instancia`; what it answers is stored as the job's output. */
  executar: (ds: DataSource, dados: T, job: Job<T>, instancia: string) => Promise<object | void>;
  /** Cron expressions (in FUSO_AGENDA) on which the queue gets a job by itself. */
  agenda?: { cron: string; dados?: T; chave?: string }[];
  /** How often an idle worker looks for jobs. */
  intervaloS?: number;
  /** Jobs taken together, for a queue whose jobs are all alike (wake-ups): one run settles them all. */
  lote?: number;
}

// Queues of every payload type: each definition is only ever used with the jobs of its own queue.
const DEFINICOES = new Map<string, DefinicaoFila<object>>();

/** Declares a queue (done once, when its module loads). A dead-letter queue must be declared before the queue naming it. */
export function registrarFila<T extends object>(def: DefinicaoFila<T>): void {
  DEFINICOES.set(def.nome, def as unknown as DefinicaoFila<object>);
}

export interface OpcoesFila {
  /** Run the workers and the schedules here (SW_JOBS). Off: this instance only enqueues. */
  trabalhar: boolean;
  /** Name of this instance in the logs and in the jobs it runs. */
  nome?: string;
  /** Register the schedules (cron) too; default: when working. Tests that start workers turn it off. */
  agendar?: boolean;
  /** pg-boss's clock (tests pass its TestClock to move time instead of waiting). */
  relogio?: Clock;
  /** Heartbeat refresh of the workers (seconds), shorter than the queue's heartbeatSeconds. */
  batimentoS?: number;
}

export interface Fila {
  boss: PgBoss;
  nome: string;
  parar(): Promise<void>;
}

/** The instance this process enqueues through (the first one started). */
let atual: Fila | null = null;

/** The running queue, or null before the gateway started one (seed, CLI): callers then skip the wake-up. */
export const filaAtual = (): Fila | null => atual;

const urlDe = (ds: DataSource) => {
  const url = (ds.options as { url?: string }).url;
  if (!url) throw new Error('fila: a conexão do banco não tem URL');
  return url;
};

/**
 * Starts pg-boss on the gateway's database (creating or migrating its schema), creates the
 * declared queues and, when `trabalhar`, their workers and schedules.
 */
export async function criarFila(ds: DataSource, opcoes: OpcoesFila): Promise<Fila> {
  const nome = opcoes.nome ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const boss = new PgBoss({
    connectionString: urlDe(ds),
    schema: ESQUEMA_FILA,
    application_name: `sw-fila ${nome}`.slice(0, 60),
    max: opcoes.trabalhar ? 4 : 2,
    // Only a working instance supervises (expired leases, retention) and runs the cron.
    supervise: opcoes.trabalhar,
    schedule: opcoes.trabalhar && opcoes.agendar !== false,
    ...(opcoes.relogio ? { clock: opcoes.relogio } : {}),
  });
  // The message and SQLSTATE only: pg's errors carry the whole connection object, which buries the log line.
  boss.on('error', (err: Error & { code?: string }) => logger.warn({ erro: err.message, codigo: err.code }, 'fila de tarefas: erro'));
  await boss.start();
  try {
    for (const def of DEFINICOES.values()) {
      // A queue's policy is fixed at creation; the rest follows the code on every start.
      const { policy: _politica, ...ajustaveis } = def.opcoes;
      if (!(await boss.getQueue(def.nome))) await boss.createQueue(def.nome, def.opcoes);
      else await boss.updateQueue(def.nome, ajustaveis);
    }
    if (opcoes.trabalhar) {
      for (const def of DEFINICOES.values()) {
        await boss.work(
          def.nome,
          {
            pollingIntervalSeconds: def.intervaloS ?? 2,
            batchSize: def.lote ?? 1,
            ...(def.opcoes.heartbeatSeconds && opcoes.batimentoS ? { heartbeatRefreshSeconds: opcoes.batimentoS } : {}),
          },
          async ([job]: Job<object>[]) => def.executar(ds, job.data, job, nome),
        );
        for (const a of opcoes.agendar === false ? [] : (def.agenda ?? [])) {
          const agenda: ScheduleOptions = { tz: FUSO_AGENDA, ...(a.chave ? { key: a.chave } : {}) };
          await boss.schedule(def.nome, a.cron, a.dados ?? {}, agenda);
        }
      }
      logger.info({ nome, filas: [...DEFINICOES.keys()] }, 'fila de tarefas iniciada');
    }
  } catch (e) {
    await boss.stop({ graceful: false });
    throw e;
  }
  let parando: Promise<void> | null = null;
  const fila: Fila = {
    boss,
    nome,
    parar: () => {
      // Graceful: waits for the jobs running here to finish (or their lease to be retried elsewhere).
      parando ??= boss.stop({ graceful: true, timeout: 30_000 }).finally(() => {
        if (atual === fila) atual = null;
      });
      return parando;
    },
  };
  atual ??= fila;
  return fila;
}

/**
 * pg-boss speaking through a TypeORM manager: a job sent with { db: naTransacao(tx.manager) }
 * exists only if the caller's transaction commits.
 */
export function naTransacao(manager: EntityManager): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const qr = manager.queryRunner;
      if (qr) return { rows: (await qr.query(text, values, true)).records };
      const proprio = manager.connection.createQueryRunner();
      try {
        return { rows: (await proprio.query(text, values, true)).records };
      } finally {
        await proprio.release();
      }
    },
  };
}

/**
 * Runs the next job of a queue here and now, through pg-boss's manual API (fetch, then complete
 * or fail), with the same handler its workers use: for tests and one-off scripts, which trigger a
 * job instead of waiting for a worker's poll. Answers whether there was one.
 */
export async function executarProxima(fila: Fila, nome: string, ds: DataSource): Promise<boolean> {
  const def = DEFINICOES.get(nome);
  if (!def) throw new Error(`fila desconhecida: ${nome}`);
  const jobs = await fila.boss.fetch<Record<string, unknown>>(nome, { batchSize: def.lote ?? 1 });
  const [job] = jobs;
  if (!job) return false;
  // Jobs that ask for a heartbeat get one, as a worker would give it.
  const batimento = job.heartbeatSeconds
    ? setInterval(
        () => {
          fila.boss.touch(nome, job).catch((err) => logger.warn({ err, job: job.id }, 'fila: batimento falhou'));
        },
        (job.heartbeatSeconds * 1000) / 2,
      )
    : null;
  try {
    const saida = await def.executar(ds, job.data, job, fila.nome);
    await fila.boss.complete(nome, jobs, saida ?? null);
  } catch (e) {
    await fila.boss.fail(nome, jobs, { message: (e as Error).message });
  } finally {
    if (batimento) clearInterval(batimento);
  }
  return true;
}
