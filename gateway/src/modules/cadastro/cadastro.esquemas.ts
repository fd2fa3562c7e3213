import { MENSAGENS, problemaDaSenha, somenteDigitos } from '@sw/common';
import { DOC, e, Entrada, z } from '../../core/esquema';
import { formulario } from '../parceiros/parceiros.esquemas';
import { comoId } from '../ofertas/ofertas.esquemas';

/**
 * The input of public registration and password recovery, for both doors (core/esquema.ts,
 * docs/api.md). Registration shares its paths with the staff's member routes: parceiros-painel.rest.ts
 * reads the body with `cadastrarRest` when no panel token acts.
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

/** Yes only for true, 1, '1' and 'true': anything else (absent included) has not accepted the privacy policy. */
const aceite = z
  .unknown()
  .transform((v, ctx): true => {
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    ctx.addIssue({ code: 'custom', message: MENSAGENS.aceitePolitica });
    return z.NEVER;
  })
  .meta({ title: 'Política de privacidade', description: 'Aceite da política de privacidade (precisa ser verdadeiro).' })
  .register(DOC, { graphql: 'Boolean', json: { type: ['boolean', 'integer', 'string'], examples: [true] } });

/** The password as typed (never trimmed): blank is 'Senha obrigatório'; its rules need the CPF (below). */
const senha = (rotulo: string, descricao: string, mensagemVazio?: string) =>
  z
    .unknown()
    .transform((v, ctx) => {
      const t = typeof v === 'string' ? v : '';
      if (!t && mensagemVazio) {
        ctx.addIssue({ code: 'custom', message: mensagemVazio });
        return z.NEVER;
      }
      return t;
    })
    .meta({ title: rotulo, description: descricao })
    .register(DOC, { graphql: 'String', json: { type: 'string', ...(mensagemVazio ? { minLength: 1 } : {}) } });

/**
 * The member's own registration (spec 3 §2.5, §5; POST /api/parceiros without a panel token,
 * mutation cadastrarParceiro): the staff's Vendedor Loja form (parceiros.esquemas) with the store
 * chosen by id (its own link) or CNPJ (the picker), plus password, privacy policy and referral.
 * Fields in the form's order — sexo, the policy, the store, the form, the password — so the first
 * problem is the one the form shows first. Whether the store exists and is active is the service's.
 */
const { sexo, cnpjRevenda: _cnpjDoFormulario, ...camposDoFormulario } = formulario.shape;
export const cadastrar = z
  .object({
    sexo,
    aceitouPoliticaPrivacidade: aceite,
    idRevenda: e
      .opcional(comoId(e.inteiro('Loja', { min: 1 })))
      .meta({ description: 'Identificador da loja (o link da própria loja); ou cnpjRevenda.' })
      .transform((v) => v ?? null),
    cnpjRevenda: e
      .opcional(e.texto('CNPJ da loja', 20))
      .meta({ description: 'CNPJ da loja escolhida na lista (com ou sem máscara); ou idRevenda.' })
      .transform((v) => (v ? somenteDigitos(v) : null)),
    ...camposDoFormulario,
    senha: senha('Senha', 'A senha, como digitada.', MENSAGENS.obrigatorio('Senha')),
    confirmarSenha: senha('Confirmar senha', 'A senha repetida; precisa ser igual.'),
    quemIndicou: e
      .opcional(e.texto('Quem indicou', 160))
      .meta({ description: 'Código de indicação de quem indicou (opcional).' })
      .transform((v) => v ?? null),
    codigoCadastro: e
      .opcional(e.texto('Código de cadastro', 60))
      .meta({ description: 'Código de cadastro do link (?codigo_cadastro=), que dá pontos uma vez.' })
      .transform((v) => v ?? null),
  })
  .superRefine((c, ctx) => {
    if (!c.idRevenda && !c.cnpjRevenda) ctx.addIssue({ code: 'custom', message: MENSAGENS.selecioneRevenda, path: ['cnpjRevenda'] });
    else if (c.senha !== c.confirmarSenha) ctx.addIssue({ code: 'custom', message: MENSAGENS.senhasNaoConferem, path: ['confirmarSenha'] });
    else {
      const problema = problemaDaSenha(c.senha, c.cpf);
      if (problema) ctx.addIssue({ code: 'custom', message: problema, path: ['senha'] });
    }
  });
export type EntradaCadastro = Entrada<typeof cadastrar>;

/** The REST body may name the sign-up code as the link does (codigo_cadastro). */
export const cadastrarRest = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, 'codigo_cadastro')
      ? (({ codigo_cadastro: codigo, ...resto }: Record<string, unknown>) => ({ codigoCadastro: codigo, ...resto }))(v as Record<string, unknown>)
      : v,
  cadastrar,
);

/** GET /api/parceiros?cpf without a panel token, query cpfCadastrado. */
export const cpfCadastrado = z.object({ cpf: e.cpf().meta({ description: 'CPF (com ou sem máscara).' }) });

/** GET /api/revendas/{id} without a panel token, query revendaPublica. */
export const revendaPublica = z.object({ id: comoId(e.inteiro('Id', { min: 1 })).meta({ description: 'Identificador da loja.' }) });
