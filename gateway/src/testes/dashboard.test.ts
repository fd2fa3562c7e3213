import { AmbienteDeTeste } from '../testing/ambiente';
import { textoPontos } from '../testing/pontos';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

/** The same figures, counted independently with plain SQL. */
async function esperado(filtro: string, params: unknown[] = []) {
  const [c] = await amb.ds.query(
    `SELECT
       (SELECT count(*) FROM revendas r WHERE r.ativo ${filtro})::int AS revendas,
       (SELECT count(*) FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.ativo AND r.ativo ${filtro})::int AS parceiros,
       (SELECT count(DISTINCT parceiro_id) FROM vendas v JOIN revendas r ON r.id = v.revenda_id WHERE v.cancelada_em IS NULL AND r.ativo ${filtro})::int AS parceiros_pontuados,
       (SELECT count(DISTINCT revenda_id) FROM vendas v JOIN revendas r ON r.id = v.revenda_id WHERE v.cancelada_em IS NULL AND r.ativo ${filtro})::int AS revendas_pontuadas`,
    params,
  );
  const top = await amb.ds.query(
    `SELECT p.nome, sum(v.total_pontos)::float AS pontos FROM vendas v JOIN parceiros p ON p.id = v.parceiro_id JOIN revendas r ON r.id = v.revenda_id
      WHERE v.cancelada_em IS NULL AND r.ativo ${filtro} GROUP BY p.id, p.nome ORDER BY pontos DESC, p.id LIMIT 10`,
    params,
  );
  return { c, top };
}

describe('GET /api/dashboard', () => {
  it('all networks: counters and top 10 match the database', async () => {
    const token = await amb.entrarPainel(2);
    const r = await amb.rest('GET', '/api/dashboard', { token });
    expect(r.status).toBe(200);
    const { c, top } = await esperado('');
    expect(r.corpo).toMatchObject({
      parceirosCadastrados: c.parceiros,
      revendasCadastradas: c.revendas,
      parceirosPontuados: c.parceiros_pontuados,
      revendasPontuadas: c.revendas_pontuadas,
    });
    expect(c.parceiros).toBeGreaterThan(100);
    expect(r.corpo.topParceirosPontuados).toHaveLength(10);
    expect(r.corpo.topParceirosPontuados.map((t: any) => [t.nome, t.totalPontos])).toEqual(top.map((t: any) => [t.nome, t.pontos]));
    expect(r.corpo.topRevendasPontuadas).toHaveLength(10);
    const pontos = r.corpo.topRevendasPontuadas.map((t: any) => t.totalPontos);
    expect([...pontos].sort((a, b) => b - a)).toEqual(pontos);
  });

  it('filters by network name, and a cancelled sale stops counting', async () => {
    const token = await amb.entrarPainel(1);
    const [rede] = await amb.ds.query(`SELECT id, nome FROM redes WHERE nome = 'Tintas Litoral'`);
    const r = await amb.rest('GET', `/api/dashboard?rede=${encodeURIComponent(rede.nome)}`, { token });
    const { c } = await esperado('AND r.rede_id = $1', [rede.id]);
    expect(r.corpo.parceirosCadastrados).toBe(c.parceiros);
    expect(r.corpo.revendasPontuadas).toBe(c.revendas_pontuadas);

    const lider = r.corpo.topParceirosPontuados[0];
    await amb.ds.query(`UPDATE vendas SET cancelada_em = now() WHERE parceiro_id = $1`, [lider.id]);
    const depois = await amb.rest('GET', `/api/dashboard?rede=${encodeURIComponent(rede.nome)}`, { token });
    expect(depois.corpo.parceirosPontuados).toBe(r.corpo.parceirosPontuados - 1);
    expect(depois.corpo.topParceirosPontuados.map((t: any) => t.id)).not.toContain(lider.id);

    const desconhecida = await amb.rest('GET', '/api/dashboard?rede=Nao%20Existe', { token });
    expect(desconhecida).toEqual({ status: 404, corpo: { erro: 'Rede não encontrada.' } });
  });

  it('role 3 sees only its stores, whatever network it asks for', async () => {
    const token = await amb.entrarPainel(3);
    const r = await amb.rest('GET', '/api/dashboard', { token });
    expect(r.corpo.revendasCadastradas).toBe(1);
    const [loja] = await amb.ds.query(`SELECT id FROM revendas WHERE cnpj = '11222333000181'`);
    const { c } = await esperado('AND r.id = $1', [loja.id]);
    expect(r.corpo.parceirosCadastrados).toBe(c.parceiros);
    expect(r.corpo.topRevendasPontuadas.map((t: any) => t.id)).toEqual([loja.id]);
    // Another network reads as unknown, as on every list (core/filtro-rede).
    const outra = await amb.rest('GET', '/api/dashboard?rede=Tintas%20Litoral', { token });
    expect(outra).toEqual({ status: 404, corpo: { erro: 'Rede não encontrada.' } });
  });

  it('a user limited by idRedesPermitidas sees only those networks', async () => {
    const [rede] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Casa & Cor Sul'`);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 0`, [[rede.id]]);
    const token = await amb.entrarPainel(0);
    const r = await amb.rest('GET', '/api/dashboard', { token });
    const { c } = await esperado('AND r.rede_id = $1', [rede.id]);
    expect(r.corpo.revendasCadastradas).toBe(c.revendas);
    const redes = await amb.rest('GET', '/api/redes?ativo=1', { token });
    expect(redes.corpo.redes.map((x: any) => x.id)).toEqual([rede.id]);
  });

  it('role 4 may not see the dashboard; GraphQL answers the same figures as REST', async () => {
    expect((await amb.rest('GET', '/api/dashboard', { token: await amb.entrarPainel(4) })).status).toBe(403);
    const token = await amb.entrarPainel(5);
    const rest = await amb.rest('GET', '/api/dashboard?rede=Rede%20Horizonte', { token });
    const gql = await amb.gql(
      `{ dashboard(rede: "Rede Horizonte") { parceirosCadastrados parceirosPontuados revendasCadastradas revendasPontuadas
      topParceirosPontuados { id nome revenda totalPontos totalVendido } topRevendasPontuadas { id nomeFantasia totalPontos totalVendido } } }`,
      {},
      { token },
    );
    // GraphQL gives ids as ID (text), money and points as exact decimal text (Dinheiro, Pontos); everything else is the same.
    const comIdsTexto = (l: any[]) =>
      l.map((t) => ({ ...t, id: String(t.id), totalVendido: t.totalVendido.toFixed(2), totalPontos: textoPontos(t.totalPontos) }));
    expect(gql.data.dashboard).toEqual({
      ...rest.corpo,
      topParceirosPontuados: comIdsTexto(rest.corpo.topParceirosPontuados),
      topRevendasPontuadas: comIdsTexto(rest.corpo.topRevendasPontuadas),
    });
  });

  it('a malformed network filter is refused at the door with its Portuguese message, on both doors', async () => {
    const token = await amb.entrarPainel(2);
    const longa = 'x'.repeat(121);
    expect(await amb.rest('GET', `/api/dashboard?rede=${longa}`, { token })).toEqual({
      status: 400,
      corpo: { erro: 'Rede deve ter no máximo 120 caracteres.', campo: 'rede' },
    });
    expect(await amb.rest('GET', '/api/dashboard?rede=a&rede=b', { token })).toMatchObject({ status: 400, corpo: { campo: 'rede' } });
    const gql = await amb.gql(`query ($r: String) { dashboard(rede: $r) { revendasCadastradas } }`, { r: longa }, { token });
    expect(gql).toMatchObject({ data: null, codigo: 'BAD_USER_INPUT', mensagem: 'Rede deve ter no máximo 120 caracteres.' });
  });
});

describe('resumo_vendas (what the dashboard reads)', () => {
  const divergencias = () =>
    amb.ds.query(
      `SELECT * FROM (
         SELECT revenda_id, parceiro_id, count(*)::int AS vendas, sum(total_venda) AS total_venda, sum(total_pontos) AS total_pontos
           FROM vendas WHERE cancelada_em IS NULL GROUP BY revenda_id, parceiro_id
         EXCEPT SELECT revenda_id, parceiro_id, vendas, total_venda, total_pontos FROM resumo_vendas WHERE vendas > 0) d
       UNION ALL
       SELECT * FROM (
         SELECT revenda_id, parceiro_id, vendas, total_venda, total_pontos FROM resumo_vendas WHERE vendas > 0
         EXCEPT SELECT revenda_id, parceiro_id, count(*)::int, sum(total_venda), sum(total_pontos)
           FROM vendas WHERE cancelada_em IS NULL GROUP BY revenda_id, parceiro_id) e`,
    );

  it('stays equal to the sales through inserts, cancellations, returns, corrections, moves and deletes', async () => {
    expect(await divergencias()).toEqual([]);
    const [a, b] = await amb.ds.query(`SELECT id, revenda_id FROM vendas WHERE cancelada_em IS NULL ORDER BY id LIMIT 2`);
    const [outra] = await amb.ds.query(`SELECT id FROM revendas WHERE id <> $1 LIMIT 1`, [a.revenda_id]);
    await amb.ds.query(`UPDATE vendas SET cancelada_em = now() WHERE id = $1`, [a.id]);
    expect(await divergencias()).toEqual([]);
    await amb.ds.query(`UPDATE vendas SET cancelada_em = NULL WHERE id = $1`, [a.id]);
    await amb.ds.query(`UPDATE vendas SET total_pontos = total_pontos + 7, total_venda = total_venda + 1.5 WHERE id = $1`, [b.id]);
    await amb.ds.query(`UPDATE vendas SET revenda_id = $2 WHERE id = $1`, [a.id, outra.id]);
    expect(await divergencias()).toEqual([]);
    const [nova] = await amb.ds.query(
      `INSERT INTO vendas (parceiro_id, revenda_id, identificador, total_venda, total_pontos, valor_custo, realizado_em)
       SELECT parceiro_id, revenda_id, 'RESUMO-1', 100, 40, 2, current_date FROM vendas WHERE id = $1 RETURNING id`,
      [b.id],
    );
    expect(await divergencias()).toEqual([]);
    await amb.ds.query(`DELETE FROM vendas WHERE id = $1`, [nova.id]);
    expect(await amb.ds.query(`SELECT 1 FROM vendas WHERE id = $1`, [nova.id])).toEqual([]);
    expect(await divergencias()).toEqual([]);
  });
});

describe('GET /api/redes', () => {
  it('roles other than 2 see only active networks and no point value unless 1 or 2', async () => {
    const admin = await amb.rest('GET', '/api/redes', { token: await amb.entrarPainel(2) });
    expect(admin.corpo.redes.some((r: any) => !r.ativo)).toBe(true);
    const operador = await amb.rest('GET', '/api/redes', { token: await amb.entrarPainel(1) });
    expect(operador.corpo.redes.every((r: any) => r.ativo && r.valorPonto !== null)).toBe(true);
    const plus = await amb.rest('GET', '/api/redes', { token: await amb.entrarPainel(5) });
    expect(plus.corpo.redes.every((r: any) => r.ativo && r.valorPonto === null)).toBe(true);
    const vendedor = await amb.rest('GET', '/api/redes', { token: await amb.entrarPainel(3) });
    expect(vendedor.corpo.redes.map((r: any) => r.nome)).toEqual(['Rede Horizonte']);
  });
});
