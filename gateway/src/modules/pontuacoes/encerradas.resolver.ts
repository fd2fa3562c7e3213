import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { semIndefinidos } from '../redes/parametros';
import { exportacaoEncerradas } from './encerradas.exportacao';
import { ArgsExportacaoLista } from '../../core/exportacao-lista';
import { lerPedido, listarEncerradas } from './encerradas.service';
import { PontuacoesEncerradasPaginaDTO } from './encerradas.types';

/** Pontuações encerradas through GraphQL: the same service as /api/pontuacoes/encerradas. */
@Resolver()
export class PontuacoesEncerradasResolver {
  @Permite('pontuacoes.encerradas')
  @Query(() => PontuacoesEncerradasPaginaDTO, { description: 'GET /api/pontuacoes/encerradas; dates (YYYY-MM-DD) are the closing day; default criadoEm desc.' })
  pontuacoesEncerradas(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('dataInicial', () => String, { nullable: true }) dataInicial: string | null,
    @Arg('dataFinal', () => String, { nullable: true }) dataFinal: string | null,
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true }) limite: number | null,
    @Arg('campo', () => String, { nullable: true }) campo: string | null,
    @Arg('direcao', () => String, { nullable: true }) direcao: string | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const q = semIndefinidos({ rede: rede ?? undefined, dataInicial: dataInicial ?? undefined, dataFinal: dataFinal ?? undefined });
    return listarEncerradas(ctx, lerPedido(semIndefinidos({ pagina: pagina ?? undefined, limite: limite ?? undefined, sortField: campo ?? undefined, sortOrder: direcao ?? undefined, buscar: busca ?? undefined })), q);
  }

  @Permite('pontuacoes.encerradas.exportar')
  @Query(() => String, { description: 'A short-lived signed link to the .xlsx of GET /api/pontuacoes/encerradas/export (tipo current | all).' })
  linkExportacaoPontuacoesEncerradas(
    @Args() args: ArgsExportacaoLista,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return exportacaoEncerradas.gerarLink(ctx, args);
  }
}
