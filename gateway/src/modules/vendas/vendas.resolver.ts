import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PontuarVendaInput, ResultadoPontuacaoDTO, VendaDocumentoDTO } from './vendas.types';
import * as vendas from './vendas.service';

@Resolver()
export class VendasResolver {
  @Permite('vendas.pontuar')
  @Mutation(() => ResultadoPontuacaoDTO, { description: 'POST /api/pontuacoes/pontuar: Nova venda, credited through the points ledger.' })
  pontuarVenda(@Arg('input') input: PontuarVendaInput, @Ctx() { ctx }: ContextoGraphQL) {
    return vendas.pontuar(ctx, { venda: { ...input.venda, itens: input.venda.itens.map((i) => ({ ...i })) }, enviarMensagem: input.enviarMensagem });
  }

  @Permite('vendas.consultar')
  @Query(() => [VendaDocumentoDTO], { description: 'GET /api/vendas: not-cancelled sales with this fiscal number (duplicate pre-check).' })
  vendasPorDocumento(
    @Arg('identificador') identificador: string,
    @Arg('tipoFiscal', () => String, { nullable: true }) tipoFiscal: string | null,
    @Arg('codRevenda', () => String, { nullable: true }) codRevenda: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return vendas.porDocumento(ctx, { identificador, tipoFiscal, codRevenda });
  }
}
