import { GraphQLString } from 'graphql';
import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as administradores from './administradores.service';
import { UsuarioDTO } from './usuario.types';
import * as esquemas from './usuarios.esquemas';
import * as usuarios from './usuarios.service';

const UsuarioPagina = PaginaDe(UsuarioDTO, 'UsuarioPagina');

@Resolver()
export class UsuariosResolver {
  @Permite('usuarios.perfil.ver')
  @Query(() => UsuarioDTO, { description: 'O usuário do painel conectado.' })
  eu(@Ctx() { ctx }: ContextoGraphQL) {
    return usuarios.eu(ctx);
  }

  @Permite('usuarios.perfil.editar')
  @Mutacao(() => UsuarioDTO, 'UsuarioPayload', { description: 'Meu Perfil: muda o nome e, com a senha atual, a senha (as outras sessões terminam).' })
  async atualizarMeuPerfil(@Entrada(esquemas.perfil, 'AtualizarMeuPerfilInput') input: EntradaDe<typeof esquemas.perfil>, @Ctx() { ctx }: ContextoGraphQL) {
    await usuarios.atualizarPerfil(ctx, input);
    return usuarios.eu(ctx);
  }

  @Permite('usuarios.criar')
  @Mutacao(() => UsuarioDTO, 'UsuarioPayload', { description: 'Cadastra um usuário do painel; ninguém concede um papel acima do seu.' })
  criarUsuario(@Entrada(esquemas.criar, 'CriarUsuarioInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return usuarios.criar(ctx, input);
  }

  @Permite('usuarios.buscar')
  @Query(() => [UsuarioDTO], { description: 'Os usuários do painel por nome, ou o do CPF informado.' })
  usuarios(@Entrada(esquemas.busca, 'UsuariosInput') input: EntradaDe<typeof esquemas.busca>, @Ctx() { ctx }: ContextoGraphQL) {
    return usuarios.buscar(ctx, input);
  }

  @Permite('usuarios.listar')
  @Query(() => UsuarioPagina, {
    description: 'Administradores: os usuários do painel que o papel conectado pode gerenciar (o papel 1 não vê o 2). Ordem padrão nome crescente.',
  })
  async listaUsuarios(@Entrada(esquemas.listaUsuarios, 'ListaUsuariosInput') input: EntradaDe<typeof esquemas.listaUsuarios>, @Ctx() { ctx }: ContextoGraphQL) {
    return paraPagina(await administradores.paginarUsuarios(ctx, input.pedido, { ativo: input.ativo, permissao: input.permissao }), input.pedido);
  }

  @Permite('usuarios.editar')
  @Mutacao(() => UsuarioDTO, 'UsuarioPayload', {
    description: 'Edita nome, e-mail, papel, lojas e redes de um usuário do painel; ninguém muda o próprio papel.',
  })
  atualizarUsuario(@Entrada(esquemas.atualizar, 'AtualizarUsuarioInput') input: EntradaDe<typeof esquemas.atualizar>, @Ctx() { ctx }: ContextoGraphQL) {
    const { id, ...campos } = input;
    return administradores.editar(ctx, id, campos);
  }

  @Permite('usuarios.ativar')
  @Mutacao(() => UsuarioDTO, 'UsuarioPayload', { description: 'Desativa um usuário do painel: ele não entra mais e as sessões abertas terminam na hora.' })
  desativarUsuario(@Entrada(esquemas.porId, 'DesativarUsuarioInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return administradores.alterarAtivo(ctx, input.id, false);
  }

  @Permite('usuarios.ativar')
  @Mutacao(() => UsuarioDTO, 'UsuarioPayload', { description: 'Reativa um usuário do painel.' })
  ativarUsuario(@Entrada(esquemas.porId, 'AtivarUsuarioInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return administradores.alterarAtivo(ctx, input.id, true);
  }

  @Permite('usuarios.senha.redefinir')
  @Mutacao(() => GraphQLString, 'RedefinirSenhaUsuarioPayload', {
    description: 'Envia ao e-mail do usuário uma senha provisória; as sessões dele terminam. O resultado é a mensagem de confirmação.',
  })
  async redefinirSenhaUsuario(@Entrada(esquemas.porId, 'RedefinirSenhaUsuarioInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return (await administradores.redefinirSenha(ctx, input.id)).mensagem;
  }
}
