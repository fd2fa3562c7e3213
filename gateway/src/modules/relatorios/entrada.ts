import { ANO_INICIAL_RELATORIOS, MENSAGENS_RELATORIOS as M, Permissao } from '@sw/common';
import { RequestContext } from '../../core/context';
import { redeDoFiltro } from '../../core/filtro-rede';
import { entradaInvalida, naoEncontrado } from '../../core/errors';

/**
 * Readers of the report filters and the caller's scope. Role 3 (and anyone limited by
 * idRedesPermitidas) reads only the networks of its stores; the other roles read every network.
 */

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || v === 'todas' || v === 'Todas';

export function lerAno(v: unknown, obrigatorio = true, mensagemVazio: string = M.anoInvalido): number | null {
  if (vazio(v)) {
    if (obrigatorio) throw entradaInvalida(mensagemVazio);
    return null;
  }
  const n = Number(v);
  if (!Number.isInteger(n) || n < ANO_INICIAL_RELATORIOS - 20 || n > new Date().getFullYear() + 1) throw entradaInvalida(M.anoInvalido);
  return n;
}

/** A month as the screens send it, two digits ('07'), or a number. */
export function lerMes(v: unknown): number {
  const n = Number(typeof v === 'string' ? v.trim() : v);
  if (vazio(v) || !Number.isInteger(n) || n < 1 || n > 12) throw entradaInvalida(M.mesInvalido);
  return n;
}

/** First day of a month as 'AAAA-MM-01'. */
export const inicioDoMes = (ano: number, mes: number) => `${ano}-${String(mes).padStart(2, '0')}-01`;

// The networks the caller may read, and the report filters' `rede`: the one reading in core/filtro-rede.
export { redesDoEscopo, redesDoFiltro } from '../../core/filtro-rede';

/** A required network (observation histories, observations, releases, stock): the list filter's reading, and 'Informe a rede' when absent. */
export async function redeObrigatoria(ctx: RequestContext, v: unknown): Promise<number> {
  const rede = await redeDoFiltro(ctx, v);
  if (rede === null) throw entradaInvalida(M.informeRede);
  return rede;
}

/** A network the caller writes about (observation, release, stock): it must exist and be in scope. */
export async function redeParaEscrita(ctx: RequestContext, v: unknown): Promise<{ id: number; nome: string }> {
  const id = await redeObrigatoria(ctx, v);
  const [rede] = await ctx.manager.query(`SELECT id, nome FROM redes WHERE id = $1`, [id]);
  return rede;
}

/** A product by its code (codProduto), case-insensitive. */
export async function produtoPorCodigo(ctx: RequestContext, v: unknown): Promise<{ id: number; codigo: string; nome: string }> {
  const codigo = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  if (!codigo) throw entradaInvalida(M.informeProduto);
  const [p] = await ctx.manager.query(`SELECT id, codigo, nome FROM produtos WHERE lower(codigo) = lower($1)`, [codigo.slice(0, 30)]);
  if (!p) throw naoEncontrado(M.produtoNaoEncontrado);
  return p;
}

export const ehVendedor = (ctx: RequestContext) => ctx.usuario?.permissao === Permissao.Vendedor;
