import { MENSAGENS_RELATORIOS as M } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { anotar, historicoDe, SQL_OBSERVACAO_ATUAL } from './anotacoes';
import { redeDoEscopo, redesDoFiltro } from './entrada';
import type * as esquemas from './relatorios.esquemas';
import { sqlMensuracao } from './mensuracao.calculo';

/**
 * Mensuração (spec 2 §2, §3): per network, the average monthly and weekly sell-in before its
 * programme start (dataCadastro) against after it; resultado = após ÷ antes − 1, in percent.
 * Rows come from rel_mensuracao (job /api/mensuracao/gerar); the observation is read live.
 */

export interface MensuracaoLinha {
  redeId: number;
  rede: string;
  mesesAtendidosAntes: number;
  mediaMensal: number | null;
  mediaMensalPos: number | null;
  resultadoMensal: number | null;
  mediaSemanal: number | null;
  mediaSemanalPos: number | null;
  resultadoSemanal: number | null;
  totalVendidoPos: number;
  mesesAtendidosPos: number;
  dataCadastro: string;
  observacao: string | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** A network's row of rel_mensuracao (or of its formula computed live), numeric columns as text. */
interface LinhaMensuracao {
  rede_id: number;
  meses_atendidos_antes: number;
  media_mensal: string | null;
  media_semanal: string | null;
  meses_atendidos_pos: number;
  total_vendido_pos: string;
  media_mensal_pos: string | null;
  media_semanal_pos: string | null;
  resultado_mensal: string | null;
  resultado_semanal: string | null;
  data: string;
  rede: string;
  observacao: string | null;
}

export async function listar(ctx: RequestContext, q: Entrada<typeof esquemas.porRedeFiltro>): Promise<MensuracaoLinha[]> {
  const redes = await redesDoFiltro(ctx, q.rede);
  // The scope rule of every report: a user limited to some stores (role 3) gets the figures of those
  // stores, computed live with the job's formula; the stored rows are network-wide.
  const { revendaIds } = escopoDoUsuario(ctx);
  const origem = revendaIds ? `(${sqlMensuracao('$2')})` : 'rel_mensuracao';
  const linhas = await ctx.manager.query<LinhaMensuracao[]>(
    `SELECT m.rede_id, m.meses_atendidos_antes, m.media_mensal, m.media_semanal, m.meses_atendidos_pos, m.total_vendido_pos,
            m.media_mensal_pos, m.media_semanal_pos, m.resultado_mensal, m.resultado_semanal,
            to_char(m.data_cadastro, 'YYYY-MM-DD') AS data, d.nome AS rede, o.observacao
       FROM ${origem} m JOIN redes d ON d.id = m.rede_id
       LEFT JOIN ${SQL_OBSERVACAO_ATUAL('mensuracao.observacao')} o ON o.rede_id = m.rede_id AND o.produto_id = 0
      WHERE ($1::int[] IS NULL OR m.rede_id = ANY($1))
      ORDER BY d.nome`,
    revendaIds ? [redes, revendaIds] : [redes],
  );
  return linhas.map((l) => ({
    redeId: l.rede_id,
    rede: l.rede,
    mesesAtendidosAntes: l.meses_atendidos_antes,
    mediaMensal: num(l.media_mensal),
    mediaMensalPos: num(l.media_mensal_pos),
    resultadoMensal: num(l.resultado_mensal),
    mediaSemanal: num(l.media_semanal),
    mediaSemanalPos: num(l.media_semanal_pos),
    resultadoSemanal: num(l.resultado_semanal),
    totalVendidoPos: Number(l.total_vendido_pos),
    mesesAtendidosPos: l.meses_atendidos_pos,
    dataCadastro: l.data,
    observacao: l.observacao,
  }));
}

export async function observar(ctx: RequestContext, e: Entrada<typeof esquemas.observarMensuracao>) {
  const rede = await redeDoEscopo(ctx, e.rede);
  const obs = e.obs ?? '';
  await emTransacao(ctx, async (tx) => {
    await anotar(tx, { tipo: 'mensuracao.observacao', redeId: rede.id, observacao: obs });
    await registrarLog(tx, 'mensuracao.observacao', { rede: rede.id, observacao: obs });
  });
  return { mensagem: M.observacaoSalva };
}

export async function observacoes(ctx: RequestContext, q: Entrada<typeof esquemas.porRede>) {
  const rede = await redeDoEscopo(ctx, q.rede);
  return historicoDe(ctx, 'mensuracao.observacao', rede.id);
}
