import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import { enviarArquivo, LIMITE_FOTO } from '../../core/arquivos';
import { receberArquivo } from '../../core/upload';
import * as premios from './premios.service';
import * as esquemas from './premios.esquemas';
import { analisar } from '../../core/esquema';
import { arquivo, r } from '../../core/respostas';
import * as respostas from './premios.respostas';

const ehMultipart = (tipo: string | undefined) => !!tipo && tipo.toLowerCase().startsWith('multipart/');

export function rotasPremios(api: RotasApi) {
  // Unpaged (?codigo=): {premios}. Paged: the keys of the dialect the caller speaks.
  api.get(
    '/premios',
    'premios.listar',
    { resposta: respostas.listaOuPagina, consulta: esquemas.consultaPremios, resumo: 'Os prêmios: por código (sem página) ou a lista paginada.' },
    (ctx, { consulta: q }) =>
      responderLista(q, 'premios', () => premios.paginarPremios(ctx, q.pedido), { inteira: () => premios.listar(ctx, { codigo: q.codigo, ativo: q.ativo }) }),
  );
  api.get('/premios/:id', 'premios.listar', { resposta: respostas.porId, parametros: esquemas.porId, resumo: 'Um prêmio.' }, async (ctx, { parametros }) => ({
    premio: await premios.obter(ctx, parametros.id),
  }));
  // multipart: nome, descricao, codigo, custoTotal, tipo, pontos, pontosAlternativo and the file in `foto`.
  api.post(
    '/premios',
    'premios.criar',
    { resposta: respostas.premio, corpo: esquemas.criar, arquivos: ['foto'], status: 201, resumo: 'Cadastra um prêmio com a foto.' },
    async (ctx, { corpo }, req, res) => {
      if (!ehMultipart(req.get('content-type'))) return premios.criar(ctx, corpo, null);
      const { arquivo, campos } = await receberArquivo(req, res, { campo: 'foto', maxBytes: LIMITE_FOTO });
      return premios.criar(ctx, analisar(esquemas.criar, campos), arquivo?.conteudo ?? null);
    },
  );
  // multipart with the fields (photo optional), or JSON {ativo} (role 2, checked by the service).
  api.put(
    '/premios/:id',
    'premios.editar',
    {
      resposta: respostas.premio,
      parametros: esquemas.porId,
      corpo: esquemas.editar,
      arquivos: ['foto'],
      resumo: 'Edita um prêmio (os campos enviados; foto opcional) ou só ativa/desativa.',
    },
    async (ctx, { parametros, corpo }, req, res) => {
      if (!ehMultipart(req.get('content-type'))) return premios.atualizar(ctx, parametros.id, corpo, null);
      const { arquivo, campos } = await receberArquivo(req, res, { campo: 'foto', maxBytes: LIMITE_FOTO });
      return premios.atualizar(ctx, parametros.id, analisar(esquemas.editar, campos), arquivo?.conteudo ?? null);
    },
  );
  api.delete(
    '/premios/:id',
    'premios.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui um prêmio nunca resgatado.' },
    (ctx, { parametros }) => premios.excluir(ctx, parametros.id),
  );
  api.get('/arquivos/:nome', 'arquivos.baixar', { resposta: arquivo('png', 'jpeg', 'webp', 'pdf', 'mp4', 'mov', 'webm') }, async (_ctx, _entrada, req, res) =>
    enviarArquivo(res, String(req.params.nome), req.query.download === '1'),
  );
}
