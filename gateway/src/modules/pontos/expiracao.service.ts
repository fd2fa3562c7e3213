import { emTransacao, RequestContext } from '../../core/context';
import { CodigoErro, entradaInvalida, ErroApp } from '../../core/errors';
import { deCentesimos, paraCentesimos } from './pontos.regras';
import { estornar } from './pontos.service';
import { diaDe } from '../../core/calendario';

// Modules not yet moved to core/calendario import the day from here.
export { diaDe };


/**
 * Expires every lot due at `ate`: one 'expiracao' movement per member, recording the lots it took,
 * one member per transaction so a long run never holds many locks. Running it twice expires nothing
 * more: a lot with nothing left is not due.
 */
export async function expirar(ctx: RequestContext, ate: Date = new Date()): Promise<{ parceiros: number; pontos: number }> {
  const dia = diaDe(ate);
  const membros: { parceiro_id: number }[] = await ctx.manager.query(
    `SELECT DISTINCT parceiro_id FROM lotes_pontos WHERE restante > 0 AND vence_em <= $1 ORDER BY parceiro_id`, [ate]);
  let total = 0;
  let parceiros = 0;
  for (const { parceiro_id } of membros) {
    const pontos = await emTransacao(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(`SELECT id FROM parceiros WHERE id = $1 FOR NO KEY UPDATE`, [parceiro_id]);
      const lotes: { id: string; restante: string }[] = await m.query(
        `SELECT id, restante FROM lotes_pontos WHERE parceiro_id = $1 AND restante > 0 AND vence_em <= $2 ORDER BY vence_em, id FOR UPDATE`,
        [parceiro_id, ate]);
      const c = lotes.reduce((s, l) => s + paraCentesimos(l.restante), 0);
      if (!c) return 0;
      // Several runs on one day (a late re-run) each get their own origin: the day and a sequence.
      const [{ n }] = await m.query(
        `SELECT count(*)::int AS n FROM movimentos_pontos WHERE parceiro_id = $1 AND tipo = 'expiracao' AND origem_id LIKE $2`,
        [parceiro_id, `${dia}%`]);
      const [mov] = await m.query(
        `INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, responsavel_tipo, responsavel_id, responsavel_nome)
         VALUES ($1, 'expiracao', $2, 'expiracao', $3, 'Pontos vencidos (18 meses após o crédito)', $4, $5, $6) RETURNING id`,
        [parceiro_id, deCentesimos(-c), n ? `${dia}#${n + 1}` : dia, tx.ator?.tipo ?? 'sistema', tx.ator?.id ?? null, tx.ator?.nome ?? null]);
      for (const lote of lotes) {
        await m.query(`INSERT INTO consumos_lotes (movimento_id, lote_id, pontos) VALUES ($1, $2, $3)`, [mov.id, lote.id, lote.restante]);
        await m.query(`UPDATE lotes_pontos SET restante = 0 WHERE id = $1`, [lote.id]);
      }
      await m.query(`UPDATE parceiros SET saldo_pontos = saldo_pontos - $2 WHERE id = $1`, [parceiro_id, deCentesimos(c)]);
      return c;
    });
    if (pontos) {
      parceiros++;
      total += pontos;
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
  const expiracoes: { id: string; parceiro_id: number; pontos: string }[] = await ctx.manager.query(
    `SELECT m.id, m.parceiro_id, m.pontos FROM movimentos_pontos m
      WHERE m.tipo = 'expiracao' AND m.origem_tipo = 'expiracao' AND (m.origem_id = $1 OR m.origem_id LIKE $2)
        AND NOT EXISTS (SELECT 1 FROM movimentos_pontos e WHERE e.estorna_movimento_id = m.id)
      ORDER BY m.parceiro_id, m.id`,
    [dia, `${dia}#%`]);
  let total = 0;
  const parceiros = new Set<number>();
  // Members are locked in id order, as the expiry run does: in one transaction, any other order
  // can deadlock with a concurrent run.
  for (const e of expiracoes) {
    try {
      await estornar(ctx, { movimentoId: e.id, motivo });
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
