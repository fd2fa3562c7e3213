import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as parceiros from './parceiros.service';

export function rotasParceiros(api: RotasApi) {
  api.get('/parceiros/eu', 'parceiro.eu.ver', (ctx) => parceiros.eu(ctx));
  api.put('/parceiros', 'parceiro.eu.editar', (ctx, req) => parceiros.atualizarEu(ctx, corpo(req.body)));
}
