import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as esquemas from './vendas.esquemas';
import { PreviaVendaDTO, ResultadoPontuacaoDTO, VendaDocumentoDTO } from './vendas.types';
import * as vendas from './vendas.service';

/** Nova venda through GraphQL: the same service as POST /api/pontuacoes/pontuar and GET /api/vendas. */
@Resolver()
export class VendasResolver {
  @Permite('vendas.pontuar')
  @Mutacao(() => ResultadoPontuacaoDTO, 'PontuarVendaPayload', {
    description: 'Nova venda: registra a venda digitada e credita os pontos no extrato do vendedor.',
  })
  pontuarVenda(@Entrada(esquemas.pontuar, 'PontuarVendaInput') input: EntradaDe<typeof esquemas.pontuar>, @Ctx() { ctx }: ContextoGraphQL) {
    return vendas.pontuar(ctx, input);
  }

  // Who may score a sale may see what it would credit: the same operation.
  @Permite('vendas.pontuar')
  @Query(() => PreviaVendaDTO, {
    description:
      'Nova venda: os pontos de cada linha e o total que seriam creditados (quantidade × pontos do produto × fator da loja, dentro do limite), sem gravar.',
  })
  previaVenda(@Entrada(esquemas.previa, 'PreviaVendaInput') input: EntradaDe<typeof esquemas.previa>, @Ctx() { ctx }: ContextoGraphQL) {
    return vendas.previa(ctx, input);
  }

  @Permite('vendas.consultar')
  @Query(() => [VendaDocumentoDTO], { description: 'As vendas não canceladas com este número fiscal (a tela confere duplicidade ao sair do campo), até 20.' })
  vendasPorDocumento(
    @Entrada(esquemas.consultaDocumento, 'VendasPorDocumentoInput') input: EntradaDe<typeof esquemas.consultaDocumento>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return vendas.porDocumento(ctx, input);
  }
}
