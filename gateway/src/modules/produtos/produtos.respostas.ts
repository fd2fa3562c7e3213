import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/produtos routes answer (core/respostas.ts). */

export const produto = z.object({
  id: r.inteiro,
  codigo: z.string(),
  nome: z.string(),
  valorUnitario: r.numero,
  valorPontos: r.numero,
  codigoBarras: z.string().nullable(),
  ativo: z.boolean(),
});

export const listaOuPagina = r.listaOuPagina('produtos', produto, { totalEstimado: z.boolean().optional() });
export const porCodigo = z.object({ produtos: z.array(produto) });
export const porId = z.object({ produto });

/** A spreadsheet import: how many lines, what changed, and each refused line. */
export const importacao = z.object({
  total: r.inteiro,
  criados: r.inteiro,
  atualizados: r.inteiro,
  inalterados: r.inteiro,
  erros: z.array(z.object({ linha: r.inteiro, motivo: z.string() })),
});

/** PUT /api/produtos/{id}: an edit answers the product; {ativo, atualizarRevenda} answers it with how many store products followed. */
export const atualizado = z.union([produto, z.object({ produto, produtosRevendaAtualizados: r.inteiro })]);
