import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as sessoes from './sessoes.service';

export function rotasSessoes(api: RotasApi) {
  api.post('/sessoes/usuario', 'sessao.usuario.entrar', (ctx, req) => sessoes.entrarUsuario(ctx, corpo(req.body), req.get('user-agent')));
  api.post('/sessoes/parceiro', 'sessao.parceiro.entrar', (ctx, req) => sessoes.entrarParceiro(ctx, corpo(req.body), req.get('user-agent')));
  api.delete('/sessoes', 'sessao.sair', async (ctx) => ({ sucesso: await sessoes.sair(ctx) }));
}
