import { MENSAGENS_RELATORIOS as M, Permissao } from '@sw/common';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { naoEncontrado } from '../../core/errors';

/**
 * The report filters against the caller's scope. Role 3 (and anyone limited by
 * idRedesPermitidas) reads only the networks of its stores; the other roles read every network.
 */

/**
 * The network filter (relatorios.esquemas.ts already made blank and "todas" absent): an id, or a
 * network that cannot exist.
 */
export function lerRedeOpcional(v: string | undefined): number | null {
  if (v === undefined) return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw naoEncontrado(M.redeNaoEncontrada);
  return n;
}

/** First day of a month as 'AAAA-MM-01'. */
export const inicioDoMes = (ano: number, mes: number) => `${ano}-${String(mes).padStart(2, '0')}-01`;

/** The networks the caller may read, or null for all. */
export async function redesDoEscopo(ctx: RequestContext): Promise<number[] | null> {
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (!revendaIds) return redeIds;
  const linhas: { rede_id: number }[] = await ctx.manager.query(
    `SELECT DISTINCT rede_id FROM revendas WHERE id = ANY($1) AND ($2::int[] IS NULL OR rede_id = ANY($2))`, [revendaIds, redeIds]);
  return linhas.map((l) => l.rede_id);
}

/** The network filter narrowed to the caller's scope: null (all), or the list to read. */
export async function redesPedidas(ctx: RequestContext, rede: number | null): Promise<number[] | null> {
  const escopo = await redesDoEscopo(ctx);
  if (rede === null) return escopo;
  // Outside the caller's scope reads as unknown: the answer does not reveal which networks exist.
  if (escopo && !escopo.includes(rede)) throw naoEncontrado(M.redeNaoEncontrada);
  return [rede];
}

/** A network the caller writes about or reads entries of (a parsed id): it must exist and be in scope. */
export async function redeDoEscopo(ctx: RequestContext, id: string): Promise<{ id: number; nome: string }> {
  // Network ids are int: a larger well-formed id names nothing.
  const [rede] = Number(id) <= 2_147_483_647 ? await ctx.manager.query(`SELECT id, nome FROM redes WHERE id = $1`, [id]) : [];
  if (!rede) throw naoEncontrado(M.redeNaoEncontrada);
  await redesPedidas(ctx, rede.id);
  return rede;
}

/** A product by its code (codProduto), case-insensitive. */
export async function produtoPorCodigo(ctx: RequestContext, codigo: string): Promise<{ id: number; codigo: string; nome: string }> {
  const [p] = await ctx.manager.query(`SELECT id, codigo, nome FROM produtos WHERE lower(codigo) = lower($1)`, [codigo]);
  if (!p) throw naoEncontrado(M.produtoNaoEncontrado);
  return p;
}

export const ehVendedor = (ctx: RequestContext) => ctx.usuario?.permissao === Permissao.Vendedor;
