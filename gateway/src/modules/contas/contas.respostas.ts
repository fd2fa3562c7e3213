import { z } from '../../core/esquema';

/** What the member-account routes answer (core/respostas.ts). */

/** Whether the storefront shows the social sign-in, and how to start it (nothing secret). */
export const social = z.object({
  habilitado: z.boolean(),
  provedor: z.string().nullable(),
  clientId: z.string().nullable(),
  authorizationEndpoint: z.string().nullable(),
});
