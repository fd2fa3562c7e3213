import { chavePropria, podeExecutar, somenteDigitos } from '@sw/common';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { naoAutenticado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { Revenda } from './revenda.entity';
import { RevendaDTO } from './revenda.types';
import { redeDoFiltro } from '../../core/filtro-rede';

/**
 * Reading stores: who sees which (role 3 its own, idRedesPermitidas its networks; inactive stores
 * only for the roles that may reactivate them, 2 and 5), the list in either paging dialect, and
 * the figures of a page.
 */

export interface FiltroRevendas {
  ativo?: boolean | null;
  /** Network id, or (REST) its name. */
  rede?: number | string | null;
  codigo?: string | null;
  cnpj?: string | null;
  completo?: boolean;
}

/** Per-store figures (completo): summed for one page of stores at a time. */
const FIGURAS = {
  numeroParceiros: 'coalesce(fp.numero_parceiros, 0)',
  saldoPontos: 'coalesce(fp.saldo_pontos, 0)',
  totalVendas: 'coalesce(fv.total_vendas, 0)',
  totalPontos: 'coalesce(fv.total_pontos, 0)',
  ultimaPontuacao: 'fv.ultima_pontuacao',
} as const;

const ORDENAVEIS: Record<string, string> = {
  nomeFantasia: 'r.nome_fantasia',
  codigo: 'r.codigo',
  cnpj: 'r.cnpj',
  rede: 'rd.nome',
  razaoSocial: 'r.razao_social',
  responsavel: 'r.responsavel',
  endCidade: 'r.end_cidade',
  endEstado: 'r.end_estado',
  tipoPontuacao: 'r.tipo_pontuacao',
  fatorPontuacao: 'r.fator_pontuacao',
  cenario: 'r.cenario',
  resgateLiberado: 'r.resgate_liberado',
  ativo: 'r.ativo',
  criadoEm: 'r.criado_em',
  ...FIGURAS,
};

export const OPCOES_LISTA: OpcoesLista = { ordenaveis: ORDENAVEIS, padrao: { campo: 'nomeFantasia', direcao: 'ASC' } };

const COLUNAS = [
  'r.id AS id',
  'r.rede_id AS rede_id',
  'rd.nome AS rede',
  'r.codigo AS codigo',
  'r.cnpj AS cnpj',
  'r.cnpj_cdd_revenda_master AS cnpj_cdd_revenda_master',
  'r.nome_fantasia AS nome_fantasia',
  'r.razao_social AS razao_social',
  'r.responsavel AS responsavel',
  'r.email AS email',
  'r.telefone AS telefone',
  'r.celular AS celular',
  'r.end_rua AS end_rua',
  'r.end_numero AS end_numero',
  'r.end_complemento AS end_complemento',
  'r.end_bairro AS end_bairro',
  'r.end_cidade AS end_cidade',
  'r.end_estado AS end_estado',
  'r.end_cep AS end_cep',
  'r.tipo_pontuacao AS tipo_pontuacao',
  'r.fator_pontuacao AS fator_pontuacao',
  'r.cenario AS cenario',
  'r.resgate_liberado AS resgate_liberado',
  'r.lancamento_relatorio AS lancamento_relatorio',
  'r.lancamento_manual AS lancamento_manual',
  'r.ativo AS ativo',
  'r.criado_em AS criado_em',
];

export const veInativas = (ctx: RequestContext) => podeExecutar('revendas.ativar', ctx.papel);

/** Stores the caller may see, joined to their network. */
export function consultaVisivel(ctx: RequestContext) {
  if (!ctx.usuario) throw naoAutenticado();
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const qb = ctx.manager.createQueryBuilder(Revenda, 'r').innerJoin('r.rede', 'rd').select(COLUNAS);
  if (!veInativas(ctx)) qb.andWhere('r.ativo');
  if (revendaIds) qb.andWhere('r.id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  return qb;
}

const aparar = (v: unknown) => (v === null || v === undefined ? null : String(v).trim() || null);

/** A row of the list query (snake_case columns), before it becomes a RevendaDTO. */
export interface LinhaRevenda {
  id: RevendaDTO['id'];
  rede_id: RevendaDTO['redeId'];
  rede: RevendaDTO['rede'];
  codigo: RevendaDTO['codigo'];
  cnpj: string | null;
  cnpj_cdd_revenda_master: RevendaDTO['cnpjCddRevendaMaster'];
  nome_fantasia: RevendaDTO['nomeFantasia'];
  razao_social: RevendaDTO['razaoSocial'];
  responsavel: RevendaDTO['responsavel'];
  email: RevendaDTO['email'];
  telefone: RevendaDTO['telefone'];
  celular: RevendaDTO['celular'];
  end_rua: RevendaDTO['endRua'];
  end_numero: RevendaDTO['endNumero'];
  end_complemento: RevendaDTO['endComplemento'];
  end_bairro: RevendaDTO['endBairro'];
  end_cidade: RevendaDTO['endCidade'];
  end_estado: string | null;
  end_cep: string | null;
  tipo_pontuacao: RevendaDTO['tipoPontuacao'];
  fator_pontuacao: RevendaDTO['fatorPontuacao'];
  cenario: RevendaDTO['cenario'];
  resgate_liberado: RevendaDTO['resgateLiberado'];
  lancamento_relatorio: RevendaDTO['lancamentoRelatorio'];
  lancamento_manual: RevendaDTO['lancamentoManual'];
  ativo: RevendaDTO['ativo'];
  criado_em: string | Date;
}

export function paraDTO(l: LinhaRevenda): RevendaDTO {
  return {
    id: l.id,
    redeId: l.rede_id,
    rede: l.rede,
    codigo: l.codigo,
    cnpj: aparar(l.cnpj) ?? '',
    cnpjCddRevendaMaster: l.cnpj_cdd_revenda_master,
    nomeFantasia: l.nome_fantasia,
    razaoSocial: l.razao_social,
    responsavel: l.responsavel,
    email: l.email,
    telefone: l.telefone,
    celular: l.celular,
    endRua: l.end_rua,
    endNumero: l.end_numero,
    endComplemento: l.end_complemento,
    endBairro: l.end_bairro,
    endCidade: l.end_cidade,
    endEstado: aparar(l.end_estado),
    endCep: aparar(l.end_cep),
    tipoPontuacao: l.tipo_pontuacao,
    fatorPontuacao: l.fator_pontuacao,
    cenario: l.cenario,
    resgateLiberado: l.resgate_liberado,
    lancamentoRelatorio: l.lancamento_relatorio,
    lancamentoManual: l.lancamento_manual,
    ativo: l.ativo,
    criadoEm: new Date(l.criado_em),
  };
}

interface FigurasRevenda {
  id: number;
  numero_parceiros: number;
  saldo_pontos: string;
  total_vendas: string;
  total_pontos: string;
  ultima_pontuacao: Date | null;
}

/**
 * Figures of the given stores: active salespeople and their balance; sum of valid sales, their
 * points and the last one. One grouped query per kind over index ranges of those stores only.
 */
export async function figurasDe(ctx: RequestContext, ids: number[]): Promise<Map<number, Partial<RevendaDTO>>> {
  const mapa = new Map<number, Partial<RevendaDTO>>();
  if (!ids.length) return mapa;
  const linhas = await ctx.manager.query<FigurasRevenda[]>(
    `SELECT r.id,
            coalesce(fp.numero_parceiros, 0)::int AS numero_parceiros, coalesce(fp.saldo_pontos, 0) AS saldo_pontos,
            coalesce(fv.total_vendas, 0) AS total_vendas, coalesce(fv.total_pontos, 0) AS total_pontos, fv.ultima_pontuacao
       FROM unnest($1::int[]) AS r(id)
       LEFT JOIN (SELECT revenda_id, count(*) FILTER (WHERE ativo) AS numero_parceiros, sum(saldo_pontos) AS saldo_pontos
                    FROM parceiros WHERE revenda_id = ANY($1) GROUP BY revenda_id) fp ON fp.revenda_id = r.id
       LEFT JOIN (SELECT revenda_id, sum(total_venda) AS total_vendas, sum(total_pontos) AS total_pontos, max(pontuado_em) AS ultima_pontuacao
                    FROM vendas WHERE revenda_id = ANY($1) AND cancelada_em IS NULL GROUP BY revenda_id) fv ON fv.revenda_id = r.id`,
    [ids],
  );
  for (const l of linhas) {
    mapa.set(l.id, {
      numeroParceiros: Number(l.numero_parceiros),
      saldoPontos: Number(l.saldo_pontos),
      totalVendas: Number(l.total_vendas),
      totalPontos: Number(l.total_pontos),
      ultimaPontuacao: l.ultima_pontuacao,
    });
  }
  return mapa;
}

/** The Lojas list (and every unpaged read): filters, search and sort in SQL, figures per page. */
export async function listar(
  ctx: RequestContext,
  pedido: PedidoLista,
  filtro: FiltroRevendas,
): Promise<{ linhas: RevendaDTO[]; total: number; totalEstimado: boolean }> {
  const qb = consultaVisivel(ctx);
  const ativo = filtro.ativo ?? null;
  if (ativo !== null) qb.andWhere('r.ativo = :ativo', { ativo });
  // An id or a name (core/filtro-rede): an unknown network is a 404, as on every list.
  const rede = await redeDoFiltro(ctx, filtro.rede);
  if (rede !== null) qb.andWhere('r.rede_id = :rede', { rede });
  if (filtro.codigo) qb.andWhere('r.codigo = :codigo', { codigo: filtro.codigo });
  if (filtro.cnpj) qb.andWhere('r.cnpj = :cnpj', { cnpj: somenteDigitos(filtro.cnpj) });
  aplicarBusca(qb, pedido.busca, { textos: ['r.nome_fantasia', 'r.razao_social', 'r.end_cidade'], codigos: ['r.codigo'], documentos: ['r.cnpj::text'] });
  // Sorting by a figure needs it for every row; otherwise figures are summed for the page only.
  if (chavePropria(FIGURAS, pedido.campo)) {
    if (pedido.campo === 'numeroParceiros' || pedido.campo === 'saldoPontos') {
      qb.leftJoin(
        '(SELECT revenda_id, count(*) FILTER (WHERE ativo) AS numero_parceiros, sum(saldo_pontos) AS saldo_pontos FROM parceiros GROUP BY revenda_id)',
        'fp',
        'fp.revenda_id = r.id',
      );
    } else {
      qb.leftJoin(
        '(SELECT revenda_id, sum(total_venda) AS total_vendas, sum(total_pontos) AS total_pontos, max(pontuado_em) AS ultima_pontuacao FROM vendas WHERE cancelada_em IS NULL GROUP BY revenda_id)',
        'fv',
        'fv.revenda_id = r.id',
      );
    }
  }
  const { linhas, total, totalEstimado } = await paginar<Revenda, LinhaRevenda>(qb, pedido, { ...OPCOES_LISTA, desempate: 'r.id' });
  const dtos = linhas.map(paraDTO);
  if (filtro.completo) {
    const figuras = await figurasDe(
      ctx,
      dtos.map((d) => d.id),
    );
    for (const d of dtos) Object.assign(d, figuras.get(d.id));
  }
  return { linhas: dtos, total, totalEstimado: !!totalEstimado };
}
