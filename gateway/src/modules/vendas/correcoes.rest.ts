import { RotasApi } from '../../core/http';
import * as correcoes from './correcoes.service';

/**
 * Correção de pontuação (spec 2 §7). Registered before any /pontuacoes/:param route, so
 * 'correcoes' is never read as a CPF.
 */
export function rotasCorrecoes(api: RotasApi) {
  api.get('/pontuacoes/correcoes', 'vendas.correcoes.listar', async (ctx) => ({ vendasCorrigir: await correcoes.listarCorrecoes(ctx) }));
  api.post('/pontuacoes/corrigir/:idVenda', 'vendas.correcoes.corrigir', (ctx, req) => correcoes.corrigirVenda(ctx, req.params.idVenda));
}
