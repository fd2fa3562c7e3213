import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const caminho = (relativo: string) => fileURLToPath(new URL(relativo, import.meta.url));
const gateway = process.env.SW_GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  base: '/',
  // The .br and .gz copies of every text asset (sent by the gateway by Accept-Encoding) are written by
  // scripts/pre-renderizar.mjs, after it adds the pre-rendered pages.
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@sw\/common$/, replacement: caminho('../common/src/index.ts') },
      { find: /^@sw\/client\/gql$/, replacement: caminho('../client/src/gql/graphql.ts') },
      { find: /^@sw\/client$/, replacement: caminho('../client/src/index.ts') },
    ],
  },
  server: {
    port: 5174,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/api': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: caminho('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/pre-renderizar.mjs links the layout chunk's CSS in the HTML it writes.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared workspace sources are plain modules: importing one name from their barrels
        // must not pull every field and provider into the entry chunk.
        moduleSideEffects: [{ test: /[\\/](client|common)[\\/]src[\\/].*\.tsx?$/, sideEffects: false }],
      },
    },
  },
});
