import { RotasApi } from '../../core/http';
import * as esquemas from './cadastro.esquemas';
import * as recuperacao from './recuperacao.service';
import * as respostas from './cadastro.respostas';
import { r } from '../../core/respostas';

/**
 * Password recovery (public). Public registration and the public store picker share their paths
 * with the staff routes (POST/GET /api/parceiros, GET /api/revendas): see parceiros-painel.rest.ts
 * and revendas.rest.ts.
 */
export function rotasCadastro(api: RotasApi) {
  api.post(
    '/sessoes/parceiro/esqueceu-senha',
    'sessao.parceiro.recuperarSenha',
    { resposta: r.mensagem, corpo: esquemas.solicitar, resumo: 'Envia o link de recuperação de senha (a mesma resposta exista ou não o cadastro).' },
    (ctx, { corpo }) => recuperacao.solicitar(ctx, corpo),
  );
  api.post(
    '/sessoes/parceiro/validar-recuperacao',
    'sessao.parceiro.recuperarSenha',
    { resposta: respostas.validacao, corpo: esquemas.validarLink, resumo: 'Diz se um link de recuperação ainda vale ({ valido, mensagem }).' },
    (ctx, { corpo }) => recuperacao.validarLink(ctx, corpo),
  );
  api.post(
    '/sessoes/parceiro/atualizar-senha',
    'sessao.parceiro.recuperarSenha',
    { resposta: r.mensagem, corpo: esquemas.atualizarSenha, resumo: 'Troca a senha pelo link de recuperação e encerra as sessões do vendedor.' },
    (ctx, { corpo }) => recuperacao.atualizarSenha(ctx, corpo),
  );
}
