import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { LogDTO, TipoLogDTO } from './logs.types';
import * as logs from './logs.service';
import * as esquemas from './logs.esquemas';

const LogPagina = PaginaDe(LogDTO, 'LogPagina');

@Resolver()
export class LogsResolver {
  @Permite('logs.listar')
  @Query(() => [TipoLogDTO], { description: 'Os tipos de log, com o título de cada um.' })
  tiposLog(@Ctx() { ctx }: ContextoGraphQL) {
    return logs.tipos(ctx);
  }

  @Permite('logs.listar')
  @Query(() => LogPagina, { description: 'A tela de Logs: tipo e período (padrão: os últimos 7 dias), do mais novo ao mais antigo.' })
  async logs(@Entrada(esquemas.listaLogs, 'ListaLogsInput') input: EntradaDe<typeof esquemas.listaLogs>, @Ctx() { ctx }: ContextoGraphQL) {
    const pagina = await logs.listar(ctx, input.pedido, input);
    return paraPagina({ ...pagina, linhas: pagina.linhas.map((l) => ({ ...l, parametros: JSON.stringify(l.parametros) })) }, input.pedido);
  }
}
