import { RequestContext } from '../core/context';
import { ErroApp } from '../core/errors';
import { contarUsoPesado, MENSAGEM_USO_PESADO } from '../core/limite-uso';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * LIMITE_PESADAS_MIN under concurrency: calls of one caller arriving together (as from several
 * gateway instances sharing the database) are counted one at a time, so exactly the limit passes.
 */

const LIMITE = 6;
let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ LIMITE_PESADAS_MIN: String(LIMITE) });
});
afterAll(() => amb.fechar());

const contexto = (ip: string) => new RequestContext(amb.ds, `teste-${ip}`, null, ip, null);

it('40 calls at once by one caller: exactly the limit pass, the rest get 429, another caller is unaffected', async () => {
  const resultados = await Promise.allSettled(Array.from({ length: 40 }, () => contarUsoPesado(contexto('10.0.0.1'))));
  const aceitas = resultados.filter((r) => r.status === 'fulfilled').length;
  const recusadas = resultados.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  expect(aceitas).toBe(LIMITE);
  expect(recusadas).toHaveLength(40 - LIMITE);
  for (const e of recusadas) expect([e instanceof ErroApp, (e as ErroApp).message]).toEqual([true, MENSAGEM_USO_PESADO]);
  const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM usos_limitados WHERE chave = 'ip:10.0.0.1'`);
  expect(n).toBe(LIMITE);
  await expect(contarUsoPesado(contexto('10.0.0.2'))).resolves.toBeUndefined();
});
