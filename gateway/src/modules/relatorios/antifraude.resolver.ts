import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { RedeAntifraudeDTO } from '../sessoes/sessao.types';
import * as antifraude from './antifraude.service';
import { AnotacaoRelatorioDTO, LiberacaoAntifraudeDTO, LinhaAntifraudeDTO } from './relatorios.types';

/** Antifraude over GraphQL: the same service as the REST routes. */
@Resolver()
export class AntifraudeResolver {
  @Permite('antifraude.ver')
  @Query(() => [LinhaAntifraudeDTO])
  antifraude(@Arg('rede', () => Int, { nullable: true }) rede: number | null, @Ctx() { ctx }: ContextoGraphQL) {
    return antifraude.listar(ctx, { rede });
  }

  @Permite('antifraude.ver')
  @Query(() => [RedeAntifraudeDTO], { description: 'Networks in alert (a product with qtdAf < 0): the menu badge.' })
  redesAntifraude(@Ctx() { ctx }: ContextoGraphQL) {
    return antifraude.redesEmAlerta(ctx);
  }

  @Permite('antifraude.observar')
  @Mutation(() => MensagemDTO)
  observarAntifraude(@Arg('rede', () => Int) rede: number, @Arg('codProduto') codProduto: string, @Arg('observacao') observacao: string, @Ctx() { ctx }: ContextoGraphQL) {
    return antifraude.observar(ctx, { rede, codProduto, observacao });
  }

  @Permite('antifraude.liberar')
  @Mutation(() => LiberacaoAntifraudeDTO, { description: 'Adds released units; answers the updated networks in alert.' })
  liberarAntifraude(@Arg('rede', () => Int) rede: number, @Arg('codProduto') codProduto: string, @Arg('quantidade') quantidade: string, @Ctx() { ctx }: ContextoGraphQL) {
    return antifraude.liberar(ctx, { rede, codProduto, quantidade });
  }

  @Permite('antifraude.ver')
  @Query(() => [AnotacaoRelatorioDTO])
  observacoesAntifraude(@Arg('rede', () => Int) rede: number, @Arg('codProduto') codProduto: string, @Ctx() { ctx }: ContextoGraphQL) {
    return antifraude.observacoes(ctx, { rede, codProduto });
  }

  @Permite('antifraude.ver')
  @Query(() => [AnotacaoRelatorioDTO])
  liberacoesAntifraude(@Arg('rede', () => Int) rede: number, @Arg('codProduto') codProduto: string, @Ctx() { ctx }: ContextoGraphQL) {
    return antifraude.liberacoes(ctx, { rede, codProduto });
  }
}
