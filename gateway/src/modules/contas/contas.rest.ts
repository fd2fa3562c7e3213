import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import { enviarContato } from './contato.service';
import * as social from './social.service';

/**
 * PUT /api/parceiros (profile), GET /api/produtos_revenda (member) and POST /api/sessoes/parceiro
 * (social variant) share their paths with other modules' routes, which call into this module.
 */
export function rotasContas(api: RotasApi) {
  api.post('/enviar-email-contato', 'parceiro.contato.enviar', (ctx, req) => enviarContato(ctx, corpo(req.body)));
  api.get('/sessoes/parceiro/social', 'sessao.parceiro.entrar', () => social.configuracaoPublica());
}
