import { GraphQLBoolean } from 'graphql';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import { PremioDTO } from './premio.types';
import * as esquemas from './premios.esquemas';
import * as premios from './premios.service';

const PremioPagina = PaginaDe(PremioDTO, 'PremioPagina');

/** Prize reads, toggle and delete. Registration and edit carry a photo, so they use the REST door (multipart). */
@Resolver()
export class PremiosResolver {
  @Permite('premios.listar')
  @Query(() => PremioPagina, { description: 'A lista de prêmios; o papel 2 vê também os inativos. Ordem padrão nome crescente.' })
  async premios(@Entrada(esquemas.listaPremios, 'ListaPremiosInput') input: EntradaDe<typeof esquemas.listaPremios>, @Ctx() { ctx }: ContextoGraphQL) {
    return paraPagina(await premios.paginarPremios(ctx, input.pedido), input.pedido);
  }

  @Permite('premios.listar')
  @Query(() => [PremioDTO], { description: 'Os prêmios com este código (o cadastro confere ao sair do campo).' })
  premiosPorCodigo(@Arg('codigo', { description: 'Código do prêmio.' }) codigo: string, @Ctx() { ctx }: ContextoGraphQL) {
    return premios.listar(ctx, { codigo: codigo.trim() });
  }

  @Permite('premios.ativar')
  @Mutacao(() => PremioDTO, 'PremioPayload', { description: 'Ativa ou desativa um prêmio no catálogo.' })
  alterarAtivoPremio(
    @Entrada(esquemas.alterarAtivo, 'AlterarAtivoPremioInput') input: EntradaDe<typeof esquemas.alterarAtivo>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return premios.atualizar(ctx, input.id, { ativo: input.ativo }, null);
  }

  @Permite('premios.excluir')
  @Mutacao(() => GraphQLBoolean, 'ExcluirPremioPayload', { description: 'Exclui um prêmio nunca resgatado (um já resgatado deve ser desativado).' })
  async excluirPremio(@Entrada(esquemas.porId, 'ExcluirPremioInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    await premios.excluir(ctx, input.id);
    return true;
  }
}
