import { MENSAGENS } from '@sw/common';
import { analisar } from '../../core/esquema';
import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import * as redes from './redes.service';
import * as esquemas from './redes.esquemas';
import * as respostas from './redes.respostas';
import { r } from '../../core/respostas';

export function rotasRedes(api: RotasApi) {
  // Unpaged (filters, pickers): {redes}. Paged: the keys of the dialect the caller speaks.
  api.get(
    '/redes',
    'redes.listar',
    {
      resposta: respostas.listaOuPagina,
      consulta: esquemas.consultaRedes,
      resumo: 'As redes visíveis; paginada quando a consulta pede página (completo=1 inclui os números).',
    },
    async (ctx, { consulta: q }) => {
      // The older dialect sends the filters as JSON in `filtros`: read with the same schema; the query's own win.
      const antigos = analisar(esquemas.filtrosRedes, q.pedido.filtros);
      const filtro = { ativo: q.ativo ?? antigos.ativo ?? null, completo: Boolean(q.completo) };
      return responderLista(q, 'redes', () => redes.paginar(ctx, q.pedido, filtro), { inteira: () => redes.listar(ctx, filtro) });
    },
  );
  api.get(
    '/redes/:id',
    'redes.listar',
    { resposta: respostas.redeCompleta, parametros: esquemas.porId, resumo: 'Uma rede, com os seus números.' },
    (ctx, { parametros }) => redes.obter(ctx, parametros.id),
  );
  api.post('/redes', 'redes.criar', { resposta: respostas.rede, corpo: esquemas.criar, status: 201, resumo: 'Cadastra uma rede.' }, (ctx, { corpo }) =>
    redes.criar(ctx, corpo),
  );
  // Fields (roles 1–2) or {ativo} (role 2): the service checks the second operation.
  api.put(
    '/redes/:id',
    'redes.editar',
    { resposta: respostas.rede, parametros: esquemas.porId, corpo: esquemas.atualizar, resumo: 'Edita os campos de uma rede e/ou a ativa e inativa.' },
    (ctx, { parametros, corpo }) => redes.atualizar(ctx, parametros.id, corpo),
  );
  api.delete(
    '/redes/:id',
    'redes.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui uma rede sem lojas.' },
    async (ctx, { parametros }) => {
      await redes.excluir(ctx, parametros.id);
      return { mensagem: MENSAGENS.redeExcluida };
    },
  );
  // Every DELETE answers { mensagem } (docs/decisoes.md); GraphQL keeps the id.
}
