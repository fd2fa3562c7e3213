import { MENSAGENS } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { analisar } from '../../core/esquema';
import { responderLista } from '../../core/dialeto-lista';
import { RotasApi } from '../../core/http';
import * as cadastro from '../cadastro/cadastro.service';
import * as esquemasCadastro from '../cadastro/cadastro.esquemas';
import * as revendas from './revendas.service';
import * as esquemas from './revendas.esquemas';
import * as respostas from './revendas.respostas';
import { r } from '../../core/respostas';

export function rotasRevendas(api: RotasApi) {
  // Unpaged (ativo=1 picker, ?codigo, ?cnpj): {revendas}. Paged: the keys of the caller's dialect.
  // Two audiences (docs/cadastro-e-senha.md): without a panel token, the registration picker only.
  api.get(
    '/revendas',
    'revendas.listarPublico',
    {
      resposta: respostas.listar,
      consulta: esquemas.consultaRevendas,
      resumo:
        'As lojas visíveis; paginada quando a consulta pede página (completo=1 inclui os números). Sem token do painel, só as lojas ativas para o cadastro.',
    },
    async (ctx, { consulta: q }) => {
      if (!ctx.usuario) return { revendas: await cadastro.revendasPublicas(ctx) };
      autorizar(ctx, 'revendas.listar');
      const filtro = { ativo: q.ativo ?? null, rede: q.rede ?? null, codigo: q.codigo ?? null, cnpj: q.cnpj ?? null, completo: Boolean(q.completo) };
      return responderLista(
        q,
        'revendas',
        () => {
          // The generic dialect may carry its filters inside filtros={"rede":..,"ativo":..}.
          const f = analisar(
            esquemas.filtrosLista,
            Object.fromEntries(Object.entries(q.pedido.filtros).map(([k, v]) => [k, v === null || v === undefined ? v : String(v)])),
          );
          return revendas.paginar(ctx, q.pedido, {
            ativo: filtro.ativo ?? f.ativo ?? null,
            rede: filtro.rede ?? f.rede ?? null,
            codigo: filtro.codigo ?? f.codigo ?? null,
            cnpj: filtro.cnpj ?? f.cnpj ?? null,
            completo: filtro.completo || Boolean(f.completo),
          });
        },
        { inteira: () => revendas.listarTodas(ctx, filtro) },
      );
    },
  );
  // Shared path: a member gets its own store's switches at the top level (spec 3 §7); staff get {revenda}.
  api.get(
    '/revendas/cnpj/:cnpj',
    'revendas.consultarCnpj',
    { resposta: respostas.porCnpj, parametros: esquemas.porCnpj, resumo: 'A loja deste CNPJ: a equipe recebe {revenda}; o membro, os dados da própria loja.' },
    async (ctx, { parametros }) => {
      if (ctx.parceiro) {
        autorizar(ctx, 'revendas.daMinhaLoja');
        return revendas.minhaLojaPorCnpj(ctx, parametros.cnpj);
      }
      autorizar(ctx, 'revendas.listar');
      return { revenda: await revendas.obterPorCnpj(ctx, parametros.cnpj) };
    },
  );
  api.get(
    '/revendas/:id',
    'revendas.listarPublico',
    { resposta: respostas.porId, resumo: 'Uma loja com os seus números ({revenda}); sem token do painel, o nome e o CNPJ de uma loja ativa.' },
    async (ctx, _entrada, req) => {
      // The public registration link reads its id with cadastro's schema; staff with their own.
      if (!ctx.usuario) return { revenda: await cadastro.revendaPublica(ctx, analisar(esquemasCadastro.revendaPublica, req.params).id) };
      autorizar(ctx, 'revendas.listar');
      return { revenda: await revendas.obter(ctx, analisar(esquemas.porId, req.params).id) };
    },
  );
  api.post(
    '/revendas',
    'revendas.criar',
    { resposta: respostas.revenda, corpo: esquemas.criar, status: 201, resumo: 'Cadastra uma loja (ativa, com o resgate ainda não liberado).' },
    (ctx, { corpo }) => revendas.criar(ctx, corpo),
  );
  // Fields (roles 1, 2, 5) or the switches {resgateLiberado} / {ativo} (2, 5): the service checks the second.
  api.put(
    '/revendas/:id',
    'revendas.editar',
    {
      resposta: respostas.revenda,
      parametros: esquemas.porId,
      corpo: esquemas.atualizar,
      resumo: 'Edita os campos de uma loja e/ou as chaves resgateLiberado e ativo.',
    },
    (ctx, { parametros, corpo }) => revendas.atualizar(ctx, parametros.id, corpo),
  );
  // Every DELETE answers { mensagem } (docs/decisoes.md); GraphQL keeps the id.
  api.delete(
    '/revendas/:id',
    'revendas.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui uma loja sem vendedores nem vendas.' },
    async (ctx, { parametros }) => {
      await revendas.excluir(ctx, parametros.id);
      return { mensagem: MENSAGENS.lojaExcluida };
    },
  );
}
