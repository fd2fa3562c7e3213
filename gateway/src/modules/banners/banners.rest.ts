import { MENSAGENS_BANNER } from '@sw/common';
import { RotasApi } from '../../core/http';
import { analisar } from '../../core/esquema';
import { receberArquivo } from '../../core/upload';
import { entradaInvalida } from '../../core/errors';
import * as esquemas from './banners.esquemas';
import * as banners from './banners.service';
import * as respostas from './banners.respostas';
import { r } from '../../core/respostas';

const ehMultipart = (tipo: string | undefined) => !!tipo && tipo.toLowerCase().startsWith('multipart/');

export function rotasBanners(api: RotasApi) {
  api.get('/banners', 'banners.listar', { resposta: respostas.banners, resumo: 'Todos os banners, na ordem de exibição.' }, async (ctx) => ({
    banners: await banners.listar(ctx),
  }));
  // The member's banners of today (overlay and carousel).
  api.get('/banners/intervalo', 'banners.intervalo', { resposta: respostas.intervalo, resumo: 'Os banners ativos de hoje, em ordem (membro).' }, (ctx) =>
    banners.intervalo(ctx),
  );
  // JSON {titulo, descricao, dataInicial, dataFinal} (image optional) or multipart with the image in `arquivo`.
  // The body is read here, not by the door: a multipart one is only readable by the upload handler.
  api.post(
    '/banners',
    'banners.criar',
    { resposta: respostas.banner, arquivos: ['arquivo'], status: 201, resumo: 'Cadastra um banner (JSON, ou multipart com a imagem em arquivo).' },
    async (ctx, _entrada, req, res) => {
      if (!ehMultipart(req.get('content-type'))) return banners.criar(ctx, analisar(esquemas.criar, req.body ?? {}), null, false);
      const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo', maxBytes: banners.LIMITE_IMAGEM_BANNER });
      return banners.criar(ctx, analisar(esquemas.criar, campos), arquivo && arquivo.tamanho > 0 ? arquivo.conteudo : null, false);
    },
  );
  // The registration screen: multipart (arquivo, titulo, dataInicial, dataFinal, descricao); images only.
  api.post(
    '/upload/banner',
    'banners.criar',
    { resposta: respostas.banner, arquivos: ['arquivo'], status: 201, resumo: 'Cadastra um banner com imagem (multipart).' },
    async (ctx, _entrada, req, res) => {
      const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo', maxBytes: banners.LIMITE_IMAGEM_BANNER });
      return banners.criar(ctx, analisar(esquemas.criar, campos), arquivo && arquivo.tamanho > 0 ? arquivo.conteudo : null, true);
    },
  );
  api.patch(
    '/banners/bulk',
    'banners.editar',
    { resposta: respostas.banners, corpo: esquemas.ordenarRest, resumo: 'Reordena os banners ([{id, ordem}]); renumera a partir de 1.' },
    async (ctx, { corpo }) => ({ banners: await banners.ordenar(ctx, corpo) }),
  );
  // The contract's {ativo} toggle, and the edit: titulo, dataInicial, dataFinal, descricao (JSON), or the
  // same as multipart with a new image in `arquivo`. Only what is sent changes (docs/banners-midia-logs.md).
  api.put(
    '/banners/:id',
    'banners.editar',
    {
      resposta: respostas.banner,
      parametros: esquemas.porId,
      arquivos: ['arquivo'],
      resumo: 'Liga ou desliga um banner ({ativo}) ou edita título, datas, descrição e imagem.',
    },
    async (ctx, { parametros }, req, res) => {
      if (!ehMultipart(req.get('content-type'))) {
        const corpo = (req.body ?? {}) as Record<string, unknown>;
        const campos = Object.keys(esquemas.edicao.shape).filter((k) => Object.hasOwn(corpo, k));
        if (!campos.length) throw entradaInvalida(MENSAGENS_BANNER.informeAlteracao);
        // Only {ativo}: the contract's toggle, logged as such.
        if (campos.length === 1 && campos[0] === 'ativo') return banners.alterarAtivo(ctx, parametros.id, analisar(esquemas.alterarAtivo, corpo));
        return banners.editar(ctx, parametros.id, analisar(esquemas.edicao, corpo), null);
      }
      const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo', maxBytes: banners.LIMITE_IMAGEM_BANNER });
      return banners.editar(ctx, parametros.id, analisar(esquemas.edicao, campos), arquivo && arquivo.tamanho > 0 ? arquivo.conteudo : null);
    },
  );
  api.delete(
    '/banners/:id',
    'banners.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui um banner; os demais são renumerados.' },
    (ctx, { parametros }) => banners.excluir(ctx, parametros.id),
  );
}
