import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import { responderLista } from '../../core/dialeto-lista';
import * as catalogo from './catalogo.service';
import * as painel from './ofertas-painel.service';
import { sincronizar } from './sincronizacao.service';
import * as respostas from './ofertas.respostas';

export function rotasOfertas(api: RotasApi) {
  // Panel (spec 2 §7 Offers).
  api.get('/ofertas', 'ofertas.listar', { resposta: respostas.pagina }, async (ctx, _entrada, req) => {
    const q = req.query as Record<string, unknown>;
    return responderLista(q, 'ofertas', () => painel.listar(ctx, painel.lerPedido(q), q.grupo));
  });
  api.put('/ofertas/:id', 'ofertas.editar', { resposta: respostas.oferta }, (ctx, _entrada, req) => painel.editarPontos(ctx, req.params.id, corpo(req.body)));
  api.post('/ofertas-tlc/aplicar-desconto', 'ofertas.desconto', { resposta: respostas.comOfertas }, (ctx, _entrada, req) =>
    painel.aplicarDesconto(ctx, corpo(req.body)),
  );
  api.post('/ofertas-tlc/sync', 'ofertas.sincronizar', { resposta: respostas.sincronizacao }, (ctx, _entrada) => sincronizar(ctx));
  // Member (spec 3 §7).
  api.get('/tlc-categories', 'ofertas.catalogo', { resposta: respostas.categorias }, async (ctx, _entrada) => ({ categorias: await catalogo.categorias(ctx) }));
  api.get('/tlc-experiences', 'ofertas.catalogo', { resposta: respostas.experiencias }, (ctx, _entrada, req) =>
    catalogo.experiencias(ctx, req.query as Record<string, unknown>),
  );
  api.get('/tlc-cities', 'ofertas.catalogo', { resposta: respostas.cidades }, async (ctx, _entrada, req) => ({
    cities: await catalogo.cidades(ctx, req.query as Record<string, unknown>),
  }));
  api.get('/tlc-offers', 'ofertas.catalogo', { resposta: respostas.ofertasCatalogo }, (ctx, _entrada, req) =>
    catalogo.ofertas(ctx, req.query as Record<string, unknown>),
  );
  api.get('/tlc-offers/:codigo', 'ofertas.catalogo', { resposta: respostas.detalhe }, (ctx, _entrada, req) => catalogo.detalhe(ctx, req.params.codigo));
}
