import { DIAS_VENCIMENTO_PADRAO } from '@sw/common';
import { RequestContext } from '../../core/context';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './pontos.esquemas';
import { condicoesDeEscopo, FUSO, lerRede } from './pontos-painel.escopo';

/**
 * Points about to expire (the expiring-points report per network): per network,
 * or per store of one network, the members with points due within the next `dias` days, those
 * points and the earliest due day. Lots already due but not yet taken by the daily run count too:
 * they go at the next run. Scoped like every staff read of members (role 3 its stores, network
 * restrictions, only active members for roles other than 2).
 */

export interface GrupoVencimento {
  id: number;
  nome: string;
  parceiros: number;
  pontos: number;
  /** YYYY-MM-DD */
  primeiroVencimento: string;
}

export interface RelatorioVencimentos {
  agrupamento: 'rede' | 'loja';
  dias: number;
  /** Last day of the window, YYYY-MM-DD. */
  ate: string;
  parceiros: number;
  pontos: number;
  linhas: GrupoVencimento[];
}

export async function vencimentosPorRede(ctx: RequestContext, filtro: Entrada<typeof esquemas.vencimentos>): Promise<RelatorioVencimentos> {
  const dias = filtro.dias ?? DIAS_VENCIMENTO_PADRAO;
  const redeId = await lerRede(ctx, filtro.rede);
  const [janela] = await ctx.manager.query<{ limite: Date; ate: string }[]>(
    `SELECT ((((now() AT TIME ZONE '${FUSO}')::date + $1::int + 1)::timestamp) AT TIME ZONE '${FUSO}') AS limite,
            to_char((now() AT TIME ZONE '${FUSO}')::date + $1::int, 'YYYY-MM-DD') AS ate`,
    [dias],
  );
  const params: unknown[] = [janela.limite];
  const condicoes = ['l.restante > 0', 'l.vence_em < $1', ...condicoesDeEscopo(ctx, params)];
  if (redeId) {
    params.push(redeId);
    condicoes.push(`r.rede_id = $${params.length}`);
  }
  const [id, nome] = redeId ? ['r.id', 'r.nome_fantasia'] : ['d.id', 'd.nome'];
  const linhas = await ctx.manager.query<{ id: number; nome: string; parceiros: number; pontos: string; primeiro: string }[]>(
    `SELECT ${id} AS id, ${nome} AS nome, count(DISTINCT l.parceiro_id)::int AS parceiros, sum(l.restante) AS pontos,
            to_char(min(l.vence_em) AT TIME ZONE '${FUSO}', 'YYYY-MM-DD') AS primeiro
       FROM lotes_pontos l
       JOIN parceiros p ON p.id = l.parceiro_id
       JOIN revendas r ON r.id = p.revenda_id
       JOIN redes d ON d.id = r.rede_id
      WHERE ${condicoes.join(' AND ')}
      GROUP BY ${id}, ${nome}
      ORDER BY pontos DESC, ${nome}, ${id}`,
    params,
  );
  const grupos = linhas.map((l) => ({ id: l.id, nome: l.nome, parceiros: l.parceiros, pontos: Number(l.pontos), primeiroVencimento: l.primeiro }));
  return {
    agrupamento: redeId ? 'loja' : 'rede',
    dias,
    ate: janela.ate,
    // A member belongs to one store, so the groups' members add up without double counting.
    parceiros: grupos.reduce((s, g) => s + g.parceiros, 0),
    pontos: Math.round(grupos.reduce((s, g) => s + g.pontos * 100, 0)) / 100,
    linhas: grupos,
  };
}
