import { RotasApi } from '../../core/http';
import { dialetoDaConsulta } from '../redes/parametros';
import * as logs from './logs.service';

export function rotasLogs(api: RotasApi) {
  api.get('/logs/tipos', 'logs.listar', async (ctx) => ({ tipos: await logs.tipos(ctx) }));
  api.get('/logs', 'logs.listar', async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    const { linhas, total, totalEstimado } = await logs.listar(ctx, logs.lerPedido(q), q);
    return dialetoDaConsulta(q) === 'generico' ? { rows: linhas, count: total, totalEstimado } : { logs: linhas, totalRecords: total, totalEstimado };
  });
}
