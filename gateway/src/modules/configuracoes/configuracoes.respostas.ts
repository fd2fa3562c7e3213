import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/configuracoes routes answer (core/respostas.ts). */

/** The WhatsApp account, token masked; GET answers it in a list (spec 2: "array, first element url, token, codigo, id"). */
export const whatsapp = z.object({
  id: r.inteiro,
  url: z.string(),
  token: z.string(),
  codigo: z.string(),
  atualizadoEm: r.instante,
  atualizadoPor: z.string().nullable(),
});
export const listaWhatsapp = z.array(whatsapp);

export const sistema = z.object({
  limitePontuacao: r.inteiro,
  usosSemanaisVoucher: r.inteiro,
  voucherAtivo: z.boolean(),
  atualizadoEm: r.instante.nullable(),
  atualizadoPor: z.string().nullable(),
});

/** POST /api/configuracoes/teste: whether the provider took the test message. */
export const teste = z.object({ sucesso: z.boolean(), mensagem: z.string() });
