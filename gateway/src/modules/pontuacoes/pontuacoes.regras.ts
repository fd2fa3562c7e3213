/**
 * Life of a point claim (spec 2 §4): a member sends it ('pendente'); staff process it into a sale
 * ('processada'), close it ('encerrada') or reject it with a reason ('reprovada'). A closed or
 * rejected claim, and the claim of a cancelled sale, can be returned to 'pendente' (roles 1, 2, 5).
 */
export const STATUS_PONTUACAO = ['pendente', 'processada', 'encerrada', 'reprovada'] as const;
export type StatusPontuacao = (typeof STATUS_PONTUACAO)[number];

/** Statuses a scored sale goes through in pontuacoes_historico (besides those of its claim). */
export type StatusVenda = 'pontuada' | 'cancelada' | 'retornada' | 'corrigida' | 'editada';

/** The seven rejection reasons of spec 2 §4, exactly. */
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

/** Claims in these statuses are the "Encerradas" list (closed without a sale). */
export const STATUS_ENCERRADOS: StatusPontuacao[] = ['encerrada', 'reprovada'];
