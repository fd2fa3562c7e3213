import { MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { RequestContext } from '../../core/context';
import { conflito } from '../../core/errors';
import { ResultadoResgateDTO } from './resgate.types';

/**
 * Idempotent redemptions (docs/premios-e-resgates.md): the key (REST header Idempotency-Key,
 * GraphQL chaveIdempotencia) is stored with the redemption together with the answer it gave,
 * unique per member; sw_resgatar writes both with the redemption (migration
 * 1764900000000-ResgateNumaChamada). A repeat finds it after taking the member lock (the first one
 * has committed by then); should two ever get past that, the unique index refuses the second insert
 * and the caller answers with the stored result read here.
 */

export const INDICE_IDEMPOTENCIA = 'resgates_idempotencia_uq';

interface RespostaGuardada extends ResultadoResgateDTO {
  codigoPremio: string;
}

/** The first answer given for this member and key, or null; a key reused for another prize is a 409. */
export async function respostaAnterior(ctx: RequestContext, parceiroId: number, chave: string, codigoPremio: string): Promise<ResultadoResgateDTO | null> {
  const [r] = await ctx.manager.query<{ resposta: RespostaGuardada | null }[]>(
    `SELECT resposta FROM resgates WHERE parceiro_id = $1 AND chave_idempotencia = $2`,
    [parceiroId, chave],
  );
  if (!r?.resposta) return null;
  const { codigoPremio: codigoAnterior, ...resposta } = r.resposta;
  if (codigoAnterior.toLowerCase() !== codigoPremio.toLowerCase()) throw conflito(M.chaveIdempotenciaOutroPremio);
  return resposta;
}

export function violouIdempotencia(erro: unknown): boolean {
  const e = erro as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const d = e?.driverError ?? e;
  return d?.code === '23505' && d?.constraint === INDICE_IDEMPOTENCIA;
}
