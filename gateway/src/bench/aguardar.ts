import type { ChildProcess } from 'node:child_process';

/** Waits until the gateway child process answers GET /healthz at `base`, or fails after `minutos`. */
export async function aguardarGateway(filho: ChildProcess, base: string, minutos: number): Promise<void> {
  for (let t = 0; t < minutos * 120; t++) {
    if (filho.exitCode !== null) throw new Error('O gateway terminou antes de responder.');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 500));
  }
  throw new Error(`O gateway não respondeu em ${minutos} minutos.`);
}
