import { Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import { AtualizacaoCartaoDTO, CartaoMembroDTO, CartaoPainelDTO, ResultadoCartaoDTO } from './cartao.types';
import * as esquemas from './cartoes.esquemas';
import * as painel from './cartoes-painel.service';
import * as balcao from './cartoes-balcao.service';
import * as membro from './cartoes.service';

const CartaoPainelPagina = PaginaDe(CartaoPainelDTO, 'CartaoPainelPagina');

/** The card calls through GraphQL (the balance file upload is a REST multipart call only). */
@Resolver()
export class CartoesResolver {
  @Permite('cartoes.listar')
  @Query(() => CartaoPainelPagina, { description: 'Os cartões do painel (filtro por rede; ordem padrão criadoEm decrescente).' })
  async cartoes(@Entrada(esquemas.listaCartoes, 'ListaCartoesInput') input: EntradaDe<typeof esquemas.listaCartoes>, @Ctx() { ctx }: ContextoGraphQL) {
    return paraPagina(await painel.listar(ctx, input.pedido, { rede: input.rede }), input.pedido);
  }

  @Permite('cartoes.cadastrar')
  @Mutacao(() => ResultadoCartaoDTO, 'ResultadoCartaoPayload', {
    description: 'Cadastra um cartão (código de barras e número), em estoque ou para o CPF de um vendedor.',
  })
  cadastrarCartao(@Entrada(esquemas.cadastrar, 'CadastrarCartaoInput') input: EntradaDe<typeof esquemas.cadastrar>, @Ctx() { ctx }: ContextoGraphQL) {
    return painel.cadastrar(ctx, input);
  }

  @Permite('cartoes.gerenciar')
  @Mutacao(() => AtualizacaoCartaoDTO, 'AtualizarCartaoPayload', {
    description: 'Marca a entrega de um cartão ou o bloqueia/desbloqueia no painel (os campos enviados).',
  })
  atualizarCartao(@Entrada(esquemas.atualizar, 'AtualizarCartaoInput') input: EntradaDe<typeof esquemas.atualizar>, @Ctx() { ctx }: ContextoGraphQL) {
    return balcao.atualizar(ctx, input);
  }

  @Permite('cartoes.meu')
  @Query(() => CartaoMembroDTO, { nullable: true, description: 'O cartão do membro conectado (nulo: sem cartão).' })
  meuCartao(@Ctx() { ctx }: ContextoGraphQL) {
    return membro.meuCartao(ctx);
  }

  @Permite('cartoes.status')
  @Mutacao(() => ResultadoCartaoDTO, 'ResultadoCartaoPayload', { description: 'O membro bloqueia o cartão ou pede o desbloqueio.' })
  alterarStatusCartao(
    @Entrada(esquemas.alterarStatus, 'AlterarStatusCartaoInput') input: EntradaDe<typeof esquemas.alterarStatus>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return membro.alterarStatus(ctx, input);
  }
}
