/**
 * A voucher template (spec 3 §2.11, §9): the texts that change by partner or reward. Kept as data
 * so adding a partner is adding an entry, not a component.
 */
export interface ModeloVoucher {
  /** Partner or reward names it answers to, compared in lower case. */
  nomes: string[];
  /** What the member gets, in one line (discount, validity, price). */
  destaque: string;
  /** Steps under COMO UTILIZAR SEU CÓDIGO. */
  comoUtilizar: string[];
  /** Offer conditions (validity dates, prices, fees, age limits). */
  condicoes: string[];
  /** A site or app to use the code on, when there is one. */
  onde?: string;
}

/** Support line of every voucher (spec 3 §9). */
export const ATENDIMENTO = 'Dúvidas: central de atendimento de segunda a sexta, das 9h às 17h, exceto feriados nacionais e de São Paulo.';
