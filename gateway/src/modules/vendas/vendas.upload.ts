import { cpfValido, LAYOUT_XLSX_VENDAS, LIMITES_UPLOAD_VENDAS, MENSAGENS, somenteDigitos } from '@sw/common';
import { RequestContext } from '../../core/context';
import { mapearColunas } from '../../core/csv';
import { CodigoErro, entradaInvalida, ErroApp } from '../../core/errors';
import { ErroLinha, ordenarErros } from '../../core/importacao';
import { CelulaLida, lerPlanilhaXlsx } from '../../core/planilha';
import { ArquivoRecebido, temExtensao } from '../../core/upload';
import * as validar from '../../core/validacao';
import { registrarLog } from '../auditoria/auditoria.service';
import { lerIdentificador, lerTipoFiscal, lerVenda } from './vendas.entrada';
import { membroVisivel, pontuar } from './vendas.service';

/**
 * POST /api/upload/vendas (spec 1 §5, §7): sales from an .xlsx, one row per item. The sheet is read
 * as a stream; consecutive rows of one document (store, fiscal type, fiscal number) make one sale,
 * which goes through the same `pontuar` as Nova venda, in its own transaction. A bad row or a refused sale becomes {linha, motivo}; the other sales go on.
 * A document already credited is refused by the service ('Venda já processada'), so the same file
 * sent twice credits nothing the second time. Layout and rules: docs/vendas-upload-e-correcao.md.
 */

export const LIMITE_BYTES_UPLOAD_VENDAS = LIMITES_UPLOAD_VENDAS.megabytes * 1024 * 1024;

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
    if (loja) chave = `${chaveLoja}|${lerTipoFiscal(venda.tipoFiscal)}|${lerIdentificador(venda.identificador)}`;
  } catch { /* reported below with the row's other checks */ }
  const base = { linha, loja, venda, item, chave };
  try {
    if (!loja) throw entradaInvalida('Loja (CNPJ ou código) é obrigatório');
    const lida = lerVenda({ ...venda, itens: [item] });
    if (!cpfValido(lida.cpf)) throw entradaInvalida(MENSAGENS.vendaCpfInvalido);
    return { ...base, venda: { ...venda, cpf: lida.cpf, identificador: lida.identificador, realizadoEm: lida.realizadoEm }, motivo: null };
  } catch (e) {
    if (e instanceof ErroApp && e.codigo === CodigoErro.EntradaInvalida) return { ...base, motivo: e.message };
    throw e;
  }
}

/** The store named in the file must be the member's own store (the sale is credited there). */
async function conferirLoja(ctx: RequestContext, cpf: string, loja: string): Promise<void> {
  const membro = await membroVisivel(ctx, cpf);
  const digitos = somenteDigitos(loja);
  const [casa] = await ctx.manager.query(
    `SELECT 1 FROM revendas WHERE id = $1 AND (lower(codigo) = lower($2) OR (length($3) = 14 AND cnpj = $3))`,
    [membro.revenda_id, loja, digitos],
  );
  if (!casa) throw entradaInvalida(`A loja ${loja} não é a loja do vendedor deste CPF.`);
}

export async function importarVendas(ctx: RequestContext, arquivo: ArquivoRecebido | null, enviarMensagemBruto: unknown): Promise<ResultadoUploadVendas> {
  if (!arquivo) throw entradaInvalida(MENSAGENS.selecioneArquivo);
  if (!temExtensao(arquivo.nome, '.xlsx')) throw entradaInvalida(MENSAGENS.arquivoNaoXlsx);
  const enviarMensagem = enviarMensagemBruto === undefined || enviarMensagemBruto === '' ? false
    : validar.booleano(enviarMensagemBruto === 'on' ? 'true' : enviarMensagemBruto, 'Enviar mensagem');

  const erros: ErroLinha[] = [];
  /** First line of every document already seen, to refuse a document split across the file. */
  const documentos = new Map<string, number>();
  let indices: Record<string, number> | null = null;
  // The whole sheet is read and checked first (a file over the limit or corrupt halfway credits
  // nothing); then each sale is credited on its own.
  const grupos: LinhaVenda[][] = [];
  let grupo: LinhaVenda[] = [];
  let total = 0;
  let pontos = 0;
  let linhasLidas = 0;

  const processarGrupo = async (linhas: LinhaVenda[]) => {
    if (!linhas.length) return;
    const [primeira] = linhas;
    const comProblema = linhas.filter((l) => l.motivo);
    for (const l of comProblema) erros.push({ linha: l.linha, motivo: l.motivo! });
    if (comProblema.length) {
      const numeros = comProblema.map((l) => l.linha).join(', ');
      for (const l of linhas) if (!l.motivo) erros.push({ linha: l.linha, motivo: `Venda não processada: corrija a(s) linha(s) ${numeros} do mesmo documento.` });
      return;
    }
    try {
      await conferirLoja(ctx, primeira.venda.cpf, primeira.loja);
      const r = await pontuar(ctx, { venda: { ...primeira.venda, itens: linhas.map((l) => l.item) }, enviarMensagem });
      total++;
      pontos += r.pontosCreditados;
    } catch (e) {
      if (!(e instanceof ErroApp) || (e.codigo !== CodigoErro.EntradaInvalida && e.codigo !== CodigoErro.Conflito)) throw e;
      // A product error points at its row; any other refusal at the document's first row.
      const produto = /^Produto não participante: (.+)$/.exec(e.message)?.[1]?.toLowerCase();
      const alvo = (produto && linhas.find((l) => l.item.codigo.toLowerCase() === produto)) || primeira;
      erros.push({ linha: alvo.linha, motivo: linhas.length > 1 && alvo === primeira ? `${e.message} (documento das linhas ${primeira.linha} a ${linhas[linhas.length - 1].linha})` : e.message });
    }
  };

  for await (const { linha, valores } of lerPlanilhaXlsx(arquivo.conteudo, { maxLinhas: LIMITES_UPLOAD_VENDAS.linhas })) {
    if (!indices) {
      indices = mapearColunas(valores.map((v) => texto(v)), COLUNAS);
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
    if (grupo.length) grupos.push(grupo);
    grupo = [];
    if (atual.chave && documentos.has(atual.chave)) {
      atual.motivo = `Documento repetido na planilha (já informado na linha ${documentos.get(atual.chave)}): as linhas de um documento devem ficar juntas.`;
      // A repeated block is refused as a whole; its rows never join a sale.
      erros.push({ linha: atual.linha, motivo: atual.motivo });
      continue;
    }
    if (atual.chave) documentos.set(atual.chave, linha);
    grupo = [atual];
  }
  if (grupo.length) grupos.push(grupo);
  if (!indices || linhasLidas === 0) throw entradaInvalida(MENSAGENS.arquivoSemLinhas);
  for (const g of grupos) await processarGrupo(g);

  await registrarLog(ctx, 'venda.upload', { arquivo: arquivo.nome, linhas: linhasLidas, total, pontos, erros: erros.length, enviarMensagem });
  return { total, erros: ordenarErros(erros) };
}
