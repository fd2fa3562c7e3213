import { AmbienteDeTeste } from '../testing/ambiente';

/** The Logs screen's calls: role 2 only, type filter, date range (default 7 days), newest first, paged. */

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  // A few staff actions that write logs, plus an old row outside the default range.
  await amb.rest('POST', '/api/banners', { token: tokens[2], corpo: { titulo: 'Log A', dataInicial: '2026-01-01', dataFinal: '2026-12-31' } });
  await amb.rest('POST', '/api/banners', { token: tokens[1], corpo: { titulo: 'Log B', dataInicial: '2026-01-01', dataFinal: '2026-12-31' } });
  await amb.ds.query(
    `INSERT INTO logs (responsavel_tipo, responsavel_nome, tipo, parametros, criado_em) VALUES ('usuario', 'Antigo', 'rede.criar', '{"id": 1}', now() - interval '30 days')`,
  );
});
afterAll(() => amb.fechar());

it('lists newest first with readable parameters, filtered by type and dates', async () => {
  const r = await amb.rest('GET', '/api/logs?tipo=banners.criar&page=1&perPage=10', { token: tokens[2] });
  expect(r.status).toBe(200);
  expect(r.corpo.totalRecords).toBe(2);
  expect(r.corpo.logs.map((l: { responsavel: string }) => l.responsavel)).toEqual(['Otávio Operador', 'Adriana Administradora']);
  expect(r.corpo.logs[0]).toMatchObject({ tipo: 'banners.criar', titulo: 'Banner cadastrado', parametros: { titulo: 'Log B', imagem: false } });
  // Default range: the last 7 days, so the old row is out; an explicit range brings it back.
  const padrao = await amb.rest('GET', '/api/logs', { token: tokens[2] });
  expect(padrao.corpo.logs.some((l: { responsavel: string }) => l.responsavel === 'Antigo')).toBe(false);
  const d = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  const todos = await amb.rest('GET', `/api/logs?tipo=rede.criar&dataInicial=${d}`, { token: tokens[2] });
  expect(todos.corpo.logs.map((l: { responsavel: string }) => l.responsavel)).toContain('Antigo');
  const datas = padrao.corpo.logs.map((l: { criadoEm: string }) => l.criadoEm);
  expect([...datas].sort().reverse()).toEqual(datas);
  expect((await amb.rest('GET', '/api/logs?dataInicial=2026-05-10&dataFinal=2026-05-01', { token: tokens[2] })).corpo.erro).toBe(
    'Data inicial não pode ser maior que data final',
  );
  expect((await amb.rest('GET', '/api/logs?tipo=%27%3B--', { token: tokens[2] })).status).toBe(400);
  const generico = await amb.rest('GET', '/api/logs?pagina=1&limite=1&filtros=%7B%22tipo%22%3A%22banners.criar%22%7D', { token: tokens[2] });
  expect([generico.corpo.count, generico.corpo.rows.length]).toEqual([2, 1]);
});

it('types: the catalogue with titles plus any written type; GraphQL gives parametros as JSON', async () => {
  const t = await amb.rest('GET', '/api/logs/tipos', { token: tokens[2] });
  expect(t.corpo.tipos).toEqual(
    expect.arrayContaining([
      { tipo: 'banners.criar', titulo: 'Banner cadastrado' },
      { tipo: 'resgates.cancelar', titulo: 'Resgate cancelado' },
    ]),
  );
  const g = await amb.gql(
    `{ logs(input: { tipo: "banners.criar", porPagina: 5 }) { total pagina porPagina temProxima itens { responsavel responsavelTipo titulo parametros criadoEm } } tiposLog { tipo titulo } }`,
    {},
    { token: tokens[2] },
  );
  expect(g.data.logs).toMatchObject({ total: 2, pagina: 1, porPagina: 5, temProxima: false });
  expect(g.data.logs.itens[0].responsavelTipo).toBe('USUARIO');
  expect(JSON.parse(g.data.logs.itens[0].parametros)).toMatchObject({ titulo: 'Log B' });
  expect(g.data.tiposLog.length).toBe(t.corpo.tipos.length);
});

it('an edit reads as before → after, on both doors', async () => {
  const criada = await amb.rest('POST', '/api/redes', { token: tokens[2], corpo: { nome: 'Rede Resumo Log', regiao: 'Sul', valorPonto: 0.05 } });
  expect(criada.status).toBe(201);
  const id = criada.corpo.rede?.id ?? criada.corpo.id;
  expect((await amb.rest('PUT', `/api/redes/${id}`, { token: tokens[2], corpo: { nome: 'Rede Resumo Log 2', regiao: 'Sul', valorPonto: 0.06 } })).status).toBe(
    200,
  );
  const r = await amb.rest('GET', '/api/logs?tipo=rede.editar&page=1&perPage=1', { token: tokens[2] });
  expect(r.corpo.logs[0].resumo).toEqual([
    `Id: ${Number(id).toLocaleString('pt-BR')}`,
    'Nome: Rede Resumo Log → Rede Resumo Log 2',
    'Valor do ponto: 0,05 → 0,06',
  ]);
  const g = await amb.gql(`{ logs(input: { tipo: "rede.editar", porPagina: 1 }) { itens { resumo } } }`, {}, { token: tokens[2] });
  expect(g.data.logs.itens[0].resumo).toEqual(r.corpo.logs[0].resumo);
});

it('malformed filters are refused at the door with the Portuguese message and the field, on both doors', async () => {
  expect(await amb.rest('GET', '/api/logs?dataInicial=31/02/2026', { token: tokens[2] })).toEqual({
    status: 400,
    corpo: { erro: 'Data inicial inválida', campo: 'dataInicial' },
  });
  expect(await amb.rest('GET', '/api/logs?tipo=a%20b', { token: tokens[2] })).toEqual({ status: 400, corpo: { erro: 'Tipo de log inválido.', campo: 'tipo' } });
  // The older dialect's JSON filters go through the same schema.
  expect((await amb.rest('GET', '/api/logs?pagina=1&filtros=%7B%22tipo%22%3A%22a%20b%22%7D', { token: tokens[2] })).corpo.erro).toBe('Tipo de log inválido.');
  const g = await amb.gql(`{ logs(input: { dataFinal: "2026-13-01" }) { total } tiposLog { tipo } }`, {}, { token: tokens[2] });
  expect(g).toMatchObject({ codigo: 'BAD_USER_INPUT', mensagem: 'Data final inválida' });
  // 'todos' is every type.
  const todos = await amb.rest('GET', '/api/logs?tipo=todos&page=1&perPage=1', { token: tokens[2] });
  expect(todos.corpo.totalRecords).toBeGreaterThanOrEqual(2);
});

it('only role 2 reads logs', async () => {
  for (const p of [0, 1, 3, 4, 5]) {
    expect((await amb.rest('GET', '/api/logs', { token: tokens[p] })).status).toBe(403);
    expect((await amb.rest('GET', '/api/logs/tipos', { token: tokens[p] })).status).toBe(403);
  }
  expect((await amb.gql(`{ tiposLog { tipo } }`, {}, { token: tokens[1] })).codigo).toBe('FORBIDDEN');
  expect((await amb.rest('GET', '/api/logs')).status).toBe(401);
  expect((await amb.rest('GET', '/api/logs', { token: await amb.entrarLoja() })).status).toBe(403);
});

it('staff actions without a suite of their own that checks the log still write one (sign-out, keys, store products)', async () => {
  const ultimo = async (tipo: string) =>
    (await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = $1 ORDER BY id DESC LIMIT 1`, [tipo]))[0];
  // Sign-out of a panel user.
  const sair = await amb.entrarPainel(1);
  expect((await amb.rest('DELETE', '/api/sessoes', { token: sair })).status).toBeLessThan(300);
  expect(await ultimo('sessao.sair')).toMatchObject({ responsavel_nome: 'Otávio Operador' });
  // Integrator keys.
  const chave = await amb.rest('POST', '/api/integracoes/chaves', { token: tokens[2], corpo: { nome: 'Chave do teste de logs', plataforma: 'SW PRO Cursos' } });
  expect(chave.status).toBe(201);
  expect(await ultimo('integracao.chave.criar')).toMatchObject({ parametros: { nome: 'Chave do teste de logs' } });
  expect((await amb.rest('POST', `/api/integracoes/chaves/${chave.corpo.chave.id}/revogar`, { token: tokens[2] })).status).toBe(200);
  expect(await ultimo('integracao.chave.revogar')).toMatchObject({ parametros: { id: chave.corpo.chave.id } });
  // A store product: toggle, then delete.
  const [pr] = await amb.ds.query(`SELECT id FROM produtos_revenda ORDER BY id LIMIT 1`);
  expect((await amb.rest('PUT', `/api/produtos_revenda/${pr.id}`, { token: tokens[2], corpo: { ativo: 0 } })).status).toBe(200);
  expect(await ultimo('produtoRevenda.status')).toMatchObject({ parametros: { id: pr.id, ativo: false } });
  // Every type written so far has a title on the Logs screen.
  const tipos = (await amb.rest('GET', '/api/logs/tipos', { token: tokens[2] })).corpo.tipos as { tipo: string; titulo: string }[];
  const escritos: { tipo: string }[] = await amb.ds.query(`SELECT DISTINCT tipo FROM logs`);
  for (const { tipo } of escritos) expect(tipos.find((t) => t.tipo === tipo)?.titulo).not.toBe(tipo);
});

describe('list totals past a thousand rows (docs/decisoes.md "Totais das listas")', () => {
  beforeAll(async () => {
    await amb.ds.query(`INSERT INTO logs (responsavel_tipo, responsavel_nome, tipo, parametros)
                        SELECT 'sistema', NULL, 'teste.volume', jsonb_build_object('n', n) FROM generate_series(1, 1500) n`);
    await amb.ds.query(`INSERT INTO logs (responsavel_tipo, responsavel_nome, tipo, parametros)
                        SELECT 'sistema', NULL, 'teste.poucos', jsonb_build_object('n', n) FROM generate_series(1, 1000) n`);
    await amb.ds.query('ANALYZE logs');
  });

  it('up to 1,000 matching rows the total is exact; past it, an estimate that says so (REST and GraphQL)', async () => {
    const poucos = await amb.rest('GET', '/api/logs?tipo=teste.poucos&page=1&perPage=10', { token: tokens[2] });
    expect([poucos.corpo.totalRecords, poucos.corpo.totalEstimado, poucos.corpo.logs.length]).toEqual([1000, false, 10]);

    const muitos = await amb.rest('GET', '/api/logs?tipo=teste.volume&page=1&perPage=10', { token: tokens[2] });
    expect(muitos.corpo.totalEstimado).toBe(true);
    expect(muitos.corpo.totalRecords).toBeGreaterThan(1000);
    expect(muitos.corpo.logs).toHaveLength(10);
    const g = await amb.gql(
      `{ logs(input: { tipo: "teste.volume", porPagina: 10 }) { total totalEstimado temProxima itens { id } } }`,
      {},
      { token: tokens[2] },
    );
    expect(g.data.logs).toMatchObject({ totalEstimado: true, total: muitos.corpo.totalRecords, temProxima: true });
    expect(g.data.logs.itens).toHaveLength(10);

    // The last, partly filled page knows where the list ends: the total is exact again.
    const alem = await amb.rest('GET', '/api/logs?tipo=teste.volume&page=8&perPage=200', { token: tokens[2] });
    expect([alem.corpo.totalRecords, alem.corpo.totalEstimado, alem.corpo.logs.length]).toEqual([1500, false, 100]);
  });
});
