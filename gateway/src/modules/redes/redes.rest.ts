import { MENSAGENS } from '@sw/common';
import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as redes from './redes.service';
import { dialetoDaConsulta, lerAtivo, lerCompleto } from './parametros';

export function rotasRedes(api: RotasApi) {
  // Unpaged (filters, pickers): {redes}. Paged: the keys of the dialect the caller speaks.
  api.get('/redes', 'redes.listar', async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    const filtro = { ativo: lerAtivo(q.ativo), completo: lerCompleto(q.completo) };
    const dialeto = dialetoDaConsulta(q);
    if (!dialeto) return { redes: await redes.listar(ctx, filtro) };
    const { linhas, total } = await redes.paginar(ctx, redes.lerPedido(ctx, q), filtro);
    return dialeto === 'generico' ? { rows: linhas, count: total } : { redes: linhas, totalRecords: total };
  });
  api.get('/redes/:id', 'redes.listar', (ctx, req) => redes.obter(ctx, req.params.id));
  api.post('/redes', 'redes.criar', (ctx, req) => redes.criar(ctx, corpo(req.body)), 201);
  // Fields (roles 1–2) or {ativo} (role 2): the service checks the second operation.
  api.put('/redes/:id', 'redes.editar', (ctx, req) => redes.atualizar(ctx, req.params.id, corpo(req.body)));
  // Every DELETE answers { mensagem } (docs/decisoes.md); GraphQL keeps the id.
  api.delete('/redes/:id', 'redes.excluir', async (ctx, req) => { await redes.excluir(ctx, req.params.id); return { mensagem: MENSAGENS.redeExcluida }; });
}
