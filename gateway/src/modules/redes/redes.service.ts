import { Permissao } from '@sw/common';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { RedeDTO } from './rede.types';

const VEEM_VALOR_PONTO = [Permissao.Operador, Permissao.Administrador];

/**
 * Networks a staff user may see: roles other than 2 only active ones; role 3 only the networks
 * of its stores; a user with idRedesPermitidas only those.
 */
export async function listar(ctx: RequestContext, filtro: { ativo?: boolean | null }): Promise<RedeDTO[]> {
  const u = ctx.usuario!;
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const qb = ctx.manager.createQueryBuilder().select(['r.id AS id', 'r.nome AS nome', 'r.regiao AS regiao', 'r.valor_ponto AS valor_ponto', 'r.ativo AS ativo']).from('redes', 'r');
  if (filtro.ativo || u.permissao !== Permissao.Administrador) qb.andWhere('r.ativo');
  if (redeIds) qb.andWhere('r.id = ANY(:redeIds)', { redeIds });
  if (revendaIds) qb.andWhere('r.id IN (SELECT rede_id FROM revendas WHERE id = ANY(:revendaIds))', { revendaIds });
  const linhas = await qb.orderBy('r.nome', 'ASC').getRawMany();
  const mostraValor = VEEM_VALOR_PONTO.includes(u.permissao);
  return linhas.map((l) => ({
    id: l.id,
    nome: l.nome,
    regiao: l.regiao,
    valorPonto: mostraValor ? Number(l.valor_ponto) : null,
    ativo: l.ativo,
  }));
}
