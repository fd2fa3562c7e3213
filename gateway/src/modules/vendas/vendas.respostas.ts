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
