import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What GET /api/dashboard answers (core/respostas.ts): the spec 1 counters and the top ten. */
export const dashboard = z.object({
  parceirosCadastrados: r.inteiro,
  parceirosPontuados: r.inteiro,
  revendasCadastradas: r.inteiro,
  revendasPontuadas: r.inteiro,
  topParceirosPontuados: z.array(z.object({ id: r.inteiro, nome: z.string(), revenda: z.string().nullable(), totalPontos: r.numero, totalVendido: r.numero })),
  topRevendasPontuadas: z.array(z.object({ id: r.inteiro, nomeFantasia: z.string(), totalPontos: r.numero, totalVendido: r.numero })),
});
