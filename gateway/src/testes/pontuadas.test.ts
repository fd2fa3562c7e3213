import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../core/context';
import { esperarRazaoIntegro } from '../testing/razao';
import { corrigir } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Pontuações (spec 2 §2 pontuacoes/pontuado, §3, §4, §7): the scored-sales list, a salesperson's
 * sales, items, status history, most-sold products, rejection reason, cancel (reverses the ledger
 * credit exactly once, also under a parallel double click), return to pending (with and without a
 * claim), edit and the streamed export — through REST and GraphQL, with roles and role-3 scope.
 */

let amb: AmbienteDeTeste;
let admin: string;
type Membro = { id: number; revenda_id: number; nome: string; cod_revenda: string; rede_id: number };
let m1: Membro;
let m2: Membro;
let numero = 0;
const novoNumero = () => `PT${Date.now() % 100000}${++numero}`;
const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const diaIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

async function membro(cpf: string): Promise<Membro> {
  const [m] = await amb.ds.query(
    `SELECT p.id, p.revenda_id, p.nome, r.codigo AS cod_revenda, r.rede_id FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
    [cpf],
  );
  return m;
}

/** A sale through Nova venda's REST door; returns its id and the points credited. */
async function vender(venda: Record<string, unknown> = {}): Promise<{ id: string; pontos: number; identificador: string }> {
  const identificador = (venda.identificador as string) ?? novoNumero();
  const r = await amb.rest('POST', '/api/pontuacoes/pontuar', {
    corpo: {
      venda: {
        cpf: PARCEIRO_DEMO_1,
        tipoFiscal: 'N',
        realizadoEm: hoje(),
        itens: [{ codigo: 'SW-ACRPF-BR-18L', qtde: 2, valorUnitario: 489.9, valorDesconto: 10 }],
        ...venda,
        identificador,
      },
    },
    token: admin,
  });
  expect(r.status).toBe(201);
  return { id: r.corpo.id, pontos: r.corpo.pontosCreditados, identificador: identificador.toUpperCase() };
}

const saldoDe = async (id: number) => Number((await amb.ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
const estornosDe = async (vendaId: string) =>
  Number(
    (
      await amb.ds.query(
        `SELECT count(*) FROM movimentos_pontos e JOIN movimentos_pontos m ON m.id = e.estorna_movimento_id
    WHERE m.origem_tipo = 'venda' AND m.origem_id = $1`,
        [vendaId],
      )
    )[0].count,
  );
const listar = (q: string, token = admin) => amb.rest('GET', `/api/pontuacoes${q}`, { token });
const cancelar = (identificador: unknown, token = admin) => amb.rest('POST', '/api/pontuacoes/cancelar', { corpo: { identificador }, token });
const retornar = (identificador: unknown, token = admin) =>
  amb.rest('POST', '/api/pontuacoes/retornar-pontuacao-pendente', { corpo: { identificador }, token });

const semViolacoes = () => esperarRazaoIntegro(amb.ds.manager);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  m1 = await membro(PARCEIRO_DEMO_1);
  m2 = await membro(PARCEIRO_DEMO_2);
});
afterAll(() => amb.fechar());

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

describe('cancel', () => {
  it('reverses the credit once; a second cancel is refused; roles 0 and 3 cannot cancel', async () => {
    const venda = await vender();
    const antes = await saldoDe(m1.id);
    expect((await cancelar(venda.id, await amb.entrarPainel(0))).status).toBe(403);
    expect((await cancelar(venda.id, await amb.entrarPainel(3))).status).toBe(403);
    const r = await cancelar(venda.id);
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoCancelada } });
    expect(await saldoDe(m1.id)).toBeCloseTo(antes - venda.pontos, 2);
    const deNovo = await cancelar(venda.id);
    expect(deNovo).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaJaCancelada } });
    expect(await estornosDe(venda.id)).toBe(1);
    expect(await cancelar('abc')).toEqual({ status: 400, corpo: { erro: 'Identificador inválido', campo: 'identificador' } });
    const linha = (await listar(`?search=${venda.identificador}`)).corpo.pontuacoes[0];
    expect(linha).toMatchObject({ status: 'cancelada', cancelada: true });
    const h = await amb.rest('GET', `/api/pontuacoes/${venda.id}/historico`, { token: admin });
    expect(h.corpo.historico).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        usuario: { nome: expect.any(String) },
        status_anterior: 'pontuada',
        status_novo: 'cancelada',
        justificativa: 'Venda cancelada',
      },
    ]);
    await semViolacoes();
  });

  it('also reverses a correction made on the sale', async () => {
    const antes = await saldoDe(m1.id);
    const venda = await vender();
    // A positive correction, as Correção de pontuação records it (origin: the sale).
    await corrigir(RequestContext.sistema(amb.ds), {
      parceiroId: m1.id,
      diferenca: 7,
      origem: { tipo: 'venda', id: venda.id },
      motivo: 'Correção de pontuação',
    });
    expect(await saldoDe(m1.id)).toBeCloseTo(antes + venda.pontos + 7, 2);
    expect((await cancelar(venda.id)).status).toBe(200);
    expect(await estornosDe(venda.id)).toBe(2);
    expect(await saldoDe(m1.id)).toBeCloseTo(antes, 2);
    await semViolacoes();
  });

  it('a parallel double cancel (REST and GraphQL) applies once', async () => {
    const venda = await vender();
    const antes = await saldoDe(m1.id);
    const op = await amb.entrarPainel(1);
    const respostas = await Promise.all([
      cancelar(venda.id),
      cancelar(venda.id, op),
      amb.gql(
        `mutation ($id: ID!) { cancelarVendaPontuada(input: { identificador: $id }) { resultado { mensagem } } }`,
        { id: venda.id },
        { token: await amb.entrarPainel(5) },
      ),
      amb.gql(`mutation ($id: ID!) { cancelarVendaPontuada(input: { identificador: $id }) { resultado { mensagem } } }`, { id: venda.id }, { token: admin }),
    ]);
    const ok = respostas.filter((r) => ('corpo' in r ? r.status === 200 : !r.errors));
    expect(ok).toHaveLength(1);
    expect(respostas.filter((r) => ('corpo' in r ? r.status === 409 : r.codigo === 'CONFLICT'))).toHaveLength(3);
    expect(await estornosDe(venda.id)).toBe(1);
    expect(await saldoDe(m1.id)).toBeCloseTo(antes - venda.pontos, 2);
    await semViolacoes();
  });
});

describe('return to pending', () => {
  it('a typed sale without a claim: cancelled, and a new pending claim with its items; twice → 409', async () => {
    const venda = await vender({ itens: [{ codigo: 'SW-ACRPF-BR-18L', qtde: 2, valorUnitario: 100, valorDesconto: 10 }] });
    const antes = await saldoDe(m1.id);
    expect((await retornar(venda.id, await amb.entrarPainel(0))).status).toBe(403);
    const r = await retornar(venda.id);
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoRetornadaPendente } });
    expect(await saldoDe(m1.id)).toBeCloseTo(antes - venda.pontos, 2);
    const [v] = await amb.ds.query(`SELECT cancelada_em FROM vendas WHERE id = $1`, [venda.id]);
    expect(v.cancelada_em).not.toBeNull();
    const claims = await amb.ds.query(`SELECT c.* FROM pontuacoes c WHERE c.id IN (SELECT pontuacao_id FROM pontuacoes_historico WHERE venda_id = $1)`, [
      venda.id,
    ]);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ status: 'pendente', origem: 'digitada', parceiro_id: m1.id, venda_id: null });
    expect(claims[0].itens).toEqual([
      expect.objectContaining({ codigo: 'SW-ACRPF-BR-18L', valor: 95 }),
      expect.objectContaining({ codigo: 'SW-ACRPF-BR-18L', valor: 95 }),
    ]);
    expect(await retornar(venda.id)).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaJaRetornada } });
    expect(await estornosDe(venda.id)).toBe(1);
    const h = (await amb.rest('GET', `/api/pontuacoes/${venda.id}/historico`, { token: admin })).corpo.historico;
    expect(h.map((e: { status_novo: string }) => e.status_novo)).toEqual(['cancelada', 'pendente', 'retornada']);
    await semViolacoes();
  });

  it('a sale with a file and no claim becomes a photo claim (GraphQL)', async () => {
    const venda = await vender({ linkArquivo: '/api/arquivos/efefefefefefefefefefefefefefefef.pdf' });
    const g = await amb.gql(
      `mutation ($id: ID!) { retornarVendaPendente(input: { identificador: $id }) { resultado { mensagem } } }`,
      { id: venda.id },
      { token: await amb.entrarPainel(5) },
    );
    expect(g.data.retornarVendaPendente.resultado.mensagem).toBe(MENSAGENS.pontuacaoRetornadaPendente);
    const [c] = await amb.ds.query(`SELECT * FROM pontuacoes WHERE link_arquivo = '/api/arquivos/efefefefefefefefefefefefefefefef.pdf'`);
    expect(c).toMatchObject({ status: 'pendente', origem: 'foto', tipo_arquivo: 'pdf', itens: [] });
  });

  it('a sale from a claim that was once rejected: the reason shows; returning puts the same claim back to pending', async () => {
    const [c] = await amb.ds.query(
      `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo) VALUES ($1, $2, 'foto', '/api/arquivos/nota-h3b.jpg', 'jpg') RETURNING id`,
      [m1.id, m1.revenda_id],
    );
    const claimId = String(c.id);
    expect(
      (await amb.rest('POST', '/api/pontuacoes/reprovar', { corpo: { identificador: claimId, reprovadoMotivo: 'Nota Ilegível' }, token: admin })).status,
    ).toBe(200);
    expect((await amb.rest('POST', '/api/pontuacoes/retornar-foto-pendente', { corpo: { identificador: claimId }, token: admin })).status).toBe(200);
    const venda = await vender({ idPontuacao: claimId });

    const linha = (await listar(`?search=${venda.identificador}`)).corpo.pontuacoes[0];
    expect(linha).toMatchObject({ idPontuacao: claimId, reprovadoMotivo: 'Nota Ilegível', linkArquivo: '/api/arquivos/nota-h3b.jpg', tipoArquivo: 'jpg' });
    const motivo = await amb.rest('GET', `/api/pontuacoes/${venda.id}/motivo-reprovacao`, { token: admin });
    expect(motivo.corpo.motivo).toMatchObject({ reprovadoMotivo: 'Nota Ilegível', reprovadoPor: expect.any(String) });
    const gm = await amb.gql(`query ($id: ID!) { motivoReprovacaoDaVenda(id: $id) { reprovadoMotivo } }`, { id: venda.id }, { token: admin });
    expect(gm.data.motivoReprovacaoDaVenda).toEqual({ reprovadoMotivo: 'Nota Ilegível' });

    // Cancelled first: the claim stays 'processada'; then returned: the claim is pending again.
    expect((await cancelar(venda.id)).status).toBe(200);
    expect((await amb.ds.query(`SELECT status FROM pontuacoes WHERE id = $1`, [claimId]))[0].status).toBe('processada');
    expect((await retornar(venda.id)).status).toBe(200);
    const [depois] = await amb.ds.query(`SELECT status, venda_id FROM pontuacoes WHERE id = $1`, [claimId]);
    expect(depois).toEqual({ status: 'pendente', venda_id: null });
    expect(await estornosDe(venda.id)).toBe(1);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM pontuacoes WHERE parceiro_id = $1 AND link_arquivo = '/api/arquivos/nota-h3b.jpg'`, [
      m1.id,
    ]);
    expect(n).toBe(1);
    const gh = await amb.gql(
      `query ($id: ID!) { historicoDaVenda(id: $id) { status_anterior status_novo usuario { nome } } }`,
      { id: venda.id },
      { token: admin },
    );
    expect(gh.data.historicoDaVenda.map((e: { status_novo: string }) => e.status_novo)).toEqual([
      'reprovada',
      'pendente',
      'processada',
      'cancelada',
      'pendente',
      'retornada',
    ]);
    await semViolacoes();
  });
});

describe('edit', () => {
  it('changes the fiscal data, keeps the points; a duplicate document is "Venda já processada"', async () => {
    const a = await vender();
    const b = await vender();
    const novo = novoNumero();
    expect((await amb.rest('PUT', `/api/pontuacoes/${a.id}`, { corpo: { identificador: novo }, token: await amb.entrarPainel(3) })).status).toBe(403);
    const r = await amb.rest('PUT', `/api/pontuacoes/${a.id}`, {
      corpo: { identificador: novo, tipoFiscal: 'C', realizadoEm: '01/01/2026', linkArquivo: '/api/arquivos/01010101010101010101010101010101.png' },
      token: admin,
    });
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.pontuacaoAtualizada } });
    const [v] = await amb.ds.query(
      `SELECT identificador, tipo_fiscal, to_char(realizado_em, 'YYYY-MM-DD') AS dia, link_arquivo, total_pontos FROM vendas WHERE id = $1`,
      [a.id],
    );
    expect(v).toEqual({
      identificador: novo.toUpperCase(),
      tipo_fiscal: 'C',
      dia: '2026-01-01',
      link_arquivo: '/api/arquivos/01010101010101010101010101010101.png',
      total_pontos: a.pontos.toFixed(2),
    });
    const dup = await amb.rest('PUT', `/api/pontuacoes/${b.id}`, { corpo: { identificador: novo, tipoFiscal: 'C' }, token: admin });
    expect(dup).toEqual({ status: 409, corpo: { erro: MENSAGENS.vendaJaProcessada } });
    expect((await amb.rest('PUT', `/api/pontuacoes/${b.id}`, { corpo: { realizadoEm: '2999-01-01' }, token: admin })).status).toBe(400);
    const g = await amb.gql(
      `mutation ($i: EditarVendaPontuadaInput!) { editarVendaPontuada(input: $i) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { i: { id: b.id, identificador: novo, tipoFiscal: 'N' } },
      { token: admin },
    );
    expect(g.data.editarVendaPontuada).toEqual({ resultado: { mensagem: MENSAGENS.pontuacaoAtualizada }, errosDeUsuario: [] });
    // Malformed input: REST 400 with the field, GraphQL errosDeUsuario with the same field; nothing changes.
    expect(await amb.rest('PUT', `/api/pontuacoes/${b.id}`, { corpo: { realizadoEm: '31/02/2026' }, token: admin })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.vendaDataInvalida, campo: 'realizadoEm' },
    });
    const gi = await amb.gql(
      `mutation ($i: EditarVendaPontuadaInput!) { editarVendaPontuada(input: $i) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { i: { id: b.id, identificador: '  ' } },
      { token: admin },
    );
    expect(gi.data.editarVendaPontuada).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'identificador', mensagem: MENSAGENS.vendaCampoObrigatorio('Número fiscal') }],
    });
    const h = (await amb.rest('GET', `/api/pontuacoes/${a.id}/historico`, { token: admin })).corpo.historico;
    expect(h).toEqual([
      expect.objectContaining({ status_novo: 'editada', justificativa: expect.stringContaining(`identificador: ${a.identificador} → ${novo.toUpperCase()}`) }),
    ]);
    expect((await cancelar(a.id)).status).toBe(200);
    expect((await amb.rest('PUT', `/api/pontuacoes/${a.id}`, { corpo: { identificador: 'X1' }, token: admin })).status).toBe(409);
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

async function lerPlanilha(corpo: Buffer): Promise<unknown[][]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.read(Readable.from(corpo));
  const linhas: unknown[][] = [];
  livro.worksheets[0]!.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
  return linhas;
}
