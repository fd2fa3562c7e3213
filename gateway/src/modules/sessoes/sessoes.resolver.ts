import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { SessaoParceiroDTO, SessaoUsuarioDTO } from './sessao.types';
import * as sessoes from './sessoes.service';

@Resolver()
export class SessoesResolver {
  @Permite('sessao.usuario.entrar')
  @Mutation(() => SessaoUsuarioDTO)
  entrarUsuario(@Arg('cpf') cpf: string, @Arg('senha') senha: string, @Ctx() { ctx }: ContextoGraphQL) {
    return sessoes.entrarUsuario(ctx, { cpf, senha });
  }

  @Permite('sessao.parceiro.entrar')
  @Mutation(() => SessaoParceiroDTO)
  entrarParceiro(@Arg('cpf') cpf: string, @Arg('senha') senha: string, @Ctx() { ctx }: ContextoGraphQL) {
    return sessoes.entrarParceiro(ctx, { cpf, senha });
  }

  @Permite('sessao.sair')
  @Mutation(() => Boolean, { description: 'Revokes the token that acts on this request.' })
  sair(@Ctx() { ctx }: ContextoGraphQL) {
    return sessoes.sair(ctx);
  }
}
