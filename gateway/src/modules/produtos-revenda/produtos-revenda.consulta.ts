import { cnpjValido, MENSAGENS, somenteDigitos } from '@sw/common';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { lerPedidoLista, OpcoesLista, PedidoLista } from '../../core/listagem';
import { lerId, lerSituacao, Situacao, veInativos } from '../produtos/produtos.campos';
import { ProdutoRevenda } from './produto-revenda.entity';

/**
 * The one query behind the Produtos Loja list, its export and single-row reads: the caller's
 * store scope (role 3's stores, idRedesPermitidas), the active-only rule for roles other than 2,
 * and the list's filters.
 */

export interface FiltroProdutosRevenda {
  cnpjRevenda: string | null;
  revendaId: number | null;
  /** As sent (an id or a name); the services resolve it with core/filtro-rede before querying. */
  rede: number | string | null;
  situacao: Situacao;
  busca: string | null;
}

export const COLUNAS_PRODUTO_REVENDA = [
  'pr.id AS id',
  'pr.revenda_id AS revenda_id',
  'r.cnpj AS cnpj_revenda',
  'r.nome_fantasia AS nome_revenda',
  'pr.produto_id AS produto_id',
  'p.codigo AS codigo_padrao',
  'p.nome AS nome_padrao',
  'pr.codigo AS codigo',
  'pr.nome AS nome',
  'pr.valor_unitario AS valor_unitario',
  'pr.valor_pontos AS valor_pontos',
  'pr.valor_pontos_herdado AS valor_pontos_herdado',
  'pr.ativo AS ativo',
];

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    codigo: 'lower(pr.codigo)',
    nome: 'lower(pr.nome)',
    codigoPadrao: 'lower(p.codigo)',
    nomePadrao: 'lower(p.nome)',
    revenda: 'lower(r.nome_fantasia)',
    valorUnitario: 'pr.valor_unitario',
    valorPontos: 'pr.valor_pontos',
    ativo: 'pr.ativo',
  },
  // Spec 1 §9 and spec 3 §2.12: products by points, descending.
  padrao: { campo: 'valorPontos', direcao: 'DESC' },
};

export const lerPedido = (q: Record<string, unknown>): PedidoLista => lerPedidoLista(q, OPCOES_LISTA);

export function lerCnpjRevenda(valor: unknown): string | null {
  if (valor === undefined || valor === null || valor === '') return null;
  if (typeof valor !== 'string' && typeof valor !== 'number') throw entradaInvalida(MENSAGENS.cnpjInvalido);
  const cnpj = somenteDigitos(valor);
  if (!cnpjValido(cnpj)) throw entradaInvalida(MENSAGENS.cnpjInvalido);
  return cnpj;
}

/** Filters from the query string or from filtros={...} of the generic dialect (query string wins). */
export function lerFiltro(q: Record<string, unknown>, filtros: Record<string, unknown> = {}): FiltroProdutosRevenda {
  const de = (...chaves: string[]) => {
    for (const fonte of [q, filtros]) for (const k of chaves) if (fonte[k] !== undefined && fonte[k] !== null && fonte[k] !== '') return fonte[k];
    return undefined;
  };
  const rede = de('rede', 'redeId');
  const revendaId = de('revendaId');
  const busca = de('buscar', 'search', 'busca');
  return {
    cnpjRevenda: lerCnpjRevenda(de('cnpjRevenda', 'cnpj')),
    revendaId: revendaId === undefined ? null : lerId(revendaId),
    rede: rede === undefined ? null : typeof rede === 'number' ? rede : String(rede),
    situacao: lerSituacao(de('situacao', 'ativo'), 'todos'),
    busca: busca === undefined ? null : String(busca).trim().slice(0, 100) || null,
  };
}

export function consultaProdutosRevenda(ctx: RequestContext, filtro: FiltroProdutosRevenda & { rede: number | null }) {
  const qb = ctx.manager.createQueryBuilder(ProdutoRevenda, 'pr').innerJoin('pr.revenda', 'r').innerJoin('pr.produto', 'p').select(COLUNAS_PRODUTO_REVENDA);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) qb.andWhere('pr.revenda_id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  const situacao = veInativos(ctx) ? filtro.situacao : filtro.situacao === 'inativos' ? null : 'ativos';
  if (situacao === null) qb.andWhere('false');
  else if (situacao === 'ativos') qb.andWhere('pr.ativo');
  else if (situacao === 'inativos') qb.andWhere('NOT pr.ativo');
  if (filtro.cnpjRevenda) qb.andWhere('r.cnpj = :cnpj', { cnpj: filtro.cnpjRevenda });
  if (filtro.revendaId) qb.andWhere('pr.revenda_id = :revendaId', { revendaId: filtro.revendaId });
  if (filtro.rede) qb.andWhere('r.rede_id = :rede', { rede: filtro.rede });
  aplicarBusca(qb, filtro.busca, { textos: ['pr.nome', 'p.nome'], codigos: ['pr.codigo', 'p.codigo'] });
  return qb;
}
