import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precomprimir } from '../scripts/precomprimir.mjs';

const aqui = (caminho: string) => fileURLToPath(new URL(caminho, import.meta.url));

/** The staff panel, served under /painel. */
export default defineConfig({
  base: '/painel/',
  // precomprimir: .br and .gz copies of every text asset, sent by the gateway by Accept-Encoding.
  plugins: [react(), precomprimir()],
  resolve: {
    alias: [
      { find: /^@sw\/common$/, replacement: aqui('../common/src/index.ts') },
      { find: /^@sw\/client$/, replacement: aqui('../client/src/index.ts') },
      { find: /^@sw\/client\/gql$/, replacement: aqui('../client/src/gql/graphql.ts') },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/api': 'http://localhost:4000',
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
});
