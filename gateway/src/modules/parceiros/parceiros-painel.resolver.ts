import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as justificativas from './justificativas.service';
import { JustificativaParceiroDTO, ParceiroPainelDTO } from './parceiros-painel.types';
import * as parceiros from './parceiros-painel.service';
import * as esquemas from './parceiros.esquemas';

const ParceiroPainelPagina = PaginaDe(ParceiroPainelDTO, 'ParceiroPainelPagina');

/** Vendedores Lojas, staff side: the same service as the REST routes. */
@Resolver()
export class ParceirosPainelResolver {
  @Permite('parceiros.listar')
  @Query(() => ParceiroPainelPagina, { description: 'Os vendedores visíveis, paginados; ordem padrão nome crescente. rede: id ou nome; porPagina 0 = todos.' })
  async parceiros(@Entrada(esquemas.listaParceiros, 'ListaParceirosInput') input: EntradaDe<typeof esquemas.listaParceiros>, @Ctx() { ctx }: ContextoGraphQL) {
    return paraPagina(await parceiros.listar(ctx, input.pedido, { rede: input.rede, ativo: input.ativo }), input.pedido);
  }

  @Permite('parceiros.listar')
  @Query(() => ParceiroPainelDTO, { nullable: true, description: 'Um vendedor (nulo quando não existe ou não é visível).' })
  parceiro(@Arg('id', () => ID, { description: 'Identificador do vendedor.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => parceiros.obter(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('parceiros.listar')
  @Query(() => ParceiroPainelDTO, { nullable: true, description: 'O vendedor deste CPF exato, entre os visíveis (nulo quando não há).' })
  async parceiroPorCpf(@Arg('cpf', { description: 'CPF, com ou sem máscara.' }) cpf: string, @Ctx() { ctx }: ContextoGraphQL) {
    return (await parceiros.porCpf(ctx, analisar(esquemas.porCpf, { cpf }).cpf))[0] ?? null;
  }

  @Permite('parceiros.listar')
  @Query(() => [JustificativaParceiroDTO], {
    nullable: true,
    description: 'O histórico de status de um vendedor, do mais novo ao mais antigo (nulo quando o vendedor não existe ou não é visível).',
  })
  justificativasDoParceiro(@Arg('id', () => ID, { description: 'Identificador do vendedor.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => justificativas.listar(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('parceiros.criar')
  @Mutacao(() => ParceiroPainelDTO, 'ParceiroPainelPayload', {
    description: 'Cadastra um vendedor numa loja ativa visível; ele define a senha depois, na loja virtual.',
  })
  criarParceiro(@Entrada(esquemas.criar, 'CriarParceiroInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.criar(ctx, input);
  }

  @Permite('parceiros.editar')
  @Mutacao(() => ParceiroPainelDTO, 'ParceiroPainelPayload', {
    description: 'Edita um vendedor: os campos enviados substituem, os omitidos ficam (nulo limpa um campo opcional).',
  })
  atualizarParceiro(@Entrada(esquemas.editar, 'AtualizarParceiroInput') { id, ...dados }: EntradaDe<typeof esquemas.editar>, @Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.editar(ctx, id, dados);
  }

  @Permite('parceiros.ativar')
  @Mutacao(() => ParceiroPainelDTO, 'ParceiroPainelPayload', { description: 'Ativa ou inativa um vendedor, com a justificativa (fica no histórico).' })
  alterarStatusParceiro(
    @Entrada(esquemas.alterarStatus, 'AlterarStatusParceiroInput') { id, ...status }: EntradaDe<typeof esquemas.alterarStatus>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return parceiros.alterarStatus(ctx, id, status);
  }

  @Permite('parceiros.excluir')
  @Mutacao(() => ID, 'ExcluirParceiroPayload', { description: 'Exclui um vendedor que nunca pontuou; responde o seu identificador.' })
  async excluirParceiro(@Entrada(esquemas.porId, 'ExcluirParceiroInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    await parceiros.excluir(ctx, input.id);
    return input.id;
  }
}
