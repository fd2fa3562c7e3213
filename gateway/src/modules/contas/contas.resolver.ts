import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { Entrada as EntradaDe } from '../../core/esquema';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { ParceiroDTO } from '../parceiros/parceiro.types';
import { SessaoParceiroDTO } from '../sessoes/sessao.types';
import { LoginSocialConfigDTO, ProdutoDaLojaDTO } from './contas.types';
import * as esquemas from './contas.esquemas';
import { enviarContato } from './contato.service';
import { atualizarPerfil } from './perfil.service';
import * as pontosProdutos from './pontos-produtos.service';
import * as social from './social.service';

const ProdutoDaLojaPagina = PaginaDe(ProdutoDaLojaDTO, 'ProdutoDaLojaPagina');

/** The member's account: profile, contact, their store's products, social login. */
@Resolver()
export class ContasResolver {
  @Permite('parceiro.eu.editar')
  @Mutacao(() => ParceiroDTO, 'ParceiroPayload', { description: 'O membro altera o próprio perfil; senha em branco não muda a senha.' })
  atualizarPerfilParceiro(@Entrada(esquemas.perfil, 'PerfilInput') input: EntradaDe<typeof esquemas.perfil>, @Ctx() { ctx }: ContextoGraphQL) {
    // Fields left out are not sent: the service tells "not sent" from "cleared" (null).
    return atualizarPerfil(ctx, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
  }

  @Permite('parceiro.contato.enviar')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'O membro envia uma mensagem ao suporte, com os seus dados.' })
  enviarEmailContato(@Entrada(esquemas.contato, 'EnviarEmailContatoInput') input: EntradaDe<typeof esquemas.contato>, @Ctx() { ctx }: ContextoGraphQL) {
    return enviarContato(ctx, input);
  }

  @Permite('produtosRevenda.daMinhaLoja')
  @Query(() => ProdutoDaLojaPagina, { description: 'Os produtos ativos da loja do membro e os seus pontos; ordem padrão pontos decrescente.' })
  async produtosDaMinhaLoja(
    @Entrada(esquemas.listaProdutosDaLoja, 'ListaProdutosDaLojaInput') input: EntradaDe<typeof esquemas.listaProdutosDaLoja>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await pontosProdutos.produtosDaMinhaLoja(ctx, input.pedido), input.pedido);
  }

  @Permite('sessao.parceiro.entrar')
  @Query(() => LoginSocialConfigDTO, { description: 'Se a loja mostra o botão de login social e como iniciá-lo.' })
  loginSocialConfig() {
    return social.configuracaoPublica();
  }

  // Not a payload yet: an unknown account's refusal carries extensions.social {nome, email}, which the
  // storefront reads to pre-fill the registration, and errosDeUsuario has no place for it.
  @Permite('sessao.parceiro.entrar')
  @Mutation(() => SessaoParceiroDTO, { description: 'Login social com o ID token do provedor; uma conta desconhecida recebe extensions.social {nome, email}.' })
  entrarParceiroSocial(
    @Arg('idToken', { description: 'O id_token que o provedor social (OIDC) entregou ao app.' }) idToken: string,
    @Arg('nonce', () => String, { nullable: true, description: 'O nonce mandado ao provedor, conferido no id_token.' }) nonce: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return social.entrarSocial(ctx, { idToken, ...(nonce ? { nonce } : {}) });
  }
}
