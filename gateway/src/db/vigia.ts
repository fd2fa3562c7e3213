import { Client, ClientConfig } from 'pg';
import { logger } from '../core/logger';

/**
 * A "cannot reach the database" failure, with the code of PostgreSQL's connection_failure so
 * core/errors.ts answers it like any other: 503 with MENSAGENS.bancoIndisponivel.
 */
export function erroBancoSemResposta(): Error {
  return Object.assign(new Error('O banco de dados não responde'), { code: '08006' });
}

/** Rejects with `erro` after `ms`, unless `p` settles first. */
export function comLimite<T>(p: Promise<T>, ms: number, erro: () => Error): Promise<T> {
  return new Promise<T>((ok, falha) => {
    let fim = false;
    // setImmediate after the timer: answers already waiting on the socket (a blocked event loop)
    // are read before the wait is declared lost.
    const t = setTimeout(
      () =>
        setImmediate(() => {
          if (!fim) {
            fim = true;
            falha(erro());
          }
        }),
      ms,
    );
    p.then(
      (v) => {
        if (!fim) {
          fim = true;
          clearTimeout(t);
          ok(v);
        }
      },
      (e) => {
        if (!fim) {
          fim = true;
          clearTimeout(t);
          falha(e);
        }
      },
    );
  });
}

interface EmCurso {
  inicio: number;
  interromper: (erro: Error) => void;
}

export interface OpcoesVigia {
  /** A statement running longer than this makes the vigia ask the server whether it is alive. */
  suspeitaMs: number;
  /** How long the server has to answer that question (connect + SELECT 1). */
  respostaMs: number;
  /** How often the vigia looks at the running statements, and probes again while the server is away. */
  intervaloMs: number;
}

/**
 * Notices a database that stopped answering (a network partition, a frozen server): sockets stay
 * open and TCP keepalive is answered by the kernel, so no error ever arrives and every request
 * would wait. While any statement has been running for more than `suspeitaMs`, the vigia asks the
 * server a SELECT 1 on a connection of its own (outside the pool, which may be full or stuck). No
 * answer in `respostaMs`: the database is declared away, every running statement is cut (503 to
 * its request) and new connections and statements fail at once, until a probe is answered again.
 * A slow statement on a live server costs one SELECT 1 per interval, nothing else.
 */
export class VigiaDoBanco {
  /** True while the server is declared away. */
  fora = false;
  private readonly emCurso = new Set<EmCurso>();
  private relogio: NodeJS.Timeout | null = null;
  private sondando = false;
  private sonda: Client | null = null;
  private parado = false;

  constructor(
    private readonly conexao: ClientConfig,
    private readonly opcoes: OpcoesVigia,
  ) {}

  /** Follows one running statement; the returned function says it is over. */
  acompanhar(interromper: (erro: Error) => void): () => void {
    const item: EmCurso = { inicio: Date.now(), interromper };
    this.emCurso.add(item);
    this.armar();
    return () => {
      this.emCurso.delete(item);
    };
  }

  private armar() {
    if (this.relogio || this.parado) return;
    this.relogio = setInterval(() => this.olhar(), this.opcoes.intervaloMs);
    this.relogio.unref();
  }

  private olhar() {
    if (this.fora) {
      void this.sondar();
      return;
    }
    if (!this.emCurso.size) {
      clearInterval(this.relogio!);
      this.relogio = null;
      return;
    }
    const limite = Date.now() - this.opcoes.suspeitaMs;
    for (const q of this.emCurso) {
      if (q.inicio <= limite) {
        void this.sondar();
        return;
      }
    }
  }

  private async sondar() {
    if (this.sondando || this.parado) return;
    this.sondando = true;
    try {
      const vivo = await this.responde();
      if (vivo && this.fora) {
        this.fora = false;
        logger.warn('o banco de dados voltou a responder');
      } else if (!vivo && !this.fora) {
        this.fora = true;
        logger.error({ emCurso: this.emCurso.size }, 'o banco de dados não responde: consultas em curso interrompidas');
        for (const q of [...this.emCurso]) q.interromper(erroBancoSemResposta());
        this.armar();
      }
    } finally {
      this.sondando = false;
    }
  }

  private async responde(): Promise<boolean> {
    try {
      if (!this.sonda) {
        const c = new Client({ ...this.conexao, connectionTimeoutMillis: this.opcoes.respostaMs, statement_timeout: this.opcoes.respostaMs });
        c.on('error', () => this.descartarSonda(c));
        this.sonda = c;
        await c.connect();
        if (this.parado) {
          this.descartarSonda(c);
          return true;
        }
        // The probe never keeps the process alive.
        (c as unknown as { connection: { stream: { unref?: () => void } } }).connection.stream.unref?.();
      }
      await comLimite(this.sonda.query<{ '?column?': number }>('SELECT 1'), this.opcoes.respostaMs, erroBancoSemResposta);
      return true;
    } catch (erro) {
      if (this.sonda) this.descartarSonda(this.sonda);
      // The server answered, even if with a refusal (too many connections): it is alive.
      const codigo = (erro as { code?: string }).code;
      return codigo === '53300' || codigo === '28P01' || codigo === '28000';
    }
  }

  private descartarSonda(c: Client) {
    if (this.sonda === c) this.sonda = null;
    (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }

  parar() {
    this.parado = true;
    if (this.relogio) clearInterval(this.relogio);
    this.relogio = null;
    if (this.sonda) this.descartarSonda(this.sonda);
  }
}
