/**
 * The programme's calendar: every day, month, week and timestamp a person reads is São Paulo's,
 * whatever the server's clock zone. Dates are stored as instants (timestamptz); this module turns
 * them into the days people mean, in TypeScript and in SQL.
 */
export const FUSO = 'America/Sao_Paulo';

// One formatter per shape: building one per call costs ~50 µs, which a 100,000-row spreadsheet pays per row.
const FORMATO_DIA = new Intl.DateTimeFormat('sv-SE', { timeZone: FUSO });
const FORMATO_PARTES = new Intl.DateTimeFormat('en-GB', {
  timeZone: FUSO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DD of an instant in São Paulo. */
export const diaDe = (d: Date): string => FORMATO_DIA.format(d);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', for messages and spreadsheets. */
export const diaBr = (dia: string): string => dia.split('-').reverse().join('/');

/** The clock in São Paulo: year, month, day, hour, minute, second as two-digit (year four-digit) strings. */
export function partesDe(d: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const p = Object.fromEntries(FORMATO_PARTES.formatToParts(d).map((x) => [x.type, x.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** The hour (0–23) in São Paulo. */
export const horaLocal = (d: Date): number => Number(partesDe(d).hour);

/** A download name with the moment it was made in São Paulo: '<prefixo>_AAAAMMDD_HHmmss<extensao>'. */
export function nomeComCarimbo(prefixo: string, extensao: string, agora: Date = new Date()): string {
  const p = partesDe(agora);
  return `${prefixo}_${p.year}${p.month}${p.day}_${p.hour}${p.minute}${p.second}${extensao}`;
}

/** SQL: the instant a São Paulo day (a date parameter such as `:ini` or `$1`) starts. */
export const inicioDoDiaSql = (parametro: string): string => `(${parametro}::date)::timestamp AT TIME ZONE '${FUSO}'`;

/** SQL: the instant the São Paulo day after `parametro` starts (an exclusive upper bound). */
export const fimDoDiaSql = (parametro: string): string => `(${parametro}::date + 1)::timestamp AT TIME ZONE '${FUSO}'`;

/** SQL: a timestamptz expression as its São Paulo day, 'YYYY-MM-DD'. */
export const diaSql = (expressao: string): string => `to_char(${expressao} AT TIME ZONE '${FUSO}', 'YYYY-MM-DD')`;

/** SQL: the instant the current São Paulo month / week (Monday) started. */
export const INICIO_DO_MES_SQL = `(date_trunc('month', now() AT TIME ZONE '${FUSO}') AT TIME ZONE '${FUSO}')`;
export const INICIO_DA_SEMANA_SQL = `(date_trunc('week', now() AT TIME ZONE '${FUSO}') AT TIME ZONE '${FUSO}')`;
