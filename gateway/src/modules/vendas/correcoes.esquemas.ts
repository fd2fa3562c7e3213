import { e, z } from '../../core/esquema';

/** The input of the points-correction operations, for both doors (core/esquema.ts, docs/api.md). */

/** The sale to correct; a malformed id keeps the screen's message. */
export const corrigir = z.object({ idVenda: e.id('Venda', undefined, 'Venda inválida').meta({ description: 'A venda a corrigir.' }) });
