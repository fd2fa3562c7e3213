import { escopoDoUsuario, RequestContext } from '../../core/context';
import { memoriaCurta } from '../../core/memoria-curta';
import { config } from '../../runtime';
import { redeDoFiltro } from '../../core/filtro-rede';
import { Entrada } from '../../core/esquema';
import { DashboardDTO } from './dashboard.types';
import type * as esquemas from './dashboard.esquemas';

// The figures of one scope and network are shared for DASHBOARD_CACHE_S seconds (docs/decisoes.md
// "Dashboard"): a panel full of staff opening the dashboard costs one aggregation, not one each.
const memoria = memoriaCurta<DashboardDTO>(() => config().dashboardCacheS);

/**
 * Dashboard figures (docs/decisoes.md "Dashboard"): registered = active members of active stores;
 * scored = with at least one sale that was not cancelled; top 10 by points of those sales.
 * Filtered by network name or id (or all), and always by the caller's store/network scope.
 */
export async function obter(ctx: RequestContext, filtro: Entrada<typeof esquemas.consultaDashboard>): Promise<DashboardDTO> {
  // The contract sends a name (spec 1 §7); an id works too, as on every list (core/filtro-rede).
  const rede = await redeDoFiltro(ctx, filtro.rede);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const params: unknown[] = [];
  const condicoes: string[] = ['r.ativo'];
  if (rede !== null) {
    params.push(rede);
    condicoes.push(`r.rede_id = $${params.length}`);
  }
  if (redeIds) {
    params.push(redeIds);
    condicoes.push(`r.rede_id = ANY($${params.length})`);
  }
  if (revendaIds) {
    params.push(revendaIds);
    condicoes.push(`r.id = ANY($${params.length})`);
  }
  const onde = condicoes.join(' AND ');
  return memoria(JSON.stringify([onde, params]), () => calcular(ctx, onde, params));
}

async function calcular(ctx: RequestContext, onde: string, params: unknown[]): Promise<DashboardDTO> {
  const m = ctx.manager;

  // Scored figures come from resumo_vendas (one row per store and salesperson, kept by a trigger on
  // vendas), not from the sales themselves: the same numbers without aggregating millions of rows.
  const [contagens, topParceiros, topRevendas] = await Promise.all([
    m.query<{ revendas_cadastradas: number; parceiros_cadastrados: number; parceiros_pontuados: number; revendas_pontuadas: number }[]>(
      `SELECT
         (SELECT count(*) FROM revendas r WHERE ${onde})::int AS revendas_cadastradas,
         (SELECT count(*) FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.ativo AND ${onde})::int AS parceiros_cadastrados,
         (SELECT count(DISTINCT s.parceiro_id) FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id WHERE s.vendas > 0 AND ${onde})::int AS parceiros_pontuados,
         (SELECT count(DISTINCT s.revenda_id) FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id WHERE s.vendas > 0 AND ${onde})::int AS revendas_pontuadas`,
      params,
    ),
    m.query<{ id: number; nome: string; revenda: string; pontos: string; vendido: string }[]>(
      `SELECT p.id, p.nome, r.nome_fantasia AS revenda, t.pontos, t.vendido
         FROM (SELECT s.parceiro_id, sum(s.total_pontos) AS pontos, sum(s.total_venda) AS vendido
                 FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id
                WHERE s.vendas > 0 AND ${onde}
                GROUP BY s.parceiro_id ORDER BY pontos DESC, s.parceiro_id LIMIT 10) t
         JOIN parceiros p ON p.id = t.parceiro_id JOIN revendas r ON r.id = p.revenda_id
        ORDER BY t.pontos DESC, p.id`,
      params,
    ),
    m.query<{ id: number; nome_fantasia: string; pontos: string; vendido: string }[]>(
      `SELECT r.id, r.nome_fantasia, sum(s.total_pontos) AS pontos, sum(s.total_venda) AS vendido
         FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id
        WHERE s.vendas > 0 AND ${onde}
        GROUP BY r.id, r.nome_fantasia ORDER BY pontos DESC, r.id LIMIT 10`,
      params,
    ),
  ]);
  const c = contagens[0];
  return {
    parceirosCadastrados: c.parceiros_cadastrados,
    parceirosPontuados: c.parceiros_pontuados,
    revendasCadastradas: c.revendas_cadastradas,
    revendasPontuadas: c.revendas_pontuadas,
    topParceirosPontuados: topParceiros.map((l) => ({
      id: l.id,
      nome: l.nome,
      revenda: l.revenda,
      totalPontos: Number(l.pontos),
      totalVendido: Number(l.vendido),
    })),
    topRevendasPontuadas: topRevendas.map((l) => ({
      id: l.id,
      nomeFantasia: l.nome_fantasia,
      totalPontos: Number(l.pontos),
      totalVendido: Number(l.vendido),
    })),
  };
}
