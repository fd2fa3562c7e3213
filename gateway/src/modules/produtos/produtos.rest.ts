import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import { enviarModeloCsv } from '../../core/modelo-csv';
import { receberArquivo } from '../../core/upload';
import { LAYOUT_CSV_PRODUTOS } from '@sw/common';
import { importarProdutos } from './produtos.upload';
import * as produtos from './produtos.service';
import { arquivo, r } from '../../core/respostas';
import * as respostas from './produtos.respostas';

export function rotasProdutos(api: RotasApi) {
  // Unpaged (?ativo=1, ?codigo): {produtos}. Paged: the keys of the dialect the caller speaks.
  api.get('/produtos', 'produtos.listar', { resposta: respostas.listaOuPagina }, async (ctx, _entrada, req) => {
    const q = req.query as Record<string, unknown>;
    return responderLista(q, 'produtos', () => produtos.paginarProdutos(ctx, produtos.lerPedido(q), q.situacao ?? q.ativo), {
      inteira: () => produtos.listar(ctx, { ativo: q.ativo, codigo: q.codigo }),
    });
  });
  // Lookups the storefront uses when a member types or scans a code (members see active products only).
  api.get('/produtos/barcode/:code', 'produtos.consultarCodigo', { resposta: respostas.produto }, (ctx, _entrada, req) =>
    produtos.consultarPorCodigoBarras(ctx, req.params.code),
  );
  api.get('/produtos/:code/codigo', 'produtos.consultarCodigo', { resposta: respostas.porCodigo }, async (ctx, _entrada, req) => ({
    produtos: await produtos.consultarPorCodigo(ctx, req.params.code),
  }));
  api.get('/produtos/:id', 'produtos.listar', { resposta: respostas.porId }, async (ctx, _entrada, req) => ({
    produto: await produtos.obter(ctx, req.params.id),
  }));
  api.post('/produtos', 'produtos.criar', { resposta: respostas.produto, status: 201 }, (ctx, _entrada, req) => produtos.criar(ctx, corpo(req.body)));
  // Fields (roles 1–2) or {ativo, atualizarRevenda} (role 2): the service checks the second operation.
  api.put('/produtos/:id', 'produtos.editar', (ctx, req) => produtos.atualizar(ctx, req.params.id, corpo(req.body)));
  api.delete('/produtos/:id', 'produtos.excluir', { resposta: r.mensagem }, (ctx, _entrada, req) => produtos.excluir(ctx, req.params.id));
  // Processar Produtos: multipart `arquivo` (.csv) → {total, criados, atualizados, inalterados, erros: [{linha, motivo}]}.
  api.post('/upload/produtos', 'produtos.upload', { resposta: respostas.importacao, arquivos: ['arquivo'] }, async (ctx, _entrada, req, res) => {
    const { arquivo } = await receberArquivo(req, res);
    return importarProdutos(ctx, arquivo);
  });
  api.get('/upload/produtos/modelo', 'produtos.upload', { resposta: arquivo('csv') }, async (_ctx, _entrada, _req, res) =>
    enviarModeloCsv(res, LAYOUT_CSV_PRODUTOS, 'modelo-produtos.csv'),
  );
}
