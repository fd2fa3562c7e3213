import { ClientConfig, Connection } from 'pg';
import { CodigoErro, ErroApp, MENSAGEM_CONSULTA_DEMORADA } from '../core/errors';
import { ClienteComPlanosPreparados } from './planos-preparados';
import { EscopoConsulta, escopoAtual } from './escopo-consulta';
import { erroBancoSemResposta, VigiaDoBanco } from './vigia';

/** How long a server has to act on a cancel request before the connection itself is cut. */
const GRACA_CANCELAMENTO_MS = 2000;

/** What the pool hands each connection (data-source.ts `extra`), beside pg's own options. */
export interface OpcoesClientePg {
  vigia?: VigiaDoBanco;
  /** Client-side limit of each statement a request sends (statement_timeout plus a margin). */
  limiteConsultaMs?: number;
}

const erroAbandonada = () => new ErroApp(CodigoErro.Indisponivel, 'A requisição foi abandonada por quem a fez.');
const erroLimite = (mensagem?: string) => new ErroApp(CodigoErro.Indisponivel, mensagem ?? MENSAGEM_CONSULTA_DEMORADA);

interface Interno {
  processID: number | null;
  secretKey: number | null;
  host: string;
  port: number;
  connectionParameters: { ssl?: unknown };
  connection: Connection & { requestSsl(): void; cancel(pid: number, chave: number): void; connect(porta: number | string, host?: string): void };
}

/**
 * The pool's connection (data-source.ts `extra.Client`): prepared statements (planos-preparados.ts),
 * plus every wait given a limit. A statement sent for a request is cancelled on the server when the
 * request is abandoned (its AbortSignal, db/escopo-consulta.ts) or outlives its limit; the vigia
 * (db/vigia.ts) cuts it when the server stops answering. A connection whose statement was
 * interrupted is dropped by the pool when released, so a late cancel can never hit the next
 * statement sent on it.
 */
export class ClientePg extends ClienteComPlanosPreparados {
  /** Set once a statement of this connection was cancelled or cut (db/pool-pg.ts drops it on release). */
  descartar = false;
  /** Why a statement of this connection was interrupted; later statements fail with it at once. */
  private interrompida: Error | null = null;
  private readonly vigia: VigiaDoBanco | undefined;
  private readonly limiteConsultaMs: number | undefined;

  constructor(config?: OpcoesClientePg & ClientConfig) {
    super(config);
    this.vigia = config?.vigia;
    this.limiteConsultaMs = config?.limiteConsultaMs;
    // A cut connection emits 'error'; whoever holds it (TypeORM, the pool) hears it too. This
    // listener only keeps an 'error' with no other listener from ending the process.
    this.on('error', () => {
      this.descartar = true;
    });
  }

  connect(callback?: any): any {
    if (this.vigia?.fora) {
      const erro = erroBancoSemResposta();
      if (callback) {
        process.nextTick(() => callback(erro));
        return undefined;
      }
      return Promise.reject(erro);
    }
    return (super.connect as (cb?: unknown) => unknown)(callback);
  }

  query(...args: any[]): any {
    // Only promise-style calls (TypeORM's) are followed; callbacks and submittables pass through.
    const promessa = typeof args[0]?.submit !== 'function' && !args.some((a) => typeof a === 'function');
    if (!promessa) return super.query(...args);
    const escopo = escopoAtual();
    if (this.vigia?.fora) return Promise.reject(erroBancoSemResposta());
    // The connection of an interrupted statement takes nothing more (a ROLLBACK would queue behind it).
    if (this.interrompida) return Promise.reject(this.interrompida);
    if (escopo?.sinal?.aborted) return Promise.reject(erroAbandonada());
    return this.acompanhar(super.query(...args) as Promise<unknown>, escopo);
  }

  /**
   * Settles with the statement, or at once with the reason it was interrupted: the caller never
   * waits on a server that may not answer. The statement itself is cancelled on the server (or the
   * socket cut), and the connection is dropped when released.
   */
  private acompanhar(consulta: Promise<unknown>, escopo: EscopoConsulta | undefined): Promise<unknown> {
    return new Promise((ok, falha) => {
      let terminou = false;
      const terminar = () => {
        terminou = true;
        clearTimeout(relogio);
        escopo?.sinal?.removeEventListener('abort', aoAbandonar);
        fimVigia?.();
      };
      const interromper = (erro: Error, cancelar: boolean) => {
        if (terminou) return;
        terminar();
        this.interrompida = erro;
        this.descartar = true;
        if (!cancelar) {
          this.cortar();
          return falha(erro);
        }
        this.cancelarNoServidor();
        // A server that does not act on the cancel within the grace period loses the connection.
        setTimeout(() => this.cortar(), GRACA_CANCELAMENTO_MS).unref();
        falha(erro);
      };
      // Work no request started (jobs, migrations) keeps only the server's statement_timeout.
      const ms = escopo ? Math.min(escopo.limiteMs ?? Infinity, this.limiteConsultaMs ?? Infinity) : Infinity;
      // setImmediate: an answer already read from the socket (a blocked event loop) wins over the timer.
      const relogio = Number.isFinite(ms) ? setTimeout(() => setImmediate(() => interromper(erroLimite(escopo?.mensagemLimite), true)), ms) : undefined;
      const aoAbandonar = () => interromper(erroAbandonada(), true);
      escopo?.sinal?.addEventListener('abort', aoAbandonar, { once: true });
      const fimVigia = this.vigia?.acompanhar((erro) => interromper(erro, false));
      consulta.then(
        (r) => {
          if (!terminou) {
            terminar();
            ok(r);
          }
        },
        (erro) => {
          if (!terminou) {
            terminar();
            falha(erro);
          }
        },
      );
    });
  }

  /** The protocol's CancelRequest on a connection of its own, as psql does on Ctrl+C. */
  private cancelarNoServidor() {
    const eu = this as unknown as Interno;
    const { processID, secretKey } = eu;
    if (processID === null || secretKey === null) return;
    const ssl = Boolean(eu.connectionParameters.ssl);
    const con = new Connection({ ssl: eu.connectionParameters.ssl as never }) as Interno['connection'];
    const desistir = setTimeout(() => con.stream.destroy(), GRACA_CANCELAMENTO_MS);
    desistir.unref();
    con.on('error', () => undefined);
    con.on('end', () => clearTimeout(desistir));
    con.on('connect', () => (ssl ? con.requestSsl() : con.cancel(processID, secretKey)));
    con.on('sslconnect', () => con.cancel(processID, secretKey));
    if (eu.host?.startsWith('/')) con.connect(`${eu.host}/.s.PGSQL.${eu.port}`);
    else con.connect(eu.port, eu.host);
  }

  /** Closes the socket: pg fails the statement at once ("Connection terminated"). */
  private cortar() {
    this.descartar = true;
    (this as unknown as Interno).connection.stream.destroy();
  }
}
