import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { ParceiroDTO } from '../parceiros/parceiro.types';
import { semAusentes } from '../parceiros/parceiros-painel.types';
import { SessaoParceiroDTO } from '../sessoes/sessao.types';
import { LoginSocialConfigDTO, PerfilInput, ProdutosDaLojaPaginaDTO } from './contas.types';
import { enviarContato } from './contato.service';
import { atualizarPerfil } from './perfil.service';
import * as pontosProdutos from './pontos-produtos.service';
import * as social from './social.service';

/** The member's account: profile, contact, their store's products, social login. */
@Resolver()
export class ContasResolver {
  @Permite('parceiro.eu.editar')
  @Mutation(() => ParceiroDTO, { description: 'The member edits their own profile (PUT /api/parceiros).' })
  atualizarPerfilParceiro(@Arg('input', () => PerfilInput) input: PerfilInput, @Ctx() { ctx }: ContextoGraphQL) {
    return atualizarPerfil(ctx, semAusentes(input));
  }

  @Permite('parceiro.contato.enviar')
  @Mutation(() => MensagemDTO)
  enviarEmailContato(@Arg('mensagem') mensagem: string, @Ctx() { ctx }: ContextoGraphQL) {
    return enviarContato(ctx, { mensagem });
  }

  @Permite('produtosRevenda.daMinhaLoja')
  @Query(() => ProdutosDaLojaPaginaDTO, { description: "The member's store's products (/pontos-produtos); default order points desc." })
  produtosDaMinhaLoja(
    @Args() pg: ArgsPagina,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return pontosProdutos.produtosDaMinhaLoja(ctx, pontosProdutos.lerPedido(consultaDaPagina(pg)));
  }

  @Permite('sessao.parceiro.entrar')
  @Query(() => LoginSocialConfigDTO, { description: 'Whether the storefront shows the social login button, and how to start it.' })
  loginSocialConfig() {
    return social.configuracaoPublica();
  }

  @Permite('sessao.parceiro.entrar')
  @Mutation(() => SessaoParceiroDTO, { description: 'Social login with the provider’s ID token; unknown accounts get extensions.social {nome, email}.' })
  entrarParceiroSocial(@Arg('idToken') idToken: string, @Arg('nonce', () => String, { nullable: true }) nonce: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    return social.entrarSocial(ctx, { idToken, ...(nonce ? { nonce } : {}) });
  }
}
