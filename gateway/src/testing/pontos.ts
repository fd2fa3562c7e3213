import { CASAS_PONTOS, decimalExato } from '@sw/common';

/**
 * Points as GraphQL answers them (scalar Pontos, docs/api.md "Dinheiro e pontos"): REST keeps its
 * numbers, so a test comparing both doors writes the REST figures the way the scalar does.
 */

/** A number as the Pontos scalar writes it ("12.50"). */
export const textoPontos = (n: number | string): string => decimalExato(n, CASAS_PONTOS) ?? String(n);

/** A REST answer as GraphQL writes it: the fields named in `campos`, at any depth, as Pontos text (null stays null). */
export function comPontosEmTexto<T>(valor: T, campos: readonly string[]): T {
  if (Array.isArray(valor)) return valor.map((v) => comPontosEmTexto(v, campos)) as T;
  if (!valor || typeof valor !== 'object') return valor;
  return Object.fromEntries(
    Object.entries(valor).map(([chave, v]) => [
      chave,
      campos.includes(chave) && (typeof v === 'number' || typeof v === 'string') ? textoPontos(v) : comPontosEmTexto(v, campos),
    ]),
  ) as T;
}
