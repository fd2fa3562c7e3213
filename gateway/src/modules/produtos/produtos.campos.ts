import {
  codigoBarrasValido,
  lerDecimalBr,
  MENSAGENS,
  Permissao,
  somenteDigitos,
  TAMANHO_MAXIMO_CODIGO_PRODUTO,
  TAMANHO_MAXIMO_NOME_PRODUTO,
  VALOR_MAXIMO_PRODUTO,
} from '@sw/common';
import { RequestContext } from '../../core/context';
import { ErroApp, entradaInvalida } from '../../core/errors';
import { DOC, DocCampo, z } from '../../core/esquema';

/**
 * Readers for the fields of products and store products, shared by the forms' schemas (both
 * doors; `campo` below) and the CSV uploads, so a value refused in a form is refused with the same
 * words in a file.
 */

/** Required text: blank is '<label> obrigatório', over `max` characters is refused. */
function textoObrigatorio(valor: unknown, rotulo: string, max: number): string {
  if (valor !== undefined && valor !== null && typeof valor !== 'string' && typeof valor !== 'number') throw entradaInvalida(MENSAGENS.invalido(rotulo));
  const limpo = valor === undefined || valor === null ? '' : String(valor).trim();
  if (!limpo) throw entradaInvalida(MENSAGENS.obrigatorio(rotulo));
  if (limpo.length > max) throw entradaInvalida(`${rotulo} deve ter no máximo ${max} caracteres.`);
  return limpo;
}

export function lerCodigo(valor: unknown, rotulo: string): string {
  const codigo = textoObrigatorio(valor, rotulo, TAMANHO_MAXIMO_CODIGO_PRODUTO);
  if (/[\u0000-\u001f\u007f]/.test(codigo)) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  return codigo;
}

export const lerNome = (valor: unknown, rotulo: string): string => textoObrigatorio(valor, rotulo, TAMANHO_MAXIMO_NOME_PRODUTO).replace(/\s+/g, ' ');

/** Money or points: a number or Brazilian-formatted text, 0 to VALOR_MAXIMO_PRODUTO, two decimals. */
export function lerValor(valor: unknown, rotulo: string): number {
  if (valor === undefined || valor === null || (typeof valor === 'string' && !valor.trim())) throw entradaInvalida(MENSAGENS.obrigatorio(rotulo));
  const n = lerDecimalBr(valor);
  if (n === null || n < 0 || n > VALOR_MAXIMO_PRODUTO) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  return Math.round(n * 100) / 100;
}

/** Optional value: blank means "none". */
export const lerValorOpcional = (valor: unknown, rotulo: string): number | null =>
  valor === undefined || valor === null || (typeof valor === 'string' && !valor.trim()) ? null : lerValor(valor, rotulo);

/** Optional EAN/UPC; blank clears it. */
export function lerCodigoBarras(valor: unknown, rotulo: string): string | null {
  if (valor === undefined || valor === null || String(valor).trim() === '') return null;
  if (typeof valor !== 'string' && typeof valor !== 'number') throw entradaInvalida(MENSAGENS.invalido(rotulo));
  const digitos = somenteDigitos(valor);
  if (digitos.length !== String(valor).replace(/[\s.-]/g, '').length || !codigoBarrasValido(digitos)) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  return digitos;
}

/** An id in a path or argument. */
export function lerId(valor: unknown): number {
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw entradaInvalida('Identificador inválido.');
  return n;
}

export type Situacao = 'todos' | 'ativos' | 'inativos';

/** The list filter Todos/Ativos/Inativos, also accepted as 1/0/true/false. */
export function lerSituacao(valor: unknown, padrao: Situacao): Situacao {
  if (valor === undefined || valor === null || valor === '') return padrao;
  const v = String(valor).toLowerCase();
  if (v === 'todos') return 'todos';
  if (['ativos', 'ativo', '1', 'true'].includes(v)) return 'ativos';
  if (['inativos', 'inativo', '0', 'false'].includes(v)) return 'inativos';
  throw entradaInvalida('Filtro de situação inválido: use todos, ativos ou inativos.');
}

/**
 * One of the readers above as a block of an operation's schema (core/esquema.ts): its refusal
 * becomes the schema's issue, with the reader's own words.
 */
export function campo<T>(rotulo: string, ler: (valor: unknown) => T, doc: DocCampo, descricao?: string) {
  return z
    .unknown()
    .transform((v, ctx): T => {
      try {
        return ler(v);
      } catch (erro) {
        if (!(erro instanceof ErroApp)) throw erro;
        ctx.addIssue({ code: 'custom', message: erro.message });
        return z.NEVER;
      }
    })
    .meta({ title: rotulo, description: descricao })
    .register(DOC, doc);
}

/** Spec 1 §6: role 2 sees inactive records; every other role only active ones. */
export const veInativos = (ctx: RequestContext): boolean => ctx.usuario?.permissao === Permissao.Administrador;

/** PostgreSQL unique violations, by index name. */
export function violacaoUnica(e: unknown): string | null {
  const erro = e as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = erro?.code ?? erro?.driverError?.code;
  if (code !== '23505') return null;
  return erro.constraint ?? erro.driverError?.constraint ?? '';
}
