#!/usr/bin/env node
// Web budget and Lighthouse scores (npm run bench:web).
//  (a) Each app's initial route as it travels: index.html, the entry chunk plus everything it imports
//      statically (what the browser must fetch before the first screen) and the stylesheet, fetched
//      from the gateway's own static server (gateway/dist/core/estaticos.js, no database) with
//      `Accept-Encoding: br, gzip` and with `gzip` only, counting the bytes of the response bodies.
//      The JavaScript sent as gzip is held to the ORCAMENTO_KB budget; exits 1 when an app is over
//      (or when a file travels uncompressed). `--so-tamanho` stops here (seconds; a step of `npm test`).
//  (b) Starts the real gateway on a fresh embedded database (as e2e/run.mjs does) and runs Lighthouse
//      (e2e's devDependency, mobile defaults: simulated slow 4G, CPU slowed 4x) on the main screens,
//      `--repeticoes` times each (default 3, a new Chromium profile each time, so nothing is cached),
//      printing the median of the performance and accessibility scores, FCP, LCP, TBT, CLS and the
//      bytes transferred. The member's pages get the session the storefront keeps in localStorage.
//      `--anterior <pasta>` also serves another storefront build (a copy of an older storefront-web/dist)
//      from a second gateway on the same database, and measures each storefront screen on both in turns
//      (old, new, old, new...): on a shared machine the load changes from one minute to the next, so only
//      measurements taken side by side compare.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { encerrarProcesso } from './processos.mjs';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each app's initial JavaScript as sent with gzip (the larger of the two encodings browsers take), in KB. */
const ORCAMENTO_KB = { loja: 175, painel: 210 };
const args = process.argv.slice(2);
const soTamanho = args.includes('--so-tamanho');
const iRep = args.indexOf('--repeticoes');
const REPETICOES = iRep >= 0 ? Number(args[iRep + 1]) : 3;
const iTelas = args.indexOf('--telas');
const FILTRO_TELAS = iTelas >= 0 ? new RegExp(args[iTelas + 1]) : null;
const iCpu = args.indexOf('--cpu');
/**
 * Lighthouse's CPU slowdown (default 4, its mobile preset). Its docs calibrate the 4x on a host with a
 * benchmark index around 1000 or more; on a slower or busy host a smaller factor models the same phone.
 */
const CPU = iCpu >= 0 ? Number(args[iCpu + 1]) : 4;
const iJson = args.indexOf('--json');
/** Folder where each Lighthouse report is kept (`--json <pasta>`), to look into what a score is made of. */
const PASTA_JSON = iJson >= 0 ? path.resolve(args[iJson + 1]) : null;
const iAnterior = args.indexOf('--anterior');
/** Another storefront build (`--anterior <pasta>`), measured alternately with the current one. */
const LOJA_ANTERIOR = iAnterior >= 0 ? path.resolve(args[iAnterior + 1]) : null;
if (LOJA_ANTERIOR && !fs.existsSync(path.join(LOJA_ANTERIOR, 'index.html'))) throw new Error(`${LOJA_ANTERIOR}/index.html ausente (--anterior).`);

const kb = (bytes) => (bytes / 1024).toFixed(1).replace('.', ',');
const exigirGateway = createRequire(path.join(RAIZ, 'gateway', 'package.json'));

/** The entry chunk and its static imports, followed recursively (dynamic import() is left out: it loads on demand). */
function jsInicial(dist, base) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const url = (arquivo) => base + path.relative(dist, arquivo).split(path.sep).join('/');
  const local = (u) => path.join(dist, u.startsWith(base) ? u.slice(base.length) : u);
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
  return { js: [...vistos].map(url), css: css.map(url) };
}

/** GET over real HTTP without decompressing: the body's size as it travelled and its Content-Encoding. */
const baixar = (base, caminho, acceptEncoding) =>
  new Promise((ok, erro) => {
    http
      .get(base + caminho, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (p) => {
          bytes += p.length;
        });
        res.on('end', () => ok({ status: res.statusCode, bytes, codificacao: res.headers['content-encoding'] ?? 'identity' }));
        res.on('error', erro);
      })
      .on('error', erro);
  });

async function medirTamanhos() {
  const express = exigirGateway('express');
  const estaticos = path.join(RAIZ, 'gateway', 'dist', 'core', 'estaticos.js');
  if (!fs.existsSync(estaticos)) throw new Error('gateway/dist ausente: rode npm run build.');
  const { servirSpa } = exigirGateway(estaticos);
  const apps = [
    ['Loja (storefront-web)', path.join(RAIZ, 'storefront-web', 'dist'), '/', ORCAMENTO_KB.loja],
    ['Painel (panel-web)', path.join(RAIZ, 'panel-web', 'dist'), '/painel/', ORCAMENTO_KB.painel],
  ];
  // The gateway's own static handler, as mounted in app.ts, on a throwaway port.
  const app = express();
  servirSpa(app, '/painel', apps[1][1], 'O painel');
  servirSpa(app, '/', apps[0][1], 'A loja');
  const servidor = await new Promise((ok) => {
    const s = app.listen(0, '127.0.0.1', () => ok(s));
  });
  const base = `http://127.0.0.1:${servidor.address().port}`;
  console.log(
    `\nRota inicial por app, bytes na rede (servidor estático do gateway; orçamento do JS em gzip: loja ${ORCAMENTO_KB.loja} KB, painel ${ORCAMENTO_KB.painel} KB)\n`,
  );
  console.log('| app | arquivos JS | HTML br | JS br | CSS br | total br | JS gzip | total gzip | orçamento |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  let falhou = false;
  try {
    for (const [nome, dist, prefixo, orcamento] of apps) {
      const { js, css } = jsInicial(dist, prefixo);
      const soma = async (lista, ae) => {
        let total = 0;
        for (const caminho of lista) {
          const r = await baixar(base, caminho, ae);
          if (r.status !== 200) throw new Error(`${caminho}: HTTP ${r.status}`);
          if (r.codificacao === 'identity' && r.bytes >= 1024) {
            falhou = true;
            console.error(`  ${caminho} saiu sem compressão (${ae}): falta a cópia pré-comprimida?`);
          }
          total += r.bytes;
          if (args.includes('--detalhes') && ae.startsWith('br')) console.log(`    ${kb(r.bytes).padStart(7)} KB  ${caminho}`);
        }
        return total;
      };
      const htmlBr = await soma([prefixo], 'br, gzip');
      const jsBr = await soma(js, 'br, gzip');
      const cssBr = await soma(css, 'br, gzip');
      const htmlGz = await soma([prefixo], 'gzip');
      const jsGz = await soma(js, 'gzip');
      const cssGz = await soma(css, 'gzip');
      const ok = jsGz <= orcamento * 1024;
      if (!ok) falhou = true;
      console.log(
        `| ${nome} | ${js.length} | ${kb(htmlBr)} KB | ${kb(jsBr)} KB | ${kb(cssBr)} KB | ${kb(htmlBr + jsBr + cssBr)} KB | ${kb(jsGz)} KB | ${kb(htmlGz + jsGz + cssGz)} KB | ${ok ? 'dentro' : `ACIMA (+${kb(jsGz - orcamento * 1024)} KB)`} |`,
      );
    }
  } finally {
    servidor.close();
  }
  return !falhou;
}

const portaLivre = () =>
  new Promise((ok, erro) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
    s.on('error', erro);
  });

const mediana = (v) => {
  const s = v.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

/** Lighthouse's Chromium flags for a shared machine without a display. */
const FLAGS_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function medirLighthouse() {
  const exigir = createRequire(path.join(RAIZ, 'e2e', 'package.json'));
  const { chromium } = exigir('playwright-core');
  const pg = exigir('pg');
  let lighthouse;
  try {
    lighthouse = (await import(pathToFileURL(exigir.resolve('lighthouse')).href)).default;
  } catch {
    throw new Error('lighthouse não instalado: rode npm run build (devDependency de e2e).');
  }
  const exigirLh = createRequire(exigir.resolve('lighthouse'));
  const chromeLauncher = await import(pathToFileURL(exigirLh.resolve('chrome-launcher')).href);
  const puppeteer = (await import(pathToFileURL(exigirLh.resolve('puppeteer-core')).href)).default;
  const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium não encontrado em ${CHROMIUM} (defina CHROMIUM_PATH).`);

  const porta = await portaLivre();
  const pgPorta = await portaLivre();
  const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-web-'));
  fs.chmodSync(dados, 0o755);
  const databaseUrl = `postgres://sw:sw-local@127.0.0.1:${pgPorta}/experiencias`;
  // The same settings as the e2e run (the built apps served by the gateway); its own embedded database, seeded with the demo.
  const ambiente = (p) => ({
    ...process.env,
    PORT: String(p),
    SW_DATA_DIR: dados,
    SW_PG_PORT: String(pgPorta),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SW_URL_PUBLICA: `http://localhost:${p}`,
  });
  const subir = (env) => spawn(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'main.js')], { cwd: RAIZ, stdio: ['ignore', 'inherit', 'inherit'], env });
  const gateways = [subir(ambiente(porta))];
  const BASE = `http://localhost:${porta}`;
  let BASE_ANTERIOR = null;
  let navegador;
  const pronto = async (processo, base) => {
    const limite = Date.now() + 180_000;
    for (;;) {
      if (processo.exitCode !== null) throw new Error('o gateway terminou antes de ficar pronto');
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        /* still starting */
      }
      if (Date.now() > limite) throw new Error('o gateway não ficou pronto em 180 s');
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  try {
    await pronto(gateways[0], BASE);
    if (LOJA_ANTERIOR) {
      // The older storefront build on a second gateway over the same database and files (sessions, banners).
      const portaAnterior = await portaLivre();
      gateways.push(subir({ ...ambiente(portaAnterior), DATABASE_URL: databaseUrl, SW_LOJA_DIR: LOJA_ANTERIOR, SW_SEED: 'false' }));
      BASE_ANTERIOR = `http://localhost:${portaAnterior}`;
      await pronto(gateways[1], BASE_ANTERIOR);
    }
    const banco = new pg.Client({ connectionString: databaseUrl });
    await banco.connect();
    const [oferta] = (
      await banco.query(
        `SELECT e.categoria_id, o.experiencia_id, o.codigo FROM ofertas o JOIN ofertas_experiencias e ON e.id = o.experiencia_id WHERE o.pontos > 0 ORDER BY o.id LIMIT 1`,
      )
    ).rows;
    await banco.end();
    const lojaUrl = oferta ? `/loja?categoria=${oferta.categoria_id}&experience=${oferta.experiencia_id}` : '/loja';

    // One sign-in per app through the real login screen; its localStorage (the session) is put back
    // before each measured load.
    navegador = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    async function sessao(url, cpf, destino) {
      const c = await navegador.newContext({ locale: 'pt-BR' });
      const p = await c.newPage();
      await p.goto(BASE + url);
      await p.getByLabel(/^CPF/).fill(cpf);
      await p.getByLabel(/^Senha/).fill('Demo@2026');
      await p.getByRole('button', { name: 'ENTRAR' }).click();
      await p.waitForURL(BASE + destino, { timeout: 60_000 });
      const itens = (await c.storageState()).origins.find((o) => o.origin === BASE)?.localStorage ?? [];
      await c.close();
      return itens;
    }

    // [name, address, whose session]; only the sessions a selected screen needs are opened.
    const escolhidas = [
      ['Loja: login', '/login', null],
      ['Loja: início (/)', '/', null],
      ['Loja: cadastro', '/cadastrar', null],
      ['Loja: home', '/home', 'loja'],
      ['Loja: catálogo', lojaUrl, 'loja'],
      ['Loja: prêmio', oferta ? `/premio/${encodeURIComponent(oferta.codigo)}` : '/premio/x', 'loja'],
      ['Loja: pontuações', '/pontuacoes', 'loja'],
      ['Painel: login', '/painel', null],
      ['Painel: dashboard', '/painel/dashboard', 'painel'],
    ].filter(([nome, url]) => !FILTRO_TELAS || FILTRO_TELAS.test(url) || FILTRO_TELAS.test(nome));
    const precisa = (quem) => escolhidas.some(([, , s]) => s === quem);
    const sessoes = {
      loja: precisa('loja') ? await sessao('/login', '700.000.007-44', '/home') : null,
      painel: precisa('painel') ? await sessao('/painel', '300.000.003-88', '/painel/dashboard') : null,
    };
    await navegador.close();
    navegador = null;
    const telas = escolhidas.map(([nome, url, quem]) => [nome, url, quem ? sessoes[quem] : null]);

    /** One cold Lighthouse run: a new Chromium profile (empty cache), the session put in localStorage first. */
    async function rodar(base, url, armazenamento) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS_CHROMIUM });
      try {
        if (armazenamento) {
          const b = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
          const p = await b.newPage();
          await p.goto(`${base}/healthz`);
          await p.evaluate((itens) => {
            for (const { name, value } of itens) localStorage.setItem(name, value);
          }, armazenamento);
          await p.close();
          await b.disconnect();
        }
        const r = await lighthouse(base + url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          throttling: {
            rttMs: 150,
            throughputKbps: 1638.4,
            requestLatencyMs: 562.5,
            downloadThroughputKbps: 1474.56,
            uploadThroughputKbps: 675,
            cpuSlowdownMultiplier: CPU,
          },
          // Keeps the session just written; the profile is new, so the cache is empty anyway.
          disableStorageReset: Boolean(armazenamento),
        });
        const lhr = r.lhr;
        if (PASTA_JSON) {
          fs.mkdirSync(PASTA_JSON, { recursive: true });
          const versao = base === BASE ? '' : '-anterior';
          fs.writeFileSync(path.join(PASTA_JSON, `${url.replace(/[^a-z0-9]+/gi, '_')}${versao}-${Date.now()}.json`), r.report);
        }
        if (lhr.runtimeError) console.error(`  ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const a = (id) => lhr.audits[id]?.numericValue ?? null;
        return {
          desempenho: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
          acessibilidade: lhr.categories.accessibility.score == null ? null : Math.round(lhr.categories.accessibility.score * 100),
          fcp: a('first-contentful-paint'),
          lcp: a('largest-contentful-paint'),
          tbt: a('total-blocking-time'),
          cls: a('cumulative-layout-shift'),
          bytes: a('total-byte-weight'),
          urlFinal: lhr.finalDisplayedUrl,
          indice: lhr.environment?.benchmarkIndex ?? null,
        };
      } finally {
        await chrome.kill();
      }
    }

    const ms = (v) => (v == null ? '—' : `${Math.round(v).toLocaleString('pt-BR')} ms`);
    console.log(
      `\nLighthouse ${JSON.parse(fs.readFileSync(exigir.resolve('lighthouse/package.json'), 'utf8')).version}, celular (4G lenta simulada, CPU ${CPU}× mais lenta); mediana de ${REPETICOES} carregamentos a frio\n`,
    );
    console.log('| tela | desempenho | acessibilidade | FCP | LCP | TBT | CLS | transferido |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const linha = (nome, url, runs) => {
      const m = (campo) => mediana(runs.map((r) => r[campo]));
      console.log(
        `| ${nome} (\`${url}\`) | ${m('desempenho')} | ${m('acessibilidade')} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${m('cls') == null ? '—' : m('cls').toFixed(3).replace('.', ',')} | ${m('bytes') == null ? '—' : `${kb(m('bytes'))} KB`} |`,
      );
      if (args.includes('--detalhes'))
        console.log(
          `    desempenho de cada carga: ${runs.map((r) => r.desempenho).join(', ')}; TBT: ${runs.map((r) => Math.round(r.tbt)).join(', ')} ms; benchmarkIndex do host: ${runs.map((r) => Math.round(r.indice)).join(', ')}`,
        );
    };
    for (const [nome, url, armazenamento] of telas) {
      // The older build (--anterior) only for the storefront's screens, each of its loads right before one of the current build.
      const comparar = BASE_ANTERIOR && !url.startsWith('/painel');
      const runs = [];
      const anteriores = [];
      for (let i = 0; i < REPETICOES; i++) {
        if (comparar) anteriores.push(await rodar(BASE_ANTERIOR, url, armazenamento));
        runs.push(await rodar(BASE, url, armazenamento));
      }
      for (const [base, lista] of [
        [BASE, runs],
        [BASE_ANTERIOR, anteriores],
      ]) {
        const desvio = lista.find((r) => !r.urlFinal.startsWith(base + url.split('?')[0]));
        if (desvio) console.error(`  ${url} terminou em ${desvio.urlFinal}`);
      }
      if (comparar) linha(`${nome}, anterior`, url, anteriores);
      linha(nome, url, runs);
    }
  } finally {
    await navegador?.close();
    // The second gateway first: it uses the first one's database.
    for (const gateway of gateways.reverse()) await encerrarProcesso(gateway);
    fs.rmSync(dados, { recursive: true, force: true });
  }
}

const dentro = await medirTamanhos();
if (!soTamanho) {
  try {
    await medirLighthouse();
  } catch (e) {
    console.error(`Falha ao medir as telas: ${e.message}`);
    process.exit(1);
  }
}
if (!dentro) {
  console.error('\nRota inicial acima do orçamento de JavaScript (gzip) ou com arquivos sem compressão.');
  process.exit(1);
}
