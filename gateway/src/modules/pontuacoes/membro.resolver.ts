import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as extrato from './extrato.service';
import { saldoDoProduto } from './membro-compras.service';
import { enviarDigitada, enviarFotos, LIMITE_COMPROVANTE, lojaQueEnviaFotos, MAXIMO_COMPROVANTES } from './membro-envio.service';
import { RecebeArquivos } from '../../graphql/upload';
import * as esquemas from './membro.esquemas';
import {
  ClaimMembroDTO,
  EnvioComprovantesDTO,
  EnvioPontuacaoDTO,
  PontosPorCodigoDTO,
  SaldoProdutoLojaDTO,
  VencimentoMembroDTO,
  VendaAprovadaDTO,
} from './membro.types';

const PontuacaoAprovadaPagina = PaginaDe(VendaAprovadaDTO, 'PontuacaoAprovadaPagina');
const PontuacaoDoMembroPagina = PaginaDe(ClaimMembroDTO, 'PontuacaoDoMembroPagina');

/** The member side of earning points through GraphQL: the same services as membro.rest.ts. */
@Resolver()
export class PontuacoesMembroResolver {
  @Permite('historico.compras.consultar')
  @Query(() => SaldoProdutoLojaDTO, {
    nullable: true,
    description:
      'Conferência de sell-in numa resposta (o que a loja comprou e o que já usou do produto). O vendedor omite o CPF (a própria loja); nulo para um CPF fora do alcance.',
  })
  saldoProdutoLoja(@Entrada(esquemas.saldoProduto, 'SaldoProdutoLojaInput') input: EntradaDe<typeof esquemas.saldoProduto>, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => saldoDoProduto(ctx, input.codigo, input.cpf));
  }

  @Permite('pontuacoes.membro.enviar')
  @Mutacao(() => EnvioPontuacaoDTO, 'EnvioPontuacaoPayload', {
    description: 'O vendedor de uma loja tipo 1 envia uma pontuação digitada (pendente); cada item é uma unidade.',
  })
  enviarPontuacaoDigitada(
    @Entrada(esquemas.enviarDigitadaGraphql, 'EnviarPontuacaoDigitadaInput') input: EntradaDe<typeof esquemas.enviarDigitadaGraphql>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return enviarDigitada(ctx, input.itens, input.chaveIdempotencia ?? null);
  }

  @Permite('pontuacoes.membro.enviarFotos')
  // As on the REST door, a member of another kind of store is refused before any file is read.
  @RecebeArquivos({ maxBytes: LIMITE_COMPROVANTE, maxArquivos: MAXIMO_COMPROVANTES, antes: lojaQueEnviaFotos })
  @Mutacao(() => EnvioComprovantesDTO, 'EnvioComprovantesPayload', {
    description: 'O vendedor de uma loja tipo 2 envia comprovantes: uma pontuação pendente por arquivo (todos ou nenhum). Requisição multipart.',
  })
  enviarComprovantes(
    @Entrada(esquemas.enviarComprovantes, 'EnviarComprovantesInput') input: EntradaDe<typeof esquemas.enviarComprovantes>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return enviarFotos(ctx, input.arquivos, input.chaveIdempotencia ?? null);
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => PontuacaoAprovadaPagina, { description: 'As vendas não canceladas do vendedor; ordem padrão pontuadoEm decrescente.' })
  async minhasPontuacoesAprovadas(
    @Entrada(esquemas.listaAprovadas, 'ListaPontuacoesAprovadasInput') input: EntradaDe<typeof esquemas.listaAprovadas>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await extrato.extratoAprovadas(ctx, input.pedido), input.pedido);
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => PontuacaoDoMembroPagina, { description: 'As pontuações do vendedor em análise; ordem padrão criadoEm decrescente.' })
  async minhasPontuacoesEmAnalise(
    @Entrada(esquemas.listaAnalise, 'ListaPontuacoesEmAnaliseInput') input: EntradaDe<typeof esquemas.listaAnalise>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await extrato.extratoEmAnalise(ctx, input.pedido), input.pedido);
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => [ClaimMembroDTO], { description: 'As pontuações reprovadas (com o motivo) ou encerradas do vendedor, a decisão mais nova primeiro (até 200).' })
  async minhasPontuacoesNaoProcessadas(@Ctx() { ctx }: ContextoGraphQL) {
    return (await extrato.extratoNaoProcessadas(ctx)).naoProcessadas;
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => [PontosPorCodigoDTO], { description: 'Os pontos do vendedor por código de produto, o maior primeiro.' })
  meusPontosPorCodigo(@Ctx() { ctx }: ContextoGraphQL) {
    return extrato.extratoPorCodigo(ctx);
  }

  @Permite('pontuacoes.membro.extrato')
  @Query(() => [VencimentoMembroDTO], { description: 'Os próximos dias em que vencem pontos em aberto do vendedor.' })
  async meusProximosVencimentos(@Ctx() { ctx }: ContextoGraphQL) {
    return (await extrato.proximosVencimentos(ctx)).vencimentos;
  }
}
