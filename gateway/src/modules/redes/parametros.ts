import * as validar from '../../core/validacao';

/** Parameters shared by the Redes and Lojas doors (REST query strings and GraphQL arguments). */

/** An optional ativo filter (1/0, true/false); absent means "any the caller may see". */
export function lerAtivo(valor: unknown): boolean | null {
  if (valor === undefined || valor === null || valor === '') return null;
  return validar.booleano(valor, 'Ativo');
}

/** completo=1 in the contract; true/1 in GraphQL. */
export const lerCompleto = (valor: unknown): boolean => valor === true || valor === 1 || valor === '1' || valor === 'true';

/**
 * Which paging dialect a REST query speaks, so the answer uses that dialect's keys:
 * 'generico' (pagina/limite/ordenacao/buscar/filtros → {rows, count}), 'paginado'
 * (page/perPage/sortField/sortOrder/search → {<lista>, totalRecords}) or null (no paging: the whole list).
 */
export function dialetoDaConsulta(q: Record<string, unknown>): 'generico' | 'paginado' | null {
  if (['pagina', 'limite', 'ordenacao', 'buscar', 'filtros'].some((k) => q[k] !== undefined)) return 'generico';
  if (['page', 'perPage', 'sortField', 'sortOrder', 'search'].some((k) => q[k] !== undefined)) return 'paginado';
  return null;
}

/** GraphQL inputs carry every declared field (undefined when not sent); "not sent" must mean "keep". */
export function semIndefinidos(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
