import { RotasApi } from '../../core/http';
import * as redes from './redes.service';

export function rotasRedes(api: RotasApi) {
  api.get('/redes', 'redes.listar', async (ctx, req) => ({ redes: await redes.listar(ctx, { ativo: req.query.ativo === '1' || req.query.ativo === 'true' }) }));
}
