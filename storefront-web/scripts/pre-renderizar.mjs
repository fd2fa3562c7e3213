// After `vite build`: writes the HTML the browser paints before any JavaScript runs.
//  - dist/paginas/index.html and dist/paginas/login.html: a visitor's first render of `/` and
//    `/login` (src/app/preRenderizar.tsx, built for Node with `vite build --ssr`), which main.tsx
//    hydrates;
//  - dist/index.html (every other address): the static shell, top bar and reserved height.
// It also checks that every Mantine class the built JavaScript names is in the built CSS
// (src/app/estilosMantine.ts imports only the components in use).
// Then the brotli and gzip copies of the whole dist/ (scripts/precomprimir.mjs), so they match.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precomprimirPasta } from '../../scripts/precomprimir.mjs';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(raiz, 'dist');
const distSsr = path.join(raiz, 'dist-ssr');

await build({
  root: raiz,
  configFile: path.join(raiz, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/app/preRenderizar.tsx', outDir: distSsr, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'preRenderizar.mjs' } } },
  // Everything bundled: the Node run needs no workspace resolution and sees the same CSS-module names.
  ssr: { noExternal: true, external: ['@ericblade/quagga2'] },
});

const { preRenderizar, preRenderizarCasca, PAGINAS_PRE_RENDERIZADAS, ATRIBUTO_PAGINA } = await import(
  pathToFileURL(path.join(distSsr, 'preRenderizar.mjs')).href
);
/**
 * The layout's CSS (its chunk's and its static imports', from Vite's manifest), linked in the head:
 * every page is painted inside the layout before any script runs, and would jump when the chunk
 * brought its CSS. (Vite's loader finds the link already there and does not add it again.)
 */
const manifesto = JSON.parse(await fs.readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
function cssDoChunk(chave, vistos = new Set()) {
  if (vistos.has(chave) || !manifesto[chave]) return [];
  vistos.add(chave);
  return [...(manifesto[chave].css ?? []), ...(manifesto[chave].imports ?? []).flatMap((i) => cssDoChunk(i, vistos))];
}
const original = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const cssLayout = [...new Set(cssDoChunk('src/layout/LayoutLoja.tsx'))].filter((css) => !original.includes(`/${css}"`));
if (!cssLayout.length) throw new Error('manifest.json sem o CSS de src/layout/LayoutLoja.tsx');
/**
 * The head of the written pages: stylesheets first (with the layout's), then the scripts at low
 * priority. The page is on screen from the HTML and the CSS alone, so the 140 KB of JavaScript must
 * not compete with them on a slow link (Chromium fetches module scripts at high priority, and
 * Lighthouse counts a high-priority script as holding the first paint).
 */
function cabecaDasPaginas(html) {
  const folhas = [...html.matchAll(/^\s*<link rel="stylesheet"[^>]*>\n/gm)].map((m) => m[0]);
  let cabeca = folhas.reduce((h, f) => h.replace(f, ''), html);
  const primeiroScript = cabeca.search(/^\s*<script type="module"/m);
  if (primeiroScript < 0) throw new Error('dist/index.html sem <script type="module">');
  const novas = [...folhas.map((f) => f.trim()), ...cssLayout.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)];
  cabeca = cabeca.slice(0, primeiroScript) + novas.map((f) => `    ${f}\n`).join('') + cabeca.slice(primeiroScript);
  return cabeca
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}
const modelo = cabecaDasPaginas(original);

/** The stylesheets the HTML links: all the CSS there is before any script runs. */
const cssInicial = (
  await Promise.all([...modelo.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => fs.readFile(path.join(dist, m[1]), 'utf8')))
).join('\n');
/** Fails when the HTML uses a CSS-module class (`_nome_hash_n`) whose CSS would arrive only with a later chunk. */
function exigirCssInicial(caminho, html) {
  const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => /^_[A-Za-z][\w-]*_[a-z0-9]+_\d+$/.test(c)));
  const faltam = [...classes].filter((c) => !cssInicial.includes(`.${c}`));
  if (faltam.length) throw new Error(`${caminho}: classes sem CSS nas folhas do <head> (só chegariam com um chunk depois da pintura): ${faltam.join(', ')}`);
}
const RAIZ_VAZIA = '<div id="root"></div>';
if (!original.includes(RAIZ_VAZIA)) throw new Error(`dist/index.html sem ${RAIZ_VAZIA}`);

for (const caminho of PAGINAS_PRE_RENDERIZADAS) {
  const html = await preRenderizar(caminho);
  exigirCssInicial(caminho, html);
  const arquivo = path.join(dist, 'paginas', caminho === '/' ? 'index.html' : `${caminho.slice(1)}.html`);
  await fs.mkdir(path.dirname(arquivo), { recursive: true });
  await fs.writeFile(arquivo, modelo.replace(RAIZ_VAZIA, `<div id="root" ${ATRIBUTO_PAGINA}="${caminho}">${html}</div>`));
  console.log(`pré-renderizada: ${caminho} -> ${path.relative(raiz, arquivo)} (${(html.length / 1024).toFixed(1)} KB)`);
}
const casca = preRenderizarCasca();
exigirCssInicial('casca', casca);
await fs.writeFile(path.join(dist, 'index.html'), modelo.replace(RAIZ_VAZIA, `<div id="root">${casca}</div>`));
await fs.rm(distSsr, { recursive: true, force: true });

/** Mantine's class names (m_ and 8 hex digits) named in the JavaScript and absent from every stylesheet of dist/. */
async function classesMantineSemCss() {
  const assets = path.join(dist, 'assets');
  const nomes = await fs.readdir(assets);
  const ler = (filtro) => Promise.all(nomes.filter(filtro).map((n) => fs.readFile(path.join(assets, n), 'utf8')));
  const css = (await ler((n) => n.endsWith('.css'))).join('\n');
  const usadas = new Set((await ler((n) => n.endsWith('.js'))).flatMap((js) => [...js.matchAll(/[`"'](m_[0-9a-f]{8})[`"']/g)].map((m) => m[1])));
  return [...usadas].filter((c) => !css.includes(c));
}
/** The component stylesheets of src/app/estilosMantine.ts out of the order they have in Mantine's styles.css. */
async function estilosForaDeOrdem() {
  const estilos = path.join(raiz, 'node_modules', '@mantine', 'core', 'styles');
  const completo = await fs.readFile(path.join(raiz, 'node_modules', '@mantine', 'core', 'styles.css'), 'utf8');
  const importados = [
    ...(await fs.readFile(path.join(raiz, 'src', 'app', 'estilosMantine.ts'), 'utf8')).matchAll(/'@mantine\/core\/styles\/([A-Z]\w*)\.css'/g),
  ].map((m) => m[1]);
  const posicoes = await Promise.all(
    importados.map(async (n) => completo.indexOf((await fs.readFile(path.join(estilos, `${n}.css`), 'utf8')).trim().slice(0, 300))),
  );
  return importados.filter((n, i) => posicoes[i] < 0 || (i > 0 && posicoes[i] < posicoes[i - 1]));
}
const foraDeOrdem = await estilosForaDeOrdem();
if (foraDeOrdem.length) throw new Error(`src/app/estilosMantine.ts fora da ordem de @mantine/core/styles.css em: ${foraDeOrdem.join(', ')}`);

const faltam = await classesMantineSemCss();
if (faltam.length) {
  const estilos = path.join(raiz, 'node_modules', '@mantine', 'core', 'styles');
  const arquivos = await fs.readdir(estilos);
  const onde = await Promise.all(
    faltam.map(async (c) => {
      for (const a of arquivos)
        if (!a.includes('.layer.') && (await fs.readFile(path.join(estilos, a), 'utf8')).includes(c)) return `${c} (@mantine/core/styles/${a})`;
      return c;
    }),
  );
  throw new Error(`CSS do Mantine faltando em src/app/estilosMantine.ts: ${onde.join(', ')}`);
}

const t = await precomprimirPasta(dist);
console.log(
  `precomprimir: ${t.arquivos} arquivos, ${(t.bruto / 1024).toFixed(1)} KB -> brotli ${(t.br / 1024).toFixed(1)} KB, gzip ${(t.gz / 1024).toFixed(1)} KB`,
);
