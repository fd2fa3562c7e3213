import { RequestContext } from '../../core/context';
import type { SemLinhas } from '../../db/resultado-sql';

/**
 * One row per status change of a claim or a scored sale, in the caller's transaction: the
 * "histórico de status" modal of the Pontuações screen reads it (spec 2 §3 status history entry).
 */
export async function registrarStatus(
  ctx: RequestContext,
  p: { pontuacaoId?: string | null; vendaId?: string | null; anterior: string | null; novo: string; justificativa?: string | null },
): Promise<void> {
  const ator = ctx.ator;
  await ctx.manager.query<SemLinhas>(
    `INSERT INTO pontuacoes_historico (pontuacao_id, venda_id, usuario_id, parceiro_id, status_anterior, status_novo, justificativa)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      p.pontuacaoId ?? null,
      p.vendaId ?? null,
      ator?.tipo === 'usuario' ? ator.id : null,
      ator?.tipo === 'parceiro' ? ator.id : null,
      p.anterior,
      p.novo,
      p.justificativa ?? null,
    ],
  );
}
