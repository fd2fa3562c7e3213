import { comEscopo } from '../db/escopo-consulta';

/**
 * A value computed at most once per key every `segundos`, shared by the callers that ask meanwhile
 * (one computation in flight per key, never a stampede of identical queries). Failures are not kept.
 * Per instance: each gateway keeps its own, so a figure is at most `segundos` old on any of them.
 */
export function memoriaCurta<T>(segundos: () => number, maximoChaves = 1_000) {
  const guardados = new Map<string, { validoAte: number; valor: Promise<T> }>();
  return (chave: string, calcular: () => Promise<T>): Promise<T> => {
    const duracaoMs = segundos() * 1000;
    if (duracaoMs <= 0) return calcular();
    const agora = Date.now();
    const guardado = guardados.get(chave);
    if (guardado && guardado.validoAte > agora) return guardado.valor;
    // Shared by whoever asks meanwhile: one caller going away must not cancel it for the others
    // (db/escopo-consulta.ts), so it runs without the first caller's AbortSignal.
    const valor = comEscopo({ sinal: undefined }, calcular);
    guardados.delete(chave);
    guardados.set(chave, { validoAte: agora + duracaoMs, valor });
    valor.catch(() => {
      if (guardados.get(chave)?.valor === valor) guardados.delete(chave);
    });
    // Map keeps insertion order: the first key is the oldest entry.
    if (guardados.size > maximoChaves) guardados.delete(guardados.keys().next().value as string);
    return valor;
  };
}
