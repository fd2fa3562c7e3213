import { RotasApi } from '../../core/http';
import * as cep from './cep.service';

export function rotasCep(api: RotasApi) {
  api.get('/cep/:cep', 'cep.consultar', (ctx, req) => cep.consultar(ctx, req.params.cep));
}
