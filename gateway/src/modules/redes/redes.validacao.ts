import { MENSAGENS } from '@sw/common';
import { entradaInvalida } from '../../core/errors';

/** The column is numeric(12,4): up to 8 integer digits and 4 decimals. */
const VALOR_PONTO_MAXIMO = 99_999_999.9999;

/**
 * valorPonto as a number: accepts 0.05, "0.05" and the Brazilian "0,05". Required, greater than
 * zero (a point worth nothing would make every cost figure zero), at most 4 decimals.
 */
export function lerValorPonto(valor: unknown): number {
  if (valor === undefined || valor === null || (typeof valor === 'string' && !valor.trim())) throw entradaInvalida(MENSAGENS.informeValorPonto);
  if (typeof valor !== 'number' && typeof valor !== 'string') throw entradaInvalida(MENSAGENS.valorPontoInvalido);
  const texto = String(valor).trim();
  const normalizado = typeof valor === 'string' && texto.includes(',') ? texto.replace(/\./g, '').replace(',', '.') : texto;
  if (!/^\d+(\.\d{1,4})?$/.test(normalizado)) throw entradaInvalida(MENSAGENS.valorPontoInvalido);
  const n = Number(normalizado);
  if (!Number.isFinite(n) || n <= 0 || n > VALOR_PONTO_MAXIMO) throw entradaInvalida(MENSAGENS.valorPontoInvalido);
  return n;
}
