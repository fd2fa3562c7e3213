import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as esquemas from './correcoes.esquemas';
import { CorrecaoAplicadaDTO, CorrecoesPontuacaoDTO } from './correcoes.types';
import * as correcoes from './correcoes.service';

@Resolver()
export class CorrecoesResolver {
  @Permite('vendas.correcoes.listar')
  @Query(() => CorrecoesPontuacaoDTO, { description: 'As vendas cujos pontos diferem do que o catálogo atual dá.' })
  async correcoesPontuacao(@Ctx() { ctx }: ContextoGraphQL) {
    return { vendasCorrigir: await correcoes.listarCorrecoes(ctx) };
  }

  @Permite('vendas.correcoes.corrigir')
  @Mutacao(() => CorrecaoAplicadaDTO, 'CorrecaoAplicadaPayload', { description: 'Aplica a diferença da venda como um único movimento de correção.' })
  corrigirPontuacao(@Entrada(esquemas.corrigir, 'CorrigirPontuacaoInput') input: EntradaDe<typeof esquemas.corrigir>, @Ctx() { ctx }: ContextoGraphQL) {
    return correcoes.corrigirVenda(ctx, input.idVenda);
  }
}
