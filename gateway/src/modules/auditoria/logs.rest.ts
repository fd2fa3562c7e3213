import { analisar, semIndefinidos } from '../../core/esquema';
import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import * as logs from './logs.service';
import * as esquemas from './logs.esquemas';
import * as respostas from './logs.respostas';

export function rotasLogs(api: RotasApi) {
  api.get('/logs/tipos', 'logs.listar', { resposta: respostas.tipos, resumo: 'Os tipos de log, com o título de cada um.' }, async (ctx) => ({
    tipos: await logs.tipos(ctx),
  }));
  api.get(
    '/logs',
    'logs.listar',
    {
      resposta: respostas.pagina,
      consulta: esquemas.consultaLogs,
      resumo: 'Os logs da equipe: tipo e período (padrão: os últimos 7 dias), do mais novo ao mais antigo.',
    },
    async (ctx, { consulta: q }) => {
      // The older dialect sends the filters as JSON in `filtros`: read with the same schema; the query's own win.
      const filtro = {
        ...analisar(esquemas.filtrosLogs, q.pedido.filtros),
        ...semIndefinidos({ tipo: q.tipo, dataInicial: q.dataInicial, dataFinal: q.dataFinal }),
      };
      return responderLista(q, 'logs', () => logs.listar(ctx, q.pedido, filtro), { extras: ['totalEstimado'] });
    },
  );
}
