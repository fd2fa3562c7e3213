import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/pesquisa_mercado routes answer (core/respostas.ts). */

const produtoVendido = z.object({ qtde: r.numero, marca: z.string().nullable(), produto: z.string(), valorUnitario: r.numero });

export const pesquisa = z.object({
  id: r.inteiro,
  revendaId: r.inteiro,
  cnpjRevenda: z.string(),
  revenda: z.string(),
  redeId: r.inteiro,
  rede: z.string(),
  cidade: z.string().nullable(),
  categoria: z.string().nullable(),
  comunicacao: z.string().nullable(),
  qtdeVendedores: r.inteiro.nullable(),
  faturamento: r.numero.nullable(),
  mediaMensal: r.numero.nullable(),
  share: r.numero.nullable(),
  produtosMaisVendidos: z.array(produtoVendido),
  produtosMaisVendidosConcorrentes: z.array(produtoVendido),
  qtdeProdutosVendidos: r.inteiro.nullable(),
  fonte: z.string().nullable(),
  criadoEm: r.instante,
});

/** Every visible survey ({ pesquisas, total }) or a page in the caller's dialect. */
export const listar = z.union([z.object({ pesquisas: z.array(pesquisa), total: r.inteiro }), r.pagina('pesquisas', pesquisa)]);
