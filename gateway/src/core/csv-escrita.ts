import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify as criarCsv, type Options } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { textoCelulaCsv } from '@sw/common';
import { nomeComCarimbo } from './calendario';

/**
 * Streaming CSV writer for the report downloads (spec 2 §9: ';' separator), on csv-stringify. The
 * file starts with a UTF-8 BOM so Excel in Portuguese opens accents right, lines end in CRLF, and
 * rows are written as they come (with back-pressure), so a report of 200,000 members never sits
 * whole in memory:
 *
 *   res.setHeader('Content-Type', TIPO_CSV);
 *   await escreverCsv(res, { colunas: ['CPF', 'Nome'], linhas: linhasEmLotes(...) });
 *
 * Text that a spreadsheet could read as a formula (formula injection: '=', '+', '-', '@', tab,
 * carriage return at the start) gets a leading apostrophe. Numbers go through numeroCsv (common/):
 * decimal comma, no thousands separator, at most two decimals — the one number format of every CSV.
 * Callers hand numbers as numbers (a NUMERIC column read as text is converted with Number first).
 */

export const TIPO_CSV = 'text/csv; charset=utf-8';

/** One value as text: the common rule (numbers with a decimal comma, text made inert). Quoting is csv-stringify's. */
const textoDaCelula = textoCelulaCsv;

const OPCOES: Options = {
  delimiter: ';',
  record_delimiter: '\r\n',
  // A lone \n or \r inside a cell is quoted too, so Excel keeps it in the cell.
  quoted_match: /[\r\n]/,
  // Every value goes through textoDaCelula: the same rule for numbers, dates and text.
  cast: { number: textoDaCelula, boolean: textoDaCelula, date: textoDaCelula, string: textoDaCelula, bigint: textoDaCelula, object: textoDaCelula },
};

/** One cell as it appears in the file (quoted when needed). */
export const celulaCsv = (v: unknown): string => stringify([[v ?? '']], { ...OPCOES, record_delimiter: '' }).replace(/\r\n$/, '');

/** Writes the header and every row to `destino` (with back-pressure; a reader that leaves ends it), then ends it. */
export async function escreverCsv(destino: Writable, dados: { colunas: string[]; linhas: AsyncIterable<unknown[]> | Iterable<unknown[]> }): Promise<void> {
  async function* registros() {
    yield dados.colunas;
    yield* dados.linhas;
  }
  await pipeline(Readable.from(registros()), criarCsv({ ...OPCOES, bom: true }), destino);
}

/** Sends a whole CSV download: headers (type, attachment with a timestamped name) and the rows. */
export async function enviarCsv(
  res: import('express').Response,
  prefixo: string,
  dados: { colunas: string[]; linhas: AsyncIterable<unknown[]> | Iterable<unknown[]> },
): Promise<void> {
  const nome = nomeComCarimbo(prefixo, '.csv');
  res.setHeader('Content-Type', TIPO_CSV);
  res.setHeader('Content-Disposition', `attachment; filename="${nome}"; filename*=UTF-8''${encodeURIComponent(nome)}`);
  await escreverCsv(res, dados);
}
