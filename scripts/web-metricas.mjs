#!/usr/bin/env node
// Web budget and paint times (npm run bench:web).
//  (a) Each app's initial JavaScript — the entry chunk in the built index.html plus everything it
//      imports statically (what the browser must fetch before the first screen) — gzip-compressed
//      with node:zlib, against the 250 KB budget; exits 1 when an app is over. `--so-tamanho` stops
//      here (seconds; it runs as a step of `npm test`).
//  (b) Starts the real gateway on a fresh embedded database (as e2e/run.mjs does) and loads the main
//      screens in Chromium, printing first contentful paint and largest contentful paint (median of
//      `--repeticoes` cold loads, default 3: a new browser context each time, so nothing is cached).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORCAMENTO_KB = 250;
const args = process.argv.slice(2);
const soTamanho = args.includes('--so-tamanho');
const iRep = args.indexOf('--repeticoes');
const REPETICOES = iRep >= 0 ? Number(args[iRep + 1]) : 3;

const kb = (bytes) => (bytes / 1024).toFixed(1).replace('.', ',');
const gzip = (arquivo) => zlib.gzipSync(fs.readFileSync(arquivo), { level: 9 }).length;

/** The entry chunk and its static imports, followed recursively (dynamic import() is left out: it loads on demand). */
function jsInicial(dist, base) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const local = (url) => path.join(dist, url.startsWith(base) ? url.slice(base.length) : url);
  const entradas = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => local(m[1]));
  if (!entradas.length) throw new Error(`${dist}/index.html sem <script type="module">: rode npm run build.`);
  const vistos = new Set();
  const fila = [...entradas];
  while (fila.length) {
    const arquivo = fila.shift();
    if (vistos.has(arquivo)) continue;
    vistos.add(arquivo);
    const codigo = fs.readFileSync(arquivo, 'utf8');
    // Static forms only: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
    for (const m of codigo.matchAll(/(?:\bimport|\bfrom|\bexport\s*\*\s*from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      fila.push(path.resolve(path.dirname(arquivo), m[1]));
    }
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => local(m[1]));
  return { arquivos: [...vistos], css };
}

function medirTamanhos() {
  const apps = [['Loja (storefront-web)', path.join(RAIZ, 'storefront-web', 'dist'), '/'], ['Painel (panel-web)', path.join(RAIZ, 'panel-web', 'dist'), '/painel/']];
  console.log(`\nJavaScript inicial por app (gzip nível 9; orçamento ${ORCAMENTO_KB} KB)\n`);
  console.log('| app | arquivos | JS bruto | JS gzip | CSS gzip | orçamento |');
  console.log('|---|---:|---:|---:|---:|---|');
  let acima = false;
  for (const [nome, dist, base] of apps) {
    const { arquivos, css } = jsInicial(dist, base);
    const bruto = arquivos.reduce((s, a) => s + fs.statSync(a).size, 0);
    const comprimido = arquivos.reduce((s, a) => s + gzip(a), 0);
    const cssGz = css.reduce((s, a) => s + gzip(a), 0);
    const ok = comprimido <= ORCAMENTO_KB * 1024;
    if (!ok) acima = true;
    console.log(`| ${nome} | ${arquivos.length} | ${kb(bruto)} KB | ${kb(comprimido)} KB | ${kb(cssGz)} KB | ${ok ? 'dentro' : `ACIMA (+${kb(comprimido - ORCAMENTO_KB * 1024)} KB)`} |`);
    if (args.includes('--detalhes')) {
      for (const a of arquivos.sort((x, y) => gzip(y) - gzip(x))) console.log(`    ${kb(gzip(a)).padStart(7)} KB  ${path.basename(a)}`);
    }
  }
  return !acima;
}

const portaLivre = () => new Promise((ok, erro) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
  s.on('error', erro);
});

/** FCP and LCP of the current document, read from the buffered performance entries once the page is quiet. */
const PINTURAS = () => new Promise((ok) => {
  const r = { fcp: null, lcp: null };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') r.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { const e = l.getEntries(); if (e.length) r.lcp = e[e.length - 1].startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => ok(r), 1000);
});

async function medirPinturas() {
  const exigir = createRequire(path.join(RAIZ, 'e2e', 'package.json'));
  const { chromium } = exigir('playwright-core');
  const pg = exigir('pg');
  const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium não encontrado em ${CHROMIUM} (defina CHROMIUM_PATH).`);

  const porta = await portaLivre();
  const pgPorta = await portaLivre();
  const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-web-'));
  fs.chmodSync(dados, 0o755);
  const databaseUrl = `postgres://sw:sw-local@127.0.0.1:${pgPorta}/experiencias`;
  const gateway = spawn(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'main.js')], {
    cwd: RAIZ,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The same settings as the e2e run (the built apps served by the gateway); its own embedded database, seeded with the demo.
    env: { ...process.env, PORT: String(porta), SW_DATA_DIR: dados, SW_PG_PORT: String(pgPorta), DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development', SW_URL_PUBLICA: `http://localhost:${porta}` },
  });
  const BASE = `http://localhost:${porta}`;
  let navegador;
  try {
    const limite = Date.now() + 180_000;
    for (;;) {
      if (gateway.exitCode !== null) throw new Error('o gateway terminou antes de ficar pronto');
      try { if ((await fetch(`${BASE}/healthz`)).ok) break; } catch { /* still starting */ }
      if (Date.now() > limite) throw new Error('o gateway não ficou pronto em 180 s');
      await new Promise((r) => setTimeout(r, 300));
    }
    const banco = new pg.Client({ connectionString: databaseUrl });
    await banco.connect();
    const [oferta] = (await banco.query(`SELECT e.categoria_id, o.experiencia_id FROM ofertas o JOIN ofertas_experiencias e ON e.id = o.experiencia_id ORDER BY o.id LIMIT 1`)).rows;
    await banco.end();
    const lojaUrl = oferta ? `/loja?categoria=${oferta.categoria_id}&experience=${oferta.experiencia_id}` : '/loja';

    navegador = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    const opcoes = { viewport: { width: 1280, height: 800 }, locale: 'pt-BR' };
    /** Signs in once through the real login screen and keeps the storage (token) for the cold loads. */
    async function sessao(url, cpf, destino) {
      const c = await navegador.newContext(opcoes);
      const p = await c.newPage();
      await p.goto(BASE + url);
      await p.getByLabel(/^CPF/).fill(cpf);
      await p.getByLabel(/^Senha/).fill('Demo@2026');
      await p.getByRole('button', { name: 'ENTRAR' }).click();
      await p.waitForURL(BASE + destino, { timeout: 30_000 });
      const estado = await c.storageState();
      await c.close();
      return estado;
    }
    const loja = await sessao('/login', '700.000.007-44', '/home');
    const painel = await sessao('/painel', '300.000.003-88', '/painel/dashboard');
    const telas = [
      ['Loja: início (/)', '/', undefined],
      ['Loja: login', '/login', undefined],
      ['Loja: home (com sessão)', '/home', loja],
      [`Loja: catálogo (${lojaUrl})`, lojaUrl, loja],
      ['Painel: login', '/painel', undefined],
      ['Painel: dashboard', '/painel/dashboard', painel],
      ['Painel: resgates', '/painel/resgates', painel],
      ['Painel: vendedores', '/painel/vendedores', painel],
    ];
    const mediana = (v) => { const s = v.filter((x) => x != null).sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)] : null; };
    const ms = (v) => (v == null ? '—' : `${Math.round(v)} ms`);
    console.log(`\nPinturas no Chromium (mediana de ${REPETICOES} carregamentos a frio, 1280×800)\n`);
    console.log('| tela | FCP | LCP |');
    console.log('|---|---:|---:|');
    for (const [nome, url, estado] of telas) {
      const fcp = [];
      const lcp = [];
      for (let i = 0; i < REPETICOES; i++) {
        const c = await navegador.newContext({ ...opcoes, storageState: estado });
        const p = await c.newPage();
        await p.goto(BASE + url, { waitUntil: 'networkidle', timeout: 60_000 });
        const r = await p.evaluate(PINTURAS);
        fcp.push(r.fcp);
        lcp.push(r.lcp);
        await c.close();
      }
      console.log(`| ${nome} | ${ms(mediana(fcp))} | ${ms(mediana(lcp))} |`);
    }
  } finally {
    await navegador?.close();
    gateway.kill('SIGTERM');
    await new Promise((ok) => {
      if (gateway.exitCode !== null) return ok();
      const t = setTimeout(() => { gateway.kill('SIGKILL'); ok(); }, 15_000);
      gateway.on('exit', () => { clearTimeout(t); ok(); });
    });
    fs.rmSync(dados, { recursive: true, force: true });
  }
}

const dentro = medirTamanhos();
if (!soTamanho) {
  try {
    await medirPinturas();
  } catch (e) {
    console.error(`Falha ao medir as telas: ${e.message}`);
    process.exit(1);
  }
}
if (!dentro) {
  console.error(`\nJavaScript inicial acima do orçamento de ${ORCAMENTO_KB} KB gzip.`);
  process.exit(1);
}
