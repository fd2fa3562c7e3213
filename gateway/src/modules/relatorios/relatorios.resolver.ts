import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { MensagemDTO } from '../cadastro/cadastro.types';
import * as geracao from './geracao';
import * as hist from './historico.service';
import * as mensuracao from './mensuracao.service';
import * as periodo from './periodo.service';
import {
  AnotacaoRelatorioDTO, GeracaoRelatorioDTO, LinhaComprasPontuacaoDTO, LinhaHistoricoDTO, LinhaMensuracaoDTO, LinhaTaxaSucessoDTO,
  PontoSerieMensalDTO, ProdutoVendidoDTO, RelatorioExternoDTO, TarefaRelatorioDTO,
} from './relatorios.types';

/** Reports over GraphQL: the same services as the REST routes (relatorios.rest.ts). */
@Resolver()
export class RelatoriosResolver {
  @Permite('relatorios.gerar')
  @Mutation(() => GeracaoRelatorioDTO, { description: 'Enqueues a report job (relatorio, compras-pontuacao, taxa-sucesso, antifraude, mensuracao); answers at once.' })
  gerarRelatorio(
    @Arg('tipo') tipo: string,
    @Arg('ano', () => Int, { nullable: true }) ano: number | null,
    @Arg('mes', () => Int, { nullable: true }) mes: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return geracao.gerar(ctx, tipo, { ano, mes });
  }

  @Permite('relatorios.gerar')
  @Query(() => TarefaRelatorioDTO, { description: 'One report job, for the screen to follow its progress.' })
  tarefaRelatorio(@Arg('id', () => ID) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return geracao.tarefa(ctx, id);
  }

  @Permite('relatorios.gerar')
  @Query(() => [TarefaRelatorioDTO], { description: 'The latest job of each report kind.' })
  tarefasRelatorios(@Ctx() { ctx }: ContextoGraphQL) {
    return geracao.tarefasRecentes(ctx);
  }

  @Permite('relatorio.ver')
  @Query(() => RelatorioExternoDTO)
  relatorioExterno() {
    return hist.relatorioExterno();
  }

  @Permite('mensuracao.ver')
  @Query(() => [LinhaMensuracaoDTO])
  mensuracao(@Arg('rede', () => Int, { nullable: true }) rede: number | null, @Ctx() { ctx }: ContextoGraphQL) {
    return mensuracao.listar(ctx, { rede });
  }

  @Permite('mensuracao.observar')
  @Mutation(() => MensagemDTO)
  observarMensuracao(@Arg('rede', () => Int) rede: number, @Arg('obs') obs: string, @Ctx() { ctx }: ContextoGraphQL) {
    return mensuracao.observar(ctx, { rede, obs });
  }

  @Permite('mensuracao.ver')
  @Query(() => [AnotacaoRelatorioDTO])
  observacoesMensuracao(@Arg('rede', () => Int) rede: number, @Ctx() { ctx }: ContextoGraphQL) {
    return mensuracao.observacoes(ctx, { rede });
  }

  @Permite('taxaSucesso.ver')
  @Query(() => [LinhaTaxaSucessoDTO])
  taxaSucesso(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('ano', () => Int) ano: number,
    @Arg('mes', () => Int) mes: number,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return periodo.taxaSucesso(ctx, { rede, ano, mes });
  }

  @Permite('comprasPontuacao.ver')
  @Query(() => [LinhaComprasPontuacaoDTO])
  comprasPontuacao(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('ano', () => Int) ano: number,
    @Arg('mes', () => Int) mes: number,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return periodo.comprasPontuacao(ctx, { rede, ano, mes });
  }

  @Permite('estoque.saldo')
  @Mutation(() => MensagemDTO, { description: 'A stock entry; data as dd/mm/aaaa or aaaa-mm-dd.' })
  registrarSaldoEstoque(
    @Arg('rede', () => Int) rede: number,
    @Arg('codProduto') codProduto: string,
    @Arg('saldo') saldo: string,
    @Arg('data') data: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return periodo.registrarSaldo(ctx, { rede, codProduto, saldo, data });
  }

  @Permite('comprasPontuacao.ver')
  @Query(() => [AnotacaoRelatorioDTO])
  liberacoesEstoque(@Arg('rede', () => Int) rede: number, @Arg('codProduto') codProduto: string, @Ctx() { ctx }: ContextoGraphQL) {
    return periodo.liberacoesEstoque(ctx, { rede, codProduto });
  }

  @Permite('historico.ver')
  @Query(() => [LinhaHistoricoDTO])
  historico(@Arg('rede', () => Int, { nullable: true }) rede: number | null, @Arg('ano', () => Int, { nullable: true }) ano: number | null, @Ctx() { ctx }: ContextoGraphQL) {
    return hist.historico(ctx, { rede, ano });
  }

  @Permite('historico.ver')
  @Query(() => String, { nullable: true, description: 'First month with sell-in (AAAA-MM-DD).' })
  historicoPrimeiraData(@Ctx() { ctx }: ContextoGraphQL) {
    return hist.primeiraData(ctx);
  }

  @Permite('historico.ver')
  @Query(() => [PontoSerieMensalDTO], { description: 'Sell-in against sell-out per month of a year.' })
  serieComprasVendas(@Arg('rede', () => Int, { nullable: true }) rede: number | null, @Arg('ano', () => Int) ano: number, @Ctx() { ctx }: ContextoGraphQL) {
    return hist.serieMensal(ctx, { rede, ano });
  }

  @Permite('produtosVendidos.ver')
  @Query(() => [ProdutoVendidoDTO], { description: 'revenda is the store CNPJ; empty for every store in scope.' })
  produtosVendidos(@Arg('revenda', () => String, { nullable: true }) revenda: string | null, @Arg('ano', () => Int) ano: number, @Ctx() { ctx }: ContextoGraphQL) {
    return hist.produtosVendidos(ctx, { revenda, ano });
  }
}
