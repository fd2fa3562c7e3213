import { resumoDoLog, TITULOS_LOG, tituloDoLog } from '@sw/common';
import { RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { diaDe, fimDoDiaSql, inicioDoDiaSql } from '../../core/calendario';
import { DIAS_PADRAO } from '../vendas/pontuadas.service';
import { TipoLogDTO } from './logs.types';

/**
 * The Logs screen (spec 2 Logs; role 2): type filter, date range (default the last 7 days), newest
 * first, paged. The indexes (criado_em, id) and (tipo, criado_em, id) serve both filters.
 */
export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: { criadoEm: 'l.criado_em', tipo: 'l.tipo', responsavel: 'lower(l.responsavel_nome)' },
  padrao: { campo: 'criadoEm', direcao: 'DESC' },
};

/** A row of the list query. */
interface LinhaLog {
  id: string | number;
  responsavel_nome: string | null;
  responsavel_tipo: string;
  tipo: string;
  parametros: Record<string, unknown> | null;
  criado_em: Date;
}

export interface LogLido {
  id: string;
  responsavel: string;
  responsavelTipo: string;
  tipo: string;
  titulo: string;
  parametros: Record<string, unknown>;
  /** The parameters as lines a person reads (before → after for an edit). */
  resumo: string[];
  criadoEm: Date;
}

/** The Logs filters, already parsed by logs.esquemas.ts: type and São Paulo calendar days. */
export interface FiltroLogs {
  tipo?: string;
  dataInicial?: string;
  dataFinal?: string;
}

/** GET /api/logs?tipo&dataInicial&dataFinal (+ paging of either dialect); with neither date, the last 7 days. */
export async function listar(
  ctx: RequestContext,
  pedido: PedidoLista,
  filtro: FiltroLogs,
  agora = new Date(),
): Promise<{ linhas: LogLido[]; total: number; totalEstimado: boolean }> {
  const { tipo } = filtro;
  const f =
    filtro.dataInicial || filtro.dataFinal
      ? { dataInicial: filtro.dataInicial, dataFinal: filtro.dataFinal }
      : { dataInicial: diaDe(new Date(agora.getTime() - DIAS_PADRAO * 86_400_000)), dataFinal: diaDe(agora) };
  if (f.dataInicial && f.dataFinal && f.dataInicial > f.dataFinal) throw entradaInvalida('Data inicial não pode ser maior que data final');
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'l.id AS id',
      'l.responsavel_nome AS responsavel_nome',
      'l.responsavel_tipo AS responsavel_tipo',
      'l.tipo AS tipo',
      'l.parametros AS parametros',
      'l.criado_em AS criado_em',
    ])
    .from('logs', 'l');
  if (tipo) qb.andWhere('l.tipo = :tipo', { tipo });
  if (f.dataInicial) qb.andWhere(`l.criado_em >= ${inicioDoDiaSql(':ini')}`, { ini: f.dataInicial });
  if (f.dataFinal) qb.andWhere(`l.criado_em < ${fimDoDiaSql(':fim')}`, { fim: f.dataFinal });
  const { linhas, total, totalEstimado } = await paginar(qb, pedido, { ...OPCOES_LISTA, desempate: 'l.id', totalEstimavel: true });
  return {
    total,
    totalEstimado,
    linhas: (linhas as LinhaLog[]).map((l) => ({
      id: String(l.id),
      responsavel: l.responsavel_nome ?? (l.responsavel_tipo === 'sistema' ? 'Sistema' : '-'),
      responsavelTipo: l.responsavel_tipo,
      tipo: l.tipo,
      titulo: tituloDoLog(l.tipo),
      parametros: l.parametros ?? {},
      resumo: resumoDoLog(l.parametros),
      criadoEm: l.criado_em,
    })),
  };
}

/** GET /api/logs/tipos: every known type, plus any type already written that the catalogue lacks. */
export async function tipos(ctx: RequestContext): Promise<TipoLogDTO[]> {
  // A loose index scan over logs_tipo_idx: one probe per distinct type, not a full read.
  const escritos = await ctx.manager.query<{ tipo: string }[]>(`
    WITH RECURSIVE t AS (
      (SELECT tipo FROM logs ORDER BY tipo LIMIT 1)
      UNION ALL
      SELECT (SELECT tipo FROM logs WHERE tipo > t.tipo ORDER BY tipo LIMIT 1) FROM t WHERE t.tipo IS NOT NULL
    ) SELECT tipo FROM t WHERE tipo IS NOT NULL`);
  const todos = new Set([...Object.keys(TITULOS_LOG), ...escritos.map((e) => e.tipo)]);
  return [...todos].map((tipo) => ({ tipo, titulo: tituloDoLog(tipo) })).sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'));
}
