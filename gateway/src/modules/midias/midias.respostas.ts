import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the redemption-media routes answer (core/respostas.ts). */

const midia = z.object({ id: r.inteiro, linkArquivo: z.string(), tipoArquivo: z.string(), criadoEm: r.instante });

/** A photo or video with the redemption it belongs to. */
export const midiaDeResgate = z.object({
  id: r.inteiro,
  parceiro: z.string(),
  premio: z.string(),
  revenda: z.string(),
  cidade: z.string().nullable(),
  rede: z.string().nullable(),
  resgatadoEm: r.instante,
  midia,
});

/** GET /api/resgates/fotos_videos → midias (spec 2 and 3). */
export const listar = z.object({ midias: z.array(midiaDeResgate) });
export const anexada = z.object({ mensagem: z.string(), midia: midiaDeResgate });
