import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { CartaoMembroDTO, CartoesPaginaDTO, ResultadoCartaoDTO } from './cartao.types';
import * as painel from './cartoes-painel.service';
import * as membro from './cartoes.service';

/** The card calls through GraphQL (the balance file upload is a REST multipart call only). */
@Resolver()
export class CartoesResolver {
  @Permite('cartoes.listar')
  @Query(() => CartoesPaginaDTO, { description: 'GET /api/cartoes?rede (panel Cartões).' })
  cartoes(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Args() pg: ArgsPagina,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const pedido = painel.lerPedido(consultaDaPagina(pg));
    return painel.listar(ctx, pedido, { rede: rede ?? undefined });
  }

  @Permite('cartoes.cadastrar')
  @Mutation(() => ResultadoCartaoDTO, { description: 'POST /api/cartoes {codigoBarras, numero, cpf?}.' })
  cadastrarCartao(
    @Arg('codigoBarras') codigoBarras: string,
    @Arg('numero') numero: string,
    @Arg('cpf', () => String, { nullable: true }) cpf: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return painel.cadastrar(ctx, { codigoBarras, numero, cpf });
  }

  @Permite('cartoes.meu')
  @Query(() => CartaoMembroDTO, { nullable: true, description: "The signed-in member's card (null: no card)." })
  meuCartao(@Ctx() { ctx }: ContextoGraphQL) {
    return membro.meuCartao(ctx);
  }

  @Permite('cartoes.status')
  @Mutation(() => ResultadoCartaoDTO, { description: 'POST /api/cartoes/status {numero, status}: 0 asks to unblock, 1 asks to block.' })
  alterarStatusCartao(@Arg('numero') numero: string, @Arg('status', () => Int) status: number, @Ctx() { ctx }: ContextoGraphQL) {
    return membro.alterarStatus(ctx, numero, status);
  }
}
