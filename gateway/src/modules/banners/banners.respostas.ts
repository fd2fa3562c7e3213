import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/banners routes answer (core/respostas.ts). */

export const banner = z.object({
  id: r.inteiro,
  titulo: z.string(),
  descricao: z.string().nullable(),
  dataInicial: r.dia,
  dataFinal: r.dia,
  ordem: r.inteiro,
  ativo: z.boolean(),
  image: z.string().nullable(),
  /** The same as image: the name the storefront reads. */
  linkArquivo: z.string().nullable(),
});

export const banners = r.lista('banners', banner);

/** Today's active banners, in order: a list (spec 3). */
export const intervalo = z.array(banner);
