import { GraphQLBoolean } from 'graphql';
import { Ctx, Mutation, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { SessaoParceiro, SessaoUsuario } from './sessao.types';
import * as esquemas from './sessoes.esquemas';
import * as sessoes from './sessoes.service';

/**
 * Sign-in and sign-out. A missing or malformed CPF or password comes back in errosDeUsuario; a
 * refused sign-in (wrong password, too many attempts, inactive member) stays an error with
 * extensions.code, as every client already treats an authentication failure.
 */
@Resolver()
export class SessoesResolver {
  @Permite('sessao.usuario.entrar')
  @Mutacao(() => SessaoUsuario, 'EntrarUsuarioPayload', {
    soCampos: true,
    description: 'Login do painel: abre uma sessão para o usuário da equipe (CPF e senha).',
  })
  entrarUsuario(@Entrada(esquemas.credenciais, 'EntrarUsuarioInput') input: EntradaDe<typeof esquemas.credenciais>, @Ctx() { ctx }: ContextoGraphQL) {
    return sessoes.entrarUsuario(ctx, input);
  }

  @Permite('sessao.parceiro.entrar')
  @Mutacao(() => SessaoParceiro, 'EntrarParceiroPayload', { soCampos: true, description: 'Login da loja: abre uma sessão para o vendedor (CPF e senha).' })
  entrarParceiro(@Entrada(esquemas.credenciais, 'EntrarParceiroInput') input: EntradaDe<typeof esquemas.credenciais>, @Ctx() { ctx }: ContextoGraphQL) {
    return sessoes.entrarParceiro(ctx, input);
  }

  @Permite('sessao.sair')
  @Mutation(() => GraphQLBoolean, { description: 'Encerra a sessão do token que fez o pedido (verdadeiro).' })
  sair(@Ctx() { ctx }: ContextoGraphQL) {
    return sessoes.sair(ctx);
  }
}
