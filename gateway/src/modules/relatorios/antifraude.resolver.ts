import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { RedeAntifraudeDTO } from '../sessoes/sessao.types';
import * as antifraude from './antifraude.service';
import * as esquemas from './relatorios.esquemas';
import { AnotacaoRelatorioDTO, LiberacaoAntifraudeDTO, LinhaAntifraudeDTO } from './relatorios.types';

/** Antifraude over GraphQL: the same service and schemas as the REST routes. */
@Resolver()
export class AntifraudeResolver {
  @Permite('antifraude.ver')
  @Query(() => [LinhaAntifraudeDTO], { description: 'O Antifraude por rede e produto, os mais negativos primeiro.' })
  antifraude(
    @Arg('rede', () => ID, { nullable: true, description: 'Id da rede; vazio para todas as redes no alcance.' }) rede: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return antifraude.listar(ctx, analisar(esquemas.porRedeFiltro, { rede }));
  }

  @Permite('antifraude.ver')
  @Query(() => [RedeAntifraudeDTO], { description: 'As redes em alerta (algum produto com qtdAf negativo): o aviso do menu.' })
  redesAntifraude(@Ctx() { ctx }: ContextoGraphQL) {
    return antifraude.redesEmAlerta(ctx);
  }

  @Permite('antifraude.observar')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Grava a observação do Antifraude de um produto numa rede.' })
  observarAntifraude(
    @Entrada(esquemas.observarAntifraude, 'ObservarAntifraudeInput') input: EntradaDe<typeof esquemas.observarAntifraude>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return antifraude.observar(ctx, input);
  }

  @Permite('antifraude.liberar')
  @Mutacao(() => LiberacaoAntifraudeDTO, 'LiberacaoAntifraudePayload', {
    description: 'Libera unidades de um produto numa rede; responde as redes que seguem em alerta.',
  })
  liberarAntifraude(
    @Entrada(esquemas.liberarAntifraude, 'LiberarAntifraudeInput') input: EntradaDe<typeof esquemas.liberarAntifraude>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return antifraude.liberar(ctx, input);
  }

  @Permite('antifraude.ver')
  @Query(() => [AnotacaoRelatorioDTO], { description: 'O histórico de observações do Antifraude de um produto numa rede.' })
  observacoesAntifraude(
    @Arg('rede', () => ID, { description: 'A rede.' }) rede: string,
    @Arg('codProduto', { description: 'Código do produto.' }) codProduto: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return antifraude.observacoes(ctx, analisar(esquemas.porRedeProduto, { rede, codProduto }));
  }

  @Permite('antifraude.ver')
  @Query(() => [AnotacaoRelatorioDTO], { description: 'O histórico de liberações do Antifraude de um produto numa rede.' })
  liberacoesAntifraude(
    @Arg('rede', () => ID, { description: 'A rede.' }) rede: string,
    @Arg('codProduto', { description: 'Código do produto.' }) codProduto: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return antifraude.liberacoes(ctx, analisar(esquemas.porRedeProduto, { rede, codProduto }));
  }
}
