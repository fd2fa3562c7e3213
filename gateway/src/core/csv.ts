import { MENSAGENS } from '@sw/common';
import { CsvError, parse } from 'csv-parse/sync';
import { entradaInvalida } from './errors';

/**
 * Reading uploaded CSV files. The type is decided by the content, never by the name alone:
 * a spreadsheet renamed to .csv, an archive or any binary is refused before a single row is read.
 * Text may be UTF-8 (with or without BOM) or Latin-1/Windows-1252 (what Excel in Portuguese
 * saves by default); columns are separated by ';' (Excel pt-BR) or ','.
 */

/** Signatures of common binary formats, checked on the first bytes. */
const ASSINATURAS_BINARIAS: number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip, xlsx, docx, ods
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0xd0, 0xcf, 0x11, 0xe0], // xls, doc (OLE)
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // png
  [0xff, 0xd8, 0xff], // jpeg
  [0x47, 0x49, 0x46, 0x38], // gif
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // rar
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x4d, 0x5a], // exe
  [0x7f, 0x45, 0x4c, 0x46], // elf
];

const comeca = (buf: Buffer, assinatura: number[]) => assinatura.every((b, i) => buf[i] === b);

/** Decodes an uploaded file as text, or refuses it as not being a text CSV. */
export function decodificarTexto(buf: Buffer): string {
  if (ASSINATURAS_BINARIAS.some((a) => comeca(buf, a))) throw entradaInvalida(MENSAGENS.arquivoNaoCsv);
  // NUL bytes never appear in UTF-8 or Latin-1 text (UTF-16 exports have them: also refused).
  if (buf.includes(0)) throw entradaInvalida(MENSAGENS.arquivoNaoCsv);
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    texto = new TextDecoder('windows-1252').decode(buf);
  }
  texto = texto.replace(/^\uFEFF/, '');
  // Control characters other than tab and line breaks mean binary content.
  if (/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/.test(texto)) throw entradaInvalida(MENSAGENS.arquivoNaoCsv);
  return texto;
}

export interface RegistroCsv {
  /** Line of the file where the record starts (the header is line 1). */
  linha: number;
  valores: string[];
}

export interface TabelaCsv {
  separador: ';' | ',';
  cabecalho: string[];
  registros: RegistroCsv[];
}

/** The separator of the header line: ';' when it has one outside quotes, else ','. */
function separadorDo(primeiraLinha: string): ';' | ',' {
  const semAspas = primeiraLinha.replace(/"[^"]*"/g, '');
  return semAspas.includes(';') || !semAspas.includes(',') ? ';' : ',';
}

const quebrasDeLinha = (valores: string[]) => valores.reduce((n, v) => n + (v.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * Splits CSV text into records with csv-parse (RFC 4180: quoted fields may hold separators,
 * doubled quotes and line breaks; a stray quote inside a field is kept as text). Blank lines and
 * lines of empty cells are skipped; line numbers stay those of the file, so that errors point
 * where the user looks.
 */
export function lerCsv(texto: string, opcoes: { maxRegistros: number }): TabelaCsv {
  const fimPrimeira = texto.search(/\r?\n/);
  const separador = separadorDo(fimPrimeira < 0 ? texto : texto.slice(0, fimPrimeira));
  type Lido = { record: string[]; info: { lines: number } };
  let lidos: Lido[];
  let ultimaLinhaLida = 0;
  try {
    lidos = parse(texto, {
      delimiter: separador,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      // One record past the limit is enough to refuse the file without reading the rest.
      to: opcoes.maxRegistros + 2,
      on_record: (registro: string[], contexto: { lines: number }) => {
        ultimaLinhaLida = contexto.lines;
        return registro;
      },
    }) as unknown as Lido[];
  } catch (e) {
    if (e instanceof CsvError && e.code === 'CSV_QUOTE_NOT_CLOSED') {
      // The open record starts at the first non-blank line after the last complete one.
      const linhas = texto.split(/\r\n|\r|\n/);
      let inicio = ultimaLinhaLida + 1;
      while (inicio < linhas.length && !linhas[inicio - 1].trim()) inicio++;
      throw entradaInvalida(`O arquivo tem aspas sem fechamento a partir da linha ${inicio}.`);
    }
    throw entradaInvalida(MENSAGENS.arquivoNaoCsv);
  }
  if (lidos.length > opcoes.maxRegistros + 1) throw entradaInvalida(MENSAGENS.arquivoMuitasLinhas(opcoes.maxRegistros));
  const todos: RegistroCsv[] = lidos.map(({ record, info }) => ({ linha: info.lines - quebrasDeLinha(record), valores: record }));
  const [cabecalho, ...registros] = todos;
  if (!cabecalho) throw entradaInvalida(MENSAGENS.arquivoSemLinhas);
  if (!registros.length) throw entradaInvalida(MENSAGENS.arquivoSemLinhas);
  return { separador, cabecalho: cabecalho.valores, registros };
}

/** 'Código de Barras' → 'codigodebarras': headers are compared without case, accents, spaces or punctuation. */
export const normalizarCabecalho = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Maps the file's header onto the layout's fields (each field with its accepted names).
 * Missing required columns make the whole file invalid; unknown columns are ignored.
 */
export function mapearColunas(cabecalho: string[], campos: { campo: string; obrigatoria: boolean; nomes: string[] }[]): Record<string, number> {
  const normalizados = cabecalho.map(normalizarCabecalho);
  const indices: Record<string, number> = {};
  const ausentes: string[] = [];
  for (const c of campos) {
    const aceitos = [c.campo, ...c.nomes].map(normalizarCabecalho);
    const achados = normalizados.flatMap((n, i) => (aceitos.includes(n) ? [i] : []));
    if (achados.length > 1) throw entradaInvalida(`A coluna ${c.campo} aparece mais de uma vez no cabeçalho.`);
    if (achados.length === 1) indices[c.campo] = achados[0];
    else if (c.obrigatoria) ausentes.push(c.campo);
  }
  if (ausentes.length) throw entradaInvalida(MENSAGENS.colunasAusentes(ausentes));
  return indices;
}
