import { MENSAGENS_RELATORIOS as M, NOMES_MESES, somenteDigitos } from '@sw/common';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { Entrada } from '../../core/esquema';
import { naoEncontrado } from '../../core/errors';
import { config } from '../../runtime';
import { redesDoFiltro } from './entrada';
import type * as esquemas from './relatorios.esquemas';

/**
 * Histórico (sell-in value per network and month of a year) and the monthly sell-in × sell-out
 * series of the charts, both from rel_rede_mensal; Produtos vendidos
 * (from rel_produtos_vendidos, filled by /api/relatorio/gerar) and the Relatório frame address.
 */

export type HistoricoLinha = { redeId: number; rede: string; total: number } & Record<(typeof NOMES_MESES)[number], number>;

/** Sell-in value of a network in a month (month 1–12). */
interface LinhaHistorico {
  rede_id: number;
  rede: string;
  m: number;
  v: string;
}

export async function historico(ctx: RequestContext, q: Entrada<typeof esquemas.porAno>): Promise<HistoricoLinha[]> {
  const { ano } = q;
  const redes = await redesDoFiltro(ctx, q.rede);
  const { revendaIds } = escopoDoUsuario(ctx);
  // A user limited to some stores (role 3) reads the sell-in of those stores (historico_compras is
  // per store), never the network's total (rel_rede_mensal): the one scope rule of every report.
  const linhas = revendaIds
    ? await ctx.manager.query<LinhaHistorico[]>(
        `SELECT d.id AS rede_id, d.nome AS rede, extract(month FROM h.mes)::int AS m, sum(h.valor_total) AS v
         FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id JOIN redes d ON d.id = r.rede_id
        WHERE h.mes >= make_date($1, 1, 1) AND h.mes < make_date($1 + 1, 1, 1)
          AND ($2::int[] IS NULL OR r.rede_id = ANY($2)) AND r.id = ANY($3::int[])
        GROUP BY 1, 2, 3 HAVING sum(h.quantidade) > 0
        ORDER BY 2`,
        [ano, redes, revendaIds],
      )
    : await ctx.manager.query<LinhaHistorico[]>(
        `SELECT d.id AS rede_id, d.nome AS rede, extract(month FROM x.mes)::int AS m, x.compras_valor AS v
         FROM rel_rede_mensal x JOIN redes d ON d.id = x.rede_id
        WHERE x.mes >= make_date($1, 1, 1) AND x.mes < make_date($1 + 1, 1, 1) AND x.compras_qtd > 0
          AND ($2::int[] IS NULL OR x.rede_id = ANY($2))
        ORDER BY 2`,
        [ano, redes],
      );
  const porRede = new Map<number, HistoricoLinha>();
  for (const l of linhas) {
    let linha = porRede.get(l.rede_id);
    if (!linha) {
      linha = { redeId: l.rede_id, rede: l.rede, total: 0, ...Object.fromEntries(NOMES_MESES.map((n) => [n, 0])) } as HistoricoLinha;
      porRede.set(l.rede_id, linha);
    }
    linha[NOMES_MESES[l.m - 1]] = Number(l.v);
    linha.total = Math.round((linha.total + Number(l.v)) * 100) / 100;
  }
  return [...porRede.values()];
}

/** The first month with sell-in ('AAAA-MM-DD'), where the year list of Histórico starts; null when empty. */
export async function primeiraData(ctx: RequestContext): Promise<string | null> {
  const [l] = await ctx.manager.query<{ d: string | null }[]>(`SELECT to_char(min(mes), 'YYYY-MM-DD') AS d FROM historico_compras`);
  return l?.d ?? null;
}

export interface PontoSerie {
  mes: string;
  compras: number;
  vendas: number;
  qtdComprada: number;
  qtdVendida: number;
}

/** Sell-in (purchases) against sell-out (scored sales) per month of a year, one network or all in scope. */
export async function serieMensal(ctx: RequestContext, q: Entrada<typeof esquemas.porAno>): Promise<PontoSerie[]> {
  const { ano } = q;
  const redes = await redesDoFiltro(ctx, q.rede);
  const { revendaIds } = escopoDoUsuario(ctx);
  if (revendaIds) return serieDasLojas(ctx, ano, redes, revendaIds);
  const linhas = await ctx.manager.query<LinhaSerie[]>(
    `SELECT g.m, coalesce(sum(x.compras_valor), 0) AS c, coalesce(sum(x.vendas_valor), 0) AS v,
            coalesce(sum(x.compras_qtd), 0) AS qc, coalesce(sum(x.vendas_qtd), 0) AS qv
       FROM generate_series(1, 12) AS g(m)
       LEFT JOIN rel_rede_mensal x ON x.mes = make_date($1, g.m, 1) AND ($2::int[] IS NULL OR x.rede_id = ANY($2))
      GROUP BY g.m ORDER BY g.m`,
    [ano, redes],
  );
  return linhas.map(pontoSerie);
}

/** A month (1–12) of the series: sell-in and sell-out value (c, v) and quantity (qc, qv), numeric as text. */
interface LinhaSerie {
  m: number;
  c: string;
  v: string;
  qc: string;
  qv: string;
}

const pontoSerie = (l: LinhaSerie): PontoSerie => ({
  mes: String(l.m).padStart(2, '0'),
  compras: Number(l.c),
  vendas: Number(l.v),
  qtdComprada: Number(l.qc),
  qtdVendida: Number(l.qv),
});

/** The series over some stores only: sell-in from historico_compras, sell-out from rel_produtos_vendidos (both per store). */
async function serieDasLojas(ctx: RequestContext, ano: number, redes: number[] | null, revendaIds: number[]): Promise<PontoSerie[]> {
  const linhas = await ctx.manager.query<LinhaSerie[]>(
    `SELECT g.m, coalesce(c.v, 0) AS c, coalesce(s.v, 0) AS v, coalesce(c.q, 0) AS qc, coalesce(s.q, 0) AS qv
       FROM generate_series(1, 12) AS g(m)
       LEFT JOIN (SELECT extract(month FROM h.mes)::int AS m, sum(h.valor_total) AS v, sum(h.quantidade) AS q
                    FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id
                   WHERE h.mes >= make_date($1, 1, 1) AND h.mes < make_date($1 + 1, 1, 1)
                     AND ($2::int[] IS NULL OR r.rede_id = ANY($2)) AND r.id = ANY($3::int[]) GROUP BY 1) c ON c.m = g.m
       LEFT JOIN (SELECT extract(month FROM x.mes)::int AS m, sum(x.valor_total) AS v, sum(x.quantidade) AS q
                    FROM rel_produtos_vendidos x JOIN revendas r ON r.id = x.revenda_id
                   WHERE x.mes >= make_date($1, 1, 1) AND x.mes < make_date($1 + 1, 1, 1)
                     AND ($2::int[] IS NULL OR r.rede_id = ANY($2)) AND r.id = ANY($3::int[]) GROUP BY 1) s ON s.m = g.m
      ORDER BY g.m`,
    [ano, redes, revendaIds],
  );
  return linhas.map(pontoSerie);
}

export interface ProdutoVendidoLinha {
  revenda: string;
  cnpj: string;
  mes: string;
  codProduto: string;
  produto: string;
  quantidade: number;
  valorUnitarioMedio: number;
  valorTotal: number;
  totalPontuado: number;
}

/** GET /api/produtos_vendidos?revenda&ano: revenda is the store's CNPJ (the filter's options), optional. */
/** Rows the screen gets at most (a year of every store can be a million rows: the CSV carries more). */
export const LIMITE_PRODUTOS_VENDIDOS_TELA = 10_000;
export const LIMITE_PRODUTOS_VENDIDOS_CSV = 200_000;

/** A store's sales of a product in a month, from rel_produtos_vendidos (numeric columns as text). */
interface LinhaProdutoVendido {
  revenda: string;
  cnpj: string;
  mes: string;
  codigo: string;
  produto: string;
  quantidade: string;
  valor_total: string;
  total_pontos: string;
}

export async function produtosVendidos(
  ctx: RequestContext,
  q: Entrada<typeof esquemas.produtosVendidos>,
  limite = LIMITE_PRODUTOS_VENDIDOS_TELA,
): Promise<ProdutoVendidoLinha[]> {
  const { ano } = q;
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  let revendaId: number | null = null;
  if (q.revenda) {
    const [loja] = await ctx.manager.query<{ id: number; rede_id: number }[]>(`SELECT id, rede_id FROM revendas WHERE cnpj = $1`, [
      somenteDigitos(q.revenda).slice(0, 14),
    ]);
    // A store outside the caller's scope reads as unknown.
    if (!loja || (revendaIds && !revendaIds.includes(loja.id)) || (redeIds && !redeIds.includes(loja.rede_id))) throw naoEncontrado(M.lojaNaoEncontrada);
    revendaId = loja.id;
  }
  const linhas = await ctx.manager.query<LinhaProdutoVendido[]>(
    `SELECT v.nome_fantasia AS revenda, v.cnpj, to_char(x.mes, 'MM') AS mes, p.codigo, p.nome AS produto,
            x.quantidade, x.valor_total, x.total_pontos
       FROM rel_produtos_vendidos x JOIN revendas v ON v.id = x.revenda_id JOIN produtos p ON p.id = x.produto_id
      WHERE x.mes >= make_date($1, 1, 1) AND x.mes < make_date($1 + 1, 1, 1)
        AND ($2::int IS NULL OR x.revenda_id = $2) AND ($3::int[] IS NULL OR x.revenda_id = ANY($3)) AND ($4::int[] IS NULL OR v.rede_id = ANY($4))
      -- The primary key's order (store, month, product): the rows come from the index and the LIMIT
      -- stops the scan, instead of sorting a year of every store (about two million rows at scale).
      ORDER BY x.revenda_id, x.mes, x.produto_id
      LIMIT $5`,
    [ano, revendaId, revendaIds, redeIds, limite],
  );
  return linhas.map((l) => {
    const quantidade = Number(l.quantidade);
    const valorTotal = Number(l.valor_total);
    return {
      revenda: l.revenda,
      cnpj: l.cnpj,
      mes: l.mes,
      codProduto: l.codigo,
      produto: l.produto,
      quantidade,
      valorUnitarioMedio: quantidade ? Math.round((valorTotal / quantidade) * 100) / 100 : 0,
      valorTotal,
      totalPontuado: Number(l.total_pontos),
    };
  });
}

/** The Relatório screen's frame (spec 2 §2 relatorio): the configured address, or null with the message to show. */
export function relatorioExterno(): { url: string | null; mensagem: string | null } {
  const url = config().relatorioUrl;
  return { url, mensagem: url ? null : M.relatorioNaoConfigurado };
}
