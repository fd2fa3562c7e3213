/** pt-BR presentation: money in reais, Brazilian numbers, DD/MM/YYYY dates. */

/**
 * Each formatter is built on first use, not when the module loads: building an Intl formatter loads
 * the locale's data, tens of milliseconds on a slow phone, paid by every screen that imports this
 * file even when it shows no money or CSV number.
 */
function sobDemanda(criar: () => Intl.NumberFormat): () => Intl.NumberFormat {
  let formato: Intl.NumberFormat | null = null;
  return () => (formato ??= criar());
}

const moeda = sobDemanda(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const inteiro = sobDemanda(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));
const decimal = sobDemanda(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

export const formatarMoeda = (valor: number | string | null | undefined): string => moeda().format(Number(valor ?? 0));

/**
 * Points are always shown as whole numbers, grouped by thousands with a dot ('12.345', '-1.000'),
 * as Intl writes them in pt-BR. The header shows the balance on every screen, so the common case
 * (a safe integer) is written here without Intl; anything else (-0, huge values) goes through it.
 */
export const formatarPontos = (valor: number | string | null | undefined): string => {
  const n = Math.trunc(Number(valor ?? 0));
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return inteiro().format(n);
  const digitos = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.');
  return n < 0 ? `-${digitos}` : digitos;
};
export const formatarNumero = (valor: number | string | null | undefined): string => decimal().format(Number(valor ?? 0));

/*
 * Numbers in every CSV file the product writes (docs/relatorios.md "Números nos CSV"): the file's
 * separator is ';', so the decimal mark is the Brazilian comma and there is no thousands separator
 * ('1234,56', '-2,5', '9000'), which Excel and LibreOffice in pt-BR read as numbers. At most two
 * decimals (money and points are kept in centésimos), never an exponent, never '-0'.
 */
const decimalCsv = sobDemanda(() => new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 2 }));
export function numeroCsv(valor: number): string {
  if (!Number.isFinite(valor)) return '';
  const texto = decimalCsv().format(valor);
  // -0 and a tiny negative round to '-0'.
  return texto === '-0' ? '0' : texto;
}

/** Formula starters, also behind leading spaces or quotes, and line breaks (OWASP CSV injection). */
export const INICIO_PERIGOSO_PLANILHA = /^[\s"']*[=+\-@]|^[\t\r\n]/;

/**
 * One CSV value as text, the rule of every CSV the product writes (the gateway's downloads and the
 * storefront's own exports): null → empty, numbers through numeroCsv, booleans Sim/Não, and text
 * that a spreadsheet could run as a formula gets a leading apostrophe. Quoting is the writer's.
 */
export function textoCelulaCsv(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return numeroCsv(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  const texto = v instanceof Date ? v.toISOString() : String(v);
  return INICIO_PERIGOSO_PLANILHA.test(texto) ? `'${texto}` : texto;
}

/**
 * A whole small CSV file as the product writes them (docs/relatorios.md "Números nos CSV"): UTF-8
 * BOM, ';' separator, CRLF, cells quoted only when they hold ';', '"' or a line break. For files a
 * screen builds from rows it already has; the gateway streams the large ones (core/csv-escrita.ts).
 */
export function documentoCsv(colunas: string[], linhas: unknown[][]): string {
  const celula = (v: unknown) => {
    const t = textoCelulaCsv(v);
    return /[;"\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  return '\uFEFF' + [colunas, ...linhas].map((l) => l.map(celula).join(';')).join('\r\n') + '\r\n';
}

const dois = (n: number) => String(n).padStart(2, '0');

function comoData(valor: string | number | Date | null | undefined): Date | null {
  if (valor === null || valor === undefined || valor === '') return null;
  // A bare date (YYYY-MM-DD) is a calendar day, not an instant: do not shift it through time zones.
  if (typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(valor)) {
    const [a, m, d] = valor.split('-').map(Number);
    return new Date(a, m - 1, d);
  }
  const data = valor instanceof Date ? valor : new Date(valor);
  return Number.isNaN(data.getTime()) ? null : data;
}

export function formatarData(valor: string | number | Date | null | undefined): string {
  const d = comoData(valor);
  return d ? `${dois(d.getDate())}/${dois(d.getMonth() + 1)}/${d.getFullYear()}` : '';
}

export function formatarDataHora(valor: string | number | Date | null | undefined): string {
  const d = comoData(valor);
  return d ? `${formatarData(d)} ${dois(d.getHours())}:${dois(d.getMinutes())}:${dois(d.getSeconds())}` : '';
}
