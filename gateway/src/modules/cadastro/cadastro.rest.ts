import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as recuperacao from './recuperacao.service';

/**
 * Password recovery (public). Public registration and the public store picker share their paths
 * with the staff routes (POST/GET /api/parceiros, GET /api/revendas): see parceiros-painel.rest.ts
 * and revendas.rest.ts.
 */
export function rotasCadastro(api: RotasApi) {
  api.post('/sessoes/parceiro/esqueceu-senha', 'sessao.parceiro.recuperarSenha', (ctx, req) => recuperacao.solicitar(ctx, corpo(req.body)));
  api.post('/sessoes/parceiro/validar-recuperacao', 'sessao.parceiro.recuperarSenha', (ctx, req) => recuperacao.validarLink(ctx, corpo(req.body)));
  api.post('/sessoes/parceiro/atualizar-senha', 'sessao.parceiro.recuperarSenha', (ctx, req) => recuperacao.atualizarSenha(ctx, corpo(req.body)));
}
