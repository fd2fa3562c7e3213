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

/**
 * Claim ids (pontuacoes) are numbered from here on, sale ids (vendas) from 1: the panel's actions
 * take a bare `identificador` (spec 2 §7), a sale's on Pontuações and a claim's on Pendentes and
 * Encerradas, and in one range a claim id sent to a sale action matched an unrelated sale.
 * Older claims keep their numbers; the claim actions also check the claim's status (docs/decisoes.md).
 */
export const INICIO_IDS_PONTUACAO = 1_000_000_000;
