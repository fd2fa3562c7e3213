import { MENSAGENS } from '@sw/common';
import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as pesquisas from './pesquisas.service';

export function rotasPesquisas(api: RotasApi) {
  api.get('/pesquisa_mercado', 'pesquisas.listar', (ctx, req) => pesquisas.listar(ctx, req.query as Record<string, unknown>));
  api.get('/pesquisa_mercado/:id', 'pesquisas.listar', (ctx, req) => pesquisas.obter(ctx, req.params.id));
  api.post('/pesquisa_mercado', 'pesquisas.criar', (ctx, req) => pesquisas.criar(ctx, corpo(req.body)), 201);
  api.put('/pesquisa_mercado/:id', 'pesquisas.editar', (ctx, req) => pesquisas.atualizar(ctx, req.params.id, corpo(req.body)));
  // Every DELETE answers { mensagem } (docs/decisoes.md); GraphQL keeps the id.
  api.delete('/pesquisa_mercado/:id', 'pesquisas.excluir', async (ctx, req) => {
    await pesquisas.excluir(ctx, req.params.id);
    return { mensagem: MENSAGENS.pesquisaExcluida };
  });
}
