import { RequestContext } from '../../core/context';
import { CodigoErro, entradaInvalida, ErroApp } from '../../core/errors';
import { paraCentesimos } from './pontos.regras';
import * as pontos from './pontos.service';
import { diaDe } from '../../core/calendario';

/**
 * Expires every lot due at `ate`: one 'expiracao' movement per member, recording the lots it took,
 * one member per transaction so a long run never holds many locks. Running it twice expires nothing
 * more: a lot with nothing left is not due.
 */
export async function expirar(ctx: RequestContext, ate: Date = new Date()): Promise<{ parceiros: number; pontos: number }> {
  const dia = diaDe(ate);
  const membros = await ctx.manager.query<{ parceiro_id: number }[]>(
    `SELECT DISTINCT parceiro_id FROM lotes_pontos WHERE restante > 0 AND vence_em <= $1 ORDER BY parceiro_id`,
    [ate],
  );
  let total = 0;
  let parceiros = 0;
  for (const { parceiro_id } of membros) {
    // The ledger's own operation (pontos.service): the movement, the lots it takes and the balance.
    const mov = await pontos.expirar(ctx, { parceiroId: parceiro_id, ate, dia, motivo: 'Pontos vencidos (18 meses após o crédito)' });
    if (mov) {
      parceiros++;
      total += -paraCentesimos(mov.pontos);
    }
  }
  return { parceiros, pontos: total / 100 };
}

/**
 * Gives back the points expired on `dia` (YYYY-MM-DD): each expiry of that day is reversed once,
 * returning exactly the lots it took, with DIAS_APOS_DEVOLUCAO more days to use them.
 */
export async function reativar(ctx: RequestContext, dia: string, motivo = 'Pontos devolvidos'): Promise<{ parceiros: number; pontos: number }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dia) || Number.isNaN(Date.parse(dia))) throw entradaInvalida('Data inválida.');
  const expiracoes = await ctx.manager.query<{ id: string; parceiro_id: number; pontos: string }[]>(
    `SELECT m.id, m.parceiro_id, m.pontos FROM movimentos_pontos m
      WHERE m.tipo = 'expiracao' AND m.origem_tipo = 'expiracao' AND (m.origem_id = $1 OR m.origem_id LIKE $2)
        AND NOT EXISTS (SELECT 1 FROM movimentos_pontos e WHERE e.estorna_movimento_id = m.id)
      ORDER BY m.parceiro_id, m.id`,
    [dia, `${dia}#%`],
  );
  let total = 0;
  const parceiros = new Set<number>();
  // Members are locked in id order, as the expiry run does: in one transaction, any other order
  // can deadlock with a concurrent run.
  for (const e of expiracoes) {
    try {
      await pontos.estornar(ctx, { movimentoId: e.id, motivo });
    } catch (erro) {
      // Another run of the same day got there first (the reversal is unique): nothing left to give back.
      if (erro instanceof ErroApp && erro.codigo === CodigoErro.Conflito) continue;
      throw erro;
    }
    total += -paraCentesimos(e.pontos);
    parceiros.add(e.parceiro_id);
  }
  return { parceiros: parceiros.size, pontos: total / 100 };
}
