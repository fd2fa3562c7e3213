import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { UsuarioDTO } from './usuario.types';
import * as esquemas from './usuarios.esquemas';
import * as usuarios from './usuarios.service';

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
}
