import { MENSAGENS, veValoresDoPonto } from '@sw/common';
import { linkArquivoDaLinha } from '../../core/arquivos';
import { SelectQueryBuilder } from 'typeorm';
import { escopoDoUsuario, escopoEmSql, RequestContext } from '../../core/context';
import { naoEncontrado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { OpcoesLista, Pagina, paginar, PedidoLista } from '../../core/listagem';
import { diaDe, diaSql, fimDoDiaSql, inicioDoDiaSql } from '../../core/calendario';
import { memoriaCurta } from '../../core/memoria-curta';
import { config } from '../../runtime';
import { analisar, Entrada } from '../../core/esquema';
import { filtroDe } from '../pontuacoes/encerradas.service';
import { filtroEncerradas } from '../pontuacoes/pontuacoes.esquemas';
import { Venda } from './venda.entity';
import { HistoricoStatusDTO, ItemVendaPontuadaDTO, MotivoReprovacaoDTO, ProdutoMaisVendidoDTO, VendaPontuadaDTO } from './pontuadas.types';

/**
 * Pontuações (spec 2 §2 pontuacoes/pontuado, §3 Scored sale): the staff list of scored sales,
 * a salesperson's sales, and what the screen's modals read (items, status history, most-sold
 * products, rejection reason). Everything is limited to the caller's reach (role 3: its stores;
 * idRedesPermitidas: those networks). The actions (cancel, return to pending, edit) are in
 * pontuadas.acoes.ts. Rules: docs/pontuacoes-painel.md.
 */

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    pontuadoEm: 'v.pontuado_em',
    id: 'v.id',
    criadoEm: 'v.criado_em',
    realizadoEm: 'v.realizado_em',
    totalPontos: 'v.total_pontos',
    valorCusto: 'v.valor_custo',
    totalVenda: 'v.total_venda',
    identificador: 'v.identificador',
    parceiro: 'lower(p.nome)',
    cpf: 'p.cpf',
    revenda: 'lower(r.nome_fantasia)',
    codRevenda: 'r.codigo',
    cnpj: 'r.cnpj',
    cidade: 'lower(r.end_cidade)',
  },
  padrao: { campo: 'pontuadoEm', direcao: 'DESC' },
};

export const DIAS_PADRAO = 7;
/** A salesperson's sales on their detail screen: the newest ones, bounded. */
export const LIMITE_DO_VENDEDOR = 500;

/**
 * The list's order as the caller may have it. A caller who may not see what a point costs
 * (veValoresDoPonto) gets valorCusto as null, and an order by it falls back to the default: the
 * order itself would rank the sales by cost.
 */
export const restringirPedido = (pedido: PedidoLista, ctx: RequestContext): PedidoLista => {
  if (pedido.campo !== 'valorCusto' || veValoresDoPonto(ctx.papel)) return pedido;
  return { ...pedido, campo: OPCOES_LISTA.padrao.campo, direcao: OPCOES_LISTA.padrao.direcao };
};

export interface FiltroPontuadas {
  redeId: number | null;
  /** São Paulo calendar days, YYYY-MM-DD, inclusive. */
  dataInicial: string | null;
  dataFinal: string | null;
  busca: string | null;
}

/** rede, dataInicial, dataFinal (YYYY-MM-DD or DD/MM/YYYY); with neither date, the last 7 days to today. */
export async function lerFiltroPontuadas(q: Record<string, unknown>, busca: string | null, ctx: RequestContext, agora = new Date()): Promise<FiltroPontuadas> {
  return filtroPontuadas(ctx, analisar(filtroEncerradas, q), busca, agora);
}

/** The parsed filters (vendas.esquemas filtrosPontuadas) → the list's filter: network read like the closed claims list's. */
export async function filtroPontuadas(
  ctx: RequestContext,
  filtros: Entrada<typeof filtroEncerradas>,
  busca: string | null,
  agora = new Date(),
): Promise<FiltroPontuadas> {
  const f = await filtroDe(ctx, filtros, busca);
  if (!f.dataInicial && !f.dataFinal) {
    f.dataFinal = diaDe(agora);
    f.dataInicial = diaDe(new Date(agora.getTime() - DIAS_PADRAO * 86_400_000));
  }
  return f;
}

/** The caller's reach on the sale's store `r` (core/context escopoEmSql). */
export const escopoSql = escopoEmSql;

/**
 * The claims behind a sale: the one processed into it now, and any that was once (a claim returned
 * to pending loses venda_id, but its history rows keep the sale's id).
 */
const CLAIMS_DA_VENDA = (param: string) =>
  `(SELECT c2.id FROM pontuacoes c2 WHERE c2.venda_id = ${param}
    UNION SELECT h2.pontuacao_id FROM pontuacoes_historico h2 WHERE h2.venda_id = ${param} AND h2.pontuacao_id IS NOT NULL)`;

const COLUNAS = [
  'v.id AS id',
  'p.nome AS parceiro',
  'p.cpf AS cpf',
  'r.nome_fantasia AS revenda',
  'r.cnpj AS cnpj',
  'r.codigo AS cod_revenda',
  'd.nome AS rede',
  'r.end_cidade AS cidade',
  'v.identificador AS identificador',
  'v.tipo_fiscal AS tipo_fiscal',
  'v.total_venda AS total_venda',
  'v.total_pontos AS total_pontos',
  `to_char(v.realizado_em, 'YYYY-MM-DD') AS realizado_em`,
  'v.pontuado_em AS pontuado_em',
  'v.criado_em AS criado_em',
  'v.cancelada_em AS cancelada_em',
  'v.link_arquivo AS link_arquivo',
  'u.nome AS aprovado_por',
  'c.id AS id_pontuacao',
  // Per output row only (the count query replaces the select list): cheap on a page of rows.
  '(SELECT count(*)::int FROM vendas_itens i WHERE i.venda_id = v.id) AS qtd_itens',
  // venceEm is a São Paulo calendar day (YYYY-MM-DD) wherever it appears (docs/decisoes.md, "Uma forma por entidade").
  `${diaSql(`(SELECT l.vence_em FROM movimentos_pontos m JOIN lotes_pontos l ON l.movimento_id = m.id
     WHERE m.tipo = 'credito_venda' AND m.origem_tipo = 'venda' AND m.origem_id = v.id::text)`)} AS vence_em`,
  `COALESCE(c.tipo_arquivo, lower(substring(v.link_arquivo from '\\.([A-Za-z0-9]{1,8})$'))) AS tipo_arquivo`,
  `(SELECT h.justificativa FROM pontuacoes_historico h WHERE h.status_novo = 'reprovada' AND h.pontuacao_id IN ${CLAIMS_DA_VENDA('v.id')}
     ORDER BY h.criado_em DESC, h.id DESC LIMIT 1) AS reprovado_motivo`,
];

/** The one query behind the list, the export and a salesperson's sales. */
export function consultaPontuadas(ctx: RequestContext): SelectQueryBuilder<Venda> {
  const qb = ctx.manager
    .createQueryBuilder()
    .select([...COLUNAS, veValoresDoPonto(ctx.papel) ? 'v.valor_custo AS valor_custo' : 'NULL::numeric AS valor_custo'])
    .from(Venda, 'v')
    .innerJoin('parceiros', 'p', 'p.id = v.parceiro_id')
    .innerJoin('revendas', 'r', 'r.id = v.revenda_id')
    .innerJoin('redes', 'd', 'd.id = r.rede_id')
    // Who approved the claim, else who typed the sale.
    .leftJoin('usuarios', 'u', 'u.id = COALESCE(v.aprovado_por, v.criado_por)')
    .leftJoin('pontuacoes', 'c', 'c.venda_id = v.id') as SelectQueryBuilder<Venda>;
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) qb.andWhere('v.revenda_id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  return qb;
}

/** Filters of the list and the export: network, scoring day (São Paulo) and free-text search. */
export function aplicarFiltro(qb: SelectQueryBuilder<Venda>, filtro: FiltroPontuadas): SelectQueryBuilder<Venda> {
  if (filtro.redeId !== null) qb.andWhere('r.rede_id = :redeId', { redeId: filtro.redeId });
  // Bounds as timestamps, so vendas_pontuado_em_id_idx serves the range and the order.
  if (filtro.dataInicial) qb.andWhere(`v.pontuado_em >= ${inicioDoDiaSql(':dataInicial')}`, { dataInicial: filtro.dataInicial });
  if (filtro.dataFinal) qb.andWhere(`v.pontuado_em < ${fimDoDiaSql(':dataFinal')}`, { dataFinal: filtro.dataFinal });
  aplicarBusca(qb, filtro.busca, {
    textos: ['p.nome', 'r.nome_fantasia', 'r.end_cidade'],
    codigos: ['r.codigo', 'v.identificador'],
    documentos: ['p.cpf', 'r.cnpj'],
  });
  return qb;
}

export interface LinhaPontuada {
  id: string;
  parceiro: string;
  cpf: string;
  revenda: string;
  cnpj: string;
  cod_revenda: string;
  rede: string;
  cidade: string | null;
  identificador: string | null;
  tipo_fiscal: string;
  total_venda: string;
  total_pontos: string;
  valor_custo: string | null;
  realizado_em: string;
  pontuado_em: Date;
  criado_em: Date;
  cancelada_em: Date | null;
  link_arquivo: string | null;
  aprovado_por: string | null;
  id_pontuacao: string | null;
  qtd_itens: number;
  vence_em: string | null;
  tipo_arquivo: string | null;
  reprovado_motivo: string | null;
}

export const dtoPontuada = (l: LinhaPontuada): VendaPontuadaDTO => ({
  id: String(l.id),
  parceiro: l.parceiro,
  cpf: l.cpf,
  revenda: l.revenda,
  cnpj: l.cnpj,
  codRevenda: l.cod_revenda,
  rede: l.rede,
  cidade: l.cidade,
  identificador: l.identificador,
  tipoFiscal: l.tipo_fiscal,
  totalVenda: Number(l.total_venda),
  totalPontos: Number(l.total_pontos),
  valorCusto: l.valor_custo === null ? null : Number(l.valor_custo),
  realizadoEm: l.realizado_em,
  pontuadoEm: l.pontuado_em,
  venceEm: l.vence_em,
  criadoEm: l.criado_em,
  qtdItens: Number(l.qtd_itens),
  linkArquivo: linkArquivoDaLinha(l.link_arquivo),
  tipoArquivo: l.tipo_arquivo,
  aprovadoPor: l.aprovado_por,
  status: l.cancelada_em ? 'cancelada' : 'pontuada',
  cancelada: !!l.cancelada_em,
  canceladaEm: l.cancelada_em,
  idPontuacao: l.id_pontuacao === null ? null : String(l.id_pontuacao),
  reprovadoMotivo: l.reprovado_motivo,
});

/** The staff list of scored sales: one page in the caller's reach (the order restricted by restringirPedido). */
export async function listarPontuadas(ctx: RequestContext, pedido: PedidoLista, filtros: Entrada<typeof filtroEncerradas>): Promise<Pagina<VendaPontuadaDTO>> {
  const qb = aplicarFiltro(consultaPontuadas(ctx), await filtroPontuadas(ctx, filtros, pedido.busca));
  const { linhas, total, totalEstimado } = await paginar(qb, restringirPedido(pedido, ctx), { ...OPCOES_LISTA, desempate: 'v.id', totalEstimavel: true });
  return { linhas: (linhas as unknown as LinhaPontuada[]).map(dtoPontuada), total, totalEstimado };
}

/**
 * GET /api/pontuacoes/{cpf} → {pontuacoes}: a salesperson's sales, newest first (the last
 * LIMITE_DO_VENDEDOR). A CPF out of reach or unknown is 404, the same answer in both cases.
 */
export async function pontuadasDoVendedor(ctx: RequestContext, cpf: string): Promise<{ pontuacoes: VendaPontuadaDTO[] }> {
  // Only 11 digits can name a member (and keeps /pontuacoes/{cpf} from reading any other path as one).
  if (!/^\d{11}$/.test(cpf)) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  const e = escopoSql(ctx, 2);
  const [membro] = await ctx.manager.query<{ id: number }[]>(
    `SELECT p.id FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1 AND ${e.sql}`,
    [cpf, ...e.params],
  );
  if (!membro) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  const linhas = await consultaPontuadas(ctx)
    .andWhere('v.parceiro_id = :parceiroId', { parceiroId: membro.id })
    .orderBy('v.pontuado_em', 'DESC')
    .addOrderBy('v.id', 'DESC')
    .limit(LIMITE_DO_VENDEDOR)
    .getRawMany();
  return { pontuacoes: (linhas as LinhaPontuada[]).map(dtoPontuada) };
}

/** The sale's id when the caller may see it; 404 otherwise (same answer for unknown and out of reach). */
export async function vendaVisivel(ctx: RequestContext, id: string): Promise<string> {
  const e = escopoSql(ctx, 2);
  const [v] = await ctx.manager.query<{ id: string }[]>(`SELECT v.id FROM vendas v JOIN revendas r ON r.id = v.revenda_id WHERE v.id = $1 AND ${e.sql}`, [
    id,
    ...e.params,
  ]);
  if (!v) throw naoEncontrado(MENSAGENS.vendaNaoEncontrada);
  return id;
}

interface LinhaItemVenda {
  id: string;
  codigo: string;
  descricao: string;
  qtde: number;
  valor_unitario: string;
  valor_desconto: string;
  sub_total: string;
  valor_pontos: string;
}

/** GET /api/pontuacoes/{id}/itens → {itens}. */
export async function itensDaVenda(ctx: RequestContext, idVenda: string): Promise<{ itens: ItemVendaPontuadaDTO[] }> {
  const id = await vendaVisivel(ctx, idVenda);
  const linhas = await ctx.manager.query<LinhaItemVenda[]>(
    `SELECT id, codigo, descricao, qtde, valor_unitario, valor_desconto, sub_total, valor_pontos FROM vendas_itens WHERE venda_id = $1 ORDER BY id`,
    [id],
  );
  return {
    itens: linhas.map((l) => ({
      id: String(l.id),
      codigo: l.codigo,
      descricao: l.descricao,
      nome: l.descricao,
      qtde: l.qtde,
      valorUnitario: Number(l.valor_unitario),
      valorDesconto: Number(l.valor_desconto),
      subTotal: Number(l.sub_total),
      valorPontos: Number(l.valor_pontos),
    })),
  };
}

interface LinhaHistoricoVenda {
  id: string;
  criado_em: Date;
  nome: string | null;
  status_anterior: HistoricoStatusDTO['status_anterior'];
  status_novo: HistoricoStatusDTO['status_novo'];
  justificativa: HistoricoStatusDTO['justificativa'];
}

/**
 * GET /api/pontuacoes/{id}/historico → {historico}: the sale's own status changes and those of the
 * claim(s) behind it (sent, rejected, returned, processed), oldest first.
 */
export async function historicoDaVenda(ctx: RequestContext, idVenda: string): Promise<{ historico: HistoricoStatusDTO[] }> {
  const id = await vendaVisivel(ctx, idVenda);
  const linhas = await ctx.manager.query<LinhaHistoricoVenda[]>(
    `SELECT h.id, h.criado_em, COALESCE(u.nome, pa.nome) AS nome, h.status_anterior, h.status_novo, h.justificativa
       FROM pontuacoes_historico h
       LEFT JOIN usuarios u ON u.id = h.usuario_id
       LEFT JOIN parceiros pa ON pa.id = h.parceiro_id
      WHERE h.venda_id = $1 OR h.pontuacao_id IN ${CLAIMS_DA_VENDA('$1')}
      ORDER BY h.criado_em, h.id`,
    [id],
  );
  return {
    historico: linhas.map((l) => ({
      id: String(l.id),
      created_at: l.criado_em,
      usuario: { nome: l.nome ?? null },
      status_anterior: l.status_anterior,
      status_novo: l.status_novo,
      justificativa: l.justificativa,
    })),
  };
}

/** GET /api/pontuacoes/{id}/motivo-reprovacao → {motivo}: the last rejection of the sale's claim, or null. */
export async function motivoReprovacao(ctx: RequestContext, idVenda: string): Promise<{ motivo: MotivoReprovacaoDTO | null }> {
  const id = await vendaVisivel(ctx, idVenda);
  const [l] = await ctx.manager.query<{ justificativa: string | null; criado_em: Date; nome: string | null }[]>(
    `SELECT h.justificativa, h.criado_em, u.nome FROM pontuacoes_historico h LEFT JOIN usuarios u ON u.id = h.usuario_id
      WHERE h.status_novo = 'reprovada' AND h.pontuacao_id IN ${CLAIMS_DA_VENDA('$1')}
      ORDER BY h.criado_em DESC, h.id DESC LIMIT 1`,
    [id],
  );
  return { motivo: l ? { reprovadoMotivo: l.justificativa ?? '', reprovadoEm: l.criado_em, reprovadoPor: l.nome ?? null } : null };
}

export const LIMITE_MAIS_VENDIDOS = 20;

/**
 * GET /api/pontuacoes/produtos-mais-vendidos?rede&dataInicial&dataFinal → {produtos}: the catalogue
 * products with the most units in the not-cancelled sales of the same filters as the list.
 */
// The ranking of one scope and set of filters is shared for MAIS_VENDIDOS_CACHE_S seconds, like the
// dashboard's figures (docs/decisoes.md "Produtos mais vendidos"): it aggregates a week of sales at
// least (~1 s at two million sales), and a panel full of staff opening Pontuações asks the same one.
const memoriaMaisVendidos = memoriaCurta<{ produtos: ProdutoMaisVendidoDTO[] }>(() => config().maisVendidosCacheS);

export async function produtosMaisVendidos(ctx: RequestContext, filtros: Entrada<typeof filtroEncerradas>): Promise<{ produtos: ProdutoMaisVendidoDTO[] }> {
  const filtro = await filtroPontuadas(ctx, filtros, null);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  return memoriaMaisVendidos(JSON.stringify([filtro, revendaIds, redeIds]), () => calcularMaisVendidos(ctx, filtro, revendaIds, redeIds));
}

async function calcularMaisVendidos(
  ctx: RequestContext,
  filtro: FiltroPontuadas,
  revendaIds: number[] | null,
  redeIds: number[] | null,
): Promise<{ produtos: ProdutoMaisVendidoDTO[] }> {
  const base = aplicarFiltro(
    ctx.manager.createQueryBuilder().from(Venda, 'v').innerJoin('revendas', 'r', 'r.id = v.revenda_id') as SelectQueryBuilder<Venda>,
    filtro,
  );
  if (revendaIds) base.andWhere('v.revenda_id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) base.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  const linhas = await base
    .innerJoin('vendas_itens', 'i', 'i.venda_id = v.id')
    .innerJoin('produtos', 'pr', 'pr.id = i.produto_id')
    .andWhere('v.cancelada_em IS NULL')
    .select([
      'pr.id AS produto_id',
      'pr.codigo AS codigo',
      'pr.nome AS produto',
      'sum(i.qtde)::int AS quantidade',
      'sum(i.sub_total) AS valor_total',
      'sum(i.valor_pontos) AS total_pontos',
      'count(DISTINCT v.id)::int AS vendas',
    ])
    .groupBy('pr.id')
    .orderBy('quantidade', 'DESC')
    .addOrderBy('pr.id', 'ASC')
    .limit(LIMITE_MAIS_VENDIDOS)
    .getRawMany();
  return {
    produtos: (
      linhas as { produto_id: number; codigo: string; produto: string; quantidade: number; valor_total: string; total_pontos: string; vendas: number }[]
    ).map((l) => ({
      produtoId: l.produto_id,
      codigo: l.codigo,
      produto: l.produto,
      quantidade: l.quantidade,
      valorTotal: Number(l.valor_total),
      totalPontos: Number(l.total_pontos),
      vendas: l.vendas,
    })),
  };
}
