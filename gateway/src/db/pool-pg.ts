import pg from 'pg';
import { CodigoErro, ErroApp } from '../core/errors';
import { ClientePg } from './cliente-pg';
import { escopoAtual } from './escopo-consulta';
import { OpcoesVigia, VigiaDoBanco } from './vigia';

export const MENSAGEM_PESADAS_OCUPADAS = 'Há muitos relatórios e consultas pesadas em andamento agora. Tente novamente em instantes.';

export interface OpcoesPoolPg extends pg.PoolConfig {
  /** Connections that heavy reads (db/escopo-consulta.ts `pesada`) may hold at once. */
  conexoesPesadas: number;
  /** How long a heavy read waits for a place in its share before answering 503. */
  esperaPesadaMs: number;
  vigia: OpcoesVigia;
}

type Liberar = (erro?: Error | boolean) => void;
type AoConectar = (erro: Error | undefined, cliente?: ClientePg, liberar?: Liberar) => void;

/**
 * The pg pool behind TypeORM (data-source.ts passes it as the driver's Pool). Two things the stock
 * pool does not do:
 * - Heavy reads take their connections from a share of the pool (`conexoesPesadas`), so sign-in,
 *   sessions, /healthz and member calls always find the rest free, however many reports run. A
 *   heavy read waits for a place in its share for `esperaPesadaMs` (DB_TEMPO_CONEXAO_MS), then
 *   answers 503 — always, even where the pool's own wait is raised (the tests' pools queue bursts).
 * - A connection whose statement was cancelled or cut (ClientePg.descartar) is closed on release
 *   instead of going back to the pool.
 * It also owns the vigia (db/vigia.ts) its connections report to.
 */
export class PoolPg extends pg.Pool {
  readonly vigia: VigiaDoBanco;
  private readonly conexoesPesadas: number;
  private readonly esperaPesadaMs: number;
  private pesadasEmUso = 0;
  private readonly filaPesadas: (() => void)[] = [];

  constructor(opcoes: OpcoesPoolPg) {
    const { conexoesPesadas, esperaPesadaMs, vigia: opcoesVigia, ...resto } = opcoes;
    // The probe connects like the pool's connections do (address, credentials, ssl, keepalive).
    const vigia = new VigiaDoBanco({ ...resto, Client: undefined } as pg.ClientConfig, opcoesVigia);
    super({ ...resto, vigia } as pg.PoolConfig);
    this.vigia = vigia;
    this.esperaPesadaMs = esperaPesadaMs;
    // Never the whole pool: at least one connection stays for everything else.
    this.conexoesPesadas = Math.max(1, Math.min(conexoesPesadas, (opcoes.max ?? 10) - 1));
  }

  connect(): Promise<pg.PoolClient>;
  connect(callback: AoConectar): void;
  connect(callback?: AoConectar): any {
    if (!callback) {
      return new Promise((ok, falha) => this.connect((erro, cliente) => (erro ? falha(erro) : ok(cliente as unknown as pg.PoolClient))));
    }
    const pesada = escopoAtual()?.pesada === true;
    const pegar = () =>
      (super.connect as (cb: AoConectar) => void)((erro, cliente, liberar) => {
        if (erro || !cliente || !liberar) {
          if (pesada) this.devolverVagaPesada();
          callback(erro);
          return;
        }
        let liberado = false;
        const liberarUmaVez: Liberar = (e) => {
          if (liberado) return;
          liberado = true;
          liberar(e || (cliente.descartar ? new Error('conexão com consulta interrompida') : undefined));
          if (pesada) this.devolverVagaPesada();
        };
        (cliente as unknown as { release: Liberar }).release = liberarUmaVez;
        callback(undefined, cliente, liberarUmaVez);
      });
    if (!pesada) {
      pegar();
      return undefined;
    }
    this.esperarVagaPesada().then(pegar, (erro: Error) => callback(erro));
    return undefined;
  }

  private esperarVagaPesada(): Promise<void> {
    if (this.pesadasEmUso < this.conexoesPesadas) {
      this.pesadasEmUso++;
      return Promise.resolve();
    }
    return new Promise((ok, falha) => {
      const vez = () => {
        clearTimeout(relogio);
        ok();
      };
      const relogio = setTimeout(() => {
        const i = this.filaPesadas.indexOf(vez);
        if (i >= 0) this.filaPesadas.splice(i, 1);
        falha(new ErroApp(CodigoErro.Indisponivel, MENSAGEM_PESADAS_OCUPADAS));
      }, this.esperaPesadaMs);
      relogio.unref();
      this.filaPesadas.push(vez);
    });
  }

  /** The place goes straight to the next heavy read waiting, or back to the share. */
  private devolverVagaPesada() {
    const proxima = this.filaPesadas.shift();
    if (proxima) proxima();
    else this.pesadasEmUso--;
  }

  /** Heavy reads holding a connection now, and waiting for one (for /metrics and tests). */
  get pesadas(): { emUso: number; aguardando: number; limite: number } {
    return { emUso: this.pesadasEmUso, aguardando: this.filaPesadas.length, limite: this.conexoesPesadas };
  }

  end(callback?: () => void): any {
    this.vigia.parar();
    return (super.end as (cb?: () => void) => unknown)(callback);
  }
}

/** pg as TypeORM sees it (DataSource option `driver`), with this pool. */
export const DRIVER_PG = Object.create(pg, { Pool: { value: PoolPg } });
