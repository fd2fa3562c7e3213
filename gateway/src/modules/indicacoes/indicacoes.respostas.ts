import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the referral routes answer (core/respostas.ts). */

export const meuCodigo = z.object({ codigo: z.string(), link: z.string() });

const indicado = z.object({
  id: r.id,
  nome: z.string(),
  /** Masked: ***.456.789-** (no public answer carries personal data). */
  cpf: z.string(),
  celular: z.string().nullable(),
  validado: z.boolean(),
  plataforma: z.string(),
  criadoEm: r.instante,
});

/** The member's referrals, a { rows, count } page, with the summary of the valid ones. */
export const minhas = z.object({ rows: z.array(indicado), count: r.inteiro, resumo: z.object({ validas: r.inteiro, pontos: r.numero }) });
