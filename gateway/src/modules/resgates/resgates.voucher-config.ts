import { INICIO_DA_SEMANA_SQL } from './resgates.regras';

/**
 * The settings voucherAtivo and usosSemanaisVoucher (spec 2 §3, §9) applied to redemptions: every
 * redemption is delivered as a voucher (spec 3 §1), so voucherAtivo off stops redeeming, and
 * usosSemanaisVoucher caps a member's redemptions in the São Paulo week (Monday to Sunday),
 * cancelled ones not counted. The redemption applies them in sw_resgatar, under the member lock
 * (migration 1764900000000-ResgateNumaChamada); the member's rules screen (regras-membro.service.ts)
 * counts the week with this FILTER.
 */
export const RESGATES_NA_SEMANA_SQL = `count(*) FILTER (WHERE resgatado_em >= ${INICIO_DA_SEMANA_SQL})::int`;
