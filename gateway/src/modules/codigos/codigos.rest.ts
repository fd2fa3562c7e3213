import { RotasApi } from '../../core/http';
import { MENSAGENS_CONTAS as M } from '@sw/common';
import { corpo } from '../../core/validacao';
import * as codigos from './codigos.service';

export function rotasCodigos(api: RotasApi) {
  api.get('/codigos-cadastro', 'codigosCadastro.listar', async (ctx) => ({ rows: await codigos.listar(ctx) }));
  api.post('/codigos-cadastro', 'codigosCadastro.criar', async (ctx, req) => ({ mensagem: M.codigoCadastrado, codigo: await codigos.criar(ctx, corpo(req.body)) }), 201);
  api.put('/codigos-cadastro/:id', 'codigosCadastro.editar', async (ctx, req) => ({ mensagem: M.codigoAtualizado, codigo: await codigos.atualizar(ctx, req.params.id, corpo(req.body)) }));
  api.delete('/codigos-cadastro/:id', 'codigosCadastro.excluir', (ctx, req) => codigos.excluir(ctx, req.params.id));
  api.get('/pontuacoes-codigo', 'codigosCadastro.relatorio', async (ctx, req) => ({ rows: await codigos.pontuacoes(ctx, req.query.search) }));
}
