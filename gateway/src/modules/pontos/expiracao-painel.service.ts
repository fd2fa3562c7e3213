import { formatarPontos, MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { diaDe } from '../../core/calendario';
import { expirar, reativar } from './expiracao.service';
import { condicoesDeEscopo, diaBr, exigirProgramaInteiro, FUSO } from './pontos-painel.escopo';
import type * as esquemas from './pontos.esquemas';

/**
 * The panel's "Expirar e devolver pontos" (spec 2 §2 processar/pontos, §7): the report of what
 * the expiry run takes, the run itself and the return of a day's expiries. The ledger
 * (expiracao.service.ts) does the bookkeeping; this layer reads input, scopes and audits.
 */

export interface LinhaExpiracao {
  parceiroId: number;
  cpf: string;
  nome: string;
  loja: string;
  rede: string;
  /** Points the run takes (or would take by `ate`). */
  pontos: number;
  /** Earliest due day of those points, YYYY-MM-DD. */
  vencimento: string;
  saldoPontos: number;
  ativo: boolean;
}

export interface ConsultaRelatorio {
  sql: string;
  params: unknown[];
  /** The day the report looks up to (today when no `ate`), YYYY-MM-DD. */
  ate: string;
}

/**
 * The members with open lots due now — or by the end of `ate`, when given and later — one row
 * each, earliest due first. Inactive members are listed too (flagged): the run expires their
 * points as well, and the report previews exactly what it will do.
 */
export async function consultaRelatorio(ctx: RequestContext, ate: string | undefined): Promise<ConsultaRelatorio> {
  const dia = ate ?? null;
  const [limite] = await ctx.manager.query<{ momento: Date; dia: string }[]>(
    `SELECT CASE WHEN $1::date IS NULL THEN now()
                 ELSE GREATEST(now(), (($1::date + 1)::timestamp AT TIME ZONE '${FUSO}') - interval '1 microsecond') END AS momento,
            to_char(GREATEST((now() AT TIME ZONE '${FUSO}')::date, coalesce($1::date, '-infinity')), 'YYYY-MM-DD') AS dia`,
    [dia],
  );
  const params: unknown[] = [limite.momento];
  const condicoes = condicoesDeEscopo(ctx, params, { incluirInativos: true });
  const sql = `
    SELECT p.id, p.cpf, p.nome, r.nome_fantasia AS loja, d.nome AS rede, l.pontos,
           to_char(l.vencimento AT TIME ZONE '${FUSO}', 'YYYY-MM-DD') AS vencimento, p.saldo_pontos, p.ativo
      FROM (SELECT parceiro_id, sum(restante) AS pontos, min(vence_em) AS vencimento
              FROM lotes_pontos WHERE restante > 0 AND vence_em <= $1 GROUP BY parceiro_id) l
      JOIN parceiros p ON p.id = l.parceiro_id
      JOIN revendas r ON r.id = p.revenda_id
      JOIN redes d ON d.id = r.rede_id
     ${condicoes.length ? `WHERE ${condicoes.join(' AND ')}` : ''}
     ORDER BY l.vencimento, p.nome, p.id`;
  return { sql, params, ate: limite.dia };
}

/** A row of consultaRelatorio's query. */
export interface LinhaRelatorioSql {
  id: number;
  cpf: string;
  nome: string;
  loja: string;
  rede: string;
  pontos: string;
  vencimento: string;
  saldo_pontos: string;
  ativo: boolean;
}

export function linhaDoRelatorio(l: LinhaRelatorioSql): LinhaExpiracao {
  return {
    parceiroId: l.id,
    cpf: l.cpf,
    nome: l.nome,
    loja: l.loja,
    rede: l.rede,
    pontos: Number(l.pontos),
    vencimento: l.vencimento,
    saldoPontos: Number(l.saldo_pontos),
    ativo: l.ativo,
  };
}

export const LIMITE_LINHAS_RELATORIO = 1000;

/** The report as data (GraphQL): totals of every row, and the first `limite` rows (the CSV has them all). */
export async function relatorio(ctx: RequestContext, filtro: Entrada<typeof esquemas.relatorioExpiracao>) {
  const limite = filtro.limite ?? 100;
  const c = await consultaRelatorio(ctx, filtro.ate);
  const [totais, linhas] = await Promise.all([
    ctx.manager.query<{ parceiros: number; pontos: string }[]>(
      `SELECT count(*)::int AS parceiros, coalesce(sum(pontos), 0) AS pontos FROM (${c.sql}) t`,
      c.params,
    ),
    limite ? ctx.manager.query<LinhaRelatorioSql[]>(`${c.sql} LIMIT ${limite}`, c.params) : Promise.resolve([]),
  ]);
  return {
    ate: c.ate,
    parceiros: totais[0].parceiros,
    pontos: Number(totais[0].pontos),
    linhas: linhas.map(linhaDoRelatorio),
  };
}

/**
 * POST /api/pontuacoes/expirar: runs the ledger's expiry (one member per transaction; running it
 * again takes nothing more) and records who ran it and what it took.
 */
export async function executarExpiracao(ctx: RequestContext): Promise<{ mensagem: string; parceiros: number; pontos: number }> {
  exigirProgramaInteiro(ctx);
  const r = await expirar(ctx);
  await registrarLog(ctx, 'pontos.expirar', { parceiros: r.parceiros, pontos: r.pontos });
  return {
    mensagem: r.parceiros ? MENSAGENS.pontosExpirados(formatarPontos(r.pontos), r.parceiros) : MENSAGENS.nenhumPontoVencido,
    parceiros: r.parceiros,
    pontos: r.pontos,
  };
}

export interface ResultadoReativacao {
  success: boolean;
  message: string;
  dia: string;
  parceiros: number;
  pontos: number;
}

/**
 * GET /api/pontuacoes/reativar/{date}: gives back the points expired on that day (YYYY-MM-DD or
 * DD-MM-YYYY), each expiry once; a second call finds nothing left to return.
 */
export async function devolverPontos(ctx: RequestContext, dia: string): Promise<ResultadoReativacao> {
  exigirProgramaInteiro(ctx);
  if (dia > diaDe(new Date())) throw entradaInvalida(MENSAGENS.dataExpiracaoFutura);
  const r = await reativar(ctx, dia);
  await registrarLog(ctx, 'pontos.reativar', { dia, parceiros: r.parceiros, pontos: r.pontos });
  return {
    success: true,
    message: r.parceiros ? MENSAGENS.pontosDevolvidos(formatarPontos(r.pontos), r.parceiros, diaBr(dia)) : MENSAGENS.nenhumaExpiracaoNoDia(diaBr(dia)),
    dia,
    parceiros: r.parceiros,
    pontos: r.pontos,
  };
}
