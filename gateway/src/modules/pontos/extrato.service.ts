import type { Response } from 'express';
import type { EntityManager } from 'typeorm';
import { MENSAGENS, ROTULOS_MOVIMENTO_EXTRATO } from '@sw/common';
import { linhasEmLotes } from '../../core/consulta-em-lotes';
import { RequestContext } from '../../core/context';
import { nomeComCarimbo } from '../../core/calendario';
import { enviarCsv } from '../../core/csv-escrita';
import { entradaInvalida, naoAutenticado, proibido } from '../../core/errors';
import { cabecalhoAnexo, escreverXlsx, TIPO_XLSX } from '../../core/planilha';
import { logger } from '../../core/logger';
import { FUSO } from './pontos-painel.escopo';
import { exigirVisivel } from './saldo.service';
import { FiltroExtrato, POR_PAGINA_PADRAO } from './extrato.esquemas';
import type { TipoMovimentoExtrato } from './extrato.types';

/**
 * The full statement (extrato): every ledger movement of one member, newest first, with the
 * balance right after each one, so the member can reconcile the balance with what happened
 * (docs/pontos.md, "Extrato"). Read-only over movimentos_pontos; the ledger stays the only writer.
 *
 * saldoApos is computed newest first: balance now − the sum of the movements after this one. The
 * window runs in the order of movimentos_parceiro_idx (parceiro_id, criado_em DESC, id DESC), so the
 * first page reads only the rows it shows (and the ones a filter skips), however long the history.
 */

export interface MovimentoExtrato {
  id: string;
  data: Date;
  tipo: TipoMovimentoExtrato;
  descricao: string;
  pontos: number;
  saldoApos: number;
  origem: { tipo: string; id: string };
}

export interface Extrato {
  saldo: number;
  movimentos: MovimentoExtrato[];
  total: number;
  pagina: number;
  porPagina: number;
  temProxima: boolean;
}

/** The member the statement is about: a member their own (they may name nobody), staff one of their scope. */
export async function membroDoExtrato(ctx: RequestContext, parceiro: string | undefined): Promise<number> {
  if (ctx.parceiro) {
    if (parceiro !== undefined) throw proibido(MENSAGENS.extratoDeOutroParceiro);
    return ctx.parceiro.id;
  }
  if (!ctx.usuario) throw naoAutenticado();
  if (parceiro === undefined) throw entradaInvalida(MENSAGENS.informeParceiroSaldo);
  await exigirVisivel(ctx, Number(parceiro));
  return Number(parceiro);
}

/** A movement's kind as the statement names it (m = movimentos_pontos). */
const TIPO_SQL = `CASE m.tipo
    WHEN 'credito_venda' THEN 'venda'
    WHEN 'correcao' THEN 'correcao'
    WHEN 'credito_codigo' THEN 'codigo'
    WHEN 'credito_indicacao' THEN 'indicacao'
    WHEN 'credito_plataforma' THEN 'plataforma'
    WHEN 'debito_resgate' THEN 'resgate'
    WHEN 'estorno' THEN 'estorno'
    WHEN 'expiracao' THEN 'expiracao'
    WHEN 'reativacao' THEN 'reativacao'
    ELSE CASE WHEN m.origem_tipo = 'migracao' THEN 'migracao' ELSE 'ajuste' END END`;

/** A numeric origin id, or null (the join below must not cast text such as 'demo-3'). */
const idNumerico = (tipo: string, coluna: string, origemTipo: string) =>
  `CASE WHEN ${origemTipo} = '${tipo}' AND ${coluna} ~ '^[0-9]{1,18}$' THEN ${coluna}::bigint END`;

/** The page (or, without `pagina`, every row) of the statement's query; exported for the plan check in the tests. */
export function consulta(parceiroId: number, f: FiltroExtrato, pagina: { limite: number; deslocamento: number } | null) {
  const params: unknown[] = [parceiroId];
  const condicoes: string[] = [];
  if (f.tipo) {
    params.push(f.tipo);
    condicoes.push(`w.tipo_extrato = $${params.length}`);
  }
  if (f.dataInicial) {
    params.push(f.dataInicial);
    condicoes.push(`w.criado_em >= ($${params.length}::date::timestamp AT TIME ZONE '${FUSO}')`);
  }
  if (f.dataFinal) {
    params.push(f.dataFinal);
    condicoes.push(`w.criado_em < (($${params.length}::date + 1)::timestamp AT TIME ZONE '${FUSO}')`);
  }
  let limite = '';
  if (pagina) {
    params.push(pagina.limite, pagina.deslocamento);
    limite = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  // The filters sit outside the window on purpose: saldoApos counts every movement, shown or not.
  const sql = `
    WITH pagina AS (
      SELECT w.* FROM (
        SELECT m.id, m.criado_em, m.tipo, m.pontos, m.origem_tipo, m.origem_id, m.motivo, m.estorna_movimento_id,
               ${TIPO_SQL} AS tipo_extrato,
               sum(m.pontos) OVER (ORDER BY m.criado_em DESC, m.id DESC ROWS UNBOUNDED PRECEDING) - m.pontos AS depois
          FROM movimentos_pontos m WHERE m.parceiro_id = $1
      ) w
      ${condicoes.length ? `WHERE ${condicoes.join(' AND ')}` : ''}
      ORDER BY w.criado_em DESC, w.id DESC
      ${limite}
    )
    SELECT pg.id, pg.criado_em, pg.tipo, pg.tipo_extrato, pg.pontos, pg.motivo,
           (SELECT saldo_pontos FROM parceiros WHERE id = $1) - pg.depois AS saldo_apos,
           coalesce(o.origem_tipo, pg.origem_tipo) AS origem_tipo, coalesce(o.origem_id, pg.origem_id) AS origem_id,
           o.tipo AS original_tipo, v.identificador, pr.nome AS premio, rs.redemption_code, ind.nome AS indicado
      FROM pagina pg
      LEFT JOIN movimentos_pontos o ON o.id = pg.estorna_movimento_id
      LEFT JOIN vendas v ON v.id = ${idNumerico('venda', 'coalesce(o.origem_id, pg.origem_id)', 'coalesce(o.origem_tipo, pg.origem_tipo)')}
      LEFT JOIN resgates rs ON rs.id = ${idNumerico('resgate', 'coalesce(o.origem_id, pg.origem_id)', 'coalesce(o.origem_tipo, pg.origem_tipo)')}
      LEFT JOIN premios pr ON pr.id = rs.premio_id
      LEFT JOIN indicacoes i ON i.id = ${idNumerico('indicacao', 'pg.origem_id', 'pg.origem_tipo')}
      LEFT JOIN parceiros ind ON ind.id = i.indicado_id
     ORDER BY pg.criado_em DESC, pg.id DESC`;
  return { sql, params };
}

interface Linha {
  id: string;
  criado_em: Date;
  tipo: string;
  tipo_extrato: TipoMovimentoExtrato;
  pontos: string;
  motivo: string | null;
  saldo_apos: string;
  origem_tipo: string;
  origem_id: string;
  original_tipo: string | null;
  identificador: string | null;
  premio: string | null;
  redemption_code: string | null;
  indicado: string | null;
}

const daNota = (identificador: string | null) => (identificador ? ` (nota ${identificador})` : '');

/** What the movement was, in the member's words. */
function descrever(l: Linha): string {
  switch (l.tipo_extrato) {
    case 'venda':
      return `Venda aprovada${daNota(l.identificador)}`;
    case 'correcao':
      return `${l.motivo ?? 'Correção de pontuação'}${daNota(l.identificador)}`;
    case 'codigo':
      return l.motivo ?? 'Código de cadastro';
    case 'indicacao':
      return l.indicado ? `Indicação de ${l.indicado}` : 'Indicação de um amigo';
    case 'plataforma':
      return l.motivo ? `Plataforma parceira: ${l.motivo}` : 'Pontos de plataforma parceira';
    case 'migracao':
      return 'Saldo migrado do programa anterior';
    case 'ajuste':
      return l.motivo ? `Ajuste: ${l.motivo}` : 'Ajuste de pontos';
    case 'resgate':
      return l.premio ? `Resgate: ${l.premio}${l.redemption_code ? ` (${l.redemption_code})` : ''}` : 'Resgate';
    case 'expiracao':
      return 'Pontos expirados';
    case 'reativacao':
      return 'Pontos expirados devolvidos';
    case 'estorno':
      if (l.original_tipo === 'debito_resgate') return `Resgate cancelado${l.premio ? `: ${l.premio}` : ''}`;
      if (l.original_tipo === 'credito_venda') return `Venda cancelada${daNota(l.identificador)}`;
      if (l.original_tipo === 'correcao') return `Correção desfeita${daNota(l.identificador)}`;
      return 'Estorno de pontos';
  }
}

const movimento = (l: Linha): MovimentoExtrato => ({
  id: String(l.id),
  data: l.criado_em,
  tipo: l.tipo_extrato,
  descricao: descrever(l),
  pontos: Number(l.pontos),
  saldoApos: Number(l.saldo_apos),
  origem: { tipo: l.origem_tipo, id: l.origem_id },
});

function condicoesContagem(f: FiltroExtrato, params: unknown[]): string {
  const c: string[] = [];
  if (f.tipo) {
    params.push(f.tipo);
    c.push(`(${TIPO_SQL}) = $${params.length}`);
  }
  if (f.dataInicial) {
    params.push(f.dataInicial);
    c.push(`m.criado_em >= ($${params.length}::date::timestamp AT TIME ZONE '${FUSO}')`);
  }
  if (f.dataFinal) {
    params.push(f.dataFinal);
    c.push(`m.criado_em < (($${params.length}::date + 1)::timestamp AT TIME ZONE '${FUSO}')`);
  }
  return c.map((x) => ` AND ${x}`).join('');
}

/** One page of the statement (GET /api/pontos/extrato, extrato(input)). */
export async function extrato(ctx: RequestContext, entrada: FiltroExtrato & { pagina?: number; porPagina?: number }): Promise<Extrato> {
  const parceiroId = await membroDoExtrato(ctx, entrada.parceiro);
  const pagina = entrada.pagina ?? 1;
  const porPagina = entrada.porPagina ?? POR_PAGINA_PADRAO;
  const c = consulta(parceiroId, entrada, { limite: porPagina, deslocamento: (pagina - 1) * porPagina });
  const paramsContagem: unknown[] = [parceiroId];
  const filtrosContagem = condicoesContagem(entrada, paramsContagem);
  // One read-only snapshot: the balance, the count and the page agree even while points move.
  const ler = async (m: EntityManager): Promise<Extrato> => {
    const [{ saldo }] = await m.query<{ saldo: string }[]>(`SELECT saldo_pontos AS saldo FROM parceiros WHERE id = $1`, [parceiroId]);
    const [{ total }] = await m.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM movimentos_pontos m WHERE m.parceiro_id = $1${filtrosContagem}`,
      paramsContagem,
    );
    const linhas = await m.query<Linha[]>(c.sql, c.params);
    return { saldo: Number(saldo), movimentos: linhas.map(movimento), total, pagina, porPagina, temProxima: pagina * porPagina < total };
  };
  return ctx.manager.queryRunner?.isTransactionActive ? ler(ctx.manager) : ctx.dataSource.transaction('REPEATABLE READ', ler);
}

const COLUNAS = [
  { titulo: 'Data', largura: 18 },
  { titulo: 'Tipo', largura: 20 },
  { titulo: 'Descrição', largura: 60 },
  { titulo: 'Pontos', largura: 12 },
  { titulo: 'Saldo após', largura: 14 },
];

/** "DD/MM/AAAA HH:mm" in São Paulo time, as the file shows it. */
const FORMATO_DATA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * GET /api/pontos/extrato/exportar: every movement of the filters, newest first, as .xlsx (the
 * list-export writer) or .csv (the report writer), streamed from a cursor. Input and scope are
 * checked before the first byte, so a refusal is still a JSON error.
 */
export async function exportarExtrato(ctx: RequestContext, f: FiltroExtrato & { formato?: 'xlsx' | 'csv' }, res: Response): Promise<void> {
  const parceiroId = await membroDoExtrato(ctx, f.parceiro);
  const c = consulta(parceiroId, f, null);
  async function* linhas(): AsyncGenerator<unknown[]> {
    for await (const l of linhasEmLotes<Linha>(ctx, c.sql, c.params)) {
      const mv = movimento(l);
      yield [FORMATO_DATA.format(new Date(mv.data)).replace(',', ''), ROTULOS_MOVIMENTO_EXTRATO[mv.tipo], mv.descricao, mv.pontos, mv.saldoApos];
    }
  }
  if (f.formato === 'csv') {
    await enviarCsv(res, 'extrato_pontos', { colunas: COLUNAS.map((x) => x.titulo), linhas: linhas() });
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', TIPO_XLSX);
  res.setHeader('Content-Disposition', cabecalhoAnexo(nomeComCarimbo('extrato_pontos', '.xlsx')));
  res.setHeader('Cache-Control', 'no-store');
  try {
    await escreverXlsx(res, { planilha: 'Extrato de pontos', colunas: COLUNAS, linhas: linhas() });
    res.end();
  } catch (erro) {
    // Headers are gone: a cut connection is the only honest signal left.
    logger.error({ requestId: ctx.requestId, err: erro }, 'falha ao exportar o extrato');
    res.destroy(erro as Error);
  }
}
