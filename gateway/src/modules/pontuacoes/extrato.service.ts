import { MENSAGENS } from '@sw/common';
import type { ObjectLiteral } from 'typeorm';
import { linkArquivoDaLinha } from '../../core/arquivos';
import { RequestContext } from '../../core/context';
import { naoAutenticado, proibido } from '../../core/errors';
import { OpcoesLista, Pagina, paginar, PedidoLista } from '../../core/listagem';
import { FUSO } from '../../core/calendario';
import { ItemDigitado, Pontuacao } from './pontuacao.entity';

/**
 * The member's own statements on /pontuacoes (spec 3 §2.10): claims under review, claims that
 * were not processed (with the reason), approved sales, points per product code and the next
 * expiring lots. Every query is narrowed to the signed-in member's id: there is no parameter
 * that could name somebody else, so a member can never read another member's rows.
 * Rules: docs/pontuacoes-membro.md.
 */

/** The member's id; staff have their own lists (Pontuações, Pendentes, Encerradas). */
export function idDoMembro(ctx: RequestContext): number {
  if (ctx.parceiro) return ctx.parceiro.id;
  if (!ctx.ator) throw naoAutenticado();
  throw proibido(MENSAGENS.extratoSomenteVendedor);
}

export interface ClaimMembro {
  id: string;
  origem: string;
  status: string;
  linkArquivo: string | null;
  tipoArquivo: string | null;
  itens: ItemDigitado[];
  criadoEm: Date;
  /** The spec's name for when the member sent it (same moment as criadoEm). */
  dataEnvio: Date;
  atualizadoEm: Date;
  reprovadoMotivo: string | null;
}

interface LinhaClaim {
  id: string;
  origem: string;
  status: string;
  link_arquivo: string | null;
  tipo_arquivo: string | null;
  itens: ItemDigitado[] | null;
  criado_em: Date;
  atualizado_em: Date;
  reprovado_motivo: string | null;
}

const claim = (l: LinhaClaim): ClaimMembro => ({
  id: String(l.id),
  origem: l.origem,
  status: l.status,
  linkArquivo: linkArquivoDaLinha(l.link_arquivo),
  tipoArquivo: l.tipo_arquivo,
  itens: (l.itens ?? []).map((i) => ({ ...i, valor: Number(i.valor), pontos: Number(i.pontos) })),
  criadoEm: l.criado_em,
  dataEnvio: l.criado_em,
  atualizadoEm: l.atualizado_em,
  reprovadoMotivo: l.reprovado_motivo,
});

export const OPCOES_ANALISE: OpcoesLista = {
  ordenaveis: { criadoEm: 'c.criado_em', dataEnvio: 'c.criado_em', id: 'c.id' },
  padrao: { campo: 'criadoEm', direcao: 'DESC' },
};

/** GET /api/pontuacoes?analise=true → the member's 'pendente' claims, newest first, server-paged. */
export async function extratoEmAnalise(ctx: RequestContext, pedido: PedidoLista): Promise<Pagina<ClaimMembro>> {
  const parceiroId = idDoMembro(ctx);
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'c.id AS id',
      'c.origem AS origem',
      'c.status AS status',
      'c.link_arquivo AS link_arquivo',
      'c.tipo_arquivo AS tipo_arquivo',
      'c.itens AS itens',
      'c.criado_em AS criado_em',
      'c.atualizado_em AS atualizado_em',
      'c.reprovado_motivo AS reprovado_motivo',
    ])
    .from(Pontuacao, 'c')
    .where(`c.parceiro_id = :parceiroId AND c.status = 'pendente'`, { parceiroId });
  const { linhas, total, totalEstimado } = await paginar<Pontuacao, LinhaClaim>(qb, pedido, { ...OPCOES_ANALISE, desempate: 'c.id' });
  return { linhas: linhas.map(claim), total, totalEstimado };
}

/**
 * GET /api/pontuacoes/nao-processadas → claims staff rejected (with the reason) or closed without a
 * sale, latest decision first. Bounded: the member's last 200 such claims.
 */
export async function extratoNaoProcessadas(ctx: RequestContext): Promise<{ naoProcessadas: ClaimMembro[] }> {
  const parceiroId = idDoMembro(ctx);
  const linhas = await ctx.manager.query<LinhaClaim[]>(
    `SELECT id, origem, status, link_arquivo, tipo_arquivo, itens, criado_em, atualizado_em, reprovado_motivo
       FROM pontuacoes WHERE parceiro_id = $1 AND status IN ('reprovada', 'encerrada')
      ORDER BY atualizado_em DESC, id DESC LIMIT 200`,
    [parceiroId],
  );
  return { naoProcessadas: linhas.map(claim) };
}

export interface VendaAprovada {
  id: string;
  identificador: string | null;
  /** Points the ledger actually credited for the sale (credit ± corrections), not a recomputation. */
  totalPontos: number;
  pontuadoEm: Date;
  /** When the lot opened by the sale's credit expires (YYYY-MM-DD, São Paulo calendar). */
  venceEm: string | null;
  /** The same date as the storefront shows it (DD/MM/YYYY). */
  validadePontos: string | null;
  linkArquivo: string | null;
  criadoEm: Date;
}

export const OPCOES_APROVADAS: OpcoesLista = {
  ordenaveis: { pontuadoEm: 'v.pontuado_em', criadoEm: 'v.criado_em', totalPontos: 'v.total_pontos', id: 'v.id' },
  padrao: { campo: 'pontuadoEm', direcao: 'DESC' },
};

/** A row of extratoAprovadas' query: the sale, the points credited for it (numeric, as text) and its lot's due day. */
interface LinhaAprovada {
  id: string;
  identificador: string | null;
  pontuado_em: Date;
  link_arquivo: string | null;
  criado_em: Date;
  total_venda_pontos: string;
  creditado: string;
  vence_em: string | null;
}

/** GET /api/pontuacoes/aprovadas?page&perPage → the member's non-cancelled sales, server-paged. */
export async function extratoAprovadas(ctx: RequestContext, pedido: PedidoLista): Promise<Pagina<VendaAprovada>> {
  const parceiroId = idDoMembro(ctx);
  // The credit of a sale is the movement (credito_venda, origem venda/<id>); corrections of that sale
  // share the origin. Its lot (one per credit) carries the due date.
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'v.id AS id',
      'v.identificador AS identificador',
      'v.pontuado_em AS pontuado_em',
      'v.link_arquivo AS link_arquivo',
      'v.criado_em AS criado_em',
      'v.total_pontos AS total_venda_pontos',
    ])
    .addSelect(
      `(SELECT coalesce(sum(m.pontos), 0) FROM movimentos_pontos m
                  WHERE m.parceiro_id = v.parceiro_id AND m.origem_tipo = 'venda' AND m.origem_id = v.id::text
                    AND m.tipo IN ('credito_venda', 'correcao'))`,
      'creditado',
    )
    .addSelect(
      `(SELECT to_char(min(l.vence_em AT TIME ZONE '${FUSO}'), 'YYYY-MM-DD') FROM lotes_pontos l
                   JOIN movimentos_pontos m ON m.id = l.movimento_id
                  WHERE m.parceiro_id = v.parceiro_id AND m.tipo = 'credito_venda' AND m.origem_tipo = 'venda' AND m.origem_id = v.id::text)`,
      'vence_em',
    )
    .from('vendas', 'v')
    .where('v.parceiro_id = :parceiroId AND v.cancelada_em IS NULL', { parceiroId });
  const { linhas, total, totalEstimado } = await paginar<ObjectLiteral, LinhaAprovada>(qb, pedido, { ...OPCOES_APROVADAS, desempate: 'v.id' });
  const itens = linhas.map((l): VendaAprovada => {
    const venceEm = l.vence_em;
    return {
      id: l.id,
      identificador: l.identificador,
      totalPontos: Number(l.creditado),
      pontuadoEm: l.pontuado_em,
      venceEm,
      validadePontos: venceEm ? venceEm.split('-').reverse().join('/') : null,
      linkArquivo: linkArquivoDaLinha(l.link_arquivo),
      criadoEm: l.criado_em,
    };
  });
  return { linhas: itens, total, totalEstimado };
}

export interface PontosPorCodigo {
  codigo: string;
  descricao: string;
  quantidade: number;
  pontos: number;
}

/**
 * GET /api/pontuacoes/codigo/usuario → points per product code (vendas_itens.valor_pontos is the
 * line's points: qtde × product points × store factor) over the member's non-cancelled sales, best first.
 */
export async function extratoPorCodigo(ctx: RequestContext): Promise<PontosPorCodigo[]> {
  const parceiroId = idDoMembro(ctx);
  // sum(int) is bigint and sum(numeric) numeric: both text through pg.
  const linhas = await ctx.manager.query<{ codigo: string; descricao: string; quantidade: string; pontos: string }[]>(
    `SELECT i.codigo, max(i.descricao) AS descricao, sum(i.qtde) AS quantidade, sum(i.valor_pontos) AS pontos
       FROM vendas v JOIN vendas_itens i ON i.venda_id = v.id
      WHERE v.parceiro_id = $1 AND v.cancelada_em IS NULL
      GROUP BY i.codigo ORDER BY sum(i.valor_pontos) DESC, i.codigo LIMIT 500`,
    [parceiroId],
  );
  return linhas.map((l) => ({
    codigo: l.codigo,
    descricao: l.descricao,
    quantidade: Number(l.quantidade),
    pontos: Number(l.pontos),
  }));
}

export interface VencimentoMembro {
  /** Due day (YYYY-MM-DD, São Paulo calendar). */
  venceEm: string;
  pontos: number;
}

/** GET /api/pontuacoes/vencimentos/meus → the member's open points grouped by due day, soonest first (next 6 days with points). */
export async function proximosVencimentos(ctx: RequestContext): Promise<{ vencimentos: VencimentoMembro[] }> {
  const parceiroId = idDoMembro(ctx);
  const linhas = await ctx.manager.query<{ dia: string; pontos: string }[]>(
    `SELECT to_char((vence_em AT TIME ZONE '${FUSO}')::date, 'YYYY-MM-DD') AS dia, sum(restante) AS pontos
       FROM lotes_pontos WHERE parceiro_id = $1 AND restante > 0
      GROUP BY 1 ORDER BY 1 LIMIT 6`,
    [parceiroId],
  );
  return { vencimentos: linhas.map((l) => ({ venceEm: l.dia, pontos: Number(l.pontos) })) };
}
