/**
 * The two paging dialects of the REST contract, and the answer of a list in the caller's one.
 *
 *   'generico'  pagina/limite/ordenacao/buscar/filtros  →  { rows, count }
 *   'paginado'  page/perPage/sortField/sortOrder/search →  { <lista>, totalRecords }
 *
 * Both requests end in one PedidoLista (core/listagem.ts, core/esquema-lista.ts); only the answer's
 * keys differ. A list route calls `responderLista` once instead of writing the switch itself.
 */

export type Dialeto = 'generico' | 'paginado';

const CHAVES_GENERICO = ['pagina', 'limite', 'ordenacao', 'buscar', 'filtros'];
const CHAVES_PAGINADO = ['page', 'perPage', 'sortField', 'sortOrder', 'search'];

/** Which dialect a REST query speaks, or null when it asks for no page (the whole list). */
export function dialetoDaConsulta(q: Record<string, unknown>): Dialeto | null {
  // Own keys only: a query is user text (docs/arquitetura.md).
  const enviou = (k: string) => Object.hasOwn(q, k) && q[k] !== undefined;
  if (CHAVES_GENERICO.some(enviou)) return 'generico';
  if (CHAVES_PAGINADO.some(enviou)) return 'paginado';
  return null;
}

/** A page as services return it: the rows, the total, and whatever else the answer carries (totalEstimado...). */
export interface PaginaDeLinhas<L = unknown> {
  linhas: L[];
  total: number;
}

type Extra<P> = Exclude<keyof P, 'linhas' | 'total'> & string;

/** A page in a dialect's keys, with the named extra fields of the page (totalEstimado...). */
export function paginaNoDialeto<P extends PaginaDeLinhas>(
  dialeto: Dialeto,
  chave: string,
  pagina: P,
  extras: readonly Extra<P>[] = [],
): Record<string, unknown> {
  const resposta: Record<string, unknown> =
    dialeto === 'generico' ? { rows: pagina.linhas, count: pagina.total } : { [chave]: pagina.linhas, totalRecords: pagina.total };
  for (const campo of extras) resposta[campo] = pagina[campo];
  return resposta;
}

export interface OpcoesResposta<P> {
  /** The list without paging, answered as { <chave>: [...] } when the query asks for no page. */
  inteira?: () => Promise<unknown[]>;
  /** The dialect of a query that names none, when the route has no unpaged form (default 'paginado'). */
  padrao?: Dialeto;
  /** Fields of the page the answer carries besides the rows and the total (each route's contract). */
  extras?: readonly Extra<P>[];
}

/**
 * One call for a REST list: reads which dialect the query speaks, runs the page (or the whole list,
 * for a route that has one) and answers in that dialect under the route's key (`redes`, `logs`...).
 */
export async function responderLista<P extends PaginaDeLinhas>(
  consulta: Record<string, unknown>,
  chave: string,
  paginar: () => Promise<P>,
  opcoes: OpcoesResposta<P> = {},
): Promise<Record<string, unknown>> {
  const pedido = dialetoDaConsulta(consulta);
  if (!pedido && opcoes.inteira) return { [chave]: await opcoes.inteira() };
  return paginaNoDialeto(pedido ?? opcoes.padrao ?? 'paginado', chave, await paginar(), opcoes.extras);
}
