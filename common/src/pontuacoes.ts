/**
 * Point claims (spec 2 §4): the seven reasons a receipt may be rejected with. The panel's reject
 * dialog offers them and the gateway accepts only them, so both read this one list.
 */
export const MOTIVOS_REPROVACAO = [
  'Nota Duplicada',
  'Nota Ilegível',
  'Nota Incompleta',
  'Nota Não Qualificada',
  'CNPJ divergente do cadastro',
  'Data fora do mês vigente',
  'Vendedor divergente',
] as const;
export type MotivoReprovacao = (typeof MOTIVOS_REPROVACAO)[number];
