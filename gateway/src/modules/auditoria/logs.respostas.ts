import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/logs routes answer (core/respostas.ts). */

export const tipos = z.object({ tipos: z.array(z.object({ tipo: z.string(), titulo: z.string() })) });

export const log = z.object({
  id: z.string(),
  responsavel: z.string().nullable(),
  responsavelTipo: z.string().nullable(),
  tipo: z.string(),
  titulo: z.string(),
  /** What the action touched, by log type (ids, names, counts). */
  parametros: z.record(z.string(), z.unknown()).nullable(),
  resumo: z.array(z.string()),
  criadoEm: r.instante,
});

export const pagina = r.pagina('logs', log, { totalEstimado: z.boolean() });
