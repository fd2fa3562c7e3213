import { e, z } from '../../core/esquema';

/** The input of the dashboard, for both doors (core/esquema.ts, docs/api.md). */

export const consultaDashboard = z.object({
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede; vazio para todas.' }),
});
