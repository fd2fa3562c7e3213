import { MENSAGENS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { config } from '../../runtime';

/** The input of sign-in and sign-out, for both doors (core/esquema.ts, docs/api.md). */

/**
 * The password as typed: never trimmed (spaces are part of it). Anything but text is no password.
 * Its length is not checked here: an over-long one is refused as wrong credentials by the service,
 * the same answer as any wrong password.
 */
const senha = z
  .unknown()
  .transform((v, ctx) => {
    const t = typeof v === 'string' ? v : '';
    if (!t) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio('Senha') });
      return z.NEVER;
    }
    return t;
  })
  .meta({ title: 'Senha', description: 'A senha, como digitada.' })
  .register(DOC, { graphql: 'String', json: { type: 'string', minLength: 1 } });

/** CPF (com ou sem máscara) e senha: o login do painel e o da loja (spec 1 §2, spec 3 §2.3). */
export const credenciais = z
  .object({
    cpf: e.cpf().meta({ description: 'CPF, com ou sem máscara.' }),
    senha,
  })
  .meta({ description: 'CPF e senha.' });

const textoSocial = (descricao: string) =>
  z
    .unknown()
    .optional()
    .meta({ description: descricao })
    .register(DOC, { json: { type: 'string' } });

/** A sign-in body with an ID token (under the provider's name or idToken) and no password. */
export function ehLoginSocial(entrada: Record<string, unknown>): boolean {
  // Without configuration a token still takes this path, to be told social login is off.
  const nome = config().social?.provedor ?? 'google';
  return entrada.senha === undefined && [nome, 'google', 'idToken'].some((k) => entrada[k] !== undefined);
}

/**
 * The member's sign-in (REST): CPF and password, or the social provider's ID token under the
 * provider's name or `idToken` (docs/codigos-indicacoes-e-contas.md). The social body is read by
 * the social-login service; the password body by `credenciais`, with its messages and fields.
 */
export const entrarParceiro = z
  .looseObject({
    cpf: textoSocial('CPF, com ou sem máscara (login com senha).'),
    senha: textoSocial('A senha (login com senha).'),
    idToken: textoSocial('O ID token do provedor (login social); também aceito sob o nome do provedor, ex.: google.'),
    nonce: textoSocial('O nonce enviado ao provedor (login social).'),
  })
  .transform((corpo, ctx): { social: Record<string, unknown> } | { credenciais: z.output<typeof credenciais> } => {
    if (ehLoginSocial(corpo)) return { social: corpo };
    const r = credenciais.safeParse(corpo);
    if (r.success) return { credenciais: r.data };
    for (const problema of r.error.issues) ctx.addIssue({ code: 'custom', message: problema.message, path: problema.path });
    return z.NEVER;
  });
