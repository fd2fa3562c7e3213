import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { exportacaoEncerradas } from './encerradas.exportacao';
import { listarEncerradas } from './encerradas.service';
import { PontuacaoEncerradaDTO } from './encerradas.types';
import * as esquemas from './pontuacoes.esquemas';

const PontuacaoEncerradaPagina = PaginaDe(PontuacaoEncerradaDTO, 'PontuacaoEncerradaPagina');

/** Pontuações encerradas through GraphQL: the same service as the REST list. */
@Resolver()
export class PontuacoesEncerradasResolver {
  @Permite('pontuacoes.encerradas')
  @Query(() => PontuacaoEncerradaPagina, {
    description: 'As pontuações encerradas ou reprovadas; as datas são do dia do encerramento; ordem padrão criadoEm decrescente.',
  })
  async pontuacoesEncerradas(
    @Entrada(esquemas.listaEncerradas, 'ListaPontuacoesEncerradasInput') input: EntradaDe<typeof esquemas.listaEncerradas>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await listarEncerradas(ctx, input.pedido, input), input.pedido);
  }

  @Permite('pontuacoes.encerradas.exportar')
  @Query(() => String, { description: 'Um link assinado e de vida curta para a planilha .xlsx das pontuações encerradas (tipo CURRENT ou ALL).' })
  linkExportacaoPontuacoesEncerradas(
    @Entrada(esquemas.exportacaoEncerradas, 'ExportarPontuacoesEncerradasInput') input: EntradaDe<typeof esquemas.exportacaoEncerradas>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return exportacaoEncerradas.gerarLink(ctx, input);
  }
}
