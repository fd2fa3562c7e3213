#!/usr/bin/env node
// The two commands of README.md (npm start, npm test) and their helpers. On a machine with only
// Node.js and git it fetches pnpm, installs dependencies, builds what changed, then runs.
// A second run with nothing changed skips straight to the last step.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FERRAMENTAS = path.join(RAIZ, '.cache', 'tools');
const raizPkg = JSON.parse(fs.readFileSync(path.join(RAIZ, 'package.json'), 'utf8'));
const VERSAO_PNPM = raizPkg.packageManager.split('@')[1];

function falhar(mensagem) {
  console.error(`\n✖ ${mensagem}\n`);
  process.exit(1);
}

function passo(titulo) {
  console.log(`\n▸ ${titulo}`);
}

function verificarNode() {
  const [maior, menor] = process.versions.node.split('.').map(Number);
  if (maior < 20 || (maior === 20 && menor < 19)) falhar(`Node.js 20.19 ou mais novo é necessário (encontrado ${process.versions.node}).`);
}

function executar(comando, args, opcoes = {}) {
  const r = spawnSync(comando, args, { cwd: RAIZ, stdio: 'inherit', ...opcoes, env: { ...process.env, ...opcoes.env } });
  if (r.error) falhar(`${comando} não pôde ser executado: ${r.error.message}`);
  return r.status ?? 1;
}

/** Runs several commands at once (each mostly on one core) and resolves to the first non-zero status, or 0. */
function emParalelo(comandos) {
  return Promise.all(
    comandos.map(
      ([comando, args]) =>
        new Promise((ok) => {
          const filho = spawn(comando, args, { cwd: RAIZ, stdio: 'inherit' });
          filho.on('error', (e) => falhar(`${comando} não pôde ser executado: ${e.message}`));
          filho.on('exit', (codigo) => ok(codigo ?? 1));
        }),
    ),
  ).then((status) => status.find((s) => s !== 0) ?? 0);
}

function exigir(comando, args, opcoes) {
  const status = executar(comando, args, opcoes);
  if (status !== 0) falhar(`Falhou: ${[comando, ...args].join(' ')}`);
}

/** pnpm, pinned by packageManager, installed once into .cache/tools from the npm registry. */
function pnpmCli() {
  const cli = path.join(FERRAMENTAS, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const pkg = path.join(FERRAMENTAS, 'node_modules', 'pnpm', 'package.json');
  const instalado = fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
  if (instalado !== VERSAO_PNPM) {
    passo(`Instalando pnpm ${VERSAO_PNPM}`);
    fs.mkdirSync(FERRAMENTAS, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    exigir(npm, ['install', '--prefix', FERRAMENTAS, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${VERSAO_PNPM}`]);
  }
  return cli;
}

const pnpm = (args, opcoes) => exigir(process.execPath, [pnpmCli(), ...args], opcoes);

function hashDe(arquivos) {
  const h = crypto.createHash('sha256');
  for (const arquivo of arquivos) {
    h.update(path.relative(RAIZ, arquivo));
    h.update(fs.existsSync(arquivo) ? fs.readFileSync(arquivo) : 'ausente');
  }
  return h.digest('hex');
}

function listar(dir, filtro = () => true) {
  if (!fs.existsSync(dir)) return [];
  const saida = [];
  for (const entrada of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data', '__snapshots__'].includes(entrada.name)) continue;
    const caminho = path.join(dir, entrada.name);
    if (entrada.isDirectory()) saida.push(...listar(caminho, filtro));
    else if (filtro(caminho)) saida.push(caminho);
  }
  return saida.sort();
}

const PACOTES = ['common', 'client', 'gateway', 'panel-web', 'storefront-web', 'e2e'];

function instalar() {
  const entradas = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...PACOTES.map((p) => `${p}/package.json`)].map((f) => path.join(RAIZ, f));
  const marca = path.join(RAIZ, 'node_modules', '.sw-instalacao');
  const hash = hashDe(entradas) + VERSAO_PNPM;
  if (fs.existsSync(marca) && fs.readFileSync(marca, 'utf8') === hash) return;
  pnpmCli();
  passo('Instalando dependências');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { env: { CI: 'true' } });
  fs.writeFileSync(marca, hash);
}

/** Builds a package when its inputs changed since its last build (a stamp inside its dist/). */
async function construir(nome, dependencias, comando) {
  const dir = path.join(RAIZ, nome);
  const entradas = [
    ...listar(path.join(dir, 'src')),
    ...['package.json', 'tsconfig.json', 'vite.config.ts', 'index.html'].map((f) => path.join(dir, f)),
    ...dependencias.flatMap((d) => listar(path.join(RAIZ, d, 'src'))),
    ...listar(path.join(dir, 'public')),
  ];
  const marca = path.join(dir, 'dist', '.sw-build');
  const hash = hashDe(entradas);
  if (fs.existsSync(marca) && fs.readFileSync(marca, 'utf8') === hash) return;
  passo(`Compilando ${nome}`);
  await comando();
  fs.mkdirSync(path.dirname(marca), { recursive: true });
  fs.writeFileSync(marca, hash);
}

/** The package's own build script, in a child process (so several can run at once). */
const compilar = (pacote) => async () => {
  if ((await emParalelo([[process.execPath, [pnpmCli(), '--filter', `@sw/${pacote}`, 'run', 'build']]])) !== 0) falhar(`Falhou a compilação de ${pacote}`);
};

/** common first (the others import it); then the gateway and both apps side by side. */
async function construirTudo() {
  instalar();
  await construir('common', [], compilar('common'));
  await Promise.all([
    construir('gateway', ['common'], compilar('gateway')),
    construir('panel-web', ['common', 'client'], compilar('panel-web')),
    construir('storefront-web', ['common', 'client'], compilar('storefront-web')),
  ]);
}

/** Runs the gateway in the foreground, passing Ctrl+C / SIGTERM on for a graceful stop. */
function iniciar() {
  const filho = spawn(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'main.js')], { cwd: RAIZ, stdio: 'inherit' });
  for (const sinal of ['SIGINT', 'SIGTERM']) process.on(sinal, () => filho.kill(sinal));
  filho.on('exit', (codigo, sinal) => process.exit(codigo ?? (sinal ? 0 : 1)));
}

/**
 * The end-to-end stage needs Chromium: found first, or installed from Debian's packages where this
 * user may, or the run stops now with the instruction (not after the other stages).
 */
function garantirChromium() {
  const caminho = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(caminho)) return;
  const raiz = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = fs.existsSync('/usr/bin/apt-get');
  if (!process.env.CHROMIUM_PATH && apt && raiz) {
    passo('Instalando Chromium (Debian) para os testes ponta a ponta');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (
      executar('apt-get', ['update', '-qq'], { env }) === 0 &&
      executar('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0 &&
      fs.existsSync(caminho)
    )
      return;
  }
  falhar(
    `Chromium não encontrado em ${caminho}: os testes ponta a ponta precisam dele. Instale com "apt-get install -y chromium" (como root) ou defina CHROMIUM_PATH.`,
  );
}

async function testar() {
  const etapas = [
    // ESLint and Prettier each keep one core busy: side by side they take the time of the longer one.
    // Formatting is Prettier's (.prettierrc.json); `npm run format` rewrites what this finds.
    [
      'lint (ESLint) e formatação (Prettier)',
      () =>
        emParalelo([
          [process.execPath, [path.join(RAIZ, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', RAIZ]],
          [process.execPath, [path.join(RAIZ, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', RAIZ]],
        ]),
    ],
    ['common (unidade)', () => executar(process.execPath, [pnpmCli(), '--filter', '@sw/common', 'run', 'test', '--ci'])],
    ['gateway (REST e GraphQL contra PostgreSQL)', () => executar(process.execPath, [pnpmCli(), '--filter', '@sw/gateway', 'run', 'test', '--ci'])],
    ['mudanças incompatíveis do schema GraphQL registradas', () => executar(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'schema', 'mudancas.js')])],
    ['tipos gerados atualizados (codegen)', () => executar(process.execPath, [path.join(RAIZ, 'client', 'scripts', 'verificar-codegen.mjs')])],
    ['client (componentes)', () => executar(process.execPath, [pnpmCli(), '--filter', '@sw/client', 'run', 'test', '--ci'])],
    ['painel (telas)', () => executar(process.execPath, [pnpmCli(), '--filter', '@sw/panel-web', 'run', 'test', '--ci'])],
    ['loja (telas)', () => executar(process.execPath, [pnpmCli(), '--filter', '@sw/storefront-web', 'run', 'test', '--ci'])],
    [
      'orçamento de JavaScript inicial (gzip na rede: loja 175 KB, painel 210 KB)',
      () => executar(process.execPath, [path.join(RAIZ, 'scripts', 'web-metricas.mjs'), '--so-tamanho']),
    ],
    ['ponta a ponta (Chromium)', () => executar(process.execPath, [path.join(RAIZ, 'e2e', 'run.mjs')])],
  ];
  const falhas = [];
  for (const [nome, etapa] of etapas) {
    passo(`Testes: ${nome}`);
    const inicio = Date.now();
    const status = await etapa();
    console.log(`  ${status === 0 ? '✔' : '✖'} ${nome} (${((Date.now() - inicio) / 1000).toFixed(1)} s)`);
    if (status !== 0) falhas.push(nome);
  }
  if (falhas.length) falhar(`Testes falharam: ${falhas.join(', ')}`);
  console.log('\n✔ Todos os testes passaram.\n');
}

/** Builds the gateway (if changed) and runs one of its command-line scripts with the remaining arguments. */
async function executarDoGateway(caminho) {
  instalar();
  await construir('common', [], compilar('common'));
  await construir('gateway', ['common'], compilar('gateway'));
  process.exit(executar(process.execPath, [path.join(RAIZ, 'gateway', 'dist', ...caminho), ...resto]));
}

verificarNode();
const [comando = 'start', ...resto] = process.argv.slice(2);
switch (comando) {
  case 'start':
    await construirTudo();
    iniciar();
    break;
  case 'build':
    await construirTudo();
    break;
  case 'test':
    garantirChromium();
    await construirTudo();
    await testar();
    break;
  case 'seed':
    await executarDoGateway(['seed', 'cli.js']);
    break;
  case 'ledger-check':
    await executarDoGateway(['modules', 'pontos', 'verificar.cli.js']);
    break;
  case 'bench-data':
    await executarDoGateway(['bench', 'gerar-dados.js']);
    break;
  case 'bench':
    // --escalas 0.1,1,5: the same scenarios on one database per scale, and p95 side by side.
    await executarDoGateway(['bench', resto.includes('--escalas') ? 'escalas.js' : 'executar.js']);
    break;
  case 'bench-arquivos':
    await executarDoGateway(['bench', 'arquivos.js']);
    break;
  case 'bench-web':
    await construirTudo();
    process.exit(executar(process.execPath, [path.join(RAIZ, 'scripts', 'web-metricas.mjs'), ...resto]));
    break;
  case 'schema':
    instalar();
    await construir('common', [], compilar('common'));
    await construir('gateway', ['common'], compilar('gateway'));
    exigir(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'schema', 'emit.js')]);
    exigir(process.execPath, [path.join(RAIZ, 'client', 'scripts', 'verificar-codegen.mjs'), '--escrever']);
    if (resto.includes('--registrar')) exigir(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'schema', 'mudancas.js'), '--registrar']);
    break;
  default:
    falhar(`Comando desconhecido: ${comando}. Use start, test, build, seed, schema, ledger-check, bench-data, bench, bench-arquivos ou bench-web.`);
}
