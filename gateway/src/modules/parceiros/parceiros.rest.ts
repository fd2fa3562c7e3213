import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as parceiros from './parceiros.service';

export function rotasParceiros(api: RotasApi) {
  api.get('/parceiros/eu', 'parceiro.eu.ver', (ctx) => parceiros.eu(ctx));
  // The acceptance alone is allowed before the regulation is accepted; any other body is a profile
  // edit, checked as 'parceiro.eu.editar' by the service.
  api.put('/parceiros', 'parceiro.regulamento.aceitar', (ctx, req) => parceiros.atualizarEu(ctx, corpo(req.body)));
}
