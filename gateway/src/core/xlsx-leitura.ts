import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { LeitorXml, ManipuladorXml, TagXml } from './xml-leitura';
import type { ParteZip } from './zip';

/**
 * The rows of the first sheet of an .xlsx package already checked by core/zip.ts (its parts and
 * where their bytes are). Only what the uploads need is read: the workbook (first sheet, 1904 date
 * system), its relationships, the styles (which cell formats are dates), the shared strings and the
 * sheet itself, each inflated and tokenized as a stream (core/xml-leitura.ts).
 *
 * Cells read as exceljs read them before (the uploads' tests hold both to the same answers):
 * shared and inline strings and formula text as text, numbers as numbers, a number in a date
 * format as a Date (UTC, the day typed at midnight), booleans as 'true'/'false', errors as empty,
 * a formula as its cached result. Rows come with their number as the sheet shows it.
 */

export type ValorXlsx = string | number | boolean | Date | null;

export interface LinhaXlsx {
  numero: number;
  /** By column, from A = 0; missing cells are undefined. */
  valores: ValorXlsx[];
}

type Partes = Map<string, ParteZip>;

/** Text of a part, chunk by chunk, inflated as it is read. */
async function* textoDaParte(conteudo: Buffer, parte: ParteZip): AsyncGenerator<string> {
  const dados = conteudo.subarray(parte.inicio, parte.fim);
  let decodificador: StringDecoder | null = null;
  const decodificar = (b: Buffer): string => {
    if (!decodificador) {
      // UTF-8 (with or without BOM) or UTF-16 LE/BE by their BOM, as OOXML allows.
      if (b[0] === 0xff && b[1] === 0xfe) {
        decodificador = new StringDecoder('utf16le');
        return decodificador.write(b.subarray(2));
      }
      if (b[0] === 0xfe && b[1] === 0xff) throw new Error('UTF-16 BE não suportado');
      decodificador = new StringDecoder('utf8');
      if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return decodificador.write(b.subarray(3));
    }
    return decodificador.write(b);
  };
  if (parte.metodo === 0) {
    for (let i = 0; i < dados.length; i += 65_536) yield decodificar(dados.subarray(i, i + 65_536));
  } else {
    const inflador = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    inflador.end(dados);
    for await (const pedaco of inflador) yield decodificar(pedaco as Buffer);
  }
  const fim = (decodificador as StringDecoder | null)?.end();
  if (fim) yield fim;
}

/** Reads a whole small part through `criar`'s handler. */
async function lerParte(conteudo: Buffer, parte: ParteZip | undefined, criar: (leitor: () => LeitorXml) => ManipuladorXml): Promise<void> {
  if (!parte) return;
  let leitor: LeitorXml | null = null;
  leitor = new LeitorXml(criar(() => leitor!));
  for await (const texto of textoDaParte(conteudo, parte)) leitor.escrever(texto);
  leitor.terminar();
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30 and the East Asian ones). */
function formatoInternoDeData(id: number): boolean {
  return (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58);
}

/** A custom format code that shows a date: y, m, d, h, s or b outside quotes and brackets (exceljs' rule). */
function codigoDeData(codigo: string): boolean {
  return /[ymdhMsb]/.test(codigo.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

interface Livro {
  folha: string | null;
  data1904: boolean;
}

async function lerLivro(conteudo: Buffer, partes: Partes): Promise<Livro> {
  let data1904 = false;
  let primeiraId: string | null = null;
  await lerParte(conteudo, partes.get('xl/workbook.xml'), () => ({
    abrir(nome, tag) {
      if (nome === 'workbookPr') data1904 = ['1', 'true'].includes(tag.atributo('date1904') ?? '');
      else if (nome === 'sheet' && primeiraId === null) primeiraId = tag.atributo('id') ?? null;
    },
    fechar() {},
  }));
  let alvo: string | null = null;
  await lerParte(conteudo, partes.get('xl/_rels/workbook.xml.rels'), () => ({
    abrir(nome, tag) {
      if (nome === 'Relationship' && primeiraId !== null && tag.atributo('Id') === primeiraId) alvo = tag.atributo('Target') ?? null;
    },
    fechar() {},
  }));
  let folha: string | null = null;
  if (alvo !== null) {
    const caminho: string = (alvo as string).startsWith('/') ? (alvo as string).slice(1) : `xl/${alvo as string}`;
    // Resolves "../" as a path inside the package would.
    const partesCaminho: string[] = [];
    for (const p of caminho.split('/'))
      if (p === '..') partesCaminho.pop();
      else if (p !== '.') partesCaminho.push(p);
    folha = partesCaminho.join('/');
  }
  if (folha === null || !partes.has(folha)) {
    // Without a readable workbook, the first worksheet in the package (what exceljs' stream took).
    folha = [...partes.keys()].find((n) => /^xl\/worksheets\/[^/]+\.xml$/i.test(n)) ?? null;
  }
  return { folha, data1904 };
}

/** Index of each cell format (the `s` of a cell) whose number format shows a date. */
async function estilosDeData(conteudo: Buffer, partes: Partes): Promise<Set<number>> {
  const codigos = new Map<number, string>();
  const formatos: number[] = [];
  let emCellXfs = false;
  await lerParte(conteudo, partes.get('xl/styles.xml'), () => ({
    abrir(nome, tag) {
      if (nome === 'numFmt') codigos.set(Number(tag.atributo('numFmtId')), tag.atributo('formatCode') ?? '');
      else if (nome === 'cellXfs') emCellXfs = true;
      else if (nome === 'xf' && emCellXfs) formatos.push(Number(tag.atributo('numFmtId') ?? 0));
    },
    fechar(nome) {
      if (nome === 'cellXfs') emCellXfs = false;
    },
  }));
  const datas = new Set<number>();
  for (const [i, id] of formatos.entries()) {
    const codigo = codigos.get(id);
    if (codigo !== undefined ? codigoDeData(codigo) : formatoInternoDeData(id)) datas.add(i);
  }
  return datas;
}

/** Shared strings: each <si> is its <t> runs joined, without phonetic guides (<rPh>). */
async function textosCompartilhados(conteudo: Buffer, partes: Partes): Promise<string[]> {
  const textos: string[] = [];
  let atual: string | null = null;
  let foneticos = 0;
  await lerParte(conteudo, partes.get('xl/sharedStrings.xml'), (leitor) => ({
    abrir(nome) {
      if (nome === 'si') atual = '';
      else if (nome === 't' && atual !== null && !foneticos) leitor().capturar();
      else if (nome === 'rPh') foneticos++;
    },
    fechar(nome) {
      if (nome === 't' && atual !== null && !foneticos) atual += leitor().texto();
      else if (nome === 'rPh') foneticos--;
      else if (nome === 'si') {
        textos.push(atual ?? '');
        atual = null;
      }
    },
  }));
  return textos;
}

/** "AB12" → 27 (A = 0); -1 when the reference has no column letters. */
function coluna(referencia: string): number {
  let n = 0;
  let i = 0;
  for (; i < referencia.length && i < 4; i++) {
    const c = referencia.charCodeAt(i);
    if (c >= 65 && c <= 90) n = n * 26 + (c - 64);
    else if (c >= 97 && c <= 122) n = n * 26 + (c - 96);
    else break;
  }
  return i === 0 || n > 16_384 ? -1 : n - 1;
}

const excelParaData = (serial: number, data1904: boolean) => new Date(Math.round((serial - 25_569 + (data1904 ? 1462 : 0)) * 86_400_000));

/** Rows of the first sheet, as they are read. */
export async function* linhasXlsx(conteudo: Buffer, partes: Partes): AsyncGenerator<LinhaXlsx> {
  const livro = await lerLivro(conteudo, partes);
  const parteFolha = livro.folha ? partes.get(livro.folha) : undefined;
  if (!parteFolha) return;
  const datas = await estilosDeData(conteudo, partes);
  const compartilhados = await textosCompartilhados(conteudo, partes);

  const prontas: LinhaXlsx[] = [];
  let linha: LinhaXlsx | null = null;
  let ultimaLinha = 0;
  // The cell being read.
  let col = -1;
  let tipo = '';
  let estilo = -1;
  let valor: string | null = null;
  let formula = false;
  let inline: string | null = null;
  let foneticos = 0;
  let leitor: LeitorXml | null = null;

  const valorDaCelula = (): ValorXlsx => {
    if (tipo === 'inlineStr') return inline;
    if (valor === null) return null;
    if (formula) return tipo === 'str' ? valor : numero(valor);
    switch (tipo) {
      case 's':
        return compartilhados[Number.parseInt(valor, 10)] ?? null;
      case 'str':
        return valor;
      case 'e':
        return null;
      case 'b':
        return Number.parseInt(valor, 10) !== 0;
      case 'd': {
        const d = new Date(valor);
        return Number.isNaN(d.getTime()) ? null : d;
      }
      default: {
        const n = numero(valor);
        return n !== null && datas.has(estilo) ? excelParaData(n, livro.data1904) : n;
      }
    }
  };

  leitor = new LeitorXml({
    abrir(nome: string, tag: TagXml) {
      switch (nome) {
        case 'row': {
          const r = Number(tag.atributo('r'));
          ultimaLinha = Number.isInteger(r) && r > 0 ? r : ultimaLinha + 1;
          linha = { numero: ultimaLinha, valores: [] };
          col = -1;
          break;
        }
        case 'c': {
          const r = tag.atributo('r');
          const c = r === undefined ? col + 1 : coluna(r);
          if (c < 0) throw new Error('referência de célula inválida');
          col = c;
          tipo = tag.atributo('t') ?? 'n';
          const s = tag.atributo('s');
          estilo = s === undefined ? 0 : Number(s);
          valor = null;
          formula = false;
          inline = null;
          break;
        }
        case 'v':
          if (linha) leitor!.capturar();
          break;
        case 'f':
          formula = true;
          break;
        case 'is':
          inline = '';
          break;
        case 't':
          if (inline !== null && !foneticos) leitor!.capturar();
          break;
        case 'rPh':
          foneticos++;
          break;
        default:
          break;
      }
    },
    fechar(nome: string) {
      switch (nome) {
        case 'v':
          if (linha) valor = leitor!.texto();
          break;
        case 't':
          if (inline !== null && !foneticos) inline += leitor!.texto();
          break;
        case 'rPh':
          foneticos--;
          break;
        case 'c':
          if (linha) (linha as LinhaXlsx).valores[col] = valorDaCelula();
          break;
        case 'row':
          if (linha) prontas.push(linha);
          linha = null;
          break;
        default:
          break;
      }
    },
  });
  for await (const texto of textoDaParte(conteudo, parteFolha)) {
    leitor.escrever(texto);
    if (prontas.length) {
      yield* prontas;
      prontas.length = 0;
    }
  }
  leitor.terminar();
  yield* prontas;
}

function numero(texto: string): number | null {
  const n = Number.parseFloat(texto);
  return Number.isFinite(n) ? n : null;
}
