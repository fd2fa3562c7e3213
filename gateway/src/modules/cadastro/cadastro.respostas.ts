import { z } from '../../core/esquema';

/** What the password-recovery routes answer (core/respostas.ts; spec 3: mensagem, and valido for the link check). */
export const validacao = z.object({ mensagem: z.string(), valido: z.boolean() });
