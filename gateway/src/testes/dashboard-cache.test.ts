import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * DASHBOARD_CACHE_S (docs/decisoes.md "Dashboard"): the figures of one scope and network are reused
 * for that many seconds; another scope or network never sees them.
 */
let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ DASHBOARD_CACHE_S: '60' });
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
