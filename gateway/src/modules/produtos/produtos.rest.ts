import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import { analisar } from '../../core/esquema';
import { enviarModeloCsv } from '../../core/modelo-csv';
import { receberArquivo } from '../../core/upload';
import { LAYOUT_CSV_PRODUTOS } from '@sw/common';
import { importarProdutos } from './produtos.upload';
import * as produtos from './produtos.service';
import * as esquemas from './produtos.esquemas';
import { arquivo, r } from '../../core/respostas';
import * as respostas from './produtos.respostas';

export function rotasProdutos(api: RotasApi) {
  // Unpaged (?ativo=1, ?codigo): {produtos}. Paged: the keys of the dialect the caller speaks.
  api.get(
    '/produtos',
    'produtos.listar',
    {
      consulta: esquemas.consultaProdutos,
      resposta: respostas.listaOuPagina,
      resumo: 'Os produtos visíveis; paginada quando a consulta pede página (situacao todos, ativos ou inativos).',
    },
    async (ctx, { consulta: q }) => {
      // The older dialect sends the filter as JSON in `filtros`: read with the same schema; the query's own wins.
      const antigos = analisar(esquemas.filtrosProdutos, q.pedido.filtros);
      const situacao = q.situacao ?? q.ativo ?? antigos.ativo ?? antigos.situacao ?? 'todos';
      return responderLista(q, 'produtos', () => produtos.paginarProdutos(ctx, q.pedido, situacao), {
        inteira: () => produtos.listar(ctx, { situacao: q.ativo ?? 'todos', codigo: q.codigo ?? null }),
      });
    },
  );
  // Lookups the storefront uses when a member types or scans a code (members see active products only).
  api.get(
    '/produtos/barcode/:code',
    'produtos.consultarCodigo',
    { parametros: esquemas.porCodigoBarras, resposta: respostas.produto, resumo: 'O produto com este EAN/UPC (ou, na falta, com este código).' },
    (ctx, { parametros }) => produtos.consultarPorCodigoBarras(ctx, parametros.code),
  );
  api.get(
    '/produtos/:code/codigo',
    'produtos.consultarCodigo',
    { parametros: esquemas.porCodigo, resposta: respostas.porCodigo, resumo: 'Os produtos com este código (o membro acha também o código da sua loja).' },
    async (ctx, { parametros }) => ({ produtos: await produtos.consultarPorCodigo(ctx, parametros.code) }),
  );
  api.get(
    '/produtos/:id',
    'produtos.listar',
    { parametros: esquemas.porId, resposta: respostas.porId, resumo: 'Um produto.' },
    async (ctx, { parametros }) => ({
      produto: await produtos.obter(ctx, parametros.id),
    }),
  );
  api.post(
    '/produtos',
    'produtos.criar',
    { corpo: esquemas.criar, resposta: respostas.produto, status: 201, resumo: 'Cadastra um produto.' },
    (ctx, { corpo }) => produtos.criar(ctx, corpo),
  );
  // Fields (roles 1–2) or {ativo, atualizarRevenda} (role 2): the service checks the second operation.
  api.put(
    '/produtos/:id',
    'produtos.editar',
    {
      parametros: esquemas.porId,
      corpo: esquemas.atualizar,
      resposta: respostas.atualizado,
      resumo: 'Edita um produto ou muda o seu status com {ativo, atualizarRevenda}.',
    },
    (ctx, { parametros, corpo }) => produtos.atualizar(ctx, parametros.id, corpo),
  );
  api.delete(
    '/produtos/:id',
    'produtos.excluir',
    { parametros: esquemas.porId, resposta: r.mensagem, resumo: 'Exclui um produto sem produtos loja, vendas ou compras.' },
    (ctx, { parametros }) => produtos.excluir(ctx, parametros.id),
  );
  // Processar Produtos: multipart `arquivo` (.csv) → {total, criados, atualizados, inalterados, erros: [{linha, motivo}]}.
  api.post('/upload/produtos', 'produtos.upload', { resposta: respostas.importacao, arquivos: ['arquivo'] }, async (ctx, _entrada, req, res) => {
    const { arquivo } = await receberArquivo(req, res);
    return importarProdutos(ctx, arquivo);
  });
  api.get('/upload/produtos/modelo', 'produtos.upload', { resposta: arquivo('csv') }, async (_ctx, _entrada, _req, res) =>
    enviarModeloCsv(res, LAYOUT_CSV_PRODUTOS, 'modelo-produtos.csv'),
  );
}
