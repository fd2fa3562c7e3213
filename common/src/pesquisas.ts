/**
 * Market research (pesquisa de mercado) rules the form and the gateway share: how a product row
 * is read, when it may join a list, when a list is complete, and the total the server recomputes.
 */
import { MENSAGENS } from './mensagens';

/** Where the figures came from: the programme's own data or a field visit by the team. */
export const FONTES_PESQUISA = ['Sistema', 'Equipe'] as const;
export type FontePesquisa = (typeof FONTES_PESQUISA)[number];

/** Each list is a top 5 ('Adicione 5 produtos mais vendidos'): exactly this many rows. */
export const PRODUTOS_POR_LISTA_PESQUISA = 5;

export const MAXIMO_TEXTO_ITEM_PESQUISA = 120;
const MAXIMO_QTDE = 1_000_000;
const MAXIMO_VALOR = 1_000_000;

export type ListaPesquisa = 'maisVendidos' | 'concorrentes';

export interface ItemPesquisa {
  /** Required for competitors; optional for the store's own most-sold products. */
  marca: string | null;
  produto: string;
  qtde: number;
  valorUnitario: number;
}

const limparTexto = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\s+/g, ' ').trim() : '');

/** A number typed either way ('12.5', '12,5', 12.5); NaN for anything else, including blanks. */
function lerNumero(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || !v.trim()) return NaN;
  const t = v.trim();
  return Number(t.includes(',') && !t.includes('.') ? t.replace(',', '.') : t);
}

/**
 * Reads one product row. Product, a whole quantity above zero and a unit value of zero or more
 * are required in both lists; competitor rows also need the brand.
 */
export function lerItemPesquisa(entrada: unknown, lista: ListaPesquisa): { item: ItemPesquisa } | { erro: string } {
  const e = (entrada && typeof entrada === 'object' ? entrada : {}) as Record<string, unknown>;
  const marca = limparTexto(e.marca);
  const produto = limparTexto(e.produto);
  const qtde = lerNumero(e.qtde);
  const valorUnitario = lerNumero(e.valorUnitario);
  if (
    !produto ||
    !Number.isInteger(qtde) ||
    qtde <= 0 ||
    qtde > MAXIMO_QTDE ||
    !Number.isFinite(valorUnitario) ||
    valorUnitario < 0 ||
    valorUnitario > MAXIMO_VALOR
  ) {
    return { erro: MENSAGENS.informeItemPesquisa };
  }
  if (lista === 'concorrentes' && !marca) return { erro: MENSAGENS.informeMarcaConcorrente };
  if (marca.length > MAXIMO_TEXTO_ITEM_PESQUISA) return { erro: `Marca deve ter no máximo ${MAXIMO_TEXTO_ITEM_PESQUISA} caracteres.` };
  if (produto.length > MAXIMO_TEXTO_ITEM_PESQUISA) return { erro: `Produto deve ter no máximo ${MAXIMO_TEXTO_ITEM_PESQUISA} caracteres.` };
  return { item: { marca: marca || null, produto, qtde, valorUnitario: Math.round(valorUnitario * 100) / 100 } };
}

/** Brand + product, ignoring case, accents and spacing: "Tinta  Acrílica" and "tinta acrilica" collide. */
export function chaveItemPesquisa(item: Pick<ItemPesquisa, 'marca' | 'produto'>): string {
  const normal = (t: string | null) =>
    limparTexto(t ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLocaleLowerCase('pt-BR');
  return `${normal(item.marca)}|${normal(item.produto)}`;
}

/** Why `item` cannot join `existentes` (a full list, or the same brand and product already there), or null. */
export function problemaAoAdicionarItem(item: ItemPesquisa, existentes: readonly ItemPesquisa[]): string | null {
  if (existentes.length >= PRODUTOS_POR_LISTA_PESQUISA) return MENSAGENS.limiteItensPesquisa(PRODUTOS_POR_LISTA_PESQUISA);
  const chave = chaveItemPesquisa(item);
  if (existentes.some((x) => chaveItemPesquisa(x) === chave)) return MENSAGENS.produtoMesmaMarca;
  return null;
}

/** Why a list cannot be saved as it is, or null: fewer than five rows asks for five. */
export function problemaDaListaPesquisa(itens: readonly ItemPesquisa[], lista: ListaPesquisa): string | null {
  if (itens.length < PRODUTOS_POR_LISTA_PESQUISA) {
    return lista === 'maisVendidos' ? MENSAGENS.adicioneMaisVendidos : MENSAGENS.adicioneConcorrentes;
  }
  if (itens.length > PRODUTOS_POR_LISTA_PESQUISA) return MENSAGENS.limiteItensPesquisa(PRODUTOS_POR_LISTA_PESQUISA);
  return null;
}

/** qtdeProdutosVendidos: the sum of the competitor quantities (spec 1 §3), whatever a caller sends. */
export const somarQuantidadesPesquisa = (itens: readonly Pick<ItemPesquisa, 'qtde'>[]): number => itens.reduce((soma, item) => soma + item.qtde, 0);
