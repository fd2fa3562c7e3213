import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { RedeDTO } from './rede.types';
import * as esquemas from './redes.esquemas';
import * as redes from './redes.service';

const RedePagina = PaginaDe(RedeDTO, 'RedePagina');

@Resolver()
export class RedesResolver {
  @Permite('redes.listar')
  @Query(() => RedePagina, { description: 'As redes visíveis, paginadas, ordenadas e buscadas no servidor (porPagina 0 = todas); completo inclui os números.' })
  async redes(@Entrada(esquemas.listaRedes, 'ListaRedesInput') input: EntradaDe<typeof esquemas.listaRedes>, @Ctx() { ctx }: ContextoGraphQL) {
    return paraPagina(await redes.paginar(ctx, input.pedido, { ativo: input.ativo ?? null, completo: Boolean(input.completo) }), input.pedido);
  }

  @Permite('redes.listar')
  @Query(() => RedeDTO, { nullable: true, description: 'Uma rede com os seus números (nula quando não existe ou não é visível).' })
  rede(@Arg('id', () => ID, { description: 'Identificador da rede.' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => redes.obter(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('redes.criar')
  @Mutacao(() => RedeDTO, 'RedePayload', { description: 'Cadastra uma rede (nome, região e valor do ponto).' })
  criarRede(@Entrada(esquemas.criar, 'CriarRedeInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.criar(ctx, input);
  }

  @Permite('redes.editar')
  @Mutacao(() => RedeDTO, 'RedePayload', { description: 'Edita uma rede: os campos enviados substituem, os omitidos ficam.' })
  atualizarRede(@Entrada(esquemas.editar, 'AtualizarRedeInput') { id, ...campos }: EntradaDe<typeof esquemas.editar>, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.atualizar(ctx, id, campos);
  }

  @Permite('redes.ativar')
  @Mutacao(() => RedeDTO, 'RedePayload', { description: 'Ativa ou inativa uma rede (Sim/Não).' })
  alterarAtivoRede(@Entrada(esquemas.alterarAtivo, 'AlterarAtivoRedeInput') input: EntradaDe<typeof esquemas.alterarAtivo>, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.atualizar(ctx, input.id, { ativo: input.ativo });
  }

  @Permite('redes.excluir')
  @Mutacao(() => ID, 'ExcluirRedePayload', { description: 'Exclui uma rede sem lojas; responde o seu identificador.' })
  async excluirRede(@Entrada(esquemas.porId, 'ExcluirRedeInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return (await redes.excluir(ctx, input.id)).id;
  }
}
