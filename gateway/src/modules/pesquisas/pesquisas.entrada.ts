import {
  FONTES_PESQUISA, FontePesquisa, ItemPesquisa, ListaPesquisa, MENSAGENS, cnpjValido, lerItemPesquisa,
  problemaAoAdicionarItem, problemaDaListaPesquisa, somenteDigitos,
} from '@sw/common';
import { entradaInvalida } from '../../core/errors';
import * as validar from '../../core/validacao';

/** A survey as the caller sent it, checked field by field; the store is resolved by the service. */
export interface DadosPesquisa {
  loja: { id: number } | { cnpj: string };
  cidade: string | null;
  categoria: string;
  comunicacao: string;
  qtdeVendedores: number;
  faturamento: number;
  mediaMensal: number;
  share: number;
  fonte: FontePesquisa;
  produtosMaisVendidos: ItemPesquisa[];
  produtosMaisVendidosConcorrentes: ItemPesquisa[];
}

const MAXIMO_MOEDA = 999_999_999_999;

/** A money or percent amount: required, numeric, within [0, max]; two decimals kept. */
function numero(valor: unknown, rotulo: string, max: number, mensagemForaDoIntervalo = MENSAGENS.invalido(rotulo)): number {
  if (valor === undefined || valor === null || valor === '') throw entradaInvalida(MENSAGENS.obrigatorio(rotulo));
  const n = typeof valor === 'number' ? valor : typeof valor === 'string' ? Number(valor.trim().replace(/^(\d+),(\d+)$/, '$1.$2')) : NaN;
  if (!Number.isFinite(n)) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  if (n < 0 || n > max) throw entradaInvalida(mensagemForaDoIntervalo);
  return Math.round(n * 100) / 100;
}

function loja(entrada: Record<string, unknown>): DadosPesquisa['loja'] {
  const id = entrada.revendaId ?? entrada.idRevenda;
  if (id !== undefined && id !== null && id !== '') return { id: validar.inteiro(id, 'Loja', { min: 1 }) };
  const cnpj = somenteDigitos(typeof entrada.cnpjRevenda === 'string' || typeof entrada.cnpjRevenda === 'number' ? entrada.cnpjRevenda : '');
  if (!cnpj) throw entradaInvalida(MENSAGENS.obrigatorio('Loja'));
  if (!cnpjValido(cnpj)) throw entradaInvalida(MENSAGENS.cnpjInvalido);
  return { cnpj };
}

function lista(valor: unknown, qual: ListaPesquisa): ItemPesquisa[] {
  if (valor !== undefined && valor !== null && !Array.isArray(valor)) throw entradaInvalida(MENSAGENS.requisicaoInvalida);
  const itens: ItemPesquisa[] = [];
  for (const bruto of (valor as unknown[] | null | undefined) ?? []) {
    const lido = lerItemPesquisa(bruto, qual);
    if ('erro' in lido) throw entradaInvalida(lido.erro);
    const problema = problemaAoAdicionarItem(lido.item, itens);
    if (problema) throw entradaInvalida(problema);
    itens.push(lido.item);
  }
  const problema = problemaDaListaPesquisa(itens, qual);
  if (problema) throw entradaInvalida(problema);
  return itens;
}

function fonte(valor: unknown): FontePesquisa {
  const t = validar.textoObrigatorio(valor, 'Fonte', { max: 20 });
  const achada = FONTES_PESQUISA.find((f) => f.toLowerCase() === t.toLowerCase());
  if (!achada) throw entradaInvalida(MENSAGENS.invalido('Fonte'));
  return achada;
}

/**
 * Reads a survey in the order the form shows its fields, so the first message a caller gets is the
 * one the form would show. qtdeProdutosVendidos is not read: the service computes it.
 */
export function lerDadosPesquisa(entrada: Record<string, unknown>): DadosPesquisa {
  return {
    loja: loja(entrada),
    cidade: validar.texto(entrada.cidade, 'Cidade', { max: 120 }),
    categoria: validar.textoObrigatorio(entrada.categoria, 'Categoria', { max: 120 }),
    comunicacao: validar.textoObrigatorio(entrada.comunicacao, 'Comunicação', { max: 255 }),
    qtdeVendedores: validar.inteiro(entrada.qtdeVendedores, 'Quantidade de vendedores', { min: 0, max: 100_000 }),
    faturamento: numero(entrada.faturamento, 'Faturamento', MAXIMO_MOEDA),
    mediaMensal: numero(entrada.mediaMensal, 'Média mensal', MAXIMO_MOEDA),
    share: numero(entrada.share, 'Share', 100, MENSAGENS.shareInvalido),
    fonte: fonte(entrada.fonte),
    produtosMaisVendidos: lista(entrada.produtosMaisVendidos, 'maisVendidos'),
    produtosMaisVendidosConcorrentes: lista(entrada.produtosMaisVendidosConcorrentes, 'concorrentes'),
  };
}
