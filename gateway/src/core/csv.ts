import { MENSAGENS } from '@sw/common';
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
  let entreAspas = false;
  let pontoEVirgula = 0;
  let virgulas = 0;
  for (const c of primeiraLinha) {
    if (c === '"') entreAspas = !entreAspas;
    else if (!entreAspas && c === ';') pontoEVirgula++;
    else if (!entreAspas && c === ',') virgulas++;
  }
  return pontoEVirgula > 0 || virgulas === 0 ? ';' : ',';
}

/**
 * Splits CSV text into records (RFC 4180: quoted fields may hold separators, doubled quotes and
 * line breaks). Blank lines are skipped; line numbers stay those of the file so that errors
 * point where the user looks.
 */
export function lerCsv(texto: string, opcoes: { maxRegistros: number }): TabelaCsv {
  const fimPrimeira = texto.search(/\r?\n/);
  const separador = separadorDo(fimPrimeira < 0 ? texto : texto.slice(0, fimPrimeira));
  const todos: RegistroCsv[] = [];
  let valores: string[] = [];
  let campo = '';
  let entreAspas = false;
  let linha = 1;
  let inicioRegistro = 1;
  let campoTeveAspas = false;

  const fecharCampo = () => {
    valores.push(campoTeveAspas ? campo : campo.trim());
    campo = '';
    campoTeveAspas = false;
  };
  const fecharRegistro = () => {
    fecharCampo();
    if (valores.some((v) => v !== '')) {
      todos.push({ linha: inicioRegistro, valores });
      if (todos.length > opcoes.maxRegistros + 1) throw entradaInvalida(MENSAGENS.arquivoMuitasLinhas(opcoes.maxRegistros));
    }
    valores = [];
  };

  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (entreAspas) {
      if (c === '"') {
        if (texto[i + 1] === '"') {
          campo += '"';
          i++;
        } else entreAspas = false;
      } else {
        if (c === '\n') linha++;
        campo += c;
      }
    } else if (c === '"' && campo.trim() === '') {
      entreAspas = true;
      campoTeveAspas = true;
      campo = '';
    } else if (c === separador) {
      fecharCampo();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && texto[i + 1] === '\n') i++;
      fecharRegistro();
      linha++;
      inicioRegistro = linha;
    } else {
      campo += c;
    }
  }
  if (entreAspas) throw entradaInvalida(`O arquivo tem aspas sem fechamento a partir da linha ${inicioRegistro}.`);
  if (campo !== '' || valores.length) fecharRegistro();

  const [cabecalho, ...registros] = todos;
  if (!cabecalho) throw entradaInvalida(MENSAGENS.arquivoSemLinhas);
  if (!registros.length) throw entradaInvalida(MENSAGENS.arquivoSemLinhas);
  return { separador, cabecalho: cabecalho.valores, registros };
}

/** 'Código de Barras' → 'codigodebarras': headers are compared without case, accents, spaces or punctuation. */
export const normalizarCabecalho = (t: string) =>
  t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Maps the file's header onto the layout's fields (each field with its accepted names).
 * Missing required columns make the whole file invalid; unknown columns are ignored.
 */
export function mapearColunas(
  cabecalho: string[],
  campos: { campo: string; obrigatoria: boolean; nomes: string[] }[],
): Record<string, number> {
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
