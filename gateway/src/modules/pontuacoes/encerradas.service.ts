import { linkArquivoDaLinha } from '../../core/arquivos';
import { SelectQueryBuilder } from 'typeorm';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { OpcoesLista, Pagina, paginar, PedidoLista } from '../../core/listagem';
import { Entrada } from '../../core/esquema';
import { redeDoFiltro } from '../../core/filtro-rede';
import type * as esquemas from './pontuacoes.esquemas';
import { Pontuacao } from './pontuacao.entity';
import { STATUS_ENCERRADOS } from './pontuacoes.regras';
import { PontuacaoEncerradaDTO } from './encerradas.types';
import { fimDoDiaSql, inicioDoDiaSql } from '../../core/calendario';

/**
 * Pontuações encerradas (spec 2 §2 pontuacoes/encerrado, §3 Closed claim): claims closed without a
 * sale — 'encerrada' and 'reprovada' — within the caller's reach (role 3: its stores). The De/Até
 * range is on the day the claim was closed (atualizadoEm, São Paulo calendar), so a receipt sent
 * long ago and rejected today is in today's list; the default order is criadoEm desc.
 */

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    criadoEm: 'c.criado_em',
    atualizadoEm: 'c.atualizado_em',
    id: 'c.id',
    parceiro: 'lower(p.nome)',
    cpf: 'p.cpf',
    revenda: 'lower(r.nome_fantasia)',
    codRevenda: 'r.codigo',
    reprovadoMotivo: 'c.reprovado_motivo',
    reprovadoPor: 'lower(u.nome)',
    status: 'c.status',
  },
  padrao: { campo: 'criadoEm', direcao: 'DESC' },
};

export interface FiltroEncerradas {
  redeId: number | null;
  /** Calendar days, YYYY-MM-DD, inclusive. */
  dataInicial: string | null;
  dataFinal: string | null;
  busca: string | null;
}

/** The parsed filters (pontuacoes.esquemas filtrosEncerradas) as the query uses them; De after Até is a 400. */
export async function filtroDe(ctx: RequestContext, f: Entrada<typeof esquemas.filtroEncerradas>, busca: string | null): Promise<FiltroEncerradas> {
  // rede is an id or a name, in the caller's scope (core/filtro-rede).
  const filtro = { redeId: await redeDoFiltro(ctx, f.rede), dataInicial: f.dataInicial ?? null, dataFinal: f.dataFinal ?? null, busca };
  if (filtro.dataInicial && filtro.dataFinal && filtro.dataInicial > filtro.dataFinal) throw entradaInvalida('Data inicial não pode ser maior que data final');
  return filtro;
}

/** The one query behind the list and the export. */
export function consultaEncerradas(ctx: RequestContext, filtro: FiltroEncerradas): SelectQueryBuilder<Pontuacao> {
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'c.id AS id',
      'p.nome AS parceiro',
      'p.cpf AS cpf',
      'r.codigo AS cod_revenda',
      'r.nome_fantasia AS revenda',
      'd.nome AS rede',
      'c.status AS status',
      'c.criado_em AS criado_em',
      'c.atualizado_em AS atualizado_em',
      'u.nome AS reprovado_por',
      'c.reprovado_motivo AS reprovado_motivo',
      'c.link_arquivo AS link_arquivo',
      'c.tipo_arquivo AS tipo_arquivo',
      'c.origem AS origem',
    ])
    .from(Pontuacao, 'c')
    .innerJoin('parceiros', 'p', 'p.id = c.parceiro_id')
    .innerJoin('revendas', 'r', 'r.id = c.revenda_id')
    .innerJoin('redes', 'd', 'd.id = r.rede_id')
    // Who closed it: the rejecting user, or the one who closed it without a reason.
    .leftJoin('usuarios', 'u', 'u.id = COALESCE(c.reprovado_por, c.encerrado_por)')
    .where('c.status IN (:...encerrados)', { encerrados: STATUS_ENCERRADOS }) as SelectQueryBuilder<Pontuacao>;
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) qb.andWhere('r.id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  if (filtro.redeId !== null) qb.andWhere('r.rede_id = :redeId', { redeId: filtro.redeId });
  if (filtro.dataInicial) qb.andWhere(`c.atualizado_em >= ${inicioDoDiaSql(':dataInicial')}`, { dataInicial: filtro.dataInicial });
  if (filtro.dataFinal) qb.andWhere(`c.atualizado_em < ${fimDoDiaSql(':dataFinal')}`, { dataFinal: filtro.dataFinal });
  aplicarBusca(qb, filtro.busca, { textos: ['p.nome', 'r.nome_fantasia', 'c.reprovado_motivo'], codigos: ['r.codigo'], documentos: ['p.cpf', 'r.cnpj'] });
  return qb;
}

export interface LinhaEncerrada {
  id: string;
  parceiro: string;
  cpf: string;
  cod_revenda: string;
  revenda: string;
  rede: string;
  status: string;
  criado_em: Date;
  atualizado_em: Date;
  reprovado_por: string | null;
  reprovado_motivo: string | null;
  link_arquivo: string | null;
  tipo_arquivo: string | null;
  origem: string;
}

export const dtoEncerrada = (l: LinhaEncerrada): PontuacaoEncerradaDTO => ({
  id: String(l.id),
  parceiro: l.parceiro,
  cpf: l.cpf,
  codRevenda: l.cod_revenda,
  revenda: l.revenda,
  rede: l.rede,
  status: l.status,
  criadoEm: l.criado_em,
  atualizadoEm: l.atualizado_em,
  reprovadoPor: l.reprovado_por,
  reprovadoMotivo: l.reprovado_motivo,
  linkArquivo: linkArquivoDaLinha(l.link_arquivo),
  tipoArquivo: l.tipo_arquivo,
  origem: l.origem,
});

/** GET /api/pontuacoes/encerradas: one page of closed claims. */
export async function listarEncerradas(
  ctx: RequestContext,
  pedido: PedidoLista,
  filtro: Entrada<typeof esquemas.filtroEncerradas>,
): Promise<Pagina<PontuacaoEncerradaDTO>> {
  const qb = consultaEncerradas(ctx, await filtroDe(ctx, filtro, pedido.busca));
  const { linhas, total, totalEstimado } = await paginar<Pontuacao, LinhaEncerrada>(qb, pedido, { ...OPCOES_LISTA, desempate: 'c.id', totalEstimavel: true });
  return { linhas: linhas.map(dtoEncerrada), total, totalEstimado };
}
