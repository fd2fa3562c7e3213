import { TAMANHO_PAGINA_PADRAO } from '@sw/common';

export type Direcao = 'asc' | 'desc';
export type Ordenacao = { campo: string; direcao: Direcao };

/** What the table asks for. limite 0 means Todos. pagina starts at 1. */
export type PedidoTabela = {
  pagina: number;
  limite: number;
  campo: string;
  direcao: Direcao;
  busca: string;
};

/** totalEstimado: past a thousand matching rows the gateway estimates the total instead of counting (docs/desempenho.md). */
export type RespostaTabela<T> = { linhas: T[]; total: number; totalEstimado?: boolean | null };

/** The gateway's `pagina/limite/ordenacao/buscar` dialect, ready for a query string or GraphQL args. */
export function parametrosPagina(pedido: PedidoTabela): { pagina: number; limite: number; ordenacao: string; buscar?: string } {
  const { pagina, limite, campo, direcao, busca } = pedido;
  return { pagina, limite, ordenacao: JSON.stringify({ campo, direcao }), ...(busca ? { buscar: busca } : {}) };
}

/** The gateway's `page/perPage/sortField/sortOrder/search` dialect. */
export function parametrosPage(pedido: PedidoTabela): { page: number; perPage: number; sortField: string; sortOrder: Direcao; search?: string } {
  const { pagina, limite, campo, direcao, busca } = pedido;
  return { page: pagina, perPage: limite, sortField: campo, sortOrder: direcao, ...(busca ? { search: busca } : {}) };
}

/**
 * The GraphQL list input (docs/api.md: pagina, porPagina, ordenarPor, direcao, busca). ordenarPor is
 * the list's own enum, so the caller names it (the table's column keys are its values).
 */
export function entradaDaLista<O extends string = string>(
  pedido: PedidoTabela,
): { pagina: number; porPagina: number; ordenarPor: O; direcao: 'ASC' | 'DESC'; busca: string | null } {
  const { pagina, limite, campo, direcao, busca } = pedido;
  return { pagina, porPagina: limite, ordenarPor: campo as O, direcao: direcao === 'asc' ? 'ASC' : 'DESC', busca: busca || null };
}

/** A GraphQL page (`{ itens, total, totalEstimado }`) as the table reads it. */
export const respostaDaPagina = <T>(p: { itens: T[]; total: number; totalEstimado?: boolean | null }): RespostaTabela<T> => ({
  linhas: p.itens,
  total: p.total,
  totalEstimado: p.totalEstimado,
});

/** Query string from an object, skipping empty values (for chamarApi paths). */
export function consulta(parametros: Record<string, string | number | boolean | null | undefined>): string {
  const qs = new URLSearchParams();
  for (const [chave, valor] of Object.entries(parametros)) {
    if (valor !== undefined && valor !== null && valor !== '') qs.set(chave, String(valor));
  }
  const texto = qs.toString();
  return texto ? `?${texto}` : '';
}

/** The footer numbers: first and last row shown (1-based) given what is on screen. */
export function faixaDaPagina(pedido: Pick<PedidoTabela, 'pagina' | 'limite'>, naTela: number): { inicio: number; fim: number } {
  const inicio = pedido.limite > 0 ? (pedido.pagina - 1) * pedido.limite + 1 : 1;
  return { inicio, fim: inicio + Math.max(naTela, 1) - 1 };
}

export const LIMITE_PADRAO = TAMANHO_PAGINA_PADRAO;
