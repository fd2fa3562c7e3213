import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { NovoUsuarioInput, PerfilUsuarioInput, UsuarioDTO } from './usuario.types';
import * as usuarios from './usuarios.service';

@Resolver()
export class UsuariosResolver {
  @Permite('usuarios.perfil.ver')
  @Query(() => UsuarioDTO, { description: 'The signed-in panel user.' })
  eu(@Ctx() { ctx }: ContextoGraphQL) {
    return usuarios.eu(ctx);
  }

  @Permite('usuarios.perfil.editar')
  @Mutation(() => UsuarioDTO)
  async atualizarMeuPerfil(@Arg('input') input: PerfilUsuarioInput, @Ctx() { ctx }: ContextoGraphQL) {
    await usuarios.atualizarPerfil(ctx, { ...input });
    return usuarios.eu(ctx);
  }

  @Permite('usuarios.criar')
  @Mutation(() => UsuarioDTO)
  criarUsuario(@Arg('input') input: NovoUsuarioInput, @Ctx() { ctx }: ContextoGraphQL) {
    return usuarios.criar(ctx, { ...input });
  }

  @Permite('usuarios.buscar')
  @Query(() => [UsuarioDTO])
  usuarios(@Arg('cpf', () => String, { nullable: true }) cpf: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    return usuarios.buscar(ctx, { cpf });
  }
}
