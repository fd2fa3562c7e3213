export function precomprimirPasta(pasta: string): Promise<{ arquivos: number; bruto: number; br: number; gz: number }>;
/** A Vite plugin (structural type, so this file needs no vite types of its own). */
export function precomprimir(): {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  writeBundle(): Promise<void>;
};
