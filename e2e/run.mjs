#!/usr/bin/env node
// End-to-end run: starts the real gateway (its own embedded PostgreSQL in a temporary folder, or a
// fresh database on DATABASE_URL's server), then drives both apps in Chromium with node:test.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium não encontrado em ${CHROMIUM}. Instale com "apt-get install -y chromium" ou defina CHROMIUM_PATH.`);
  process.exit(1);
}

/**
 * Free ports for the gateway and its embedded PostgreSQL, taken while every listener of this run (the
 * fakes below) is already open and held together, so the kernel cannot hand the same port twice.
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

// The postal-code service is a local fake, as everywhere in tests.
const { iniciarCepFalso } = createRequire(import.meta.url)('../gateway/dist/testing/cep-falso.js');
const cepFalso = await iniciarCepFalso();
// E-mail (password recovery) goes to a local fake SMTP server whose messages land in a folder the tests read.
const caixaEmail = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-email-'));
const { SmtpFalso } = createRequire(import.meta.url)('../gateway/dist/testing/smtp-falso.js');
const smtpFalso = await SmtpFalso.iniciar(caixaEmail);
// Members' social login goes to a local fake OpenID Connect issuer (discovery, JWKS, /authorize).
const { OidcFalso } = createRequire(import.meta.url)('../gateway/dist/testing/oidc-falso.js');
const oidcFalso = await OidcFalso.iniciar();
const [porta, pgPorta] = await portasLivres(2);
const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-'));
// As root, the embedded server runs as an unprivileged user that must reach this folder.
fs.chmodSync(dados, 0o755);
let databaseUrl;
let bancoExterno = null;
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  bancoExterno = { admin: url.toString(), nome: `sw_e2e_${crypto.randomBytes(4).toString('hex')}` };
  url.pathname = `/${bancoExterno.nome}`;
  databaseUrl = url.toString();
} else {
  databaseUrl = `postgres://sw:sw-local@127.0.0.1:${pgPorta}/experiencias`;
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
    CEP_PROVEDOR_URL: cepFalso.url,
    SMTP_URL: smtpFalso.url,
    OIDC_ISSUER: oidcFalso.issuer,
    OIDC_CLIENT_ID: 'loja-e2e',
    SW_URL_PUBLICA: `http://localhost:${porta}`,
  },
});

const base = `http://localhost:${porta}`;
let codigo = 1;
try {
  // The first start creates the embedded PostgreSQL, migrates and seeds it: about 20 s idle, past
  // 120 s on a machine busy with other work. The bound only catches a gateway that never comes up.
  const limite = Date.now() + 600_000;
  for (;;) {
    if (gateway.exitCode !== null) throw new Error('o gateway terminou antes de ficar pronto');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* still starting */
    }
    if (Date.now() > limite) throw new Error('o gateway não ficou pronto em 10 min');
    await new Promise((r) => setTimeout(r, 300));
  }
  // E2E_ARQUIVOS=loja,painel runs only those files (all by default).
  const escolhidos = (process.env.E2E_ARQUIVOS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const testes = fs
    .readdirSync(path.join(RAIZ, 'e2e', 'tests'))
    .filter((f) => f.endsWith('.test.mjs') && (!escolhidos.length || escolhidos.includes(f.replace('.test.mjs', ''))))
    .map((f) => path.join(RAIZ, 'e2e', 'tests', f));
  // node:test applies --test-timeout to each file as a whole: a hang detector, not a speed target. The
  // accessibility walk visits every route of both apps, so it runs on its own with a longer limit. The
  // others take 0.3–3 min on a quiet 2-core machine; the CSP walk of seguranca took 3 min with the
  // machine's cores shared by other work (load 33), so their bound is 10 min.
  const LONGOS = new Set(['acessibilidade.test.mjs']);
  const rodar = (arquivos, limite) =>
    new Promise((ok) => {
      if (!arquivos.length) return ok(0);
      const t = spawn(process.execPath, ['--test', '--test-concurrency=1', `--test-timeout=${limite}`, '--test-reporter=spec', ...arquivos], {
        cwd: RAIZ,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_URL: base,
          E2E_DATABASE_URL: databaseUrl,
          CHROMIUM_PATH: CHROMIUM,
          E2E_CAIXA_EMAIL: caixaEmail,
          E2E_OIDC_URL: oidcFalso.issuer,
        },
      });
      t.on('exit', (c) => ok(c ?? 1));
    });
  // It runs first, as its name sorts, on the freshly seeded demo data.
  const longos = await rodar(
    testes.filter((f) => LONGOS.has(path.basename(f))),
    1_800_000,
  );
  const curtos = await rodar(
    testes.filter((f) => !LONGOS.has(path.basename(f))),
    600_000,
  );
  codigo = curtos || longos;
} catch (e) {
  console.error(`Falha ao preparar os testes ponta a ponta: ${e.message}`);
} finally {
  gateway.kill('SIGTERM');
  await new Promise((ok) => {
    if (gateway.exitCode !== null) return ok();
    const t = setTimeout(() => {
      gateway.kill('SIGKILL');
      ok();
    }, 15_000);
    gateway.on('exit', () => {
      clearTimeout(t);
      ok();
    });
  });
  await cepFalso.fechar();
  await smtpFalso.fechar();
  await oidcFalso.fechar();
  fs.rmSync(caixaEmail, { recursive: true, force: true });
  fs.rmSync(dados, { recursive: true, force: true });
  if (bancoExterno) {
    const c = new pg.Client({ connectionString: bancoExterno.admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${bancoExterno.nome} WITH (FORCE)`);
    await c.end();
  }
}
process.exit(codigo);
