import { RotasApi } from '../../core/http';
import { receberArquivo } from '../../core/upload';
import { corpo } from '../../core/validacao';
import * as banners from './banners.service';

const ehMultipart = (tipo: string | undefined) => !!tipo && tipo.toLowerCase().startsWith('multipart/');

export function rotasBanners(api: RotasApi) {
  api.get('/banners', 'banners.listar', async (ctx) => ({ banners: await banners.listar(ctx) }));
  // The member's banners of today (overlay and carousel).
  api.get('/banners/intervalo', 'banners.intervalo', (ctx) => banners.intervalo(ctx));
  // JSON {titulo, descricao, dataInicial, dataFinal} (image optional) or multipart with the image in `arquivo`.
  api.post('/banners', 'banners.criar', async (ctx, req, res) => {
    if (!ehMultipart(req.get('content-type'))) return banners.criar(ctx, corpo(req.body), null, false);
    const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo', maxBytes: banners.LIMITE_IMAGEM_BANNER });
    return banners.criar(ctx, campos, arquivo && arquivo.tamanho > 0 ? arquivo.conteudo : null, false);
  }, 201);
  // The registration screen: multipart (arquivo, titulo, dataInicial, dataFinal, descricao); images only.
  api.post('/upload/banner', 'banners.criar', async (ctx, req, res) => {
    const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo', maxBytes: banners.LIMITE_IMAGEM_BANNER });
    return banners.criar(ctx, campos, arquivo && arquivo.tamanho > 0 ? arquivo.conteudo : null, true);
  }, 201);
  api.patch('/banners/bulk', 'banners.editar', async (ctx, req) => ({ banners: await banners.ordenar(ctx, req.body) }));
  api.put('/banners/:id', 'banners.editar', (ctx, req) => banners.alterarAtivo(ctx, req.params.id, corpo(req.body)));
  api.delete('/banners/:id', 'banners.excluir', (ctx, req) => banners.excluir(ctx, req.params.id));
}
