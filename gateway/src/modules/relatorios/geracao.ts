import { MENSAGENS_RELATORIOS as M, TAREFAS_RELATORIO, TipoTarefaRelatorio, valorProprio } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import type { Alteracao, SemLinhas } from '../../db/resultado-sql';
import { enfileirar, obterTarefa, registrarExecutor, TarefaLinha, ultimasTarefas } from '../../core/tarefas';
import { CodigoErro, ErroApp, naoEncontrado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { inicioDoMes } from './entrada';
import { sqlMensuracao } from './mensuracao.calculo';
import type * as esquemas from './relatorios.esquemas';

/**
 * The five report jobs of Atualizar relatórios (spec 2 §2 processar/relatorios). Each rebuilds its
 * report table in one transaction with set-based SQL (readers see the old table until it commits)
 * and runs in the shared job queue (core/tarefas.ts, on pg-boss). Formulas and worked examples: docs/relatorios.md.
 */

const SQL_VENDAS_POR_REDE = `
  SELECT r.rede_id, i.produto_id, sum(i.qtde) AS q
    FROM vendas v JOIN vendas_itens i ON i.venda_id = v.id JOIN revendas r ON r.id = v.revenda_id
   WHERE v.cancelada_em IS NULL`;

async function contar(ctx: RequestContext, tabela: string, mes?: string): Promise<number> {
  const [l] = await ctx.manager.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${tabela}${mes ? ' WHERE mes = $1' : ''}`, mes ? [mes] : []);
  return l.n;
}

/**
 * The purchase side of rel_rede_mensal, from historico_compras: every month, or only the given
 * networks and months (what an upload touched).
 */
export async function atualizarComprasMensais(ctx: RequestContext, escopo?: { redes: number[]; meses: string[] }): Promise<void> {
  await ctx.manager.query<SemLinhas>(
    `INSERT INTO rel_rede_mensal AS m (mes, rede_id, compras_qtd, compras_valor)
     SELECT h.mes, r.rede_id, sum(h.quantidade), sum(h.valor_total)
       FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id
      WHERE ($1::int[] IS NULL OR r.rede_id = ANY($1)) AND ($2::date[] IS NULL OR h.mes = ANY($2))
      GROUP BY 1, 2
     ON CONFLICT (mes, rede_id) DO UPDATE SET compras_qtd = EXCLUDED.compras_qtd, compras_valor = EXCLUDED.compras_valor`,
    [escopo?.redes ?? null, escopo?.meses ?? null],
  );
}

type Gerador = (ctx: RequestContext, p: Record<string, unknown>) => Promise<Record<string, unknown>>;

const GERADORES: Record<TipoTarefaRelatorio, Gerador> = {
  // Sell-out per store, product and month: Produtos vendidos and the sell-out line of the charts.
  async relatorio(ctx) {
    await ctx.manager.query<Alteracao>(`DELETE FROM rel_produtos_vendidos`);
    await ctx.manager.query<Alteracao>(`DELETE FROM rel_rede_mensal`);
    await ctx.manager.query<SemLinhas>(
      `INSERT INTO rel_produtos_vendidos (revenda_id, produto_id, mes, quantidade, valor_total, total_pontos)
       SELECT v.revenda_id, i.produto_id, date_trunc('month', v.realizado_em)::date, sum(i.qtde), sum(i.sub_total), sum(i.valor_pontos)
         FROM vendas v JOIN vendas_itens i ON i.venda_id = v.id
        WHERE v.cancelada_em IS NULL
        GROUP BY 1, 2, 3`,
    );
    await atualizarComprasMensais(ctx);
    await ctx.manager.query<SemLinhas>(
      `INSERT INTO rel_rede_mensal AS m (mes, rede_id, vendas_qtd, vendas_valor)
       SELECT x.mes, r.rede_id, sum(x.quantidade), sum(x.valor_total)
         FROM rel_produtos_vendidos x JOIN revendas r ON r.id = x.revenda_id GROUP BY 1, 2
       ON CONFLICT (mes, rede_id) DO UPDATE SET vendas_qtd = EXCLUDED.vendas_qtd, vendas_valor = EXCLUDED.vendas_valor`,
    );
    return { linhas: await contar(ctx, 'rel_produtos_vendidos') };
  },

  // Per network and product: units bought (sell-in, all months) and units scored (all sales).
  async antifraude(ctx) {
    await ctx.manager.query<Alteracao>(`DELETE FROM rel_antifraude`);
    await ctx.manager.query<SemLinhas>(
      `WITH compras AS (
         SELECT r.rede_id, h.produto_id, sum(h.quantidade) AS q FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id GROUP BY 1, 2
       ), pontuadas AS (${SQL_VENDAS_POR_REDE} GROUP BY 1, 2)
       INSERT INTO rel_antifraude (rede_id, produto_id, qtd_vendida, qtd_pontuada, pontos_unitario)
       SELECT k.rede_id, k.produto_id, coalesce(c.q, 0), coalesce(s.q, 0), p.valor_pontos
         FROM (SELECT rede_id, produto_id FROM compras UNION SELECT rede_id, produto_id FROM pontuadas) k
         JOIN produtos p ON p.id = k.produto_id
         LEFT JOIN compras c ON c.rede_id = k.rede_id AND c.produto_id = k.produto_id
         LEFT JOIN pontuadas s ON s.rede_id = k.rede_id AND s.produto_id = k.produto_id`,
    );
    return { linhas: await contar(ctx, 'rel_antifraude') };
  },

  // Per network: sell-in value per month before and after its programme start (redes.data_cadastro).
  async mensuracao(ctx) {
    await ctx.manager.query<Alteracao>(`DELETE FROM rel_mensuracao`);
    await ctx.manager.query<SemLinhas>(
      `INSERT INTO rel_mensuracao (rede_id, data_cadastro, meses_atendidos_antes, total_antes, media_mensal, media_semanal,
                                   meses_atendidos_pos, total_vendido_pos, media_mensal_pos, media_semanal_pos, resultado_mensal, resultado_semanal)
       SELECT rede_id, data_cadastro, meses_atendidos_antes, total_antes, media_mensal, media_semanal,
              meses_atendidos_pos, total_vendido_pos, media_mensal_pos, media_semanal_pos, resultado_mensal, resultado_semanal
         FROM (${sqlMensuracao(null)}) x`,
    );
    return { linhas: await contar(ctx, 'rel_mensuracao') };
  },

  // Per network and product for one month: that month's sell-in against the monthly average before the start.
  async 'taxa-sucesso'(ctx, p) {
    const mes = inicioDoMes(Number(p.ano), Number(p.mes));
    await ctx.manager.query<Alteracao>(`DELETE FROM rel_taxa_sucesso WHERE mes = $1`, [mes]);
    await ctx.manager.query<SemLinhas>(
      `WITH hp AS (
         SELECT r.rede_id, h.produto_id, h.mes, sum(h.quantidade) AS q
           FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id
          WHERE h.mes <= $1::date GROUP BY 1, 2, 3
       ), b AS (
         SELECT hp.rede_id, hp.produto_id,
                coalesce(sum(hp.q) FILTER (WHERE hp.mes < date_trunc('month', d.data_cadastro)), 0) AS qa,
                count(*) FILTER (WHERE hp.mes < date_trunc('month', d.data_cadastro) AND hp.q > 0) AS ma,
                coalesce(sum(hp.q) FILTER (WHERE hp.mes = $1::date), 0) AS qm
           FROM hp JOIN redes d ON d.id = hp.rede_id GROUP BY 1, 2
       ), c AS (SELECT b.*, qa / nullif(ma, 0) AS media FROM b WHERE qa > 0 OR qm > 0)
       INSERT INTO rel_taxa_sucesso (mes, rede_id, produto_id, valor_unitario, qtd_vendida_antes, meses_atendido_antes, media_mensal,
                                     qtd_vendida, aumento_vendas, aumento_vendas_dinheiro, taxa_sucesso)
       SELECT $1::date, c.rede_id, c.produto_id, p.valor_unitario, c.qa, c.ma, round(c.media, 4), c.qm, round(c.qm - c.media, 4),
              round((c.qm - c.media) * p.valor_unitario, 2), round((c.qm - c.media) / nullif(c.media, 0) * 100, 2)
         FROM c JOIN produtos p ON p.id = c.produto_id`,
      [mes],
    );
    return { linhas: await contar(ctx, 'rel_taxa_sucesso', mes), mes };
  },

  // Per network and product for one month: last two orders up to that month, bought and scored in it.
  async 'compras-pontuacao'(ctx, p) {
    const mes = inicioDoMes(Number(p.ano), Number(p.mes));
    await ctx.manager.query<Alteracao>(`DELETE FROM rel_compras_pontuacao WHERE mes = $1`, [mes]);
    await ctx.manager.query<SemLinhas>(
      `WITH hp AS (
         SELECT r.rede_id, h.produto_id, h.mes, sum(h.quantidade) AS q
           FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id
          WHERE h.mes <= $1::date GROUP BY 1, 2, 3 HAVING sum(h.quantidade) > 0
       ), o AS (SELECT hp.*, row_number() OVER (PARTITION BY rede_id, produto_id ORDER BY mes DESC) AS n FROM hp),
       s AS (${SQL_VENDAS_POR_REDE} AND v.realizado_em >= $1::date AND v.realizado_em < ($1::date + interval '1 month') GROUP BY 1, 2),
       k AS (SELECT rede_id, produto_id FROM o WHERE n = 1 UNION SELECT rede_id, produto_id FROM s)
       INSERT INTO rel_compras_pontuacao (mes, rede_id, produto_id, data_ultimo_pedido, qtd_ultimo_pedido, data_penultimo_pedido,
                                          qtd_penultimo_pedido, qtd_vendida, qtd_pontuada)
       SELECT $1::date, k.rede_id, k.produto_id, u.mes, u.q, pe.mes, pe.q, coalesce(CASE WHEN u.mes = $1::date THEN u.q END, 0), coalesce(s.q, 0)
         FROM k
         LEFT JOIN o u ON u.rede_id = k.rede_id AND u.produto_id = k.produto_id AND u.n = 1
         LEFT JOIN o pe ON pe.rede_id = k.rede_id AND pe.produto_id = k.produto_id AND pe.n = 2
         LEFT JOIN s ON s.rede_id = k.rede_id AND s.produto_id = k.produto_id`,
      [mes],
    );
    return { linhas: await contar(ctx, 'rel_compras_pontuacao', mes), mes };
  },
};

/**
 * The tables each job rewrites. They are analysed in the job's own transaction: a rebuilt table keeps
 * the statistics of the one before (or none), and with a few thousand rows estimated for the 2.5
 * million of rel_produtos_vendidos at full size the planner sorted a year of every store instead of
 * reading the key's order (Produtos vendidos: 1.4 s → 60 ms; docs/desempenho.md).
 */
const TABELAS_GERADAS: Record<TipoTarefaRelatorio, readonly string[]> = {
  relatorio: ['rel_produtos_vendidos', 'rel_rede_mensal'],
  antifraude: ['rel_antifraude'],
  mensuracao: ['rel_mensuracao'],
  'taxa-sucesso': ['rel_taxa_sucesso'],
  'compras-pontuacao': ['rel_compras_pontuacao'],
};

for (const [tipo, gerar] of Object.entries(GERADORES) as [TipoTarefaRelatorio, Gerador][]) {
  registrarExecutor(`relatorio.${tipo}`, async (ctx, parametros, progresso) => {
    await progresso(10, 'Calculando');
    const r = await emTransacao(ctx, async (tx) => {
      // Whole-table aggregations run past the per-request statement limit; a job may take minutes.
      await tx.manager.query<SemLinhas>(`SET LOCAL statement_timeout = '30min'`);
      await tx.manager.query<SemLinhas>(`SET LOCAL work_mem = '128MB'`);
      const resultado = await gerar(tx, parametros);
      await tx.manager.query<SemLinhas>(`ANALYZE ${TABELAS_GERADAS[tipo].join(', ')}`);
      await registrarLog(tx, `relatorio.gerar`, { tipo, ...parametros, ...resultado });
      return resultado;
    });
    return r;
  });
}

export interface TarefaDTOBase {
  id: string;
  tipo: string;
  nome: string;
  status: string;
  progresso: number;
  etapa: string | null;
  erro: string | null;
  resultado: string | null;
  parametros: string;
  criadoEm: Date;
  iniciadoEm: Date | null;
  concluidoEm: Date | null;
}

export function tarefaDTO(t: TarefaLinha): TarefaDTOBase {
  const tipo = t.tipo.replace(/^relatorio\./, '') as TipoTarefaRelatorio;
  return {
    id: String(t.id),
    tipo,
    nome: valorProprio(TAREFAS_RELATORIO, tipo)?.nome ?? t.tipo,
    status: t.status,
    progresso: t.progresso,
    etapa: t.etapa,
    erro: t.erro,
    resultado: t.resultado ? JSON.stringify(t.resultado) : null,
    parametros: JSON.stringify(t.parametros ?? {}),
    criadoEm: t.criado_em,
    iniciadoEm: t.iniciado_em,
    concluidoEm: t.concluido_em,
  };
}

/** GET /api/<tipo>/gerar: enqueues (or joins the running one) and answers at once. */
export async function gerar(
  ctx: RequestContext,
  tipo: TipoTarefaRelatorio,
  q: Entrada<typeof esquemas.gerar>,
): Promise<{ mensagem: string; tarefa: TarefaDTOBase }> {
  const def = TAREFAS_RELATORIO[tipo];
  // The month reports need their month; the schema leaves both optional for the others.
  if (def.periodo && q.ano === undefined) throw new ErroApp(CodigoErro.EntradaInvalida, M.anoInvalido, { campo: 'ano' });
  if (def.periodo && q.mes === undefined) throw new ErroApp(CodigoErro.EntradaInvalida, M.mesInvalido, { campo: 'mes' });
  const parametros: Record<string, unknown> = def.periodo ? { ano: q.ano, mes: q.mes } : {};
  const { tarefa, nova } = await enfileirar(ctx, `relatorio.${tipo}`, parametros);
  const nome = def.periodo ? `${def.nome} ${String(parametros.mes).padStart(2, '0')}/${parametros.ano}` : def.nome;
  return { mensagem: nova ? M.geracaoIniciada(nome) : M.geracaoEmAndamento(nome), tarefa: tarefaDTO(tarefa) };
}

export async function tarefa(ctx: RequestContext, id: string): Promise<TarefaDTOBase> {
  const t = await obterTarefa(ctx, id);
  if (!t || !t.tipo.startsWith('relatorio.')) throw naoEncontrado();
  return tarefaDTO(t);
}

/** The latest job of each report kind, for the screen to show on opening. */
export async function tarefasRecentes(ctx: RequestContext): Promise<TarefaDTOBase[]> {
  return (
    await ultimasTarefas(
      ctx,
      Object.keys(TAREFAS_RELATORIO).map((t) => `relatorio.${t}`),
    )
  ).map(tarefaDTO);
}
