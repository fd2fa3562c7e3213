import { DOC, e, z } from './esquema';
import { lerPedidoLista, OpcoesLista, PedidoLista } from './listagem';

/**
 * The paging part of a list's schema, in each door's dialect, both ending in one PedidoLista:
 * REST reads the contract's query (pagina/limite/sortField/sortOrder/buscar, or page/perPage/search,
 * or ordenacao/filtros as JSON); GraphQL reads `pagina, porPagina, ordenarPor, direcao, busca`,
 * with the sortable fields as an enum of the list.
 */

const textoConsulta = (descricao: string) =>
  z
    .unknown()
    .optional()
    .meta({ description: descricao })
    .register(DOC, { json: { type: 'string' } });

/** The REST query of a paged list: its paging fields plus the list's own filters. */
export function consultaLista<F extends z.ZodRawShape>(opcoes: OpcoesLista, filtros: F = {} as F) {
  const campos = Object.keys(opcoes.ordenaveis);
  const paginacao = {
    pagina: textoConsulta('Página, a partir de 1.'),
    limite: textoConsulta('Itens por página (até 1000; 0 ou "todos" = todos, até 10.000).'),
    sortField: z
      .unknown()
      .optional()
      .meta({ description: `Campo de ordenação (padrão ${opcoes.padrao.campo}).` })
      .register(DOC, { json: { type: 'string', enum: campos } }),
    sortOrder: z
      .unknown()
      .optional()
      .meta({ description: 'asc/desc (ou 1/-1).' })
      .register(DOC, { json: { type: 'string', enum: ['asc', 'desc', '1', '-1'] } }),
    buscar: textoConsulta('Busca (até 100 caracteres).'),
    ordenacao: textoConsulta('JSON {"campo","direcao"} (dialeto antigo).'),
    filtros: textoConsulta('JSON de filtros simples (dialeto antigo).'),
  };
  // Paging aliases of the older dialect are read too (page, perPage, search); they are not documented twice.
  return z.looseObject({ ...paginacao, ...filtros }).transform((q) => ({ ...q, pedido: lerPedidoLista(q as Record<string, unknown>, opcoes) as PedidoLista }));
}

/** The GraphQL arguments of a paged list, as one input object with the list's own filters (null = absent, as GraphQL sends it). */
export function argumentosLista<F extends z.ZodRawShape>(nomeOrdem: string, opcoes: OpcoesLista, filtros: F = {} as F) {
  const campos = Object.keys(opcoes.ordenaveis) as [string, ...string[]];
  return z
    .object({
      pagina: z.int().positive().max(1_000_000).nullish().meta({ description: 'Página, a partir de 1 (padrão 1).' }),
      porPagina: z.int().min(0).max(1000).nullish().meta({ description: 'Itens por página (padrão 10, até 1000; 0 = todos, até 10.000).' }),
      ordenarPor: z
        .enum(campos)
        .nullish()
        .meta({ description: `Campo de ordenação (padrão ${opcoes.padrao.campo}).` })
        .register(DOC, { graphql: nomeOrdem, valores: campos }),
      direcao: z.enum(['ASC', 'DESC']).nullish().meta({ description: 'Direção (padrão a da lista).' }).register(DOC, { graphql: 'Direcao' }),
      busca: z.string().max(100).nullish().meta({ description: 'Busca (até 100 caracteres).' }),
      ...filtros,
    })
    .transform((a) => {
      const { pagina, porPagina, ordenarPor, direcao, busca } = a as Record<string, unknown>;
      return { ...a, pedido: lerPedidoLista({ pagina, limite: porPagina, sortField: ordenarPor, sortOrder: direcao, buscar: busca }, opcoes) };
    });
}

/** Which rows an export has: the page on screen (current) or every row of the filters (all). */
export const tipoExportacao = e.enumeracao(
  'TipoExportacao',
  { CURRENT: 'current', ALL: 'all' } as const,
  'Tipo de exportação',
  'CURRENT: a página da tela (pagina e porPagina); ALL: todas as linhas dos filtros.',
  { invalido: 'Tipo de exportação inválido: use current ou all.' },
);

/**
 * The GraphQL input of a list's export link: the list's own input (paging, order, search, filters),
 * so the screen sends what it listed with, plus `tipo`.
 */
export function argumentosExportacao<F extends z.ZodRawShape>(nomeOrdem: string, opcoes: OpcoesLista, filtros: F = {} as F) {
  return argumentosLista(nomeOrdem, opcoes, { ...filtros, tipo: tipoExportacao });
}
