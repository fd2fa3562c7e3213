import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as esquemas from './vendas.esquemas';
import { ResultadoPontuacaoDTO, VendaDocumentoDTO } from './vendas.types';
import * as vendas from './vendas.service';

/** Nova venda through GraphQL: the same service as POST /api/pontuacoes/pontuar and GET /api/vendas. */
@Resolver()
export class VendasResolver {
  @Permite('vendas.pontuar')
  @Mutacao(() => ResultadoPontuacaoDTO, 'PontuarVendaPayload', { description: 'Nova venda: registra a venda digitada e credita os pontos no extrato do vendedor.' })
  pontuarVenda(@Entrada(esquemas.pontuar, 'PontuarVendaInput') input: EntradaDe<typeof esquemas.pontuar>, @Ctx() { ctx }: ContextoGraphQL) {
    return vendas.pontuar(ctx, input);
  }

  @Permite('vendas.consultar')
  @Query(() => [VendaDocumentoDTO], { description: 'As vendas não canceladas com este número fiscal (a tela confere duplicidade ao sair do campo), até 20.' })
  vendasPorDocumento(@Entrada(esquemas.consultaDocumento, 'VendasPorDocumentoInput') input: EntradaDe<typeof esquemas.consultaDocumento>, @Ctx() { ctx }: ContextoGraphQL) {
    return vendas.porDocumento(ctx, input);
  }
}
