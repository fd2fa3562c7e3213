import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * Streaming .xlsx writer shared by every spreadsheet export. Rows are written and flushed as they
 * come, so an export of 200,000 rows never sits whole in memory:
 *
 *   res.setHeader('Content-Type', TIPO_XLSX);
 *   await escreverXlsx(res, {
 *     planilha: 'Vendedores',
 *     colunas: [{ titulo: 'Nome', largura: 40 }, { titulo: 'Pontos' }],
 *     linhas: linhasEmLotes(ctx, sql, params, (l) => [l.nome, Number(l.pontos)]),
 *   });
 *
 * Every cell passes through `valorSeguro`, so text that a spreadsheet could read as a formula
 * (formula injection: '=', '+', '-', '@', tab, carriage return) is written as inert text.
 */

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ColunaPlanilha {
  titulo: string;
  /** Width in characters (default 18). */
  largura?: number;
}

export interface DadosPlanilha {
  /** Sheet name (at most 31 characters, as Excel requires). */
  planilha: string;
  colunas: ColunaPlanilha[];
  linhas: AsyncIterable<unknown[]> | Iterable<unknown[]>;
}

const INICIO_PERIGOSO = /^[=+\-@\t\r]/;

/** Text that starts like a formula gets a leading apostrophe; numbers, dates, booleans and null pass unchanged. */
export function valorSeguro(v: unknown): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'bigint') return Number(v);
  const texto = String(v);
  return INICIO_PERIGOSO.test(texto) ? `'${texto}` : texto;
}

/** Writes one sheet to `destino` (an HTTP response, a file) and resolves when the file is complete. */
export async function escreverXlsx(destino: Writable, dados: DadosPlanilha): Promise<void> {
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: destino, useStyles: true, useSharedStrings: false });
  const folha = livro.addWorksheet(dados.planilha.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Planilha');
  folha.columns = dados.colunas.map((c) => ({ header: c.titulo, width: c.largura ?? 18 }));
  folha.getRow(1).font = { bold: true };
  folha.getRow(1).commit();
  let escritas = 0;
  for await (const linha of dados.linhas) {
    folha.addRow(linha.map(valorSeguro)).commit();
    // Let a slow reader drain before producing more.
    if (++escritas % 500 === 0 && destino.writableNeedDrain) await once(destino, 'drain');
  }
  folha.commit();
  await livro.commit();
}

/** A file name safe for Content-Disposition, with the extension it must have. */
export function nomeDeArquivo(pedido: unknown, padrao: string, extensao = '.xlsx'): string {
  const base = String(pedido ?? '')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return `${base || padrao}${extensao}`;
}

/** Content-Disposition for a download named `nome`. */
export const cabecalhoAnexo = (nome: string) => `attachment; filename="${nome}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
