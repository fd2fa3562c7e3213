import { CodigoErro, ErroApp } from './errors';

/**
 * A small per-instance semaphore for work that costs memory and CPU of this process (reading an
 * uploaded spreadsheet). At most `vagas()` holders at once; up to `maxFila` more callers wait, in
 * arrival order, at most `esperaMaxMs` each; a caller beyond the queue, or one that waited too
 * long, gets a 503 with `mensagem` (the server is busy, not the caller wrong: try again shortly).
 *
 *   const liberar = await vagas.ocupar();
 *   try { ... } finally { liberar(); }
 *
 * Per instance on purpose: what it protects is this process's memory, and more instances bring
 * more of it.
 */
export interface OpcoesVagas {
  vagas: () => number;
  maxFila: number;
  esperaMaxMs: number;
  mensagem: string;
}

interface Espera {
  entrar: () => void;
  desistir: (erro: ErroApp) => void;
  relogio: ReturnType<typeof setTimeout>;
}

export class Vagas {
  private ocupadas = 0;
  private fila: Espera[] = [];

  constructor(private readonly opcoes: OpcoesVagas) {}

  /** Holders right now, and callers waiting (for tests and metrics). */
  get emUso(): number {
    return this.ocupadas;
  }
  get naFila(): number {
    return this.fila.length;
  }

  /** Waits for a slot and returns the function that gives it back (calling it twice is harmless). */
  async ocupar(): Promise<() => void> {
    if (this.ocupadas < Math.max(1, this.opcoes.vagas()) && this.fila.length === 0) {
      this.ocupadas++;
      return this.liberador();
    }
    if (this.fila.length >= this.opcoes.maxFila) throw this.ocupado();
    await new Promise<void>((entrar, desistir) => {
      const espera: Espera = {
        entrar,
        desistir,
        relogio: setTimeout(() => {
          this.fila = this.fila.filter((e) => e !== espera);
          desistir(this.ocupado());
        }, this.opcoes.esperaMaxMs),
      };
      this.fila.push(espera);
    });
    // The slot was handed over by the holder that left (ocupadas already counts it).
    return this.liberador();
  }

  private liberador(): () => void {
    let liberada = false;
    return () => {
      if (liberada) return;
      liberada = true;
      const proxima = this.ocupadas <= Math.max(1, this.opcoes.vagas()) ? this.fila.shift() : undefined;
      if (proxima) {
        clearTimeout(proxima.relogio);
        proxima.entrar();
      } else {
        this.ocupadas--;
      }
    };
  }

  private ocupado(): ErroApp {
    return new ErroApp(CodigoErro.Indisponivel, this.opcoes.mensagem);
  }
}
