import { cpfValido, MENSAGENS, somenteDigitos } from '@sw/common';
import { entradaInvalida, naoEncontrado } from './errors';

/**
 * Small readers for untrusted input, shared by every service: each returns a clean value or
 * throws a 400 with the Portuguese message of the contract.
 */

export function texto(valor: unknown, rotulo: string, opcoes: { obrigatorio?: boolean; max?: number; mensagem?: string } = {}): string | null {
  const { obrigatorio = false, max = 255 } = opcoes;
  if (valor !== undefined && valor !== null && typeof valor !== 'string' && typeof valor !== 'number') {
    throw entradaInvalida(MENSAGENS.invalido(rotulo));
  }
  const limpo = valor === undefined || valor === null ? '' : String(valor).trim();
  if (!limpo) {
    if (obrigatorio) throw entradaInvalida(opcoes.mensagem ?? MENSAGENS.obrigatorio(rotulo));
    return null;
  }
  if (limpo.length > max) throw entradaInvalida(`${rotulo} deve ter no máximo ${max} caracteres.`);
  return limpo;
}

export function textoObrigatorio(valor: unknown, rotulo: string, opcoes: { max?: number; mensagem?: string } = {}): string {
  return texto(valor, rotulo, { ...opcoes, obrigatorio: true }) as string;
}

/** CPF with or without mask; returns the 11 digits. */
export function cpf(valor: unknown, opcoes: { mensagemVazio?: string } = {}): string {
  const digitos = somenteDigitos(typeof valor === 'string' || typeof valor === 'number' ? valor : '');
  if (!digitos) throw entradaInvalida(opcoes.mensagemVazio ?? MENSAGENS.obrigatorio('CPF'));
  if (!cpfValido(digitos)) throw entradaInvalida(MENSAGENS.cpfInvalido);
  return digitos;
}

export function inteiro(valor: unknown, rotulo: string, opcoes: { min?: number; max?: number; mensagemVazio?: string } = {}): number {
  if (valor === undefined || valor === null || valor === '') throw entradaInvalida(opcoes.mensagemVazio ?? MENSAGENS.obrigatorio(rotulo));
  const n = Number(valor);
  if (!Number.isInteger(n) || (opcoes.min !== undefined && n < opcoes.min) || (opcoes.max !== undefined && n > opcoes.max)) {
    throw entradaInvalida(MENSAGENS.invalido(rotulo));
  }
  return n;
}

/** Accepts true/false, 1/0 and '1'/'0' (the contract sends ativo as 0/1). */
export function booleano(valor: unknown, rotulo: string): boolean {
  if (valor === true || valor === 1 || valor === '1' || valor === 'true') return true;
  if (valor === false || valor === 0 || valor === '0' || valor === 'false') return false;
  throw entradaInvalida(MENSAGENS.invalido(rotulo));
}

const CHAVES_DE_PROTOTIPO = new Set(['__proto__', 'constructor', 'prototype']);

/** A plain JSON object body; anything else is a 400. */
export function corpo(valor: unknown): Record<string, unknown> {
  if (!valor || typeof valor !== 'object' || Array.isArray(valor)) throw entradaInvalida(MENSAGENS.requisicaoInvalida);
  // JSON.parse makes "__proto__" an own key: a body that names the prototype is an attack, never data.
  if (Object.keys(valor).some((k) => CHAVES_DE_PROTOTIPO.has(k))) throw entradaInvalida(MENSAGENS.requisicaoInvalida);
  return valor as Record<string, unknown>;
}

/** A list of positive integers given as an array or a comma-separated string ('1,2,3'). */
export function listaDeIds(valor: unknown, rotulo: string): number[] {
  if (valor === undefined || valor === null || valor === '') return [];
  const partes = Array.isArray(valor) ? valor : String(valor).split(',');
  const ids = partes
    .map((p) => String(p).trim())
    .filter(Boolean)
    .map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n <= 0)) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  return [...new Set(ids)];
}

/**
 * A bigint id as the doors send it (number or numeric text). Anything else names nothing that
 * can exist, so it is the same 404 as an unknown id, with the caller's message.
 */
export function idExistente(valor: unknown, mensagemNaoEncontrado: string): string {
  const t = typeof valor === 'number' || typeof valor === 'string' ? String(valor).trim() : '';
  if (!/^\d{1,18}$/.test(t) || /^0+$/.test(t)) throw naoEncontrado(mensagemNaoEncontrado);
  return t;
}

/** GraphQL inputs carry every declared field (undefined when not sent); "not sent" must mean "keep". */
export function semIndefinidos(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
