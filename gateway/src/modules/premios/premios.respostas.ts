import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/premios routes answer (core/respostas.ts). The one shape of a prize: redemptions pick from it. */

export const premio = z.object({
  id: r.inteiro,
  nome: z.string(),
  descricao: z.string(),
  codigo: z.string(),
  custoTotal: r.numero,
  tipo: z.string(),
  ativo: z.boolean(),
  /** Points to redeem (110V of a bivolt prize). */
  pontos: r.numero,
  /** Points of a bivolt prize's 220V option. */
  pontosAlternativo: r.numero.nullable(),
  foto: z.string().nullable(),
  diretorioFoto: z.string().nullable(),
});

/** By code, unpaged ({ premios }), or a page in the caller's dialect (with totalEstimado). */
export const listaOuPagina = r.listaOuPagina('premios', premio, { totalEstimado: z.boolean().optional() });

export const porId = z.object({ premio });
