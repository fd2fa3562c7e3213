import { SelectQueryBuilder } from 'typeorm';
import { Rede } from './rede.entity';

/**
 * The figures of the Redes list (completo=1), from real data:
 *   numeroRevendas   active stores of the network;
 *   numeroParceiros  active salespeople of its active stores;
 *   totalVendas, totalCusto, totalPontos, ultimaPontuacao  over its stores' sales that were not cancelled
 *                    (history stays with the network even after a store is inactivated);
 *   saldoPontos      the current balance of all its salespeople (what the network still owes in points).
 * Role 3 sees the figures of its own stores only: `escopoLojas` narrows every sum.
 *
 * Each figure is a grouped derived table joined once, so a page of networks costs three
 * aggregate scans (index-only for sales, see the RedesLojas migration), never one query per row.
 */
export const COLUNAS_FIGURAS_REDE = {
  numeroRevendas: 'coalesce(fl.numero_revendas, 0)',
  numeroParceiros: 'coalesce(fp.numero_parceiros, 0)',
  saldoPontos: 'coalesce(fp.saldo_pontos, 0)',
  totalVendas: 'coalesce(fv.total_vendas, 0)',
  totalCusto: 'coalesce(fv.total_custo, 0)',
  totalPontos: 'coalesce(fv.total_pontos, 0)',
  ultimaPontuacao: 'fv.ultima_pontuacao',
} as const;

export type FiguraRede = keyof typeof COLUNAS_FIGURAS_REDE;

export function juntarFiguras(qb: SelectQueryBuilder<Rede>, revendaIds: number[] | null): SelectQueryBuilder<Rede> {
  const escopo = revendaIds ? 'AND l.id = ANY(:figRevendaIds)' : '';
  if (revendaIds) qb.setParameter('figRevendaIds', revendaIds);
  qb.leftJoin(
    `(SELECT l.rede_id, count(*) FILTER (WHERE l.ativo)::int AS numero_revendas FROM revendas l WHERE true ${escopo} GROUP BY l.rede_id)`,
    'fl',
    'fl.rede_id = r.id',
  );
  qb.leftJoin(
    `(SELECT l.rede_id, count(*) FILTER (WHERE l.ativo AND p.ativo)::int AS numero_parceiros, sum(p.saldo_pontos) AS saldo_pontos
        FROM parceiros p JOIN revendas l ON l.id = p.revenda_id WHERE true ${escopo} GROUP BY l.rede_id)`,
    'fp',
    'fp.rede_id = r.id',
  );
  qb.leftJoin(
    `(SELECT l.rede_id, sum(v.total_venda) AS total_vendas, sum(v.valor_custo) AS total_custo, sum(v.total_pontos) AS total_pontos,
             max(v.pontuado_em) AS ultima_pontuacao
        FROM vendas v JOIN revendas l ON l.id = v.revenda_id WHERE v.cancelada_em IS NULL ${escopo} GROUP BY l.rede_id)`,
    'fv',
    'fv.rede_id = r.id',
  );
  for (const [campo, expressao] of Object.entries(COLUNAS_FIGURAS_REDE)) qb.addSelect(expressao, `fig_${campo}`);
  return qb;
}
