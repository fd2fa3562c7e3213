import { MENSAGENS } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { RotasApi } from '../../core/http';
import * as cadastro from '../cadastro/cadastro.service';
import { corpo } from '../../core/validacao';
import { dialetoDaConsulta, lerAtivo, lerCompleto } from '../redes/parametros';
import { FiltroRevendas } from './revendas.consulta';
import * as revendas from './revendas.service';

/** ?rede= takes a network id or its name (the contract names networks by name elsewhere). */
function filtroDe(q: Record<string, unknown>): FiltroRevendas {
  const rede = typeof q.rede === 'string' && q.rede.trim() ? q.rede.trim() : null;
  return {
    ativo: lerAtivo(q.ativo),
    rede: rede && /^\d{1,9}$/.test(rede) ? Number(rede) : rede?.slice(0, 120) ?? null,
    codigo: typeof q.codigo === 'string' ? q.codigo.trim().slice(0, 30) || null : null,
    cnpj: typeof q.cnpj === 'string' ? q.cnpj.trim().slice(0, 20) || null : null,
    completo: lerCompleto(q.completo),
  };
}

export function rotasRevendas(api: RotasApi) {
  // Unpaged (ativo=1 picker, ?codigo, ?cnpj): {revendas}. Paged: the keys of the caller's dialect.
  // Two audiences (docs/cadastro-e-senha.md): without a panel token, the registration picker only.
  api.get('/revendas', 'revendas.listarPublico', async (ctx, req) => {
    if (!ctx.usuario) return { revendas: await cadastro.revendasPublicas(ctx) };
    autorizar(ctx, 'revendas.listar');
    const q = req.query as Record<string, unknown>;
    const filtro = filtroDe(q);
    const dialeto = dialetoDaConsulta(q);
    if (!dialeto) return { revendas: await revendas.listarTodas(ctx, filtro) };
    const pedido = revendas.lerPedido(q);
    // The generic dialect may carry its filters inside filtros={"rede":..,"ativo":..}.
    const f = filtroDe(Object.fromEntries(Object.entries(pedido.filtros).map(([k, v]) => [k, v === null || v === undefined ? v : String(v)])));
    const { linhas, total } = await revendas.paginar(ctx, pedido, {
      ativo: filtro.ativo ?? f.ativo, rede: filtro.rede ?? f.rede, codigo: filtro.codigo ?? f.codigo, cnpj: filtro.cnpj ?? f.cnpj,
      completo: filtro.completo || f.completo,
    });
    return dialeto === 'generico' ? { rows: linhas, count: total } : { revendas: linhas, totalRecords: total };
  });
  // Shared path: a member gets its own store's switches at the top level (spec 3 §7); staff get {revenda}.
  api.get('/revendas/cnpj/:cnpj', 'revendas.consultarCnpj', async (ctx, req) => {
    if (ctx.parceiro) {
      autorizar(ctx, 'revendas.daMinhaLoja');
      return revendas.minhaLojaPorCnpj(ctx, req.params.cnpj);
    }
    autorizar(ctx, 'revendas.listar');
    return { revenda: await revendas.obterPorCnpj(ctx, req.params.cnpj) };
  });
  api.get('/revendas/:id', 'revendas.listarPublico', async (ctx, req) => {
    if (!ctx.usuario) return { revenda: await cadastro.revendaPublica(ctx, req.params.id) };
    autorizar(ctx, 'revendas.listar');
    return { revenda: await revendas.obter(ctx, req.params.id) };
  });
  api.post('/revendas', 'revendas.criar', (ctx, req) => revendas.criar(ctx, corpo(req.body)), 201);
  // Fields (roles 1, 2, 5) or the switches {resgateLiberado} / {ativo} (2, 5): the service checks the second.
  api.put('/revendas/:id', 'revendas.editar', (ctx, req) => revendas.atualizar(ctx, req.params.id, corpo(req.body)));
  // Every DELETE answers { mensagem } (docs/decisoes.md); GraphQL keeps the id.
  api.delete('/revendas/:id', 'revendas.excluir', async (ctx, req) => { await revendas.excluir(ctx, req.params.id); return { mensagem: MENSAGENS.lojaExcluida }; });
}
