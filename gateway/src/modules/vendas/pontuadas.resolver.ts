import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { semIndefinidos } from '../redes/parametros';
import * as acoes from './pontuadas.acoes';
import { exportacaoPontuadas } from './pontuadas.export';
import { ArgsExportacaoLista } from '../../core/exportacao-lista';
import * as pontuadas from './pontuadas.service';
import {
  EditarVendaInput, HistoricoStatusDTO, ItemVendaPontuadaDTO, MensagemVendaDTO, MotivoReprovacaoDTO, ProdutoMaisVendidoDTO,
  VendaPontuadaDTO, VendasPontuadasPaginaDTO,
} from './pontuadas.types';

/** Pontuações through GraphQL: the same services as /api/pontuacoes and its actions. */
@Resolver()
export class PontuadasResolver {
  @Permite('pontuacoes.pontuadas')
  @Query(() => VendasPontuadasPaginaDTO, { description: 'GET /api/pontuacoes (staff): dates YYYY-MM-DD are scoring days (default last 7 days); default pontuadoEm desc.' })
  vendasPontuadas(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('dataInicial', () => String, { nullable: true }) dataInicial: string | null,
    @Arg('dataFinal', () => String, { nullable: true }) dataFinal: string | null,
    @Args() pg: ArgsPagina,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const q = semIndefinidos({ rede: rede ?? undefined, dataInicial: dataInicial ?? undefined, dataFinal: dataFinal ?? undefined });
    const pedido = pontuadas.lerPedido(consultaDaPagina(pg), ctx);
    return pontuadas.listarPontuadas(ctx, pedido, q);
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [VendaPontuadaDTO], { description: "GET /api/pontuacoes/{cpf}: a salesperson's sales, newest first." })
  async vendasDoVendedor(@Arg('cpf') cpf: string, @Ctx() { ctx }: ContextoGraphQL) {
    return (await pontuadas.pontuadasDoVendedor(ctx, cpf)).pontuacoes;
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [ItemVendaPontuadaDTO], { description: 'GET /api/pontuacoes/{id}/itens.' })
  async itensDaVenda(@Arg('id') id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return (await pontuadas.itensDaVenda(ctx, id)).itens;
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [HistoricoStatusDTO], { description: 'GET /api/pontuacoes/{id}/historico: status changes of the sale and of its claim.' })
  async historicoDaVenda(@Arg('id') id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return (await pontuadas.historicoDaVenda(ctx, id)).historico;
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => MotivoReprovacaoDTO, { nullable: true, description: "GET /api/pontuacoes/{id}/motivo-reprovacao: the last rejection of the sale's claim." })
  async motivoReprovacaoDaVenda(@Arg('id') id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return (await pontuadas.motivoReprovacao(ctx, id)).motivo;
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [ProdutoMaisVendidoDTO], { description: 'GET /api/pontuacoes/produtos-mais-vendidos: same filters as the list.' })
  async produtosMaisVendidos(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('dataInicial', () => String, { nullable: true }) dataInicial: string | null,
    @Arg('dataFinal', () => String, { nullable: true }) dataFinal: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return (await pontuadas.produtosMaisVendidos(ctx, semIndefinidos({ rede: rede ?? undefined, dataInicial: dataInicial ?? undefined, dataFinal: dataFinal ?? undefined }))).produtos;
  }

  @Permite('pontuacoes.pontuadas.exportar')
  @Query(() => String, { description: 'A short-lived signed link to the .xlsx of GET /api/pontuacoes/export (tipo current | all).' })
  linkExportacaoPontuacoes(
    @Args() args: ArgsExportacaoLista,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return exportacaoPontuadas.gerarLink(ctx, args);
  }

  @Permite('pontuacoes.cancelar')
  @Mutation(() => MensagemVendaDTO, { description: 'POST /api/pontuacoes/cancelar: cancels the sale and reverses its points exactly once.' })
  cancelarVendaPontuada(@Arg('identificador') identificador: string, @Ctx() { ctx }: ContextoGraphQL) {
    return acoes.cancelar(ctx, identificador);
  }

  @Permite('pontuacoes.retornarPendente')
  @Mutation(() => MensagemVendaDTO, { description: 'POST /api/pontuacoes/retornar-pontuacao-pendente: the sale is cancelled and its receipt goes back to pending.' })
  retornarVendaPendente(@Arg('identificador') identificador: string, @Ctx() { ctx }: ContextoGraphQL) {
    return acoes.retornarParaPendente(ctx, identificador);
  }

  @Permite('pontuacoes.editar')
  @Mutation(() => MensagemVendaDTO, { description: 'PUT /api/pontuacoes/{id}: fiscal number, type, date and file of a scored sale (not its points).' })
  editarVendaPontuada(@Arg('id') id: string, @Arg('input') input: EditarVendaInput, @Ctx() { ctx }: ContextoGraphQL) {
    return acoes.editar(ctx, id, { ...input });
  }
}
