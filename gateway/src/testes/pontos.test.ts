import { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { criarDataSource } from '../db/data-source';
import { esperarRazaoIntegro } from '../testing/razao';
import { diaDe } from '../core/calendario';
import { expirar, reativar } from '../modules/pontos/expiracao.service';
import { corrigir, creditar, debitar, estornar } from '../modules/pontos/pontos.service';
import { AmbienteDeTeste, BANCO_DE_TESTE } from '../testing/ambiente';

let amb: AmbienteDeTeste;
let ds: DataSource;
let ctx: RequestContext;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  // A pool of its own, so parallel operations really run on parallel connections.
  ds = criarDataSource((amb.ds.options as { url: string }).url, { ...BANCO_DE_TESTE, maxConexoes: 20 });
  await ds.initialize();
  ctx = RequestContext.sistema(ds);
});
afterAll(async () => {
  await ds.destroy();
  await amb.fechar();
});

async function novoMembro(): Promise<number> {
  const [p] = await ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf) VALUES (1, 'Teste Razão', lpad((floor(random() * 1e11))::bigint::text, 11, '0')) RETURNING id`,
  );
  return p.id;
}
const membro = async (id: number) =>
  (await ds.query(`SELECT saldo_pontos::float AS saldo, total_pontos::float AS total FROM parceiros WHERE id = $1`, [id]))[0];
const semViolacoes = () => esperarRazaoIntegro(ds.manager);
const falhaCom = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e) => e.message as string,
  );

it('the seeded demo books balance', async () => {
  await semViolacoes();
  const [p] = await ds.query(`SELECT saldo_pontos::float AS s FROM parceiros WHERE cpf = '70000000744'`);
  expect(p.s).toBeGreaterThan(1000);
});

it('a credit opens a lot that expires 18 months later; a source credits once', async () => {
  const id = await novoMembro();
  const mov = await creditar(ctx, { parceiroId: id, pontos: 150.5, tipo: 'credito_venda', origem: { tipo: 'venda', id: 'X1' } });
  const [lote] = await ds.query(`SELECT pontos::float, restante::float, creditado_em, vence_em FROM lotes_pontos WHERE movimento_id = $1`, [mov.id]);
  expect(lote).toMatchObject({ pontos: 150.5, restante: 150.5 });
  const meses = (lote.vence_em.getFullYear() - lote.creditado_em.getFullYear()) * 12 + lote.vence_em.getMonth() - lote.creditado_em.getMonth();
  expect(meses).toBe(18);
  expect(await membro(id)).toEqual({ saldo: 150.5, total: 150.5 });
  expect(await falhaCom(creditar(ctx, { parceiroId: id, pontos: 150.5, tipo: 'credito_venda', origem: { tipo: 'venda', id: 'X1' } }))).toBe(
    'Estes pontos já foram lançados.',
  );
  expect(await falhaCom(creditar(ctx, { parceiroId: id, pontos: 0, tipo: 'credito_venda', origem: { tipo: 'venda', id: 'X2' } }))).toMatch(/maior que zero/);
  expect(await membro(id)).toEqual({ saldo: 150.5, total: 150.5 });
});

it('a debit takes the lots that expire first, records them, and never overdraws', async () => {
  const id = await novoMembro();
  const novo = await creditar(ctx, { parceiroId: id, pontos: 100, tipo: 'credito_venda', origem: { tipo: 'venda', id: `N${id}` } });
  const velho = await creditar(ctx, { parceiroId: id, pontos: 100, tipo: 'credito_codigo', origem: { tipo: 'codigo', id: `V${id}` } });
  await ds.query(`UPDATE lotes_pontos SET vence_em = now() + interval '1 month' WHERE movimento_id = $1`, [velho.id]);
  const d = await debitar(ctx, { parceiroId: id, pontos: 130, tipo: 'debito_resgate', origem: { tipo: 'resgate', id: `R${id}` } });
  const consumos = await ds.query(
    `SELECT l.movimento_id, c.pontos::float FROM consumos_lotes c JOIN lotes_pontos l ON l.id = c.lote_id WHERE c.movimento_id = $1 ORDER BY c.pontos DESC`,
    [d.id],
  );
  expect(consumos).toEqual([
    { movimento_id: velho.id, pontos: 100 },
    { movimento_id: novo.id, pontos: 30 },
  ]);
  expect(await membro(id)).toEqual({ saldo: 70, total: 200 });
  expect(await falhaCom(debitar(ctx, { parceiroId: id, pontos: 70.01, tipo: 'debito_resgate', origem: { tipo: 'resgate', id: `R2${id}` } }))).toBe(
    'Saldo de pontos insuficiente.',
  );
  expect(await membro(id)).toEqual({ saldo: 70, total: 200 });
  await semViolacoes();
});

it('a reversal gives back exactly the lots a debit used, once', async () => {
  const id = await novoMembro();
  await creditar(ctx, { parceiroId: id, pontos: 80, tipo: 'credito_venda', origem: { tipo: 'venda', id: `E${id}` } });
  const d = await debitar(ctx, { parceiroId: id, pontos: 50, tipo: 'debito_resgate', origem: { tipo: 'resgate', id: `E${id}` } });
  await estornar(ctx, { movimentoId: d.id, motivo: 'Resgate cancelado' });
  expect(await membro(id)).toEqual({ saldo: 80, total: 80 });
  expect(await falhaCom(estornar(ctx, { movimentoId: d.id, motivo: 'de novo' }))).toBe('Este lançamento já foi estornado.');
  const [lote] = await ds.query(`SELECT restante::float FROM lotes_pontos WHERE parceiro_id = $1`, [id]);
  expect(lote.restante).toBe(80);
  await semViolacoes();
});

it('a sale credit can be reversed while unspent, and is refused once spent', async () => {
  const id = await novoMembro();
  const c1 = await creditar(ctx, { parceiroId: id, pontos: 40, tipo: 'credito_venda', origem: { tipo: 'venda', id: `C1${id}` } });
  const c2 = await creditar(ctx, { parceiroId: id, pontos: 60, tipo: 'credito_venda', origem: { tipo: 'venda', id: `C2${id}` } });
  await estornar(ctx, { movimentoId: c1.id, motivo: 'Venda cancelada' });
  expect(await membro(id)).toEqual({ saldo: 60, total: 60 });
  await debitar(ctx, { parceiroId: id, pontos: 30, tipo: 'debito_resgate', origem: { tipo: 'resgate', id: `C${id}` } });
  expect(await falhaCom(estornar(ctx, { movimentoId: c2.id, motivo: 'Venda cancelada' }))).toMatch(/já usou estes pontos/);
  expect(await membro(id)).toEqual({ saldo: 30, total: 60 });
  await semViolacoes();
});

it('expiry takes due lots once; reactivation gives them back once with 30 more days', async () => {
  const id = await novoMembro();
  const velho = await creditar(ctx, { parceiroId: id, pontos: 25, tipo: 'credito_venda', origem: { tipo: 'venda', id: `X${id}` } });
  await creditar(ctx, { parceiroId: id, pontos: 75, tipo: 'credito_venda', origem: { tipo: 'venda', id: `Y${id}` } });
  await ds.query(`UPDATE lotes_pontos SET vence_em = now() - interval '1 day' WHERE movimento_id = $1`, [velho.id]);
  const primeira = await expirar(ctx);
  expect(primeira.pontos).toBeGreaterThanOrEqual(25);
  expect(await membro(id)).toEqual({ saldo: 75, total: 100 });
  const segunda = await expirar(ctx);
  expect(segunda).toEqual({ parceiros: 0, pontos: 0 });
  const dia = diaDe(new Date());
  await reativar(ctx, dia);
  expect(await membro(id)).toEqual({ saldo: 100, total: 100 });
  const [lote] = await ds.query(`SELECT restante::float, vence_em > now() + interval '29 days' AS prorrogado FROM lotes_pontos WHERE movimento_id = $1`, [
    velho.id,
  ]);
  expect(lote).toEqual({ restante: 25, prorrogado: true });
  expect((await reativar(ctx, dia)).parceiros).toBe(0);
  await semViolacoes();
});

it('corrections move points both ways and count in the total', async () => {
  const id = await novoMembro();
  await creditar(ctx, { parceiroId: id, pontos: 100, tipo: 'credito_venda', origem: { tipo: 'venda', id: `K${id}` } });
  await corrigir(ctx, { parceiroId: id, diferenca: 20, origem: { tipo: 'venda', id: `K${id}` }, motivo: 'Valor do produto corrigido' });
  await corrigir(ctx, { parceiroId: id, diferenca: -50, origem: { tipo: 'venda', id: `K${id}` }, motivo: 'Fator da loja corrigido' });
  expect(await membro(id)).toEqual({ saldo: 70, total: 70 });
  expect(await falhaCom(corrigir(ctx, { parceiroId: id, diferenca: -71, origem: { tipo: 'venda', id: `K${id}` }, motivo: 'x' }))).toBe(
    'Saldo de pontos insuficiente.',
  );
  await semViolacoes();
});

describe('under concurrency (parallel connections on one member)', () => {
  it('200 parallel debits against funds for 10: exactly 10 succeed', async () => {
    const id = await novoMembro();
    await creditar(ctx, { parceiroId: id, pontos: 500, tipo: 'credito_venda', origem: { tipo: 'venda', id: `P${id}` } });
    const resultados = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        debitar(ctx, { parceiroId: id, pontos: 50, tipo: 'debito_resgate', origem: { tipo: 'resgate', id: `P${id}-${i}` } }),
      ),
    );
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const motivos = new Set(resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason.message));
    expect([...motivos]).toEqual(['Saldo de pontos insuficiente.']);
    expect(await membro(id)).toEqual({ saldo: 0, total: 500 });
    await semViolacoes();
  });

  it('credits, debits, reversals and double submissions mixed in parallel keep every invariant', async () => {
    const id = await novoMembro();
    await creditar(ctx, { parceiroId: id, pontos: 300, tipo: 'credito_venda', origem: { tipo: 'venda', id: `M0-${id}` } });
    const creditos = Array.from({ length: 30 }, (_, i) =>
      creditar(ctx, { parceiroId: id, pontos: 10, tipo: 'credito_venda', origem: { tipo: 'venda', id: `M${i % 20}-${id}` } }),
    );
    const debitos = Array.from({ length: 30 }, (_, i) =>
      debitar(ctx, { parceiroId: id, pontos: 15, tipo: 'debito_resgate', origem: { tipo: 'resgate', id: `MD${i}-${id}` } }),
    );
    const feitos = await Promise.allSettled([...creditos, ...debitos]);
    const debitosFeitos = feitos.slice(30).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const creditosFeitos = feitos.slice(0, 30).filter((r) => r.status === 'fulfilled').length;
    expect(creditosFeitos).toBe(19); // M0 was already credited; M1..M19 once each despite repeats
    // Reverse every successful debit twice at once: each reverses exactly once.
    const estornos = await Promise.allSettled(
      debitosFeitos.flatMap((d) => [estornar(ctx, { movimentoId: d.id, motivo: 'a' }), estornar(ctx, { movimentoId: d.id, motivo: 'b' })]),
    );
    expect(estornos.filter((r) => r.status === 'fulfilled')).toHaveLength(debitosFeitos.length);
    expect(await membro(id)).toEqual({ saldo: 300 + 190, total: 490 });
    await semViolacoes();
  });
});
