import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the points routes answer (core/respostas.ts). */

/** A list whose first item has saldoPontos (spec 1 and 3), with the next expiry. */
export const saldo = z.array(z.object({ id: r.inteiro, saldoPontos: r.numero, proximoVencimento: z.object({ pontos: r.numero, venceEm: r.dia }).nullable() }));

const movimento = z.object({
  id: z.string(),
  data: r.instante,
  tipo: z.string(),
  descricao: z.string(),
  pontos: r.numero,
  saldoApos: r.numero,
  origem: z.object({ tipo: z.string(), id: z.string().nullable() }).nullable(),
});
export const extrato = z.object({ saldo: r.numero, movimentos: z.array(movimento), total: r.inteiro, pagina: r.inteiro, porPagina: r.inteiro });

export const vencimentos = z.object({
  agrupamento: z.string(),
  dias: r.inteiro,
  ate: r.dia,
  parceiros: r.inteiro,
  pontos: r.numero,
  vencimentos: z.array(z.object({ id: r.inteiro, nome: z.string(), parceiros: r.inteiro, pontos: r.numero, primeiroVencimento: r.dia })),
});

export const expirar = z.object({ mensagem: z.string(), parceiros: r.inteiro, pontos: r.numero });

/** GET /api/pontuacoes/reativar/{data} (spec 2: success, message), with what came back. */
export const reativacao = z.object({ success: z.boolean(), message: z.string(), dia: r.dia, parceiros: r.inteiro, pontos: r.numero });
