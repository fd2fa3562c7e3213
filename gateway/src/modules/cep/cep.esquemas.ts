import { cepValido, MENSAGENS, somenteDigitos } from '@sw/common';
import { DOC, z } from '../../core/esquema';

/** The input of the postal-code lookup, for both doors (core/esquema.ts, docs/api.md). */

/** A CEP with or without mask; parses to its 8 digits. Anything else is the contract's 'CEP inválido'. */
const cep = z
  .unknown()
  .superRefine((v, ctx) => {
    const digitos = typeof v === 'string' || typeof v === 'number' ? somenteDigitos(v) : '';
    if (!cepValido(digitos)) ctx.addIssue({ code: 'custom', message: MENSAGENS.cepInvalido });
  })
  .transform((v) => somenteDigitos(v as string))
  .meta({ title: 'CEP', description: 'CEP com 8 dígitos, com ou sem máscara.' })
  .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['01310-100', '01310100'] } });

export const porCep = z.object({ cep });
