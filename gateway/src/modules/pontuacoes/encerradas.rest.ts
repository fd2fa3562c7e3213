import { RotasApi } from '../../core/http';
import { lerPedido, listarEncerradas } from './encerradas.service';
import { exportacaoEncerradas } from './encerradas.exportacao';

/** Pontuações encerradas (spec 2 §7): the list and its streamed .xlsx export. */
export function rotasPontuacoesEncerradas(api: RotasApi) {
  api.get('/pontuacoes/encerradas', 'pontuacoes.encerradas', (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    return listarEncerradas(ctx, lerPedido(q), q);
  });
  api.get('/pontuacoes/encerradas/export', 'pontuacoes.encerradas.exportar', (ctx, req, res) => exportacaoEncerradas.exportar(ctx, req.query as Record<string, unknown>, res));
}
