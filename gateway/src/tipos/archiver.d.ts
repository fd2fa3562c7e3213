/** The part of archiver 5 (no bundled types) that core/xlsx-escrita.ts uses. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface Arquivador extends Transform {
    append(fonte: string | Buffer | Readable, dados: { name: string }): this;
    finalize(): Promise<void>;
    /** Drops what is queued and ends the stream (a writing that failed or lost its destination). */
    abort(): this;
  }

  function archiver(formato: 'zip', opcoes?: { zlib?: { level?: number } }): Arquivador;
  export = archiver;
}
