import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { MensagemDTO } from '../cadastro/cadastro.types';
import * as acoes from './pontuadas.acoes';
import { exportacaoPontuadas } from './pontuadas.exportacao';
import * as pontuadas from './pontuadas.service';
import { HistoricoStatusDTO, ItemVendaPontuadaDTO, MotivoReprovacaoDTO, ProdutoMaisVendidoDTO, VendaPontuadaDTO } from './pontuadas.types';
import * as esquemas from './vendas.esquemas';

const VendaPontuadaPagina = PaginaDe(VendaPontuadaDTO, 'VendaPontuadaPagina');
const idDaVenda = (id: string) => analisar(esquemas.porIdVenda, { id }).id;

/** Pontuações through GraphQL: the same services as /api/pontuacoes and its actions. */
@Resolver()
export class PontuadasResolver {
  @Permite('pontuacoes.pontuadas')
  @Query(() => VendaPontuadaPagina, {
    description: 'As vendas pontuadas ao alcance de quem pede; sem datas, os últimos 7 dias; ordem padrão pontuadoEm decrescente.',
  })
  async vendasPontuadas(
    @Entrada(esquemas.listaPontuadas, 'ListaVendasPontuadasInput') input: EntradaDe<typeof esquemas.listaPontuadas>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await pontuadas.listarPontuadas(ctx, input.pedido, input), input.pedido);
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [VendaPontuadaDTO], {
    nullable: true,
    description: 'As vendas de um vendedor, as mais novas primeiro (até 500); nulo quando o CPF não é de um vendedor ao alcance.',
  })
  async vendasDoVendedor(@Entrada(esquemas.porCpf, 'VendasDoVendedorInput') input: EntradaDe<typeof esquemas.porCpf>, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(async () => (await pontuadas.pontuadasDoVendedor(ctx, input.cpf)).pontuacoes);
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [ItemVendaPontuadaDTO], { nullable: true, description: 'Os itens de uma venda; nulo quando a venda não existe ou está fora do alcance.' })
  async itensDaVenda(@Arg('id', () => ID, { description: 'Identificador da venda.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(async () => (await pontuadas.itensDaVenda(ctx, idDaVenda(id))).itens);
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [HistoricoStatusDTO], {
    nullable: true,
    description: 'As mudanças de situação da venda e da sua pontuação; nulo quando a venda não existe ou está fora do alcance.',
  })
  async historicoDaVenda(@Arg('id', () => ID, { description: 'Identificador da venda.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(async () => (await pontuadas.historicoDaVenda(ctx, idDaVenda(id))).historico);
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => MotivoReprovacaoDTO, {
    nullable: true,
    description: 'A última reprovação da pontuação da venda; nulo quando nunca foi reprovada ou a venda não está ao alcance.',
  })
  async motivoReprovacaoDaVenda(@Arg('id', () => ID, { description: 'Identificador da venda.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(async () => (await pontuadas.motivoReprovacao(ctx, idDaVenda(id))).motivo);
  }

  @Permite('pontuacoes.pontuadas')
  @Query(() => [ProdutoMaisVendidoDTO], { description: 'Os 20 produtos mais vendidos com os filtros da lista.' })
  async produtosMaisVendidos(
    @Entrada(esquemas.filtroMaisVendidos, 'ProdutosMaisVendidosInput') input: EntradaDe<typeof esquemas.filtroMaisVendidos>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return (await pontuadas.produtosMaisVendidos(ctx, input)).produtos;
  }

  @Permite('pontuacoes.pontuadas.exportar')
  @Query(() => String, { description: 'Um link assinado e de vida curta para a planilha .xlsx das vendas pontuadas (tipo CURRENT ou ALL).' })
  linkExportacaoPontuacoes(
    @Entrada(esquemas.exportacaoPontuadas, 'ExportarPontuacoesInput') input: EntradaDe<typeof esquemas.exportacaoPontuadas>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return exportacaoPontuadas.gerarLink(ctx, input);
  }

  @Permite('pontuacoes.cancelar')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Cancela a venda e estorna os seus pontos, uma vez só.' })
  cancelarVendaPontuada(
    @Entrada(esquemas.acaoVenda, 'CancelarVendaPontuadaInput') input: EntradaDe<typeof esquemas.acaoVenda>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return acoes.cancelar(ctx, input.identificador);
  }

  @Permite('pontuacoes.retornarPendente')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Cancela a venda (se ainda não está) e devolve o comprovante às pontuações pendentes.' })
  retornarVendaPendente(
    @Entrada(esquemas.acaoVenda, 'RetornarVendaPendenteInput') input: EntradaDe<typeof esquemas.acaoVenda>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return acoes.retornarParaPendente(ctx, input.identificador);
  }

  @Permite('pontuacoes.editar')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Edita número fiscal, tipo, data e comprovante de uma venda pontuada (não os pontos).' })
  editarVendaPontuada(
    @Entrada(esquemas.editarVendaComId, 'EditarVendaPontuadaInput') input: EntradaDe<typeof esquemas.editarVendaComId>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { id, ...campos } = input;
    return acoes.editar(ctx, id, campos);
  }
}
