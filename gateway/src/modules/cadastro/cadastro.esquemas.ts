import { MENSAGENS } from '@sw/common';
import { DOC, z } from '../../core/esquema';

/**
 * The input of password recovery, for both doors (core/esquema.ts, docs/api.md). Public
 * registration shares its paths with the staff's member routes (parceiros) and is read there.
 */

/** Text as sent (trimmed); anything but text is blank, so it gets the blank message. */
function textoLivre(rotulo: string, descricao: string, mensagemVazio?: string, opcoes: { max?: number; aparar?: boolean } = {}) {
  const { max, aparar = true } = opcoes;
  return z
    .unknown()
    .transform((v, ctx) => {
      const bruto = typeof v === 'string' ? v : '';
      const t = (aparar ? bruto.trim() : bruto).slice(0, max);
      if (!t && mensagemVazio) {
        ctx.addIssue({ code: 'custom', message: mensagemVazio });
        return z.NEVER;
      }
      return t;
    })
    .meta({ title: rotulo, description: descricao })
    .register(DOC, { graphql: 'String', json: { type: 'string', ...(mensagemVazio ? { minLength: 1 } : {}) } });
}

/** The link's token, as the e-mail carries it: an unknown or malformed one is an invalid link, not a field error. */
const uuid = textoLivre('Token', 'O token do link de recuperação (o final do endereço /esqueceu-senha/{token}).');

/** "Esqueceu sua senha?": the e-mail or CPF of the account (only the first 200 characters are read). */
export const solicitar = z.object({
  informacao: textoLivre('Email ou CPF', 'O email ou o CPF do cadastro.', MENSAGENS.informeEmailOuCpf, { max: 200 }),
});

/** Whether a recovery link can still be used. */
export const validarLink = z.object({ uuid });

/** The new password for a recovery link. The password is read as typed (never trimmed); its rules need the member's CPF (service). */
export const atualizarSenha = z.object({
  novaSenha: textoLivre('Nova senha', 'A nova senha, como digitada.', MENSAGENS.informeNovaSenha, { aparar: false }),
  uuid,
});
