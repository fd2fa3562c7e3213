import { MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { RequestContext } from '../../core/context';
import { conflito, entradaInvalida } from '../../core/errors';
import { lerConfiguracoesSistema } from '../configuracoes/configuracoes-sistema.service';
import { INICIO_DA_SEMANA_SQL } from './resgates.regras';

/**
 * The settings voucherAtivo and usosSemanaisVoucher (spec 2 §3, §9) applied to redemptions: every
 * redemption is delivered as a voucher (spec 3 §1), so voucherAtivo off stops redeeming, and
 * usosSemanaisVoucher caps a member's redemptions in the São Paulo week (Monday to Sunday),
 * cancelled ones not counted. Called under the member lock, so parallel requests count one by one.
 */
export async function verificarVouchers(tx: RequestContext, parceiroId: number): Promise<void> {
  const cfg = await lerConfiguracoesSistema(tx);
  if (!cfg.voucherAtivo) throw entradaInvalida(M.vouchersDesativados);
  const [semana] = await tx.manager.query(
    `SELECT count(*)::int AS n FROM resgates WHERE parceiro_id = $1 AND status <> 3 AND resgatado_em >= ${INICIO_DA_SEMANA_SQL}`, [parceiroId]);
  if (semana.n >= cfg.usosSemanaisVoucher) throw conflito(M.limiteSemanal(cfg.usosSemanaisVoucher));
}
