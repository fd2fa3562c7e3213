/**
 * Calendar dates typed as DD/MM/YYYY (the birth-date mask) and their wire forms. The browser uses
 * them for comfort and the server for enforcement, so both refuse the same impossible dates.
 */
import { somenteDigitos } from './documentos';

type Partes = { dia: number; mes: number; ano: number };

function partesDe(texto: unknown): Partes | null {
  const d = somenteDigitos(texto);
  if (d.length !== 8) return null;
  const dia = Number(d.slice(0, 2));
  const mes = Number(d.slice(2, 4));
  const ano = Number(d.slice(4));
  if (ano < 1900 || mes < 1 || mes > 12 || dia < 1) return null;
  // Day 0 of the next month is the last day of this one (handles leap years).
  if (dia > new Date(ano, mes, 0).getDate()) return null;
  return { dia, mes, ano };
}

const dois = (n: number) => String(n).padStart(2, '0');

/** True for a real calendar day written DD/MM/YYYY (mask optional), year 1900 or later. */
export const dataBrValida = (texto: unknown): boolean => partesDe(texto) !== null;

/** '31/12/1990' → '1990-12-31'; null when the date is incomplete or impossible. */
export function dataParaIso(texto: unknown): string | null {
  const p = partesDe(texto);
  return p ? `${p.ano}-${dois(p.mes)}-${dois(p.dia)}` : null;
}

/** '31/12/1990' → '19901231' (how the salesperson form sends the birth date); null when invalid. */
export function dataParaYyyymmdd(texto: unknown): string | null {
  const p = partesDe(texto);
  return p ? `${p.ano}${dois(p.mes)}${dois(p.dia)}` : null;
}

/** '1990-12-31' or '19901231' (or an ISO instant) → '31/12/1990', for filling a form; '' when unreadable. */
export function dataParaBr(valor: string | null | undefined): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(valor ?? '');
  if (!m) return '';
  const texto = `${m[3]}/${m[2]}/${m[1]}`;
  return dataBrValida(texto) ? texto : '';
}
