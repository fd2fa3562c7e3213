/**
 * Waiting in tests: for a condition, never for a guessed time. A test that must see something happen
 * polls for it; the bound only ends a wait that will never succeed, so it sits far above the time the
 * condition takes even on a busy machine (docs/testes.md).
 */

/** The bound of one wait: seconds of real work at most, even with every core taken by other work. */
export const LIMITE_ESPERA_MS = 20_000;

/** Polls `condicao` every 25 ms until it gives a truthy value, which it returns; fails naming `oQue` after `limiteMs`. */
export async function esperarAte<T>(
  oQue: string,
  condicao: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  limiteMs = LIMITE_ESPERA_MS,
): Promise<T> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const valor = await condicao();
    if (valor) return valor;
    if (Date.now() > fim) throw new Error(`tempo esgotado (${limiteMs / 1000} s) esperando ${oQue}`);
    await new Promise((ok) => setTimeout(ok, 25));
  }
}
