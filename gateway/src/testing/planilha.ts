import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';

/** The rows of the first sheet of an .xlsx answer, each as its cell values (header row included). */
export async function lerPlanilha(corpo: Buffer): Promise<unknown[][]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.read(Readable.from(corpo));
  const linhas: unknown[][] = [];
  livro.worksheets[0]!.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
  return linhas;
}
