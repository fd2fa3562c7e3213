import { lerChaveAcesso, MENSAGENS, MENSAGENS_CHAVE_ACESSO, somenteDigitos } from '@sw/common';
import { lerLinkArquivo } from '../../core/arquivos';
import { entradaInvalida } from '../../core/errors';
import { corpo } from '../../core/validacao';
import { diaDe } from '../pontos/expiracao.service';

/**
 * Reads the Nova venda form (spec 2 §5) from untrusted input. Every rule of the screen is checked
 * again here with the screen's messages; amounts are handled in centésimos so sums are exact.
 */

export type TipoFiscal = 'N' | 'C';

export interface ItemLido {
  codigo: string;
  qtde: number;
  unitarioCentesimos: number;
  descontoCentesimos: number;
  subTotalCentesimos: number;
}

export interface VendaLida {
  cpf: string;
  tipoFiscal: TipoFiscal;
  identificador: string;
  realizadoEm: string;
  linkArquivo: string | null;
  itens: ItemLido[];
  /** The pending claim this sale processes (Pontuações pendentes → Processar), if any. */
  idPontuacao: string | null;
  /** The NF-e/NFC-e access key read from the receipt, if any (docs/integracoes-e-chave-nfce.md). */
  chaveAcesso: string | null;
}

/** The labels the '{label} é obrigatório' messages use (the screen's field labels). */
export const ROTULOS_VENDA = {
  cpf: 'CPF',
  tipoFiscal: 'Tipo fiscal',
  identificador: 'Número fiscal',
  realizadoEm: 'Data da venda',
} as const;

const MAXIMO_ITENS = 200;
const MAXIMO_CENTESIMOS = 100_000_000_00; // R$ 100 milhões: beyond any real receipt, within numeric(14,2)
const MAXIMO_QTDE = 1_000_000;

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

function textoSimples(valor: unknown, rotulo: string, max: number): string {
  if (vazio(valor)) throw entradaInvalida(MENSAGENS.vendaCampoObrigatorio(rotulo));
  if (typeof valor !== 'string' && typeof valor !== 'number') throw entradaInvalida(MENSAGENS.invalido(rotulo));
  const t = String(valor).trim();
  if (t.length > max) throw entradaInvalida(`${rotulo} deve ter no máximo ${max} caracteres.`);
  return t;
}

/** A money value as centésimos; accepts numbers and '1.234,56' / '1234.56' strings. */
function centesimos(valor: unknown): number {
  let n: number;
  if (typeof valor === 'number') n = valor;
  else if (typeof valor === 'string') {
    const t = valor.trim();
    n = Number(t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t);
  } else n = NaN;
  const c = Math.round(n * 100);
  if (!Number.isFinite(n) || c < 0 || c > MAXIMO_CENTESIMOS) throw entradaInvalida(MENSAGENS.vendaValoresInvalidos);
  return c;
}

function lerItem(bruto: unknown): ItemLido {
  if (!bruto || typeof bruto !== 'object' || Array.isArray(bruto)) throw entradaInvalida(MENSAGENS.vendaItemIncompleto);
  const i = bruto as Record<string, unknown>;
  if (vazio(i.codigo) || vazio(i.qtde) || vazio(i.valorUnitario)) throw entradaInvalida(MENSAGENS.vendaItemIncompleto);
  if (typeof i.codigo !== 'string' && typeof i.codigo !== 'number') throw entradaInvalida(MENSAGENS.vendaValoresInvalidos);
  const codigo = String(i.codigo).trim();
  if (codigo.length > 30) throw entradaInvalida(MENSAGENS.vendaProdutoNaoParticipante(codigo.slice(0, 30)));
  const qtde = Number(i.qtde);
  if ((typeof i.qtde !== 'number' && typeof i.qtde !== 'string') || !Number.isInteger(qtde) || qtde < 1 || qtde > MAXIMO_QTDE) {
    throw entradaInvalida(MENSAGENS.vendaValoresInvalidos);
  }
  const unitarioCentesimos = centesimos(i.valorUnitario);
  const descontoCentesimos = vazio(i.valorDesconto) ? 0 : centesimos(i.valorDesconto);
  // A discount larger than the line would make a negative subtotal: not a valid value either.
  const subTotalCentesimos = unitarioCentesimos * qtde - descontoCentesimos;
  if (subTotalCentesimos < 0 || subTotalCentesimos > MAXIMO_CENTESIMOS) throw entradaInvalida(MENSAGENS.vendaValoresInvalidos);
  return { codigo, qtde, unitarioCentesimos, descontoCentesimos, subTotalCentesimos };
}

/** 'dd/mm/yyyy' or 'yyyy-mm-dd' → 'yyyy-mm-dd'; a real day, not after today (São Paulo). */
export function lerDataVenda(valor: unknown, hoje: string = diaDe(new Date())): string {
  if (vazio(valor)) throw entradaInvalida(MENSAGENS.vendaCampoObrigatorio(ROTULOS_VENDA.realizadoEm));
  const t = typeof valor === 'string' ? valor.trim() : '';
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (!m) throw entradaInvalida(MENSAGENS.vendaDataInvalida);
  const [ano, mes, dia] = t.includes('/') ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
  const d = new Date(Date.UTC(+ano, +mes - 1, +dia));
  if (+ano < 2000 || d.getUTCFullYear() !== +ano || d.getUTCMonth() !== +mes - 1 || d.getUTCDate() !== +dia) {
    throw entradaInvalida(MENSAGENS.vendaDataInvalida);
  }
  const iso = `${ano}-${mes}-${dia}`;
  if (iso > hoje) throw entradaInvalida(MENSAGENS.vendaDataFutura);
  return iso;
}

export function lerTipoFiscal(valor: unknown): TipoFiscal {
  if (vazio(valor)) throw entradaInvalida(MENSAGENS.vendaCampoObrigatorio(ROTULOS_VENDA.tipoFiscal));
  const t = typeof valor === 'string' ? valor.trim().toUpperCase() : '';
  if (t !== 'N' && t !== 'C') throw entradaInvalida(MENSAGENS.vendaTipoFiscalInvalido);
  return t;
}

/** The fiscal number as printed, upper-case and without spaces, so 'nf 123' and 'NF123' are one document. */
export function lerIdentificador(valor: unknown): string {
  return textoSimples(valor, ROTULOS_VENDA.identificador, 60).replace(/\s+/g, '').toUpperCase();
}

/** The whole form, in the order the screen validates it: required fields, then the items. */
export function lerVenda(bruto: unknown): VendaLida {
  const v = corpo(bruto);
  const cpfTexto = textoSimples(v.cpf, ROTULOS_VENDA.cpf, 20);
  const tipoFiscal = lerTipoFiscal(v.tipoFiscal);
  const identificador = lerIdentificador(v.identificador);
  const realizadoEm = lerDataVenda(v.realizadoEm);
  const linkArquivo = vazio(v.linkArquivo) ? null : lerLinkArquivo(textoSimples(v.linkArquivo, 'Link do arquivo', 500));
  if (!Array.isArray(v.itens) || v.itens.length === 0) throw entradaInvalida(MENSAGENS.vendaSemItens);
  if (v.itens.length > MAXIMO_ITENS) throw entradaInvalida(`Uma venda pode ter no máximo ${MAXIMO_ITENS} itens.`);
  const itens = v.itens.map(lerItem);
  const idPontuacao = vazio(v.idPontuacao) ? null : textoSimples(v.idPontuacao, 'Pontuação', 20);
  const chaveAcesso = lerChaveDaVenda(v.chaveAcesso, tipoFiscal, identificador);
  return { cpf: somenteDigitos(cpfTexto), tipoFiscal, identificador, realizadoEm, linkArquivo, itens, idPontuacao, chaveAcesso };
}

/**
 * The access key, when sent: a valid key whose modelo and invoice number are the sale's tipo fiscal
 * and número fiscal, so a key cannot be attached to another document to get past the duplicate rule.
 */
function lerChaveDaVenda(valor: unknown, tipoFiscal: TipoFiscal, identificador: string): string | null {
  if (vazio(valor)) return null;
  const chave = lerChaveAcesso(valor);
  if (!chave) throw entradaInvalida(MENSAGENS_CHAVE_ACESSO.invalida);
  if (chave.tipoFiscal !== tipoFiscal || chave.numero !== identificador.replace(/^0+(?=\d)/, '')) {
    throw entradaInvalida('A chave de acesso não corresponde ao número e ao tipo fiscal da venda.');
  }
  return chave.chave;
}
