import { MENSAGENS } from '@sw/common';
import { e, z } from '../../core/esquema';

/**
 * The input of a signed download link (core/links-assinados.ts). The token is opaque: only its size
 * is checked here; a token that does not verify is the contract's "link expired" (404), which a
 * browser window gets as a readable page.
 */
export const porToken = z.object({
  token: e.textoObrigatorio('Link', 4000, MENSAGENS.linkExpirado).meta({ description: 'O token do link assinado, como a exportação o devolveu.' }),
});
