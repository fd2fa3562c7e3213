import { MENSAGENS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';

/** The input of every panel-user operation, for both doors (core/esquema.ts, docs/api.md). */

/** A password as typed: never trimmed (spaces are characters of it); blank means "not given". */
const senha = (rotulo: string) => z
  .preprocess((v) => (v === null ? undefined : v), z.string({ error: MENSAGENS.invalido(rotulo) }).max(500, { error: MENSAGENS.invalido(rotulo) }).optional())
  .meta({ title: rotulo }).register(DOC, { graphql: 'String' });

/** Meu Perfil: the name, and optionally a new password with the current one. */
export const perfil = z.object({
  nome: e.textoObrigatorio('Nome', 160),
  senha: senha('Senha').meta({ description: 'Nova senha; em branco mantém a atual.' }),
  senhaAntiga: senha('Senha atual').meta({ description: 'A senha atual, exigida para trocar a senha.' }),
});

/** Cadastrar Administrador. */
export const criar = z.object({
  nome: e.textoObrigatorio('Nome', 160, 'Nome obrigatório'),
  cpf: e.cpf('CPF obrigatório'),
  email: e.email('Email'),
  senha: z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? MENSAGENS.obrigatorio('Senha') : MENSAGENS.invalido('Senha')) })
    .min(1, { error: MENSAGENS.obrigatorio('Senha') }).max(500, { error: MENSAGENS.invalido('Senha') })
    .meta({ title: 'Senha' }),
  permissao: e.inteiro('Permissão', { min: 0, max: 5, mensagemVazio: MENSAGENS.permissaoObrigatoria })
    .meta({ description: 'Papel: 0 Equipe Marca, 1 Operador, 2 Administrador, 3 Vendedor, 4 Auditor, 5 Equipe Marca Plus.' }),
  idRevendasPermitidas: e.opcional(e.listaDeIds('Lojas')).meta({ description: 'Lojas do papel Vendedor (3); ignoradas nos demais papéis.' }),
  idRedesPermitidas: e.opcional(e.listaDeIds('Redes')).meta({ description: 'Restringe o usuário a estas redes.' }),
});

/** GET /api/usuarios?cpf: an exact CPF, or every panel user. */
export const busca = z.object({ cpf: e.opcional(e.cpf()).meta({ description: 'CPF exato (com ou sem máscara).' }) });
