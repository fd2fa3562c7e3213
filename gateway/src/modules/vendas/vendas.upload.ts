import { cpfValido, LAYOUT_XLSX_VENDAS, LIMITES_UPLOAD_VENDAS, MENSAGENS, somenteDigitos } from '@sw/common';
import { RequestContext } from '../../core/context';
import { config } from '../../runtime';
import { mapearColunas } from '../../core/csv';
import { CodigoErro, entradaInvalida, ErroApp } from '../../core/errors';
import { ErroLinha, ordenarErros } from '../../core/importacao';
import { LimiteDeLixo } from '../../core/limite-lixo';
import { CelulaLida, lerPlanilhaXlsx } from '../../core/planilha';
import { ArquivoRecebido, temExtensao } from '../../core/upload';
import { analisar, Entrada } from '../../core/esquema';
import * as esquemas from './vendas.esquemas';
import { registrarLog } from '../auditoria/auditoria.service';
import { VendaLida } from './vendas.esquemas';
import { pontuarLote } from './vendas.lote';
import { pedirGeracaoAposUpload } from '../relatorios/agenda';

/**
 * POST /api/upload/vendas (spec 1 §5, §7): sales from an .xlsx, one row per item. The sheet is read
 * as a stream; consecutive rows of one document (store, fiscal type, fiscal number) make one sale,
 * credited with Nova venda's rules (vendas.lote.ts: the rules of `pontuar`, set-based, a batch of
 * documents per transaction; a refused sale is never inserted, so no sale is ever half-applied).
 * A bad row or a refused sale becomes {linha, motivo}; the other sales go on.
 * A document already credited is refused by the service ('Venda já processada'), so the same file
 * sent twice credits nothing the second time. Layout and rules: docs/vendas-upload-e-correcao.md.
 */

export const LIMITE_BYTES_UPLOAD_VENDAS = LIMITES_UPLOAD_VENDAS.megabytes * 1024 * 1024;

/** Documents credited per transaction: large enough to spread each statement's cost, small enough to keep locks short. */
const DOCUMENTOS_POR_LOTE = 500;

export interface ResultadoUploadVendas {
  /** Sales credited (processed) from this file. */
  total: number;
  erros: ErroLinha[];
}

/** Other header names people use for each column. */
const APELIDOS: Record<string, string[]> = {
  cpf: ['cpf vendedor', 'cpf do vendedor', 'vendedor'],
  loja: ['cnpj', 'cnpj loja', 'cnpj da loja', 'código da loja', 'codigo loja', 'cod revenda', 'codRevenda', 'revenda'],
  tipoFiscal: ['tipo fiscal', 'tipo', 'tipo documento'],
  numeroFiscal: ['número fiscal', 'numero', 'número', 'identificador', 'nota', 'número da nota', 'documento'],
  dataVenda: ['data da venda', 'data', 'realizadoEm'],
  codigoProduto: ['código do produto', 'codigo', 'código', 'produto'],
  quantidade: ['qtde', 'qtd', 'quantidade vendida'],
  valorUnitario: ['valor unitário', 'preço unitário', 'preco unitario', 'valor'],
  desconto: ['valor desconto', 'valorDesconto', 'descontos'],
};
const COLUNAS = LAYOUT_XLSX_VENDAS.map((c) => ({ campo: c.campo, obrigatoria: c.obrigatoria, nomes: APELIDOS[c.campo] ?? [] }));

interface LinhaVenda {
  linha: number;
  chave: string;
  loja: string;
  venda: { cpf: string; tipoFiscal: string; identificador: string; realizadoEm: string };
  item: { codigo: string; qtde: CelulaLida; valorUnitario: CelulaLida; valorDesconto: CelulaLida };
  /** The row's own problem, when it has one (the sale of its document is then not sent). */
  motivo: string | null;
}

/** Text of a cell: numbers as typed (a CPF or CNPJ typed as a number lost its leading zeros: `digitos` puts them back). */
function texto(v: CelulaLida, digitos?: number): string {
  if (v === null) return '';
  if (v instanceof Date) return diaDaCelula(v);
  if (typeof v === 'number' && digitos && Number.isInteger(v)) return String(v).padStart(digitos, '0');
  return String(v).trim();
}

/** A date cell is midnight UTC of the day typed; a bare number is Excel's day serial. */
function diaDaCelula(v: CelulaLida): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2_958_466) {
    return new Date(Date.UTC(1899, 11, 30) + v * 86_400_000).toISOString().slice(0, 10);
  }
  return texto(v);
}

/** One data row → the sale fields and the item, each checked with Nova venda's own reader and messages. */
function lerLinha(linha: number, valores: CelulaLida[], indices: Record<string, number>): LinhaVenda {
  const c = (campo: string): CelulaLida => (indices[campo] === undefined ? null : (valores[indices[campo]] ?? null));
  const cpf = texto(c('cpf'), 11);
  const lojaBruta = c('loja');
  const loja = texto(lojaBruta, typeof lojaBruta === 'number' && String(lojaBruta).length > 11 ? 14 : undefined);
  const venda = { cpf, tipoFiscal: texto(c('tipoFiscal')), identificador: texto(c('numeroFiscal')), realizadoEm: diaDaCelula(c('dataVenda')) };
  const item = { codigo: texto(c('codigoProduto')), qtde: c('quantidade'), valorUnitario: c('valorUnitario'), valorDesconto: c('desconto') };
  // The document's key first, so that a bad item row still belongs to its sale (and stops it).
  let chave = '';
  try {
    const chaveLoja = somenteDigitos(loja).length === 14 ? somenteDigitos(loja) : loja.toLowerCase();
    if (loja) chave = `${chaveLoja}|${analisar(esquemas.tipoFiscal, venda.tipoFiscal)}|${analisar(esquemas.identificador, venda.identificador)}`;
  } catch {
    /* reported below with the row's other checks */
  }
  const base = { linha, loja, venda, item, chave };
  try {
    if (!loja) throw entradaInvalida('Loja (CNPJ ou código) é obrigatório');
    const lida = analisar(esquemas.venda, { ...venda, itens: [item] });
    if (!cpfValido(lida.cpf)) throw entradaInvalida(MENSAGENS.vendaCpfInvalido);
    return { ...base, venda: { ...venda, cpf: lida.cpf, identificador: lida.identificador, realizadoEm: lida.realizadoEm }, motivo: null };
  } catch (e) {
    if (e instanceof ErroApp && e.codigo === CodigoErro.EntradaInvalida) return { ...base, motivo: e.message };
    throw e;
  }
}

/** The document's rows as one Nova venda, or the reason the whole document cannot be read. */
function lerVendaDoDocumento(linhas: LinhaVenda[]): VendaLida | ErroApp {
  try {
    return analisar(esquemas.venda, { ...linhas[0].venda, itens: linhas.map((l) => l.item) });
  } catch (e) {
    if (e instanceof ErroApp && e.codigo === CodigoErro.EntradaInvalida) return e;
    throw e;
  }
}

/**
 * Reads the sheet and hands out each document (consecutive rows of one store, fiscal type and
 * number) and each row refused for its place in the file; throws the 400 of an unreadable file.
 * Returns the number of data rows (0 also when the header is missing).
 */
async function documentosDaPlanilha(
  conteudo: Buffer,
  recusada: (e: ErroLinha) => void,
  documento: (linhas: LinhaVenda[]) => Promise<void> | void,
): Promise<number> {
  /** First line of every document already seen, to refuse a document split across the file. */
  const documentos = new Map<string, number>();
  let indices: Record<string, number> | null = null;
  let grupo: LinhaVenda[] = [];
  let linhasLidas = 0;
  for await (const { linha, valores } of lerPlanilhaXlsx(conteudo, { maxLinhas: config().uploadVendasMaxLinhas })) {
    if (!indices) {
      indices = mapearColunas(
        valores.map((v) => texto(v)),
        COLUNAS,
      );
      continue;
    }
    linhasLidas++;
    const atual = lerLinha(linha, valores, indices);
    const doGrupo = grupo[0];
    if (doGrupo && atual.chave && doGrupo.chave === atual.chave) {
      // Rows of one document must agree on who sold and when.
      if (!atual.motivo && (atual.venda.cpf !== doGrupo.venda.cpf || atual.venda.realizadoEm !== doGrupo.venda.realizadoEm)) {
        atual.motivo = `CPF ou data diferente da linha ${doGrupo.linha}, do mesmo documento.`;
      }
      grupo.push(atual);
      continue;
    }
    if (grupo.length) await documento(grupo);
    grupo = [];
    if (atual.chave && documentos.has(atual.chave)) {
      // A repeated block is refused as a whole; its rows never join a sale.
      recusada({
        linha: atual.linha,
        motivo: `Documento repetido na planilha (já informado na linha ${documentos.get(atual.chave)}): as linhas de um documento devem ficar juntas.`,
      });
      continue;
    }
    if (atual.chave) documentos.set(atual.chave, linha);
    grupo = [atual];
  }
  if (grupo.length) await documento(grupo);
  return indices ? linhasLidas : 0;
}

/** Data rows of the sheet (0 without any row), after checking its header; every row of the file is read. */
async function contarLinhas(conteudo: Buffer): Promise<number> {
  let cabecalho = false;
  let linhas = 0;
  for await (const { valores } of lerPlanilhaXlsx(conteudo, { maxLinhas: config().uploadVendasMaxLinhas })) {
    if (cabecalho) linhas++;
    else {
      mapearColunas(
        valores.map((v) => texto(v)),
        COLUNAS,
      );
      cabecalho = true;
    }
  }
  return linhas;
}

/** `campos` are the upload's text fields, parsed (vendas.esquemas camposUpload). */
export async function importarVendas(
  ctx: RequestContext,
  arquivo: ArquivoRecebido | null,
  campos: Entrada<typeof esquemas.camposUpload>,
): Promise<ResultadoUploadVendas> {
  if (!arquivo) throw entradaInvalida(MENSAGENS.selecioneArquivo);
  if (!temExtensao(arquivo.nome, '.xlsx')) throw entradaInvalida(MENSAGENS.arquivoNaoXlsx);
  const enviarMensagem = campos.enviarMensagem ?? false;

  const erros: ErroLinha[] = [];
  let total = 0;
  let pontos = 0;

  /** A batch of documents: rows with problems are reported, the rest credited together (vendas.lote.ts). */
  const processarLote = async (lote: LinhaVenda[][]) => {
    const validos: LinhaVenda[][] = [];
    for (const linhas of lote) {
      const comProblema = linhas.filter((l) => l.motivo);
      for (const l of comProblema) erros.push({ linha: l.linha, motivo: l.motivo! });
      if (comProblema.length) {
        const numeros = comProblema.map((l) => l.linha).join(', ');
        for (const l of linhas)
          if (!l.motivo) erros.push({ linha: l.linha, motivo: `Venda não processada: corrija a(s) linha(s) ${numeros} do mesmo documento.` });
      } else validos.push(linhas);
    }
    if (!validos.length) return;
    const resultados = await pontuarLote(
      ctx,
      validos.map((linhas) => ({
        cpf: linhas[0].venda.cpf,
        loja: linhas[0].loja,
        venda: lerVendaDoDocumento(linhas),
      })),
      enviarMensagem,
    );
    for (const [i, r] of resultados.entries()) {
      const linhas = validos[i];
      if ('pontosCreditados' in r) {
        total++;
        pontos += r.pontosCreditados;
        continue;
      }
      const [primeira] = linhas;
      // A product error points at its row; any other refusal at the document's first row.
      const produto = /^Produto não participante: (.+)$/.exec(r.erro.message)?.[1]?.toLowerCase();
      const alvo = (produto && linhas.find((l) => l.item.codigo.toLowerCase() === produto)) || primeira;
      erros.push({
        linha: alvo.linha,
        motivo:
          linhas.length > 1 && alvo === primeira
            ? `${r.erro.message} (documento das linhas ${primeira.linha} a ${linhas[linhas.length - 1].linha})`
            : r.erro.message,
      });
    }
  };

  // The whole sheet is read and checked first (a file over the limit, corrupt halfway, with a bad
  // header or without rows credits nothing): only the header is interpreted and the rows counted.
  // Then it is read again and its documents are credited a batch at a time; while one batch is in
  // the database the next one is being read (one transaction at a time, in file order), so the
  // reading and the database work overlap and memory holds two batches, not the file.
  const linhasLidas = await contarLinhas(arquivo.conteudo);
  if (linhasLidas === 0) throw entradaInvalida(MENSAGENS.arquivoSemLinhas);
  let lote: LinhaVenda[][] = [];
  let emCurso: Promise<void> = Promise.resolve();
  // Each batch outlives the young-generation collections while it waits for the database; without
  // this the old generation fills with spent batches up to ~4× the live heap (core/limite-lixo.ts).
  const lixo = new LimiteDeLixo();
  try {
    await documentosDaPlanilha(
      arquivo.conteudo,
      (e) => erros.push(e),
      async (grupo) => {
        lote.push(grupo);
        if (lote.length < DOCUMENTOS_POR_LOTE) return;
        await emCurso;
        lixo.conferir();
        emCurso = processarLote(lote);
        // Awaited before the next batch or at the end; marked handled so a failure waits for that await.
        emCurso.catch(() => undefined);
        lote = [];
      },
    );
  } finally {
    await emCurso.catch(() => undefined);
  }
  await emCurso;
  await processarLote(lote);

  await registrarLog(ctx, 'venda.upload', { arquivo: arquivo.nome, linhas: linhasLidas, total, pontos, erros: erros.length, enviarMensagem });
  return { total, erros: ordenarErros(erros) };
}

/** Processar › Vendas through either door: the import, then the reports follow the new sales. */
export async function processarPlanilhaVendas(
  ctx: RequestContext,
  arquivo: ArquivoRecebido | null,
  campos: Entrada<typeof esquemas.camposUpload>,
): Promise<ResultadoUploadVendas> {
  const r = await importarVendas(ctx, arquivo, campos);
  if (r.total > 0) await pedirGeracaoAposUpload(ctx, 'vendas');
  return r;
}
