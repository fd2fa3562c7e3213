import { MENSAGENS } from '@sw/common';
import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as sessoes from './sessoes.service';
import { ehLoginSocial, entrarSocial } from '../contas/social.service';

export function rotasSessoes(api: RotasApi) {
  api.post('/sessoes/usuario', 'sessao.usuario.entrar', (ctx, req) => sessoes.entrarUsuario(ctx, corpo(req.body), req.get('user-agent')));
  // The social variant carries the provider's ID token under the provider's name (docs/codigos-indicacoes-e-contas.md).
  api.post('/sessoes/parceiro', 'sessao.parceiro.entrar', (ctx, req) => {
    const entrada = corpo(req.body);
    if (ehLoginSocial(entrada)) return entrarSocial(ctx, entrada, req.get('user-agent'));
    return sessoes.entrarParceiro(ctx, entrada, req.get('user-agent'));
  });
  api.delete('/sessoes', 'sessao.sair', async (ctx) => { await sessoes.sair(ctx); return { mensagem: MENSAGENS.sessaoEncerrada }; });
}
