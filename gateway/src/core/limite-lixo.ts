import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps the garbage of a long job (the sales import) bounded, without a heap cap on the process.
 *
 * Why: a batch of the import (its rows, the statements' parameters, the database's answers) stays
 * alive while it waits for PostgreSQL, so the young-generation collections that run meanwhile
 * promote it to the old generation, where it becomes garbage a moment later. With no
 * --max-old-space-size, V8 lets the old generation grow to about four times the live heap before a
 * full collection: measured on 50,000 rows, the heap went from 56 MB live to 207 MB before each one
 * (docs/desempenho.md, "Importação e exportação"). A full collection whenever the heap has grown
 * `folga` bytes since the last one keeps the peak at the live heap plus `folga`, for one collection
 * (~100 ms on a 60 MB heap) every few thousand rows.
 */
export class LimiteDeLixo {
  private limite: number;

  constructor(private readonly folga = 24 * 1024 * 1024) {
    this.limite = usado() + folga;
  }

  /** Between two units of work: collects when the heap has grown past the allowance. */
  conferir(): void {
    if (usado() <= this.limite) return;
    const coletar = coletorCompleto();
    if (!coletar) return;
    coletar();
    this.limite = usado() + this.folga;
  }
}

const usado = () => v8.getHeapStatistics().used_heap_size;

let coletor: (() => void) | null | undefined;

/**
 * V8's full collection. The flag only exposes `gc` to contexts created after it is set, so it is
 * taken from a new context once; nothing else of the process changes (no global `gc`).
 */
function coletorCompleto(): (() => void) | null {
  if (coletor === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      const gc: unknown = vm.runInNewContext('gc');
      coletor = typeof gc === 'function' ? (gc as () => void) : null;
    } catch {
      coletor = null;
    }
  }
  return coletor;
}
