import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as extrato from './extrato.service';
import { saldoDoProduto } from './membro-compras.service';
import { enviarDigitada } from './membro-envio.service';
import {
  AprovadasDTO, ClaimMembroDTO, EmAnaliseDTO, EnvioPontuacaoDTO, ItemEnvioInput, PontosPorCodigoDTO, SaldoProdutoLojaDTO, VencimentoMembroDTO,
} from './membro.types';

const pagina = (page: number | null, perPage: number | null) => ({ page: page ?? undefined, perPage: perPage ?? undefined });

/** The member side of earning points through GraphQL: the same services as membro.rest.ts. */
@Resolver()
export class PontuacoesMembroResolver {
  @Permite('historico.compras.consultar')
  @Query(() => SaldoProdutoLojaDTO, {
    description: 'Sell-in check (GET /api/historico/codigoUsado + GET /api/vendas_itens) in one answer. A member leaves cpf out (own store).',
  })
  saldoProdutoLoja(
    @Arg('codigo') codigo: string,
    @Arg('cpf', () => String, { nullable: true }) cpf: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return saldoDoProduto(ctx, codigo, cpf);
  }

  @Permite('pontuacoes.membro.enviar')
  @Mutation(() => EnvioPontuacaoDTO, { description: 'POST /api/pontuacoes/pontuar by a member of a type-1 store: one pending typed claim; each item is one unit.' })
  enviarPontuacaoDigitada(@Arg('itens', () => [ItemEnvioInput]) itens: ItemEnvioInput[], @Ctx() { ctx }: ContextoGraphQL) {
    return enviarDigitada(ctx, { venda: { itens: itens.map((i) => ({ codigo: i.codigo, valor: i.valor })) } });
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => AprovadasDTO, { description: 'GET /api/pontuacoes/aprovadas: the member’s non-cancelled sales, newest first.' })
  minhasPontuacoesAprovadas(
    @Arg('pagina', () => Int, { nullable: true }) p: number | null,
    @Arg('limite', () => Int, { nullable: true }) l: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return extrato.extratoAprovadas(ctx, pagina(p, l));
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => EmAnaliseDTO, { description: 'GET /api/pontuacoes?analise=true: the member’s claims under review.' })
  minhasPontuacoesEmAnalise(
    @Arg('pagina', () => Int, { nullable: true }) p: number | null,
    @Arg('limite', () => Int, { nullable: true }) l: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return extrato.extratoEmAnalise(ctx, pagina(p, l));
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => [ClaimMembroDTO], { description: 'GET /api/pontuacoes/nao-processadas: rejected (with reason) or closed claims.' })
  async minhasPontuacoesNaoProcessadas(@Ctx() { ctx }: ContextoGraphQL) {
    return (await extrato.extratoNaoProcessadas(ctx)).naoProcessadas;
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => [PontosPorCodigoDTO], { description: 'GET /api/pontuacoes/codigo/usuario: points per product code, best first.' })
  meusPontosPorCodigo(@Ctx() { ctx }: ContextoGraphQL) {
    return extrato.extratoPorCodigo(ctx);
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => [VencimentoMembroDTO], { description: 'GET /api/pontuacoes/meus-vencimentos: the member’s next due days with open points.' })
  async meusProximosVencimentos(@Ctx() { ctx }: ContextoGraphQL) {
    return (await extrato.proximosVencimentos(ctx)).vencimentos;
  }
}
