// Child processes of the scripts (the gateway under e2e and bench:web).

/** Asks the process to stop (SIGTERM) and kills it if it has not ended `prazoMs` later. */
export function encerrarProcesso(filho, prazoMs = 15_000) {
  filho.kill('SIGTERM');
  return new Promise((ok) => {
    if (filho.exitCode !== null || filho.signalCode !== null) return ok();
    const t = setTimeout(() => {
      filho.kill('SIGKILL');
      ok();
    }, prazoMs);
    filho.on('exit', () => {
      clearTimeout(t);
      ok();
    });
  });
}
