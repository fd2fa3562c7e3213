import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type criarPacote from 'archiver';
import { LimiteDeLixo } from './limite-lixo';

/**
 * A streaming .xlsx writer for exports (core/planilha.ts `escreverXlsx`): the sheet's XML is built
 * as text, a row at a time, and deflated into the zip package (archiver, the zip writer exceljs
 * used) as it goes; nothing but the current 64 KB of text is held.
 *
 * Why not exceljs' WorkbookWriter any more: it builds a Row, a Cell per value and a style model per
 * cell before writing each row's XML. On the largest export (500,000 rows × 20 columns) that was
 * ~85% of the gateway's CPU. The package written here is the same one exceljs wrote (inline text
 * as `t="str"` values, numbers, booleans, dates in the short date format, a bold header, column
 * widths), minus the theme and document properties, which spreadsheet programs do not need.
 */

export type ValorCelula = string | number | boolean | Date | null;

export interface ColunaXlsx {
  titulo: string;
  largura: number;
}

const PACOTE = 'http://schemas.openxmlformats.org/package/2006';
const PRINCIPAL = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELACOES = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CABECALHO_XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const TIPOS =
  `${CABECALHO_XML}<Types xmlns="${PACOTE}/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const RELACOES_PACOTE =
  `${CABECALHO_XML}<Relationships xmlns="${PACOTE}/relationships">` +
  `<Relationship Id="rId1" Type="${RELACOES}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const RELACOES_LIVRO =
  `${CABECALHO_XML}<Relationships xmlns="${PACOTE}/relationships">` +
  `<Relationship Id="rId1" Type="${RELACOES}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELACOES}/styles" Target="styles.xml"/></Relationships>`;
/** Cell formats: 0 normal, 1 bold (the header), 2 short date (numFmtId 14, as exceljs gave Date cells). */
const ESTILOS =
  `${CABECALHO_XML}<styleSheet xmlns="${PRINCIPAL}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** Characters XML 1.0 cannot carry (dropped, as exceljs did) and the ones it must escape. */
const INVALIDOS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPAR = /[&<>"]/g;
const TEM_INVALIDO = new RegExp(INVALIDOS.source);
const TEM_ESCAPE = /[&<>"]/;
const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function textoXml(texto: string): string {
  const t = TEM_INVALIDO.test(texto) ? texto.replace(INVALIDOS, '') : texto;
  return TEM_ESCAPE.test(t) ? t.replace(ESCAPAR, (c) => ENTIDADES[c]) : t;
}

/** Column letters: 0 → A, 26 → AA. */
function letras(indice: number): string {
  let n = indice + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Excel's serial day number of a moment (UTC), as exceljs wrote dates. */
const serialExcel = (d: Date) => 25_569 + d.getTime() / 86_400_000;

function celula(coluna: string, linha: number, v: ValorCelula, estilo = ''): string {
  if (v === null) return '';
  const r = `${coluna}${linha}`;
  if (typeof v === 'number') return `<c r="${r}"${estilo}><v>${v}</v></c>`;
  if (typeof v === 'string') {
    const preservar = v.length && (v.charCodeAt(0) <= 32 || v.charCodeAt(v.length - 1) <= 32) ? ' xml:space="preserve"' : '';
    return `<c r="${r}"${estilo} t="str"><v${preservar}>${textoXml(v)}</v></c>`;
  }
  if (typeof v === 'boolean') return `<c r="${r}"${estilo} t="b"><v>${v ? 1 : 0}</v></c>`;
  const serial = serialExcel(v);
  return Number.isFinite(serial) ? `<c r="${r}" s="2"><v>${serial}</v></c>` : '';
}

/** How a row's values reach the writer: already safe cells (see core/planilha.ts `valorSeguro`). */
export type LoteXlsx = readonly (readonly ValorCelula[])[];

/**
 * Writes the package to `destino` and resolves when `destino` has it all. Rows come a batch at a
 * time (one await per database FETCH, not per row). The text goes out in pieces of ~64 KB, and the
 * next piece is built only when the zip and the destination have taken the last one (backpressure):
 * what is held is one batch, one piece and the zip's buffers. If the destination closes first (the
 * client went away) or the zip fails, the writing stops, the rows' source is closed (its `return`,
 * e.g. the cursor's ROLLBACK) and the promise rejects.
 */
export async function escreverPacoteXlsx(
  destino: Writable,
  nomeFolha: string,
  colunas: ColunaXlsx[],
  lotes: AsyncIterable<LoteXlsx> | Iterable<LoteXlsx>,
): Promise<void> {
  // Loaded on the first export, not at start: ~13 MB of resident memory most instances rarely need.
  // (require, not import(): the tests' module loader runs CommonJS without dynamic import.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const archiver = require('archiver') as typeof criarPacote;
  const pacote = archiver('zip', { zlib: { level: 6 } });
  const folha = new PassThrough();

  // One failure for the whole writing; whoever is waiting (a drain, the end) is woken by it.
  let falha: Error | null = null;
  let acordar: (() => void) | null = null;
  const parar = (e: Error) => {
    falha ??= e;
    acordar?.();
  };
  const esperar = async <T>(p?: Promise<T>) => {
    if (falha) throw falha;
    await new Promise<void>((ok) => {
      acordar = ok;
      p?.then(
        () => ok(),
        (e: unknown) => parar(e instanceof Error ? e : new Error(String(e))),
      );
    });
    acordar = null;
    if (falha) throw falha;
  };
  const fechouAntes = () => {
    if (!destino.writableFinished) parar(new Error('O destino da planilha foi fechado antes do fim.'));
  };
  pacote.on('error', parar);
  destino.on('error', parar);
  destino.on('close', fechouAntes);
  folha.on('drain', () => acordar?.());
  const lixo = new LimiteDeLixo();

  try {
    pacote.pipe(destino);
    pacote.append(TIPOS, { name: '[Content_Types].xml' });
    pacote.append(RELACOES_PACOTE, { name: '_rels/.rels' });
    pacote.append(
      `${CABECALHO_XML}<workbook xmlns="${PRINCIPAL}" xmlns:r="${RELACOES}"><sheets><sheet name="${textoXml(nomeFolha)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      { name: 'xl/workbook.xml' },
    );
    pacote.append(RELACOES_LIVRO, { name: 'xl/_rels/workbook.xml.rels' });
    pacote.append(ESTILOS, { name: 'xl/styles.xml' });
    pacote.append(folha, { name: 'xl/worksheets/sheet1.xml' });
    const finalizado = pacote.finalize();

    const nomes = colunas.map((_, i) => letras(i));
    let parte =
      `${CABECALHO_XML}<worksheet xmlns="${PRINCIPAL}" xmlns:r="${RELACOES}"><cols>` +
      colunas.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.largura}" customWidth="1"/>`).join('') +
      '</cols><sheetData><row r="1" s="1" customFormat="1">' +
      colunas.map((c, i) => celula(nomes[i], 1, c.titulo, ' s="1"')).join('') +
      '</row>';
    const enviar = async () => {
      if (falha) throw falha;
      const cabe = folha.write(parte);
      parte = '';
      if (!cabe) await esperar();
      // While a piece waits for the client, the batch behind it outlives the young generation's
      // collections and is promoted; the old generation would grow to ~4× the live heap before a
      // full collection without a heap cap (core/limite-lixo.ts, docs/desempenho.md).
      lixo.conferir();
    };
    let numero = 1;
    for await (const lote of lotes) {
      for (const valores of lote) {
        numero++;
        let xml = `<row r="${numero}">`;
        for (let i = 0; i < valores.length && i < nomes.length; i++) xml += celula(nomes[i], numero, valores[i]);
        parte += `${xml}</row>`;
        if (parte.length >= 65_536) await enviar();
      }
    }
    parte += '</sheetData></worksheet>';
    await enviar();
    folha.end();
    await esperar(finalizado);
    if (!destino.writableFinished) await esperar(finished(destino));
  } finally {
    destino.off('close', fechouAntes);
    destino.off('error', parar);
    if (falha) {
      pacote.abort();
      folha.destroy();
    }
  }
}
