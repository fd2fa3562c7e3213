import { z } from '../../core/esquema';

/** What GET /api/cep/{cep} answers (core/respostas.ts): the address in the postal-code service's own field names. */
export const endereco = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
