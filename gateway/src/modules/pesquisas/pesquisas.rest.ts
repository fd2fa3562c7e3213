import { MENSAGENS } from '@sw/common';
import { RotasApi } from '../../core/http';
import * as esquemas from './pesquisas.esquemas';
import * as pesquisas from './pesquisas.service';
import * as respostas from './pesquisas.respostas';
import { r } from '../../core/respostas';

export function rotasPesquisas(api: RotasApi) {
  api.get(
    '/pesquisa_mercado',
    'pesquisas.listar',
    { resposta: respostas.listar, consulta: esquemas.consultaPesquisas, resumo: 'As pesquisas de mercado visíveis (todas, sem limite; ou paginadas).' },
    async (ctx, { consulta: q }) => {
      const { linhas, total } = await pesquisas.paginarPesquisas(ctx, q.pedido, q);
      return { pesquisas: linhas, total };
    },
  );
  api.get(
    '/pesquisa_mercado/:id',
    'pesquisas.listar',
    { resposta: respostas.pesquisa, parametros: esquemas.porId, resumo: 'Uma pesquisa de mercado.' },
    (ctx, { parametros }) => pesquisas.obter(ctx, parametros.id),
  );
  api.post(
    '/pesquisa_mercado',
    'pesquisas.criar',
    { resposta: respostas.pesquisa, corpo: esquemas.criarRest, status: 201, resumo: 'Cadastra uma pesquisa de mercado.' },
    (ctx, { corpo }) => pesquisas.criar(ctx, corpo),
  );
  api.put(
    '/pesquisa_mercado/:id',
    'pesquisas.editar',
    { resposta: respostas.pesquisa, parametros: esquemas.porId, corpo: esquemas.editarRest, resumo: 'Edita uma pesquisa de mercado (os campos enviados).' },
    (ctx, { parametros, corpo }) => pesquisas.atualizar(ctx, parametros.id, corpo),
  );
  // Every DELETE answers { mensagem } (docs/decisoes.md); GraphQL keeps the id.
  api.delete(
    '/pesquisa_mercado/:id',
    'pesquisas.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui uma pesquisa de mercado.' },
    async (ctx, { parametros }) => {
      await pesquisas.excluir(ctx, parametros.id);
      return { mensagem: MENSAGENS.pesquisaExcluida };
    },
  );
}
