import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/produtos_revenda routes answer (core/respostas.ts). */

/** A store's product as staff read it: its own code and name, and the standard product it maps to. */
export const produtoRevenda = z.object({
  id: r.inteiro,
  revendaId: r.inteiro,
  cnpjRevenda: z.string(),
  nomeRevenda: z.string(),
  produtoId: r.inteiro.nullable(),
  codigoPadrao: z.string().nullable(),
  nomePadrao: z.string().nullable(),
  codigo: z.string(),
  nome: z.string(),
  valorUnitario: r.numero.nullable(),
  valorPontos: r.numero,
  /** true when the points come from the standard product. */
  valorPontosHerdado: z.boolean(),
  ativo: z.boolean(),
});

/** A product of the member's own store (Pontos por produto). */
const produtoDaLoja = z.object({ id: r.inteiro, codigo: z.string(), nome: z.string(), valorPontos: r.numero, pontosPorUnidade: r.numero });

/** Staff: a page ({ rows, count } unless the query speaks page/perPage), or { fileLink } with download=1. Member: their store's page. */
export const consultar = z.union([
  r.pagina('produtos', produtoRevenda),
  r.pagina('produtos', produtoDaLoja, { podeAlterarAtivo: z.boolean() }),
  z.object({ fileLink: z.string() }),
]);

export const porId = z.object({ produto: produtoRevenda });

/** Processar Produtos Loja: the same answer as the standard products' import. */
export { importacao } from '../produtos/produtos.respostas';
