import { RotasApi } from '../../core/http';
import { enviarContato } from './contato.service';
import * as esquemas from './contas.esquemas';
import * as social from './social.service';
import * as respostas from './contas.respostas';
import { r } from '../../core/respostas';

/**
 * PUT /api/parceiros (profile), GET /api/produtos_revenda (member) and POST /api/sessoes/parceiro
 * (social variant) share their paths with other modules' routes, which call into this module.
 */
export function rotasContas(api: RotasApi) {
  api.post(
    '/enviar-email-contato',
    'parceiro.contato.enviar',
    { resposta: r.mensagem, corpo: esquemas.contato, resumo: 'O membro envia uma mensagem ao suporte.' },
    (ctx, { corpo }) => enviarContato(ctx, corpo),
  );
  api.get(
    '/sessoes/parceiro/social',
    'sessao.parceiro.entrar',
    { resposta: respostas.social, resumo: 'Se a loja mostra o login social e como iniciá-lo.' },
    () => social.configuracaoPublica(),
  );
}
