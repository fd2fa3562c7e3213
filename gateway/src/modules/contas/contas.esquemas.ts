import { MENSAGENS_CONTAS as M } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista } from '../../core/esquema-lista';
import { OPCOES as OPCOES_PRODUTOS } from './pontos-produtos.service';

/** The input of the member's account operations, for both doors (core/esquema.ts, docs/api.md). */

export const contato = z.object({
  // Text only: a number is not a message.
  mensagem: z
    .unknown()
    .superRefine((v, ctx) => {
      if (typeof v !== 'string') ctx.addIssue({ code: 'custom', message: M.informeMensagem });
    })
    .pipe(e.textoObrigatorio('Mensagem', 100_000, M.informeMensagem))
    .refine((t) => t.length <= 5000, { error: M.mensagemLonga })
    .register(DOC, { graphql: 'String', json: { type: 'string', minLength: 1, maxLength: 5000 } })
    .meta({ description: 'A mensagem para o suporte (até 5.000 caracteres).' }),
});

/**
 * The profile form (spec 3 §2.16). Values pass as sent (null or blank clears an optional field):
 * the form's rules are the registration's (parceiros.esquemas), which perfil.service applies to
 * every door, the REST body included.
 */
const campo = (descricao: string, max = 255) =>
  z
    .string()
    .max(max, { error: `${descricao} deve ter no máximo ${max} caracteres.` })
    .nullish()
    .meta({ description: descricao });
export const perfil = z.object({
  nome: campo('Nome'),
  email: campo('E-mail'),
  celular: campo('Celular'),
  telefone: campo('Telefone'),
  sexo: campo('Sexo (F ou M)'),
  dataNascimento: campo('Data de nascimento (AAAA-MM-DD ou DD/MM/AAAA)'),
  endCep: campo('CEP'),
  endRua: campo('Rua'),
  endNumero: campo('Número'),
  endComplemento: campo('Complemento'),
  endBairro: campo('Bairro'),
  endCidade: campo('Cidade'),
  endEstado: campo('Estado (UF)'),
  hobby: campo('Hobby'),
  senha: campo('Nova senha; em branco não muda a senha', 1000),
  confirmarSenha: campo('Confirmação da nova senha', 1000),
  senhaAntiga: campo('Senha atual; exigida para definir uma nova', 1000),
});

export const listaProdutosDaLoja = argumentosLista('OrdemProdutosDaLoja', OPCOES_PRODUTOS);
