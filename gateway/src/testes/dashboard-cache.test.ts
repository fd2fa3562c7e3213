import { AmbienteDeTeste } from '../testing/ambiente';
import { chamadasPontuadas } from '../testing/pontuadas';

/**
 * DASHBOARD_CACHE_S and MAIS_VENDIDOS_CACHE_S (docs/decisoes.md "Dashboard", "Produtos mais vendidos"):
 * the figures of one scope and set of filters are reused for that many seconds; another scope or
 * filter never sees them.
 */
let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ DASHBOARD_CACHE_S: '60', MAIS_VENDIDOS_CACHE_S: '60' });
});
afterAll(() => amb.fechar());
afterEach(() => jest.useRealTimers());

/**
 * The cache reads its clock with Date.now(); only Date is faked (timers, I/O and the database run
 * for real), so the window opens and closes when the test moves the clock, not with the machine's speed.
 */
function congelarRelogio(): void {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

it('reuses the figures of the same scope for DASHBOARD_CACHE_S seconds, then reads them again', async () => {
  const admin = await amb.entrarPainel(2);
  // Signed in before the figures are kept, so the window is not spent on sign-ins.
  const tokens = [admin, ...(await Promise.all([0, 1, 5].map((papel) => amb.entrarPainel(papel))))];
  congelarRelogio();
  const antes = (await amb.rest('GET', '/api/dashboard', { token: admin })).corpo;
  const [{ id }] = await amb.ds.query(`SELECT p.id FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.ativo AND r.ativo ORDER BY p.id LIMIT 1`);
  await amb.ds.query(`UPDATE parceiros SET ativo = false WHERE id = $1`, [id]);
  try {
    // Eight simultaneous requests inside the window, two by each unrestricted role (a user runs at most
    // PESADAS_POR_USUARIO heavy reads at once): all get the kept figures.
    const juntos = await Promise.all(tokens.flatMap((token) => [token, token]).map((token) => amb.rest('GET', '/api/dashboard', { token })));
    for (const r of juntos) expect(r.corpo.parceirosCadastrados).toBe(antes.parceirosCadastrados);
    // A network filter is another key: counted now, without the deactivated member if it is theirs.
    const [{ nome }] = await amb.ds.query(
      `SELECT d.nome FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes d ON d.id = r.rede_id WHERE p.id = $1`,
      [id],
    );
    const [{ n }] = await amb.ds.query(
      `SELECT count(*)::int AS n FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes d ON d.id = r.rede_id WHERE p.ativo AND r.ativo AND d.nome = $1`,
      [nome],
    );
    expect((await amb.rest('GET', `/api/dashboard?rede=${encodeURIComponent(nome)}`, { token: admin })).corpo.parceirosCadastrados).toBe(n);

    // Still inside the window one second before it ends; past it one millisecond after.
    jest.setSystemTime(Date.now() + 59_000);
    expect((await amb.rest('GET', '/api/dashboard', { token: admin })).corpo.parceirosCadastrados).toBe(antes.parceirosCadastrados);
    jest.setSystemTime(Date.now() + 1_001);
    const depois = (await amb.rest('GET', '/api/dashboard', { token: admin })).corpo;
    expect(depois.parceirosCadastrados).toBe(antes.parceirosCadastrados - 1);
  } finally {
    jest.useRealTimers();
    await amb.ds.query(`UPDATE parceiros SET ativo = true WHERE id = $1`, [id]);
  }
});

it('a role 3 user never gets the figures kept for a wider scope', async () => {
  const admin = await amb.entrarPainel(2);
  const vendedor = await amb.entrarPainel(3);
  const todas = (await amb.rest('GET', '/api/dashboard', { token: admin })).corpo;
  const escopo = (await amb.rest('GET', '/api/dashboard', { token: vendedor })).corpo;
  expect(escopo.revendasCadastradas).toBeLessThan(todas.revendasCadastradas);
});

let adminMaisVendidos = '';
const { vender } = chamadasPontuadas(() => ({ amb, admin: adminMaisVendidos }));

it('reuses the best-sellers of the same scope and filters for MAIS_VENDIDOS_CACHE_S seconds', async () => {
  adminMaisVendidos = await amb.entrarPainel(2);
  const vendedor = await amb.entrarPainel(3);
  const periodo = '/api/pontuacoes/produtos-mais-vendidos?dataInicial=2000-01-01&dataFinal=2100-12-31';
  const CODIGO = 'SW-ACRPF-BR-18L';
  const quantidade = async (token: string) =>
    ((await amb.rest('GET', periodo, { token })).corpo.produtos as { codigo: string; quantidade: number }[]).find((p) => p.codigo === CODIGO)?.quantidade ?? 0;
  await vender();
  congelarRelogio();
  try {
    const antes = await quantidade(adminMaisVendidos);
    expect(antes).toBeGreaterThanOrEqual(2);
    await vender();
    // Inside the window: the kept ranking, also for two requests at once.
    expect(await Promise.all([quantidade(adminMaisVendidos), quantidade(adminMaisVendidos)])).toEqual([antes, antes]);
    // Another scope is another key: the role 3 user's own stores, counted now (with the new sale).
    const [{ n }] = await amb.ds.query(
      `SELECT coalesce(sum(i.qtde), 0)::int AS n FROM vendas v JOIN vendas_itens i ON i.venda_id = v.id JOIN produtos p ON p.id = i.produto_id
        WHERE p.codigo = $1 AND v.cancelada_em IS NULL
          AND v.revenda_id IN (SELECT unnest(id_revendas_permitidas) FROM usuarios WHERE cpf = '40000000477')`,
      [CODIGO],
    );
    expect(await quantidade(vendedor)).toBe(n);
    // Past the window: read again, with the new sale.
    jest.setSystemTime(Date.now() + 60_001);
    expect(await quantidade(adminMaisVendidos)).toBe(antes + 2);
  } finally {
    jest.useRealTimers();
  }
});
