import { MENSAGENS_RELATORIOS as M, Permissao } from '@sw/common';
import { RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado } from '../../core/errors';
import { redeDoFiltro } from '../../core/filtro-rede';

/**
 * The report filters against the caller's scope. Role 3 (and anyone limited by
 * idRedesPermitidas) reads only the networks of its stores; the other roles read every network.
 */

/** First day of a month as 'AAAA-MM-01'. */
export const inicioDoMes = (ano: number, mes: number) => `${ano}-${String(mes).padStart(2, '0')}-01`;

// The networks the caller may read, and the report filters' `rede` (an id or a name): the one
// reading in core/filtro-rede.
export { redesDoEscopo, redesDoFiltro } from '../../core/filtro-rede';

/** A network the caller writes about or reads entries of (an id or a name): it must exist and be in scope. */
export async function redeDoEscopo(ctx: RequestContext, valor: string): Promise<{ id: number; nome: string }> {
  const id = await redeDoFiltro(ctx, valor);
  if (id === null) throw entradaInvalida(M.informeRede);
  const [rede] = await ctx.manager.query<{ id: number; nome: string }[]>(`SELECT id, nome FROM redes WHERE id = $1`, [id]);
  return rede;
}

/** A product by its code (codProduto), case-insensitive. */
export async function produtoPorCodigo(ctx: RequestContext, codigo: string): Promise<{ id: number; codigo: string; nome: string }> {
  const [p] = await ctx.manager.query<{ id: number; codigo: string; nome: string }[]>(`SELECT id, codigo, nome FROM produtos WHERE lower(codigo) = lower($1)`, [
    codigo,
  ]);
  if (!p) throw naoEncontrado(M.produtoNaoEncontrado);
  return p;
}

export const ehVendedor = (ctx: RequestContext) => ctx.usuario?.permissao === Permissao.Vendedor;
