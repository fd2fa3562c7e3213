import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as pendentes from './pendentes.service';

/**
 * Pontuações pendentes (spec 2 §7 "Sales and claims"). Registered before any /pontuacoes/:param
 * route so that /pontuacoes/pendentes is never read as a parameter.
 */
export function rotasPontuacoesPendentes(api: RotasApi) {
  api.get('/pontuacoes/pendentes', 'pontuacoes.pendentes', (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    return pendentes.listarPendentes(ctx, pendentes.lerPedido(q), q.filterBy);
  });
  api.post('/pontuacoes/encerrar', 'pontuacoes.encerrar', (ctx, req) => pendentes.encerrar(ctx, corpo(req.body).identificador));
  // {linkArquivo, reprovadoMotivo, reprovadoPor} as documented, or {identificador, ...} (typed claims have no file).
  // reprovadoPor is not read: the session says who rejected.
  api.post('/pontuacoes/reprovar', 'pontuacoes.reprovar', (ctx, req) => {
    const b = corpo(req.body);
    return pendentes.reprovar(ctx, { identificador: b.identificador, linkArquivo: b.linkArquivo, reprovadoMotivo: b.reprovadoMotivo });
  });
  api.post('/pontuacoes/retornar-foto-pendente', 'pontuacoes.retornarPendente', (ctx, req) =>
    pendentes.retornarParaPendente(ctx, corpo(req.body).identificador));
}
