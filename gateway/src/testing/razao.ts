import { EntityManager } from 'typeorm';
import { verificarInvariantes } from '../modules/pontos/invariantes';

/** Fails the test, naming each broken ledger invariant and its rows, when any does not hold. */
export async function esperarRazaoIntegro(m: EntityManager): Promise<void> {
  const r = await verificarInvariantes(m);
  expect(r.filter((i) => i.violacoes.length)).toEqual([]);
}
