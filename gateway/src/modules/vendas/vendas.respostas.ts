import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the sale routes answer (core/respostas.ts): the duplicate check and the points corrections. */

/** GET /api/vendas → vendas (spec 2): the not-cancelled sales with this fiscal number. */
export const porDocumento = z.object({
  vendas: z.array(
    z.object({
      id: z.string(),
      identificador: z.string(),
      tipoFiscal: z.string(),
      revendaId: r.inteiro,
      codRevenda: z.string().nullable(),
      parceiro: z.string(),
      totalVenda: r.numero,
      totalPontos: r.numero,
      realizadoEm: r.dia,
      pontuadoEm: r.instante,
    }),
  ),
});

/** GET /api/pontuacoes/correcoes → vendasCorrigir (spec 2). */
export const correcoes = z.object({
  vendasCorrigir: z.array(
    z.object({
      idVenda: z.string(),
      revenda: z.string(),
      parceiro: z.string(),
      cpf: z.string(),
      identificador: z.string().nullable(),
      pontuacaoAtual: r.numero,
      pontuacaoNova: r.numero,
      aPontuar: r.numero,
    }),
  ),
});

export const correcaoAplicada = z.object({
  mensagem: z.string(),
  idVenda: z.string(),
  pontuacaoAnterior: r.numero,
  pontuacaoNova: r.numero,
  aplicado: r.numero,
  restante: r.numero,
});

/**
 * POST /api/pontuacoes/pontuar: Nova venda (staff) answers the points computed and credited; a
 * member's typed claim answers only its id, to be reviewed.
 */
export const pontuada = z.union([
  z.object({
    mensagem: z.string(),
    id: z.string(),
    totalPontos: r.numero,
    pontosCreditados: r.numero,
    totalVenda: r.numero,
    totalDescontos: r.numero,
  }),
  z.object({ mensagem: z.string(), id: z.string() }),
]);

/** POST /api/upload/vendas: sales credited from the sheet, and each refused line with why. */
export const importacao = z.object({ total: r.inteiro, erros: z.array(z.object({ linha: r.inteiro, motivo: z.string() })) });
