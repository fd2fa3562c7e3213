import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The gateway of another version, for benchmarks that compare back to back (`--comparar`): a
 * folder holding a built `main.js` is used as it is; anything else is a git ref, checked out once
 * into `.data/bench-ref/<commit>` (a detached worktree), installed from the shared pnpm store and
 * compiled (common and gateway only). Returns the path of its main.js.
 */
export function gatewayDaVersao(raiz: string, referencia: string): string {
  const pasta = path.resolve(referencia);
  for (const candidato of [path.join(pasta, 'main.js'), path.join(pasta, 'dist', 'main.js'), path.join(pasta, 'gateway', 'dist', 'main.js')]) {
    if (fs.existsSync(candidato)) return candidato;
  }
  const rodar = (comando: string, args: string[], cwd: string) => {
    const r = spawnSync(comando, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${comando} ${args.join(' ')}: ${r.stderr || r.stdout}`);
    return r.stdout.trim();
  };
  const commit = rodar('git', ['rev-parse', '--verify', `${referencia}^{commit}`], raiz);
  const destino = path.join(raiz, '.data', 'bench-ref', commit.slice(0, 12));
  const principal = path.join(destino, 'gateway', 'dist', 'main.js');
  if (fs.existsSync(principal)) return principal;
  console.log(`Preparando a versão ${referencia} (${commit.slice(0, 12)}) em ${path.relative(raiz, destino)}...`);
  if (!fs.existsSync(destino)) rodar('git', ['worktree', 'add', '--detach', destino, commit], raiz);
  const pnpm = path.join(raiz, '.cache', 'tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  try {
    rodar(process.execPath, [pnpm, 'install', '--frozen-lockfile', '--offline', '--ignore-scripts'], destino);
  } catch {
    rodar(process.execPath, [pnpm, 'install', '--frozen-lockfile', '--ignore-scripts'], destino);
  }
  rodar(process.execPath, [pnpm, '--filter', '@sw/common', 'run', 'build'], destino);
  rodar(process.execPath, [pnpm, '--filter', '@sw/gateway', 'run', 'build'], destino);
  return principal;
}
