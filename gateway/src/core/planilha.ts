import type { Writable } from 'node:stream';
import { INICIO_PERIGOSO_PLANILHA, MENSAGENS } from '@sw/common';
import { config } from '../runtime';
import { entradaInvalida, ErroApp } from './errors';
import { Vagas } from './vagas';
import { escreverPacoteXlsx, ValorCelula } from './xlsx-escrita';
import { linhasXlsx } from './xlsx-leitura';
import { ParteZip, verificarZipDescompactando } from './zip';

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

interface DadosComuns {
  /** Sheet name (at most 31 characters, as Excel requires). */
  planilha: string;
  colunas: ColunaPlanilha[];
}

/**
 * The rows one at a time, or `lotes`: a batch at a time, as a database cursor gives them
 * (core/consulta-em-lotes.ts `lotesEmConsulta`), which saves an await per row on large exports.
 */
export type DadosPlanilha = DadosComuns &
  ({ linhas: AsyncIterable<unknown[]> | Iterable<unknown[]> } | { lotes: AsyncIterable<unknown[][]> | Iterable<unknown[][]> });

/** Rows given one at a time, gathered into batches for the writer. */
async function* emLotes(linhas: AsyncIterable<unknown[]> | Iterable<unknown[]>, tamanho = 500): AsyncGenerator<unknown[][]> {
  let lote: unknown[][] = [];
  for await (const linha of linhas) {
    lote.push(linha);
    if (lote.length >= tamanho) {
      yield lote;
      lote = [];
    }
  }
  if (lote.length) yield lote;
}

/** Text that starts like a formula (the rule of the CSV files too, in common/) gets a leading apostrophe; numbers, dates, booleans and null pass unchanged. */
export function valorSeguro(v: unknown): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'bigint') return Number(v);
  const texto = String(v);
  return INICIO_PERIGOSO_PLANILHA.test(texto) ? `'${texto}` : texto;
}

/** Writes one sheet to `destino` (an HTTP response, a file) and resolves when the file is complete (core/xlsx-escrita.ts). */
export async function escreverXlsx(destino: Writable, dados: DadosPlanilha): Promise<void> {
  const lotes = 'lotes' in dados ? dados.lotes : emLotes(dados.linhas);
  async function* seguras(): AsyncGenerator<ValorCelula[][]> {
    for await (const lote of lotes) yield lote.map((linha) => linha.map(valorSeguro));
  }
  const nome = dados.planilha.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Planilha';
  await escreverPacoteXlsx(
    destino,
    nome,
    dados.colunas.map((c) => ({ titulo: c.titulo, largura: c.largura ?? 18 })),
    seguras(),
  );
}

/** A file name safe for Content-Disposition, with the extension it must have. */
export function nomeDeArquivo(pedido: unknown, padrao: string, extensao = '.xlsx'): string {
  const base = String(pedido ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return `${base || padrao}${extensao}`;
}

/**
 * Content-Disposition for a download named `nome`: the plain filename keeps only safe ASCII (no
 * quote, slash, control character or header break can get through), filename* keeps the accents.
 */
export function cabecalhoAnexo(nome: string): string {
  const limpo =
    String(nome)
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(/^.*[\\/]/, '')
      .slice(0, 150) || 'arquivo';
  const ascii = limpo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.() -]/g, '_')
    .replace(/^\.+/, '_');
  const codificado = encodeURIComponent(limpo).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${codificado}`;
}

/** A cell as read from an uploaded sheet: text, number, date (a date-formatted cell) or empty. */
export type CelulaLida = string | number | Date | null;

export interface LinhaPlanilha {
  /** Row number as the spreadsheet shows it (the header is usually 1). */
  linha: number;
  valores: CelulaLida[];
}

/** Formulas give their result, rich text its plain text, links their text; errors read as empty. */
function celula(v: unknown): CelulaLida {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText)) return celula((o.richText as { text?: string }[]).map((t) => t.text ?? '').join(''));
    if ('result' in o) return celula(o.result);
    if ('text' in o) return celula(o.text);
  }
  return null;
}

export const MENSAGEM_PLANILHAS_OCUPADAS = 'O servidor está lendo outras planilhas agora. Tente novamente em alguns instantes.';

/**
 * Spreadsheets read at once by this instance (SW_PLANILHAS_SIMULTANEAS, default 2): each read
 * holds its upload, the inflation check and exceljs' state. Up to 10 more wait, each at most 30 s,
 * for a slot; beyond that the upload is answered 503 with MENSAGEM_PLANILHAS_OCUPADAS.
 */
export const VAGAS_PLANILHA = new Vagas({
  vagas: () => config().planilhasSimultaneas,
  maxFila: 10,
  esperaMaxMs: 30_000,
  mensagem: MENSAGEM_PLANILHAS_OCUPADAS,
});

/** Uploads already inflated once (an import reads its file twice: check, then credit), with their parts. */
const verificadas = new WeakMap<Buffer, Map<string, ParteZip>>();

/**
 * Reads the first sheet of an uploaded .xlsx as a stream of rows (core/xlsx-leitura.ts: the sheet's
 * XML is inflated and tokenized as it is read, never built as a whole workbook in memory). The type
 * is decided by the content: a file that is not a zip package is refused before parsing; every entry
 * is then inflated once with a byte counter (core/zip.ts), so a package that inflates past the
 * limits, or past the sizes it declares, is never parsed; and a package whose XML is malformed is
 * refused as a whole. Empty rows are skipped; more than `maxLinhas` data rows stops the reading
 * with a 400. The whole read holds one of this instance's VAGAS_PLANILHA.
 */
export async function* lerPlanilhaXlsx(conteudo: Buffer, opcoes: { maxLinhas: number }): AsyncGenerator<LinhaPlanilha> {
  if (conteudo.length < 4 || conteudo.readUInt32BE(0) !== 0x504b0304) throw entradaInvalida(MENSAGENS.arquivoNaoXlsx);
  const liberar = await VAGAS_PLANILHA.ocupar();
  try {
    let partes = verificadas.get(conteudo);
    if (!partes) {
      partes = (await verificarZipDescompactando(conteudo, { mensagemInvalido: MENSAGENS.planilhaInvalida })).partes;
      verificadas.set(conteudo, partes);
    }
    yield* linhasDaPrimeiraFolha(conteudo, partes, opcoes.maxLinhas);
  } finally {
    liberar();
  }
}

async function* linhasDaPrimeiraFolha(conteudo: Buffer, partes: Map<string, ParteZip>, maxLinhas: number): AsyncGenerator<LinhaPlanilha> {
  let lidas = 0;
  try {
    for await (const { numero, valores: brutos } of linhasXlsx(conteudo, partes)) {
      const valores = brutos.map(celula);
      for (let i = 0; i < valores.length; i++) if (valores[i] === undefined) valores[i] = null;
      if (!valores.some((v) => v !== null)) continue;
      if (++lidas > maxLinhas + 1) throw entradaInvalida(MENSAGENS.arquivoMuitasLinhas(maxLinhas));
      yield { linha: numero, valores };
    }
  } catch (e) {
    if (e instanceof ErroApp) throw e;
    throw entradaInvalida(MENSAGENS.planilhaInvalida);
  }
}
