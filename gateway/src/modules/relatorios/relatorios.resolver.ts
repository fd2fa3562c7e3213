import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { MensagemDTO } from '../cadastro/cadastro.types';
import * as agenda from './agenda';
import * as geracao from './geracao';
import * as hist from './historico.service';
import * as mensuracao from './mensuracao.service';
import * as periodo from './periodo.service';
import * as esquemas from './relatorios.esquemas';
import {
  AnotacaoRelatorioDTO,
  GeracaoRelatorioDTO,
  LinhaComprasPontuacaoDTO,
  LinhaHistoricoDTO,
  LinhaMensuracaoDTO,
  LinhaTaxaSucessoDTO,
  PontoSerieMensalDTO,
  ProdutoVendidoDTO,
  RelatorioExternoDTO,
  TarefaRelatorioDTO,
  TIPO_RELATORIO,
} from './relatorios.types';
import type { TipoTarefaRelatorio } from '@sw/common';

const REDE_FILTRO = { nullable: true, description: 'Id da rede; vazio para todas as redes no alcance.' } as const;

/** Reports over GraphQL: the same services and schemas as the REST routes (relatorios.rest.ts). */
@Resolver()
export class RelatoriosResolver {
  @Permite('relatorios.gerar')
  @Mutacao(() => GeracaoRelatorioDTO, 'GeracaoRelatorioPayload', {
    description: 'Pede a atualização de um relatório (ano e mês nos relatórios de um mês); responde na hora.',
  })
  gerarRelatorio(
    @Entrada(esquemas.gerarRelatorio, 'GerarRelatorioInput') { tipo, ...periodoPedido }: EntradaDe<typeof esquemas.gerarRelatorio>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return geracao.gerar(ctx, tipo, periodoPedido);
  }

  @Permite('relatorios.gerar')
  @Query(() => TarefaRelatorioDTO, { nullable: true, description: 'Uma tarefa de relatório, para a tela acompanhar o andamento; nula se não existe.' })
  tarefaRelatorio(@Arg('id', () => ID, { description: 'A tarefa.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => geracao.tarefa(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('relatorios.gerar')
  @Query(() => [TarefaRelatorioDTO], { description: 'A última tarefa de cada relatório.' })
  tarefasRelatorios(@Ctx() { ctx }: ContextoGraphQL) {
    return geracao.tarefasRecentes(ctx);
  }

  @Permite('relatorio.ver')
  @Query(() => Date, { nullable: true, description: 'Quando os dados do relatório foram gerados; nulo se nunca. Lido com a permissão do próprio relatório.' })
  relatorioGeradoEm(@Arg('tipo', () => TIPO_RELATORIO, { description: 'O relatório.' }) tipo: TipoTarefaRelatorio, @Ctx() { ctx }: ContextoGraphQL) {
    return agenda.geradoEm(ctx, tipo);
  }

  @Permite('relatorio.ver')
  @Query(() => RelatorioExternoDTO, { description: 'O painel de relatório externo.' })
  relatorioExterno() {
    return hist.relatorioExterno();
  }

  @Permite('mensuracao.ver')
  @Query(() => [LinhaMensuracaoDTO], { description: 'A Mensuração por rede.' })
  mensuracao(@Arg('rede', () => ID, REDE_FILTRO) rede: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    return mensuracao.listar(ctx, analisar(esquemas.porRedeFiltro, { rede }));
  }

  @Permite('mensuracao.observar')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Grava a observação da Mensuração de uma rede.' })
  observarMensuracao(
    @Entrada(esquemas.observarMensuracao, 'ObservarMensuracaoInput') input: EntradaDe<typeof esquemas.observarMensuracao>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return mensuracao.observar(ctx, input);
  }

  @Permite('mensuracao.ver')
  @Query(() => [AnotacaoRelatorioDTO], { description: 'O histórico de observações da Mensuração de uma rede.' })
  observacoesMensuracao(@Arg('rede', () => ID, { description: 'A rede.' }) rede: string, @Ctx() { ctx }: ContextoGraphQL) {
    return mensuracao.observacoes(ctx, analisar(esquemas.porRede, { rede }));
  }

  @Permite('taxaSucesso.ver')
  @Query(() => [LinhaTaxaSucessoDTO], { description: 'A Taxa de Sucesso de um mês.' })
  taxaSucesso(
    @Arg('rede', () => ID, REDE_FILTRO) rede: string | null,
    @Arg('ano', () => Int, { description: 'O ano (AAAA).' }) ano: number,
    @Arg('mes', () => Int, { description: 'Mês, 1 a 12.' }) mes: number,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return periodo.taxaSucesso(ctx, analisar(esquemas.porMes, { rede, ano, mes }));
  }

  @Permite('comprasPontuacao.ver')
  @Query(() => [LinhaComprasPontuacaoDTO], { description: 'Compras x Pontuação de um mês.' })
  comprasPontuacao(
    @Arg('rede', () => ID, REDE_FILTRO) rede: string | null,
    @Arg('ano', () => Int, { description: 'O ano (AAAA).' }) ano: number,
    @Arg('mes', () => Int, { description: 'Mês, 1 a 12.' }) mes: number,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return periodo.comprasPontuacao(ctx, analisar(esquemas.porMes, { rede, ano, mes }));
  }

  @Permite('estoque.saldo')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Registra o saldo de estoque de um produto numa rede (data dd/mm/aaaa ou aaaa-mm-dd).' })
  registrarSaldoEstoque(
    @Entrada(esquemas.registrarSaldo, 'RegistrarSaldoEstoqueInput') input: EntradaDe<typeof esquemas.registrarSaldo>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return periodo.registrarSaldo(ctx, input);
  }

  @Permite('comprasPontuacao.ver')
  @Query(() => [AnotacaoRelatorioDTO], { description: 'O histórico de saldos de estoque de um produto numa rede.' })
  liberacoesEstoque(
    @Arg('rede', () => ID, { description: 'A rede.' }) rede: string,
    @Arg('codProduto', { description: 'Código do produto.' }) codProduto: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return periodo.liberacoesEstoque(ctx, analisar(esquemas.porRedeProduto, { rede, codProduto }));
  }

  @Permite('historico.ver')
  @Query(() => [LinhaHistoricoDTO], { description: 'As compras de cada rede por mês de um ano.' })
  historico(
    @Arg('rede', () => ID, REDE_FILTRO) rede: string | null,
    @Arg('ano', () => Int, { nullable: true, description: 'O ano (AAAA).' }) ano: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return hist.historico(ctx, analisar(esquemas.porAno, { rede, ano }));
  }

  @Permite('historico.ver')
  @Query(() => String, { nullable: true, description: 'O primeiro mês com compras (AAAA-MM-DD); nulo quando não há.' })
  historicoPrimeiraData(@Ctx() { ctx }: ContextoGraphQL) {
    return hist.primeiraData(ctx);
  }

  @Permite('historico.ver')
  @Query(() => [PontoSerieMensalDTO], { description: 'Compras e vendas pontuadas por mês de um ano.' })
  serieComprasVendas(
    @Arg('rede', () => ID, REDE_FILTRO) rede: string | null,
    @Arg('ano', () => Int, { description: 'O ano (AAAA).' }) ano: number,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return hist.serieMensal(ctx, analisar(esquemas.porAno, { rede, ano }));
  }

  @Permite('produtosVendidos.ver')
  @Query(() => [ProdutoVendidoDTO], { description: 'Os produtos vendidos por loja e mês de um ano.' })
  produtosVendidos(
    @Arg('revenda', () => String, { nullable: true, description: 'CNPJ da loja; vazio para todas no alcance.' }) revenda: string | null,
    @Arg('ano', () => Int, { description: 'O ano (AAAA).' }) ano: number,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return hist.produtosVendidos(ctx, analisar(esquemas.produtosVendidos, { revenda, ano }));
  }
}
