import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { semIndefinidos } from '../redes/parametros';
import * as pendentes from './pendentes.service';
import { MensagemPontuacaoDTO, PontuacoesPendentesPaginaDTO } from './pendentes.types';

/** Pontuações pendentes through GraphQL: the same service as /api/pontuacoes/pendentes and its actions. */
@Resolver()
export class PontuacoesPendentesResolver {
  @Permite('pontuacoes.pendentes')
  @Query(() => PontuacoesPendentesPaginaDTO, { description: 'GET /api/pontuacoes/pendentes; default criadoEm desc. filtro: PARCEIRO, CPF, CNPJ, CODIGO or LOJA.' })
  pontuacoesPendentes(
    @Args() pg: ArgsPagina,
    @Arg('filtro', () => String, { nullable: true }) filtro: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const pedido = pendentes.lerPedido(consultaDaPagina(pg));
    return pendentes.listarPendentes(ctx, pedido, filtro);
  }

  @Permite('pontuacoes.encerrar')
  @Mutation(() => MensagemPontuacaoDTO, { description: 'POST /api/pontuacoes/encerrar: pendente → encerrada.' })
  encerrarPontuacao(@Arg('identificador') identificador: string, @Ctx() { ctx }: ContextoGraphQL) {
    return pendentes.encerrar(ctx, identificador);
  }

  @Permite('pontuacoes.reprovar')
  @Mutation(() => MensagemPontuacaoDTO, { description: 'POST /api/pontuacoes/reprovar: pendente → reprovada with one of the seven reasons; the member is told by WhatsApp.' })
  reprovarPontuacao(
    @Arg('identificador', () => String, { nullable: true }) identificador: string | null,
    @Arg('linkArquivo', () => String, { nullable: true }) linkArquivo: string | null,
    @Arg('reprovadoMotivo') reprovadoMotivo: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return pendentes.reprovar(ctx, { identificador, linkArquivo, reprovadoMotivo });
  }

  @Permite('pontuacoes.retornarPendente')
  @Mutation(() => MensagemPontuacaoDTO, { description: 'POST /api/pontuacoes/retornar-foto-pendente: encerrada or reprovada → pendente.' })
  retornarPontuacaoPendente(@Arg('identificador') identificador: string, @Ctx() { ctx }: ContextoGraphQL) {
    return pendentes.retornarParaPendente(ctx, identificador);
  }
}
