import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run bench -- --comparar <git ref>`: the gateway of another commit, built in a worktree of its
 * own beside this one, so both run back to back on the same machine and database and the ratio
 * between them is measured, not remembered. The build (dependencies through the shared pnpm store,
 * then tsc of common and gateway) is kept in the temporary folder and reused while the commit is the
 * same; `git worktree remove --force <pasta>` discards it.
 */
function executar(comando: string, args: string[], cwd: string): string {
  const r = spawnSync(comando, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${comando} ${args.join(' ')} falhou em ${cwd}:\n${r.stderr || r.stdout}`);
  return r.stdout.trim();
}

/** The path of main.js of `ref`'s gateway, built if needed. `raiz` is this checkout's root. */
export function construirAnterior(raiz: string, ref: string): { commit: string; main: string; pasta: string } {
  const commit = executar('git', ['rev-parse', '--verify', `${ref}^{commit}`], raiz);
  const pasta = path.join(os.tmpdir(), `sw-comparar-${commit.slice(0, 12)}`);
  const main = path.join(pasta, 'gateway', 'dist', 'main.js');
  if (fs.existsSync(main)) return { commit, main, pasta };
  if (!fs.existsSync(path.join(pasta, '.git'))) {
    console.log(`Preparando ${ref} (${commit.slice(0, 12)}) em ${pasta}...`);
    executar('git', ['worktree', 'add', '--detach', pasta, commit], raiz);
  }
  const pnpm = path.join(raiz, '.cache', 'tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  executar(process.execPath, [pnpm, 'install', '--frozen-lockfile', '--prefer-offline', '--filter', '@sw/gateway...'], pasta);
  console.log('Compilando common e gateway da versão anterior...');
  for (const pacote of ['common', 'gateway']) {
    executar(process.execPath, [path.join(pasta, pacote, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], path.join(pasta, pacote));
  }
  return { commit, main, pasta };
}
