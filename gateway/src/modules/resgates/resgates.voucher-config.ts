import { MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { RequestContext } from '../../core/context';
import { conflito, entradaInvalida } from '../../core/errors';
import { lerConfiguracoesSistema } from '../configuracoes/configuracoes-sistema.service';
import { INICIO_DA_SEMANA_SQL } from './resgates.regras';

/**
 * The settings voucherAtivo and usosSemanaisVoucher (spec 2 §3, §9) applied to redemptions: every
 * redemption is delivered as a voucher (spec 3 §1), so voucherAtivo off stops redeeming, and
 * usosSemanaisVoucher caps a member's redemptions in the São Paulo week (Monday to Sunday),
 * cancelled ones not counted. `resgatesNaSemana` is that count, taken by the caller under the member
 * lock (RESGATES_NA_SEMANA_SQL), so parallel requests count one by one.
 */
export async function verificarVouchers(tx: RequestContext, resgatesNaSemana: number): Promise<void> {
  const cfg = await lerConfiguracoesSistema(tx);
  if (!cfg.voucherAtivo) throw entradaInvalida(M.vouchersDesativados);
  if (resgatesNaSemana >= cfg.usosSemanaisVoucher) throw conflito(M.limiteSemanal(cfg.usosSemanaisVoucher));
}

/** The count verificarVouchers needs, as a FILTER for a count over the member's redemptions that are not cancelled. */
export const RESGATES_NA_SEMANA_SQL = `count(*) FILTER (WHERE resgatado_em >= ${INICIO_DA_SEMANA_SQL})::int`;
