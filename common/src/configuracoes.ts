/**
 * System settings and WhatsApp settings vocabulary shared by the panel's forms and the gateway's
 * validation, so the '<label> obrigatório' a screen shows and the one the server answers match.
 */

/** Field labels of the Configurações screen (spec 2 §3: limitePontuacao, usosSemanaisVoucher, voucherAtivo). */
export const ROTULOS_CONFIGURACOES = {
  limitePontuacao: 'Limite de pontuação',
  usosSemanaisVoucher: 'Usos semanais do voucher',
  voucherAtivo: 'Voucher ativo',
} as const;

/** Field labels of the Configuração WhatsApp screen (spec 2 §3: url, token, codigo). */
export const ROTULOS_WHATSAPP = {
  url: 'URL',
  token: 'Token',
  codigo: 'Código',
  celular: 'Celular',
} as const;

/** limitePontuacao = 0 means a sale's points are not capped. */
export const SEM_LIMITE_PONTUACAO = 0;
/** Weekly voucher uses when nothing else was set (spec 2 §9). */
export const USOS_SEMANAIS_VOUCHER_PADRAO = 3;

/** The start of a masked token as the gateway answers it ('••••' + the last 4 characters). */
export const PREFIXO_TOKEN_MASCARADO = '••••';
