import { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../core/context';
import { creditar } from './pontos.service';

/**
 * Demo points near their expiry, so the expiry screen and the expiring-points report have
 * something to show on a fresh install: balances migrated from the previous programme, credited
 * through the ledger ~18 months ago. The first four members' points are already due (the expiry
 * run takes them); the next eight expire within the next four weeks, as does a part of the first
 * demo member's balance (the storefront shows its next expiry). Same members and amounts on every run.
 */
export async function semearVencimentosDemo(ds: DataSource, m: EntityManager, cpfDemo: string): Promise<void> {
  const ctx = RequestContext.sistema(ds, 'seed').comManager(m);
  const membros: { id: number }[] = await m.query(
    // Past the two demo members, who are registered first.
    `SELECT id FROM parceiros WHERE ativo ORDER BY id OFFSET 2 LIMIT 12`,
  );
  const [demo] = await m.query(`SELECT id FROM parceiros WHERE cpf = $1`, [cpfDemo]);
  const alvos = [
    ...membros.map((p, i) => ({ id: p.id, dias: i < 4 ? -(3 + i * 2) : 3 + (i - 4) * 3 })),
    ...(demo ? [{ id: demo.id as number, dias: 20 }] : []),
  ];
  for (const [i, alvo] of alvos.entries()) {
    // Credited 18 months before the wanted due day, so the lot falls due `dias` days from now.
    const em = new Date();
    em.setDate(em.getDate() + alvo.dias);
    em.setMonth(em.getMonth() - 18);
    await creditar(ctx, {
      parceiroId: alvo.id,
      pontos: 40 + i * 15,
      tipo: 'credito_ajuste',
      origem: { tipo: 'migracao', id: `demo-${alvo.id}` },
      motivo: 'Saldo migrado do programa anterior',
      em,
    });
  }
}
