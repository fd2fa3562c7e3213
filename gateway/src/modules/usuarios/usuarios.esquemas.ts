import { MENSAGENS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OPCOES_LISTA_USUARIOS } from './usuarios.lista';

/** The input of every panel-user operation, for both doors (core/esquema.ts, docs/api.md). */

/** A password as typed: never trimmed (spaces are characters of it); blank means "not given". */
const senha = (rotulo: string) =>
  z
    .preprocess(
      (v) => (v === null ? undefined : v),
      z
        .string({ error: MENSAGENS.valorInvalido(rotulo) })
        .max(500, { error: MENSAGENS.valorInvalido(rotulo) })
        .optional(),
    )
    .meta({ title: rotulo })
    .register(DOC, { graphql: 'String' });

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
  senha: z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? MENSAGENS.obrigatorio('Senha') : MENSAGENS.valorInvalido('Senha')) })
    .min(1, { error: MENSAGENS.obrigatorio('Senha') })
    .max(500, { error: MENSAGENS.valorInvalido('Senha') })
    .meta({ title: 'Senha' }),
  permissao: e
    .inteiro('Permissão', { min: 0, max: 5, mensagemVazio: MENSAGENS.permissaoObrigatoria })
    .meta({ description: 'Papel: 0 Equipe Marca, 1 Operador, 2 Administrador, 3 Vendedor, 4 Auditor, 5 Equipe Marca Plus.' }),
  idRevendasPermitidas: e.opcional(e.listaDeIds('Lojas')).meta({ description: 'Lojas do papel Vendedor (3); ignoradas nos demais papéis.' }),
  idRedesPermitidas: e.opcional(e.listaDeIds('Redes')).meta({ description: 'Restringe o usuário a estas redes.' }),
});

/** GET /api/usuarios?cpf: an exact CPF, or every panel user. */
export const busca = z.object({ cpf: e.opcional(e.cpf()).meta({ description: 'CPF exato (com ou sem máscara).' }) });

// ——— Administradores: list, edit, deactivate/reactivate, password reset (docs/pesquisas-e-administradores.md) ———

const idUsuario = e.id('Identificador', MENSAGENS.usuarioNaoEncontrado, MENSAGENS.usuarioNaoEncontrado);

export const porId = z.object({ id: idUsuario });

/** An edit: a field left out keeps its value; an empty list of networks clears them. */
export const editar = z.object({
  nome: e.textoObrigatorio('Nome', 160, 'Nome obrigatório').optional(),
  email: e.opcional(e.email('Email')),
  permissao: e
    .opcional(e.inteiro('Permissão', { min: 0, max: 5 }))
    .meta({ description: 'Papel: 0 Equipe Marca, 1 Operador, 2 Administrador, 3 Vendedor, 4 Auditor, 5 Equipe Marca Plus.' }),
  idRevendasPermitidas: e.opcional(e.listaDeIds('Lojas')).meta({ description: 'Lojas do papel Vendedor (3); ignoradas nos demais papéis.' }),
  idRedesPermitidas: e.opcional(e.listaDeIds('Redes')).meta({ description: 'Restringe o usuário a estas redes; lista vazia remove a restrição.' }),
});

/** GraphQL: the id travels inside the input; a null name is not sent (kept), as an absent one. */
export const atualizar = editar.extend({ id: idUsuario, nome: e.naEdicao(e.textoObrigatorio('Nome', 160, 'Nome obrigatório')) });

const filtros = {
  cpf: e.opcional(e.cpf()).meta({ description: 'CPF exato (com ou sem máscara).' }),
  ativo: e.opcional(e.booleano('Ativo')).meta({ description: 'Só os ativos (1) ou só os desativados (0).' }),
  permissao: e.opcional(e.inteiro('Permissão', { min: 0, max: 5 })).meta({ description: 'Só os usuários deste papel.' }),
};

/** GET /api/usuarios: ?cpf (the contract's lookup) or, with page/perPage/..., the paged list. */
export const consultaUsuarios = consultaLista(OPCOES_LISTA_USUARIOS, filtros);
export const listaUsuarios = argumentosLista('OrdemUsuarios', OPCOES_LISTA_USUARIOS, {
  ativo: z.boolean().nullish().meta({ description: 'Só os ativos (true) ou só os desativados (false).' }),
  permissao: z.int().min(0).max(5).nullish().meta({ description: 'Só os usuários deste papel.' }),
});
