/**
 * Life of a point claim (spec 2 §4): a member sends it ('pendente'); staff process it into a sale
 * ('processada'), close it ('encerrada') or reject it with a reason ('reprovada'). A closed or
 * rejected claim, and the claim of a cancelled sale, can be returned to 'pendente' (roles 1, 2, 5).
 */
export const STATUS_PONTUACAO = ['pendente', 'processada', 'encerrada', 'reprovada'] as const;
export type StatusPontuacao = (typeof STATUS_PONTUACAO)[number];

/** Statuses a scored sale goes through in pontuacoes_historico (besides those of its claim). */
export type StatusVenda = 'pontuada' | 'cancelada' | 'retornada' | 'corrigida' | 'editada';

/** The seven rejection reasons of spec 2 §4, exactly (in common: the panel's dialog offers the same list). */
export { MOTIVOS_REPROVACAO, type MotivoReprovacao } from '@sw/common';

/** Claims in these statuses are the "Encerradas" list (closed without a sale). */
export const STATUS_ENCERRADOS: StatusPontuacao[] = ['encerrada', 'reprovada'];
