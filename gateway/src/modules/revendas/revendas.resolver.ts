import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { RevendaDTO } from './revenda.types';
import * as esquemas from './revendas.esquemas';
import * as revendas from './revendas.service';

const RevendaPagina = PaginaDe(RevendaDTO, 'RevendaPagina');

@Resolver()
export class RevendasResolver {
  @Permite('revendas.listar')
  @Query(() => RevendaPagina, {
    description: 'As lojas visíveis, paginadas, ordenadas e buscadas no servidor (porPagina 0 = todas, para os seletores); completo inclui os números.',
  })
  async revendas(@Entrada(esquemas.listaRevendas, 'ListaRevendasInput') input: EntradaDe<typeof esquemas.listaRevendas>, @Ctx() { ctx }: ContextoGraphQL) {
    const filtro = {
      ativo: input.ativo ?? null,
      rede: input.rede ?? null,
      codigo: input.codigo ?? null,
      cnpj: input.cnpj ?? null,
      completo: Boolean(input.completo),
    };
    return paraPagina(await revendas.paginar(ctx, input.pedido, filtro), input.pedido);
  }

  @Permite('revendas.listar')
  @Query(() => RevendaDTO, { nullable: true, description: 'Uma loja com os seus números (nula quando não existe ou não é visível).' })
  revenda(@Arg('id', () => ID, { description: 'Identificador da loja.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => revendas.obter(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('revendas.listar')
  @Query(() => RevendaDTO, { nullable: true, description: 'A loja deste CNPJ com os seus números (nula quando não existe ou não é visível).' })
  revendaPorCnpj(@Arg('cnpj', { description: 'CNPJ, com ou sem máscara.' }) cnpj: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => revendas.obterPorCnpj(ctx, cnpj));
  }

  @Permite('revendas.listar')
  @Query(() => Boolean, { description: 'Se outra loja já usa este código (o formulário confere ao sair do campo).' })
  revendaCodigoEmUso(
    @Arg('codigo', { description: 'Código da loja.' }) codigo: string,
    @Arg('exceto', () => ID, { nullable: true, description: 'A loja sendo editada.' }) exceto: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return revendas.codigoEmUso(ctx, analisar(esquemas.codigoEmUso, { codigo, exceto }));
  }

  @Permite('revendas.criar')
  @Mutacao(() => RevendaDTO, 'RevendaPayload', { description: 'Cadastra uma loja (ativa, com o resgate ainda não liberado).' })
  criarRevenda(@Entrada(esquemas.criar, 'CriarRevendaInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.criar(ctx, input);
  }

  @Permite('revendas.editar')
  @Mutacao(() => RevendaDTO, 'RevendaPayload', { description: 'O diálogo de edição: os campos enviados substituem, os omitidos ficam.' })
  atualizarRevenda(@Entrada(esquemas.editar, 'AtualizarRevendaInput') { id, ...campos }: EntradaDe<typeof esquemas.editar>, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.atualizar(ctx, id, campos);
  }

  @Permite('revendas.ativar')
  @Mutacao(() => RevendaDTO, 'RevendaPayload', { description: 'Libera ou bloqueia o resgate dos vendedores da loja.' })
  alterarResgateLiberado(
    @Entrada(esquemas.alterarResgateLiberado, 'AlterarResgateLiberadoInput') input: EntradaDe<typeof esquemas.alterarResgateLiberado>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return revendas.atualizar(ctx, input.id, { resgateLiberado: input.resgateLiberado });
  }

  @Permite('revendas.ativar')
  @Mutacao(() => RevendaDTO, 'RevendaPayload', { description: 'Ativa ou inativa uma loja (Sim/Não).' })
  alterarAtivoRevenda(
    @Entrada(esquemas.alterarAtivo, 'AlterarAtivoRevendaInput') input: EntradaDe<typeof esquemas.alterarAtivo>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return revendas.atualizar(ctx, input.id, { ativo: input.ativo });
  }

  @Permite('revendas.excluir')
  @Mutacao(() => ID, 'ExcluirRevendaPayload', { description: 'Exclui uma loja sem vendedores nem vendas; responde o seu identificador.' })
  async excluirRevenda(@Entrada(esquemas.porId, 'ExcluirRevendaInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return (await revendas.excluir(ctx, input.id)).id;
  }
}
