import { MENSAGENS } from '@sw/common';

/** One line of the Nova venda items table, as typed (money in reais). */
export interface ItemVenda {
  chave: number;
  codigo: string;
  descricao: string;
  qtde: number;
  valorUnitario: number;
  valorDesconto: number;
}

export const subTotal = (i: Pick<ItemVenda, 'qtde' | 'valorUnitario' | 'valorDesconto'>) =>
  Math.round((i.valorUnitario * i.qtde - i.valorDesconto) * 100) / 100;

/** Totals sum the subtotals and the discounts (spec 2 §5). */
export function totais(itens: ItemVenda[]): { totalVenda: number; totalDescontos: number } {
  const soma = (f: (i: ItemVenda) => number) => Math.round(itens.reduce((s, i) => s + f(i), 0) * 100) / 100;
  return { totalVenda: soma(subTotal), totalDescontos: soma((i) => i.valorDesconto) };
}

const vazio = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * The item form's rules, in the screen's order: product, unit value and quantity are required;
 * unit ≥ 0, qtde ≥ 1 (whole), discount ≥ 0 and not above the line. Returns the message or null.
 */
export function problemaDoItem(v: { codigo: string; qtde: number | string; valorUnitario: number | string; valorDesconto: number | string }): string | null {
  if (!v.codigo.trim() || vazio(v.qtde) || vazio(v.valorUnitario)) return MENSAGENS.vendaItemIncompleto;
  const qtde = Number(v.qtde);
  const unitario = Number(v.valorUnitario);
  const desconto = vazio(v.valorDesconto) ? 0 : Number(v.valorDesconto);
  if (!Number.isInteger(qtde) || qtde < 1 || !(unitario >= 0) || !(desconto >= 0)) return MENSAGENS.vendaValoresInvalidos;
  if (subTotal({ qtde, valorUnitario: unitario, valorDesconto: desconto }) < 0) return MENSAGENS.vendaValoresInvalidos;
  return null;
}
