// Brotli (.br) and gzip (.gz) copies of every text file of a built app, written next to it at build
// time, so the gateway (gateway/src/core/estaticos.ts) sends them by Accept-Encoding without
// compressing per request. Used as a Vite plugin by storefront-web and panel-web; also runs by hand:
// `node scripts/precomprimir.mjs <pasta>`.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing (images and fonts are compressed already). */
const COMPRIMIVEIS = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|map|wasm)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
const MINIMO_BYTES = 256;

async function arquivos(pasta) {
  const lista = [];
  for (const e of await fs.readdir(pasta, { withFileTypes: true })) {
    const caminho = path.join(pasta, e.name);
    if (e.isDirectory()) lista.push(...(await arquivos(caminho)));
    else if (e.isFile() && COMPRIMIVEIS.test(e.name)) lista.push(caminho);
  }
  return lista;
}

/** Writes `<arquivo>.br` (quality 11) and `<arquivo>.gz` (level 9) for each text file; returns the totals. */
export async function precomprimirPasta(pasta) {
  const total = { arquivos: 0, bruto: 0, br: 0, gz: 0 };
  await Promise.all(
    (await arquivos(pasta)).map(async (arquivo) => {
      const conteudo = await fs.readFile(arquivo);
      // A copy left from an older build would otherwise be sent for the new file.
      await Promise.all(['.br', '.gz'].map((ext) => fs.rm(arquivo + ext, { force: true })));
      if (conteudo.length < MINIMO_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(conteudo, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length } }),
        gzip(conteudo, { level: 9 }),
      ]);
      total.arquivos += 1;
      total.bruto += conteudo.length;
      if (br.length < conteudo.length) {
        await fs.writeFile(`${arquivo}.br`, br);
        total.br += br.length;
      }
      if (gz.length < conteudo.length) {
        await fs.writeFile(`${arquivo}.gz`, gz);
        total.gz += gz.length;
      }
    }),
  );
  return total;
}

/** Vite plugin: compresses the output folder once the build has written it. */
export function precomprimir() {
  let saida = 'dist';
  return {
    name: 'sw-precomprimir',
    apply: 'build',
    configResolved(config) {
      saida = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const t = await precomprimirPasta(saida);
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
      console.log(`precomprimir: ${t.arquivos} arquivos, ${kb(t.bruto)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pasta = process.argv[2];
  if (!pasta) {
    console.error('Uso: node scripts/precomprimir.mjs <pasta do build>');
    process.exit(2);
  }
  console.log(await precomprimirPasta(path.resolve(pasta)));
}
