#!/usr/bin/env node
// End-to-end run: starts the real gateway (its own embedded PostgreSQL in a temporary folder, or a
// fresh database on DATABASE_URL's server), then drives both apps in Chromium with node:test.
//
// The files run in lanes (E2E_PISTAS, 2 by default): each lane has a gateway, a database and fakes of
// its own and takes the next file from one queue when its previous file ends, so files of different
// lanes never see each other's data. Most of a browser test is waiting (for the network to go quiet,
// for an animation), which the other lane fills.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';
import { encerrarProcesso } from '../scripts/processos.mjs';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const exigir = createRequire(import.meta.url);

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium não encontrado em ${CHROMIUM}. Instale com "apt-get install -y chromium" ou defina CHROMIUM_PATH.`);
  process.exit(1);
}

/**
 * Free ports for the gateways and their embedded PostgreSQL, taken while every listener of this run (the
 * fakes) is already open and held together, so the kernel cannot hand the same port twice.
 */
async function portasLivres(n) {
  const servidores = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((ok, erro) => {
          const s = net.createServer();
          s.on('error', erro);
          s.listen(0, '127.0.0.1', () => ok(s));
        }),
    ),
  );
  const portas = servidores.map((s) => s.address().port);
  await Promise.all(servidores.map((s) => new Promise((ok) => s.close(ok))));
  return portas;
}

/** The local fakes of one lane: postal codes, e-mail (a folder the tests read) and an OpenID Connect issuer. */
async function iniciarFalsos() {
  const { iniciarCepFalso } = exigir('../gateway/dist/testing/cep-falso.js');
  const { SmtpFalso } = exigir('../gateway/dist/testing/smtp-falso.js');
  const { OidcFalso } = exigir('../gateway/dist/testing/oidc-falso.js');
  const caixaEmail = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-email-'));
  return { cep: await iniciarCepFalso(), caixaEmail, smtp: await SmtpFalso.iniciar(caixaEmail), oidc: await OidcFalso.iniciar() };
}

/** One lane's gateway on a database of its own, answering /healthz. */
async function iniciarAmbiente(falsos, porta, pgPorta) {
  const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-'));
  // As root, the embedded server runs as an unprivileged user that must reach this folder.
  fs.chmodSync(dados, 0o755);
  let databaseUrl = `postgres://sw:sw-local@127.0.0.1:${pgPorta}/experiencias`;
  let bancoExterno = null;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    bancoExterno = { admin: url.toString(), nome: `sw_e2e_${crypto.randomBytes(4).toString('hex')}` };
    url.pathname = `/${bancoExterno.nome}`;
    databaseUrl = url.toString();
  }
  const gateway = spawn(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'main.js')], {
    cwd: RAIZ,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(porta),
      SW_DATA_DIR: dados,
      SW_PG_PORT: String(pgPorta),
      DATABASE_URL: bancoExterno ? databaseUrl : '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'development',
      CEP_PROVEDOR_URL: falsos.cep.url,
      SMTP_URL: falsos.smtp.url,
      OIDC_ISSUER: falsos.oidc.issuer,
      OIDC_CLIENT_ID: 'loja-e2e',
      SW_URL_PUBLICA: `http://localhost:${porta}`,
    },
  });
  const ambiente = {
    base: `http://localhost:${porta}`,
    env: { E2E_DATABASE_URL: databaseUrl, E2E_CAIXA_EMAIL: falsos.caixaEmail, E2E_OIDC_URL: falsos.oidc.issuer },
    async fechar() {
      await encerrarProcesso(gateway);
      await falsos.cep.fechar();
      await falsos.smtp.fechar();
      await falsos.oidc.fechar();
      fs.rmSync(falsos.caixaEmail, { recursive: true, force: true });
      fs.rmSync(dados, { recursive: true, force: true });
      if (bancoExterno) {
        const c = new pg.Client({ connectionString: bancoExterno.admin });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${bancoExterno.nome} WITH (FORCE)`);
        await c.end();
      }
    },
  };
  const limite = Date.now() + 600_000;
  for (;;) {
    if (gateway.exitCode !== null) throw Object.assign(new Error('o gateway terminou antes de ficar pronto'), { ambiente });
    try {
      if ((await fetch(`${ambiente.base}/healthz`)).ok) return ambiente;
    } catch {
      /* still starting */
    }
    if (Date.now() > limite) throw Object.assign(new Error('o gateway não ficou pronto em 10 min'), { ambiente });
    await new Promise((r) => setTimeout(r, 300));
  }
}

// The accessibility walk visits every route: it goes first and has 30 min; a file has 10 min (a hang
// detector: the CSP walk of `seguranca` took 180 s with the machine's cores busy with other work).
const LONGOS = new Set(['acessibilidade.test.mjs']);
const LIMITE_MS = { longo: 1_800_000, curto: 600_000 };

/** One test file against one lane; its report is printed whole when it ends, so lanes do not interleave. */
function rodarArquivo(arquivo, ambiente, pista) {
  const nome = path.basename(arquivo);
  const limite = LONGOS.has(nome) ? LIMITE_MS.longo : LIMITE_MS.curto;
  const inicio = Date.now();
  return new Promise((ok) => {
    const t = spawn(process.execPath, ['--test', `--test-timeout=${limite}`, '--test-reporter=spec', arquivo], {
      cwd: RAIZ,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...ambiente.env, E2E_URL: ambiente.base, CHROMIUM_PATH: CHROMIUM },
    });
    const saida = [];
    t.stdout.on('data', (d) => saida.push(d));
    t.stderr.on('data', (d) => saida.push(d));
    t.on('exit', (codigo) => {
      const segundos = ((Date.now() - inicio) / 1000).toFixed(1);
      process.stdout.write(`\n── ${nome} (pista ${pista}, ${segundos} s)${codigo === 0 ? '' : ' ✖'}\n${Buffer.concat(saida).toString()}`);
      ok(codigo ?? 1);
    });
  });
}

const escolhidos = (process.env.E2E_ARQUIVOS ?? '')
  .split(',')
  .map((n) => n.trim())
  .filter(Boolean);
const testes = fs
  .readdirSync(path.join(RAIZ, 'e2e', 'tests'))
  .filter((f) => f.endsWith('.test.mjs') && (!escolhidos.length || escolhidos.includes(f.replace('.test.mjs', ''))))
  .sort((a, b) => Number(LONGOS.has(b)) - Number(LONGOS.has(a)))
  .map((f) => path.join(RAIZ, 'e2e', 'tests', f));
const pistas = Math.max(1, Math.min(Number(process.env.E2E_PISTAS ?? 2), testes.length));

const falsos = await Promise.all(Array.from({ length: pistas }, iniciarFalsos));
const portas = await portasLivres(2 * pistas);
const iniciados = await Promise.allSettled(falsos.map((f, i) => iniciarAmbiente(f, portas[2 * i], portas[2 * i + 1])));
const ambientes = iniciados.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.ambiente));
let codigo = 1;
try {
  const falha = iniciados.find((r) => r.status === 'rejected');
  if (falha) throw falha.reason;
  const fila = [...testes];
  const falhos = [];
  const inicio = Date.now();
  await Promise.all(
    ambientes.map(async (ambiente, i) => {
      for (let arquivo = fila.shift(); arquivo; arquivo = fila.shift()) {
        if ((await rodarArquivo(arquivo, ambiente, i + 1)) !== 0) falhos.push(path.basename(arquivo));
      }
    }),
  );
  console.log(
    `\n${testes.length} arquivos em ${pistas} pista(s), ${((Date.now() - inicio) / 1000).toFixed(1)} s${falhos.length ? `; falharam: ${falhos.join(', ')}` : ''}`,
  );
  codigo = falhos.length ? 1 : 0;
} catch (e) {
  console.error(`Falha ao preparar os testes ponta a ponta: ${e.message}`);
} finally {
  await Promise.all(ambientes.filter(Boolean).map((a) => a.fechar()));
}
process.exit(codigo);
