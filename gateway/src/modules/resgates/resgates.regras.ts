/** Programme limits and constants for redemptions (spec 3 §1 and §9; decisions in docs/premios-e-resgates.md). */

/** The regulation's monthly limit (São Paulo calendar month, cancelled ones not counted); the running value is config().resgatesPorMes (RESGATES_POR_MES), this default. */
export const RESGATES_POR_MES = 5;
/** The same prize at most this many times per member per calendar month. */
export const MESMO_PREMIO_POR_MES = 1;
/** Offers of one partner per member, ever (cancelled ones not counted): spec 3 §1 "1 per partner". */
export const RESGATES_POR_PARCEIRO_OFERTA = 1;

export const OPERADORAS = ['Vivo', 'Claro', 'TIM', 'OI', 'Nextel', 'Algar'] as const;

export const STATUS_RESGATE = { naoEntregue: 0, entregue: 1, emTransito: 2, cancelado: 3 } as const;
/** The same statuses as GraphQL names them (enum StatusResgate). */
export const STATUS_RESGATE_ENUM = { NAO_ENTREGUE: 0, ENTREGUE: 1, EM_TRANSITO: 2, CANCELADO: 3 } as const;
export const NOMES_STATUS_RESGATE: Record<number, string> = { 0: 'Não entregue', 1: 'Entregue', 2: 'Em trânsito', 3: 'Cancelado' };

/** The month and the week (Monday 00:00, São Paulo) that the limits count in; the week is usosSemanaisVoucher's window. */
export { INICIO_DO_MES_SQL, INICIO_DA_SEMANA_SQL } from '../../core/calendario';
