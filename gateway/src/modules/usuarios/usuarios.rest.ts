import { autorizar } from '../../core/autorizacao';
import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import * as administradores from './administradores.service';
import * as esquemas from './usuarios.esquemas';
import * as usuarios from './usuarios.service';
import * as respostas from './usuarios.respostas';
import { r } from '../../core/respostas';

export function rotasUsuarios(api: RotasApi) {
  // The contract documents {nome, senha}; the answer deliberately carries no password (docs/decisoes.md).
  api.put(
    '/usuarios',
    'usuarios.perfil.editar',
    { resposta: respostas.perfil, corpo: esquemas.perfil, resumo: 'Meu Perfil: o nome e, opcionalmente, a senha (com a atual).' },
    (ctx, { corpo }) => usuarios.atualizarPerfil(ctx, corpo),
  );
  api.get('/usuarios/eu', 'usuarios.perfil.ver', { resposta: respostas.usuario, resumo: 'O usuário do painel conectado.' }, (ctx) => usuarios.eu(ctx));
  api.post(
    '/usuarios',
    'usuarios.criar',
    { resposta: respostas.usuario, corpo: esquemas.criar, status: 201, resumo: 'Cadastra um usuário do painel (administrador).' },
    (ctx, { corpo }) => usuarios.criar(ctx, corpo),
  );
  // Without paging parameters: the contract's {usuarios} (?cpf lookup or every user). With
  // page/perPage/... (or pagina/limite/...): the Administradores list, scoped by the grant table.
  api.get(
    '/usuarios',
    'usuarios.buscar',
    {
      resposta: respostas.listaOuPagina,
      consulta: esquemas.consultaUsuarios,
      resumo: 'Os usuários do painel, o de um CPF, ou (com page) a lista paginada de Administradores.',
    },
    (ctx, { consulta: q }) =>
      responderLista(
        q,
        'usuarios',
        () => {
          autorizar(ctx, 'usuarios.listar');
          return administradores.paginarUsuarios(ctx, q.pedido, { cpf: q.cpf, ativo: q.ativo, permissao: q.permissao });
        },
        { inteira: () => usuarios.buscar(ctx, { cpf: q.cpf }) },
      ),
  );
  api.put(
    '/usuarios/:id',
    'usuarios.editar',
    {
      resposta: respostas.usuario,
      parametros: esquemas.porId,
      corpo: esquemas.editar,
      resumo: 'Edita nome, e-mail, papel, lojas e redes de um usuário do painel.',
    },
    (ctx, { parametros, corpo }) => administradores.editar(ctx, parametros.id, corpo),
  );
  api.post(
    '/usuarios/:id/desativar',
    'usuarios.ativar',
    { resposta: respostas.usuario, parametros: esquemas.porId, resumo: 'Desativa um usuário do painel; as sessões dele terminam na hora.' },
    (ctx, { parametros }) => administradores.alterarAtivo(ctx, parametros.id, false),
  );
  api.post(
    '/usuarios/:id/ativar',
    'usuarios.ativar',
    { resposta: respostas.usuario, parametros: esquemas.porId, resumo: 'Reativa um usuário do painel.' },
    (ctx, { parametros }) => administradores.alterarAtivo(ctx, parametros.id, true),
  );
  api.post(
    '/usuarios/:id/redefinir-senha',
    'usuarios.senha.redefinir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Envia ao e-mail do usuário uma senha provisória; as sessões dele terminam.' },
    (ctx, { parametros }) => administradores.redefinirSenha(ctx, parametros.id),
  );
}
