import { RotasApi } from '../../core/http';
import { analisar } from '../../core/esquema';
import { responderLista } from '../../core/dialeto-lista';
import * as catalogo from './catalogo.service';
import * as painel from './ofertas-painel.service';
import * as esquemas from './ofertas.esquemas';
import { sincronizar } from './sincronizacao.service';
import * as respostas from './ofertas.respostas';

export function rotasOfertas(api: RotasApi) {
  // Panel (spec 2 §7 Offers).
  api.get(
    '/ofertas',
    'ofertas.listar',
    {
      consulta: esquemas.consultaOfertas,
      resposta: respostas.pagina,
      resumo: 'As ofertas do catálogo por grupo (novas = 0 pontos, ativas, todas), paginadas e buscadas.',
    },
    async (ctx, { consulta: q }) => {
      // The older dialect sends the group as JSON in `filtros`: read with the same schema; the query's own wins.
      const grupo = q.grupo ?? analisar(esquemas.filtrosOfertas, q.pedido.filtros).grupo ?? 'todas';
      return responderLista(q, 'ofertas', () => painel.listar(ctx, q.pedido, grupo));
    },
  );
  api.put(
    '/ofertas/:id',
    'ofertas.editar',
    { parametros: esquemas.porId, corpo: esquemas.editarPontos, resposta: respostas.oferta, resumo: 'Novos pontos de uma oferta (limpa um desconto).' },
    (ctx, { parametros, corpo }) => painel.editarPontos(ctx, parametros.id, corpo),
  );
  api.post(
    '/ofertas-tlc/aplicar-desconto',
    'ofertas.desconto',
    { corpo: esquemas.aplicarDesconto, resposta: respostas.comOfertas, resumo: 'Aplica uma porcentagem de desconto às ofertas com preço.' },
    (ctx, { corpo }) => painel.aplicarDesconto(ctx, corpo),
  );
  api.post('/ofertas-tlc/sync', 'ofertas.sincronizar', { resposta: respostas.sincronizacao }, (ctx) => sincronizar(ctx));
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
