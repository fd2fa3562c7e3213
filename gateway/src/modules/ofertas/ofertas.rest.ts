import { z } from '../../core/esquema';
import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import { responderLista } from '../../core/dialeto-lista';
import * as catalogo from './catalogo.service';
import * as painel from './ofertas-painel.service';
import { sincronizar } from './sincronizacao.service';

export function rotasOfertas(api: RotasApi) {
  // Panel (spec 2 §7 Offers).
  api.get('/ofertas', 'ofertas.listar', async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    return responderLista(q, 'ofertas', () => painel.listar(ctx, painel.lerPedido(q), q.grupo));
  });
  api.put('/ofertas/:id', 'ofertas.editar', (ctx, req) => painel.editarPontos(ctx, req.params.id, corpo(req.body)));
  api.post('/ofertas-tlc/aplicar-desconto', 'ofertas.desconto', (ctx, req) => painel.aplicarDesconto(ctx, corpo(req.body)));
  api.post('/ofertas-tlc/sync', 'ofertas.sincronizar', (ctx) => sincronizar(ctx));
  // Member (spec 3 §7).
  api.get('/tlc-categories', 'ofertas.catalogo', async (ctx) => ({ categorias: await catalogo.categorias(ctx) }));
  api.get(
    '/tlc-experiences',
    'ofertas.catalogo',
    { resposta: z.array(z.object({ id: z.number().int(), title: z.string(), description: z.string().nullable(), mainImageUrl: z.string().nullable() })) },
    (ctx, _entrada, req) => catalogo.experiencias(ctx, req.query as Record<string, unknown>),
  );
  api.get('/tlc-cities', 'ofertas.catalogo', async (ctx, req) => ({ cities: await catalogo.cidades(ctx, req.query as Record<string, unknown>) }));
  api.get('/tlc-offers', 'ofertas.catalogo', (ctx, req) => catalogo.ofertas(ctx, req.query as Record<string, unknown>));
  api.get('/tlc-offers/:codigo', 'ofertas.catalogo', (ctx, req) => catalogo.detalhe(ctx, req.params.codigo));
}
