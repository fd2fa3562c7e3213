import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { lerPlanilha } from '../testing/planilha';
import { abrirPontuadas, chamadasPontuadas, diaIso, Membro } from '../testing/pontuadas';

/**
 * Pontuações (spec 2 §2 pontuacoes/pontuado, §3, §4, §7): the scored-sales list, a salesperson's
 * sales, items, status history, most-sold products, the streamed export and what a point costs —
 * through REST and GraphQL, with roles and role-3 scope. Cancel, return to pending (with the
 * rejection reason) and edit are in pontuadas-acoes.test.ts.
 */

let amb: AmbienteDeTeste;
let admin: string;
let m1: Membro;
let m2: Membro;
beforeAll(async () => {
  ({ amb, admin, m1, m2 } = await abrirPontuadas());
});
afterAll(() => amb.fechar());
const { vender, listar } = chamadasPontuadas(() => ({ amb, admin }));

describe('GET /api/pontuacoes (staff list)', () => {
  let venda: { id: string; pontos: number; identificador: string };
  beforeAll(async () => {
    venda = await vender();
  });

  it('defaults to the last 7 days, newest pontuadoEm first, with the fields of a scored sale', async () => {
    const r = await listar('');
    expect(r.status).toBe(200);
    const semana = await amb.ds.query(
      `SELECT count(*)::int AS n FROM vendas WHERE pontuado_em >= (((now() AT TIME ZONE 'America/Sao_Paulo')::date - 7)::timestamp AT TIME ZONE 'America/Sao_Paulo')`,
    );
    expect(r.corpo.totalRecords).toBe(semana[0].n);
    expect(r.corpo.pontuacoes).toHaveLength(Math.min(10, semana[0].n));
    const datas = r.corpo.pontuacoes.map((p: { pontuadoEm: string }) => p.pontuadoEm);
    expect([...datas].sort().reverse()).toEqual(datas);
    const linha = r.corpo.pontuacoes.find((p: { id: string }) => p.id === venda.id);
    expect(linha).toMatchObject({
      parceiro: m1.nome,
      cpf: PARCEIRO_DEMO_1,
      codRevenda: m1.cod_revenda,
      identificador: venda.identificador,
      tipoFiscal: 'N',
      totalPontos: venda.pontos,
      totalVenda: 969.8,
      qtdItens: 1,
      status: 'pontuada',
      cancelada: false,
      aprovadoPor: expect.any(String),
      realizadoEm: diaIso(),
      venceEm: expect.any(String),
      linkArquivo: null,
      idPontuacao: null,
      reprovadoMotivo: null,
    });
    expect(Object.keys(linha)).toEqual(expect.arrayContaining(['revenda', 'cidade', 'valorCusto', 'criadoEm', 'cnpj', 'tipoArquivo']));
  });

  it('filters by range, network and search; sorts by whitelisted fields; pages without overlap', async () => {
    const ontem = new Date(Date.now() - 86_400_000 * 400).toISOString().slice(0, 10);
    const passado = await listar(`?dataInicial=${ontem}&dataFinal=${ontem}`);
    expect(passado.corpo.pontuacoes.some((p: { id: string }) => p.id === venda.id)).toBe(false);
    const ano = await listar(`?dataInicial=2020-01-01&dataFinal=${diaIso()}&perPage=1`);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM vendas`);
    // Past 1,000 rows the total is the planner's estimate, and says so (docs/decisoes.md "Totais das listas").
    if (n > 1000) expect(ano.corpo).toMatchObject({ totalEstimado: true, totalRecords: expect.any(Number) });
    else expect(ano.corpo).toMatchObject({ totalEstimado: false, totalRecords: n });
    expect(ano.corpo.totalRecords).toBeGreaterThanOrEqual(Math.min(n, 1001));

    expect((await listar(`?search=${venda.identificador.toLowerCase()}`)).corpo.pontuacoes.map((p: { id: string }) => p.id)).toEqual([venda.id]);
    const porCpf = await listar(`?search=700.000.007&dataInicial=2020-01-01&perPage=100`);
    expect(porCpf.corpo.totalRecords).toBeGreaterThan(1);
    expect(porCpf.corpo.pontuacoes.every((p: { cpf: string }) => p.cpf === PARCEIRO_DEMO_1)).toBe(true);
    const outraRede = await listar(`?rede=${m2.rede_id === m1.rede_id ? 999999 : m2.rede_id}&search=${venda.identificador}`);
    expect(outraRede.corpo.totalRecords).toBe(0);
    expect((await listar(`?rede=${m1.rede_id}&search=${venda.identificador}`)).corpo.totalRecords).toBe(1);

    const asc = await listar(`?dataInicial=2020-01-01&sortField=totalPontos&sortOrder=1&perPage=50`);
    const pontos = asc.corpo.pontuacoes.map((p: { totalPontos: number }) => p.totalPontos);
    expect([...pontos].sort((a, b) => a - b)).toEqual(pontos);
    const p1 = await listar(`?dataInicial=2020-01-01&page=1&perPage=5`);
    const p2 = await listar(`?dataInicial=2020-01-01&page=2&perPage=5`);
    const ids1 = p1.corpo.pontuacoes.map((p: { id: string }) => p.id);
    expect(p2.corpo.pontuacoes.filter((p: { id: string }) => ids1.includes(p.id))).toEqual([]);
    expect((await listar('?sortField=senha')).status).toBe(400);
    expect((await listar('?dataInicial=31/02/2026')).status).toBe(400);

    const g = await amb.gql(
      `query ($busca: String) { vendasPontuadas(input: { busca: $busca, dataInicial: "2020-01-01" }) { total itens { id identificador qtdItens status } } }`,
      { busca: venda.identificador },
      { token: admin },
    );
    expect(g.data.vendasPontuadas).toEqual({ total: 1, itens: [{ id: venda.id, identificador: venda.identificador, qtdItens: 1, status: 'PONTUADA' }] });
  });

  it('role 3 sees only its stores; role 4 is refused; a member gets their own claims under review', async () => {
    const vendedor = await amb.entrarPainel(3);
    const r = await listar('?dataInicial=2020-01-01&perPage=100', vendedor);
    expect(r.status).toBe(200);
    const [{ n }] = await amb.ds.query(
      `SELECT count(*)::int AS n FROM vendas WHERE revenda_id = ANY((SELECT id_revendas_permitidas FROM usuarios WHERE permissao = 3 LIMIT 1)::int[])`,
    );
    expect(r.corpo.totalRecords).toBe(n);
    expect(r.corpo.pontuacoes.every((p: { codRevenda: string }) => p.codRevenda === m1.cod_revenda)).toBe(true);
    const g = await amb.gql(`{ vendasPontuadas(input: { dataInicial: "2020-01-01" }) { total } }`, {}, { token: vendedor });
    expect(g.data.vendasPontuadas.total).toBe(n);

    expect((await listar('', await amb.entrarPainel(4))).status).toBe(403);
    expect((await amb.gql(`{ vendasPontuadas { total } }`, {}, { token: await amb.entrarPainel(4) })).codigo).toBe('FORBIDDEN');
    expect((await listar('')).status).toBe(200);
    expect((await amb.rest('GET', '/api/pontuacoes')).status).toBe(401);
    const loja = await listar('?analise=true', await amb.entrarLoja());
    expect(loja.status).toBe(200);
    expect(loja.corpo).toEqual({ analise: expect.any(Array), totalAnalise: expect.any(Number) });
  });
});

describe('a salesperson’s sales, items, history and most-sold products', () => {
  it('GET /api/pontuacoes/{cpf}: the member’s sales; not 11 digits or out of reach → 404', async () => {
    const venda = await vender();
    const r = await amb.rest('GET', `/api/pontuacoes/${PARCEIRO_DEMO_1}`, { token: admin });
    expect(r.status).toBe(200);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM vendas WHERE parceiro_id = $1`, [m1.id]);
    expect(r.corpo.pontuacoes).toHaveLength(n);
    expect(r.corpo.pontuacoes[0].id).toBe(venda.id);
    expect((await amb.rest('GET', '/api/pontuacoes/123456', { token: admin })).status).toBe(404);
    expect((await amb.rest('GET', '/api/pontuacoes/00000000000', { token: admin })).status).toBe(404);
    const vendedor = await amb.entrarPainel(3);
    expect((await amb.rest('GET', `/api/pontuacoes/${PARCEIRO_DEMO_2}`, { token: vendedor })).status).toBe(404);
    expect((await amb.rest('GET', `/api/pontuacoes/${PARCEIRO_DEMO_1}`, { token: vendedor })).status).toBe(200);
    expect((await amb.rest('GET', `/api/pontuacoes/${PARCEIRO_DEMO_1}`, { token: await amb.entrarPainel(4) })).status).toBe(403);
    expect((await amb.rest('GET', `/api/pontuacoes/${PARCEIRO_DEMO_1}`, { token: await amb.entrarLoja() })).status).toBe(403);
    const g = await amb.gql(`query ($cpf: String!) { vendasDoVendedor(input: { cpf: $cpf }) { id } }`, { cpf: PARCEIRO_DEMO_1 }, { token: admin });
    expect(g.data.vendasDoVendedor).toHaveLength(n);
  });

  it('items and most-sold products of the range; out-of-reach sales are 404', async () => {
    const venda = await vender({
      itens: [
        { codigo: 'SW-ACRPF-BR-18L', qtde: 3, valorUnitario: 100 },
        { codigo: 'thp-400050', qtde: 1, valorUnitario: 50 },
      ],
    });
    const r = await amb.rest('GET', `/api/pontuacoes/${venda.id}/itens`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.corpo.itens).toEqual([
      expect.objectContaining({ codigo: 'SW-ACRPF-BR-18L', qtde: 3, valorUnitario: 100, valorDesconto: 0, subTotal: 300, nome: expect.any(String) }),
      expect.objectContaining({ codigo: 'THP-400050', qtde: 1, subTotal: 50 }),
    ]);
    const g = await amb.gql(`query ($id: ID!) { itensDaVenda(id: $id) { codigo qtde valorPontos } }`, { id: venda.id }, { token: admin });
    expect(g.data.itensDaVenda).toHaveLength(2);
    expect((await amb.rest('GET', '/api/pontuacoes/99999999/itens', { token: admin })).status).toBe(404);
    // A malformed id is a bad request; GraphQL answers null for a sale nobody can see.
    expect(await amb.rest('GET', '/api/pontuacoes/abc/itens', { token: admin })).toEqual({
      status: 400,
      corpo: { erro: 'Identificador inválido', campo: 'id' },
    });
    expect((await amb.gql(`{ itensDaVenda(id: "99999999") { codigo } }`, {}, { token: admin })).data).toEqual({ itensDaVenda: null });
    const [deOutraLoja] = await amb.ds.query(`SELECT id FROM vendas WHERE revenda_id <> $1 LIMIT 1`, [m1.revenda_id]);
    expect((await amb.rest('GET', `/api/pontuacoes/${deOutraLoja.id}/itens`, { token: await amb.entrarPainel(3) })).status).toBe(404);

    const mais = await amb.rest('GET', `/api/pontuacoes/produtos-mais-vendidos?dataInicial=${diaIso()}&dataFinal=${diaIso()}`, { token: admin });
    expect(mais.status).toBe(200);
    const [{ n }] = await amb.ds.query(
      `SELECT sum(i.qtde)::int AS n FROM vendas_itens i JOIN vendas v ON v.id = i.venda_id
        WHERE i.codigo = 'SW-ACRPF-BR-18L' AND v.cancelada_em IS NULL AND v.pontuado_em >= ((now() AT TIME ZONE 'America/Sao_Paulo')::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`,
    );
    expect(mais.corpo.produtos[0]).toMatchObject({ codigo: 'SW-ACRPF-BR-18L', quantidade: n });
    const gm = await amb.gql(`{ produtosMaisVendidos(input: {}) { codigo quantidade } }`, {}, { token: admin });
    expect(gm.data.produtosMaisVendidos[0].codigo).toBe('SW-ACRPF-BR-18L');
  });
});

describe('export', () => {
  const baixar = async (q: string, token = admin) => {
    const r = await fetch(`${amb.url}/api/pontuacoes/export${q}`, { headers: { authorization: token } });
    return { r, corpo: Buffer.from(await r.arrayBuffer()) };
  };

  it('an xlsx of every row of the filters or of the page on screen, for roles 1, 2, 5; GraphQL signs a link', async () => {
    const venda = await vender();
    const { r, corpo } = await baixar(`?type=all&dataInicial=${diaIso()}&dataFinal=${diaIso()}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers.get('content-disposition')).toMatch(/filename="pontuacoes_completo_\d{8}_\d{6}\.xlsx"/);
    const linhas = await lerPlanilha(corpo);
    expect(linhas[0].slice(0, 4)).toEqual(['ID', 'Vendedor', 'CPF', 'Loja']);
    const lista = await listar(`?perPage=100&dataInicial=${diaIso()}&dataFinal=${diaIso()}`);
    expect(linhas).toHaveLength(lista.corpo.totalRecords + 1);
    const nossa = linhas.find((l) => l[0] === Number(venda.id))!;
    expect(nossa.slice(1, 3)).toEqual([m1.nome, '700.000.007-44']);
    expect(nossa).toContain(venda.identificador);

    const pagina = await baixar(`?type=current&page=1&perPage=2&sortField=pontuadoEm&sortOrder=-1&dataInicial=2020-01-01`);
    expect(pagina.r.headers.get('content-disposition')).toMatch(/filename="pontuacoes_\d{8}_\d{6}\.xlsx"/);
    expect(await lerPlanilha(pagina.corpo)).toHaveLength(3);
    expect((await baixar('?type=outro')).r.status).toBe(400);
    expect(JSON.parse((await baixar('?type=outro')).corpo.toString())).toEqual({ erro: 'Tipo de exportação inválido: use current ou all.', campo: 'type' });
    // The export reads its query with the list's schema: what the list refuses, it refuses in the same words.
    for (const q of ['?dataInicial=31/02/2026', '?rede=999999', `?sortField=${'x'.repeat(200)}`]) {
      const lista = await listar(q);
      const exportacao = await baixar(`${q}&type=all`);
      expect([q, exportacao.r.status, exportacao.r.status === 200 ? null : JSON.parse(exportacao.corpo.toString())]).toEqual([
        q,
        lista.status,
        lista.status === 200 ? null : lista.corpo,
      ]);
    }
    for (const p of [0, 3, 4]) expect((await baixar('?type=all', await amb.entrarPainel(p))).r.status).toBe(403);

    const g = await amb.gql(`query { linkExportacaoPontuacoes(input: { tipo: ALL }) }`, {}, { token: await amb.entrarPainel(5) });
    expect(g.data.linkExportacaoPontuacoes).toMatch(/^\/api\/downloads\//);
    const viaLink = await fetch(amb.url + g.data.linkExportacaoPontuacoes);
    expect(viaLink.status).toBe(200);
    expect((await lerPlanilha(Buffer.from(await viaLink.arrayBuffer()))).some((l) => l[0] === Number(venda.id))).toBe(true);
    // The link takes the list's own input: the page on screen, searched, in the screen's order.
    const atual = await amb.gql(
      `query($i: ExportarPontuacoesInput!) { linkExportacaoPontuacoes(input: $i) }`,
      {
        i: {
          tipo: 'CURRENT',
          pagina: 1,
          porPagina: 1,
          ordenarPor: 'pontuadoEm',
          direcao: 'DESC',
          busca: venda.identificador,
          dataInicial: diaIso(),
          dataFinal: diaIso(),
        },
      },
      { token: await amb.entrarPainel(5) },
    );
    const planilhaAtual = await lerPlanilha(Buffer.from(await (await fetch(amb.url + atual.data.linkExportacaoPontuacoes)).arrayBuffer()));
    expect(planilhaAtual.map((l) => l[0])).toEqual(['ID', Number(venda.id)]);
    const invalido = await amb.gql(`query { linkExportacaoPontuacoes(input: { tipo: ALL, dataInicial: "31/02/2026" }) }`, {}, { token: admin });
    expect(invalido.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('what a point costs (valorCusto gives valorPonto away)', () => {
  it('roles 0, 3, 4 and 5 get valorCusto null on both doors and cannot sort by it; the export has no cost column; 1 and 2 see it', async () => {
    const venda = await vender();
    const [{ valor_custo: custo }] = await amb.ds.query(`SELECT valor_custo::float FROM vendas WHERE id = $1`, [venda.id]);
    expect(custo).toBeGreaterThan(0);
    const q = `?perPage=100&dataInicial=${diaIso()}&dataFinal=${diaIso()}`;
    for (const p of [1, 2]) {
      const linha = (await listar(q, await amb.entrarPainel(p))).corpo.pontuacoes.find((l: { id: string }) => l.id === venda.id);
      expect(linha.valorCusto).toBe(custo);
    }
    for (const p of [0, 3, 5]) {
      const token = await amb.entrarPainel(p);
      const r = await listar(`${q}&search=${venda.identificador}`, token);
      expect(r.corpo.pontuacoes.map((l: { id: string; valorCusto: number | null }) => [l.id, l.valorCusto])).toEqual([[venda.id, null]]);
      const g = await amb.gql(
        `query($d: String) { vendasPontuadas(input: { dataInicial: $d, dataFinal: $d, busca: "${venda.identificador}" }) { itens { id valorCusto } } }`,
        { d: diaIso() },
        { token },
      );
      expect(g.data.vendasPontuadas.itens).toEqual([{ id: venda.id, valorCusto: null }]);
      // Sorting by cost would rank the sales by it: the default order is used instead.
      const porCusto = await listar(`${q}&sortField=valorCusto&sortOrder=1`, token);
      const padrao = await listar(q, token);
      expect(porCusto.corpo.pontuacoes.map((l: { id: string }) => l.id)).toEqual(padrao.corpo.pontuacoes.map((l: { id: string }) => l.id));
      const membro = await amb.rest('GET', `/api/pontuacoes/${PARCEIRO_DEMO_1}`, { token });
      if (membro.status === 200) expect(membro.corpo.pontuacoes.every((l: { valorCusto: number | null }) => l.valorCusto === null)).toBe(true);
    }
    const r5 = await fetch(`${amb.url}/api/pontuacoes/export?type=all&dataInicial=${diaIso()}&dataFinal=${diaIso()}`, {
      headers: { authorization: await amb.entrarPainel(5) },
    });
    const cabecalho5 = (await lerPlanilha(Buffer.from(await r5.arrayBuffer())))[0];
    expect(cabecalho5).not.toContain('Valor custo');
    expect(cabecalho5).toContain('Pontos');
    const r2 = await fetch(`${amb.url}/api/pontuacoes/export?type=all&dataInicial=${diaIso()}&dataFinal=${diaIso()}`, { headers: { authorization: admin } });
    expect((await lerPlanilha(Buffer.from(await r2.arrayBuffer())))[0]).toContain('Valor custo');
  });
});
