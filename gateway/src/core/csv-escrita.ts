import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { INICIO_PERIGOSO } from './planilha';

/**
 * Streaming CSV writer for the report downloads (spec 2 §9: ';' separator). The file starts with a
 * UTF-8 BOM so Excel in Portuguese opens accents right, lines end in CRLF, and rows are written as
 * they come (with back-pressure), so a report of 200,000 members never sits whole in memory:
 *
 *   res.setHeader('Content-Type', TIPO_CSV);
 *   await escreverCsv(res, { colunas: ['CPF', 'Nome'], linhas: linhasEmLotes(...) });
 *
 * Text that a spreadsheet could read as a formula (formula injection: '=', '+', '-', '@', tab,
 * carriage return at the start) gets a leading apostrophe. Numbers are written with a decimal comma,
 * as Excel pt-BR reads them.
 */

export const TIPO_CSV = 'text/csv; charset=utf-8';
export const BOM_UTF8 = '\uFEFF';
const SEPARADOR = ';';

/** One cell: null → empty, numbers with a decimal comma, text made inert and quoted when needed. */
export function celulaCsv(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v).replace('.', ',') : '';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  let texto = v instanceof Date ? v.toISOString() : String(v);
  if (INICIO_PERIGOSO.test(texto)) texto = `'${texto}`;
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

export const linhaCsv = (valores: unknown[]): string => `${valores.map(celulaCsv).join(SEPARADOR)}\r\n`;

/** Waits for a slow reader to drain; a reader that went away ends the export instead of hanging it. */
async function esperarEscoamento(destino: Writable): Promise<void> {
  const fim = new AbortController();
  try {
    await Promise.race([
      once(destino, 'drain', { signal: fim.signal }),
      once(destino, 'close', { signal: fim.signal }).then(() => {
        throw new Error('a conexão foi encerrada durante o download');
      }),
    ]);
  } finally {
    fim.abort();
  }
}

/** Writes the header and every row to `destino`, then ends it. */
export async function escreverCsv(
  destino: Writable,
  dados: { colunas: string[]; linhas: AsyncIterable<unknown[]> | Iterable<unknown[]> },
): Promise<void> {
  const escrever = async (texto: string) => {
    if (destino.destroyed) throw new Error('a conexão foi encerrada durante o download');
    if (!destino.write(texto)) await esperarEscoamento(destino);
  };
  await escrever(BOM_UTF8 + linhaCsv(dados.colunas));
  for await (const linha of dados.linhas) await escrever(linhaCsv(linha));
  destino.end();
}

/** A download name with the moment it was made: '<prefixo>_AAAAMMDD_HHmmss.csv' (São Paulo time). */
export function nomeComCarimbo(prefixo: string, agora: Date = new Date(), extensao = '.csv'): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(agora).map((x) => [x.type, x.value]),
  );
  return `${prefixo}_${p.year}${p.month}${p.day}_${p.hour}${p.minute}${p.second}${extensao}`;
}

/** Sends a whole CSV download: headers (type, attachment with a timestamped name) and the rows. */
export async function enviarCsv(
  res: import('express').Response,
  prefixo: string,
  dados: { colunas: string[]; linhas: AsyncIterable<unknown[]> | Iterable<unknown[]> },
): Promise<void> {
  const nome = nomeComCarimbo(prefixo);
  res.setHeader('Content-Type', TIPO_CSV);
  res.setHeader('Content-Disposition', `attachment; filename="${nome}"; filename*=UTF-8''${encodeURIComponent(nome)}`);
  await escreverCsv(res, dados);
}
