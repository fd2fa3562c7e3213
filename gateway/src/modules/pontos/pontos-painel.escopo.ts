import { MENSAGENS, Permissao } from '@sw/common';
import { redeDoFiltro } from '../../core/filtro-rede';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { proibido } from '../../core/errors';

/** The programme's calendar: "today", due days and report dates are days in São Paulo. */
export { FUSO, diaBr } from '../../core/calendario';

/**
 * SQL conditions limiting a points report to the members a staff user may see (aliases p =
 * parceiros, r = revendas): role 3 its stores, idRedesPermitidas those networks, and — unless
 * `incluirInativos` — roles other than 2 only active members (spec 1 §6). Parameters are appended
 * to `params`.
 */
export function condicoesDeEscopo(ctx: RequestContext, params: unknown[], opcoes: { incluirInativos?: boolean } = {}): string[] {
  const u = ctx.usuario;
  if (!u) return [];
  const condicoes: string[] = [];
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (!opcoes.incluirInativos && u.permissao !== Permissao.Administrador) condicoes.push('p.ativo');
  if (revendaIds) {
    params.push(revendaIds);
    condicoes.push(`p.revenda_id = ANY($${params.length})`);
  }
  if (redeIds) {
    params.push(redeIds);
    condicoes.push(`r.rede_id = ANY($${params.length})`);
  }
  return condicoes;
}

/**
 * Expiring and returning points act on every member of the programme at once, so a user limited
 * to some networks may read the report of their networks but not run either.
 */
export function exigirProgramaInteiro(ctx: RequestContext): void {
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds || redeIds) throw proibido(MENSAGENS.expiracaoRestritaRede);
}

/** `rede` as an id or a network name, in the caller's scope (the one reading: core/filtro-rede). */
export const lerRede = (ctx: RequestContext, rede: string | undefined): Promise<number | null> => redeDoFiltro(ctx, rede);
