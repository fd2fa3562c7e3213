import { MENSAGENS } from '@sw/common';
import { RotasApi } from '../../core/http';
import * as sessoes from './sessoes.service';
import * as esquemas from './sessoes.esquemas';
import { entrarSocial } from '../contas/social.service';
import * as respostas from './sessoes.respostas';
import { r } from '../../core/respostas';

export function rotasSessoes(api: RotasApi) {
  api.post(
    '/sessoes/usuario',
    'sessao.usuario.entrar',
    {
      resposta: respostas.entrarUsuario,
      corpo: esquemas.credenciais,
      resumo: 'Login do painel (CPF e senha): o token da sessão, o usuário e as redes em alerta.',
    },
    (ctx, { corpo }, req) => sessoes.entrarUsuario(ctx, corpo, req.get('user-agent')),
  );
  // The social variant carries the provider's ID token under the provider's name (docs/codigos-indicacoes-e-contas.md).
  api.post(
    '/sessoes/parceiro',
    'sessao.parceiro.entrar',
    { resposta: respostas.entrarParceiro, corpo: esquemas.entrarParceiro, resumo: 'Login da loja: CPF e senha, ou o ID token do login social.' },
    (ctx, { corpo }, req) =>
      'social' in corpo ? entrarSocial(ctx, corpo.social, req.get('user-agent')) : sessoes.entrarParceiro(ctx, corpo.credenciais, req.get('user-agent')),
  );
  api.delete('/sessoes', 'sessao.sair', { resposta: r.mensagem, resumo: 'Encerra a sessão do token que fez o pedido.' }, async (ctx) => {
    await sessoes.sair(ctx);
    return { mensagem: MENSAGENS.sessaoEncerrada };
  });
}
