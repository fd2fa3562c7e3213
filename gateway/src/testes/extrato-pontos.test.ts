import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../core/context';
import { validarIndicacoes } from '../modules/indicacoes/indicacoes.service';
import { expirar, reativar } from '../modules/pontos/expiracao.service';
import { creditar, creditarVarios, corrigir } from '../modules/pontos/pontos.service';
import { consulta } from '../modules/pontos/extrato.service';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste } from '../testing/ambiente';
import { comPontosEmTexto, textoPontos } from '../testing/pontos';
import { esperarRazaoIntegro } from '../testing/razao';

/**
 * The full points statement (GET /api/pontos/extrato, extrato(input)): every ledger movement
 * with the balance after it, seeded through the real services (ledger, redemption, cancel,
 * referral, expiry and return), paging, filters, export, and who may read whose.
 */

let amb: AmbienteDeTeste;
let ctx: RequestContext;
let membro: { id: number; token: string; nome: string };
let outro: { id: number };
const tokens: Record<number, string> = {};

let seq = 0;
async function novoMembro(revendaDe = PARCEIRO_DEMO_1): Promise<{ id: number; token: string; nome: string }> {
  seq += 1;
  const cpf = cpfDe(620000000 + seq * 7919);
  const nome = `Extrato Teste ${seq}`;
  const [p] = await amb.ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
     SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
    [cpf, nome, revendaDe],
  );
  return { id: p.id, token: await amb.entrarLoja(cpf), nome };
}

const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const resgatar = (token: string, codigoPremio: string) => amb.rest('POST', '/api/resgatar', { token, corpo: { codigoPremio } });

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ctx = RequestContext.sistema(amb.ds);
  for (const p of [2, 3]) tokens[p] = await amb.entrarPainel(p);
  await amb.ds.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 1000`);
  membro = await novoMembro();
  const [demo] = await amb.ds.query(`SELECT revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
  [outro] = await amb.ds.query(`SELECT id FROM parceiros WHERE revenda_id <> $1 AND ativo ORDER BY id LIMIT 1`, [demo.revenda_id]);
  const id = membro.id;

  // A balance migrated from the previous programme, 20 months ago (already due: the expiry takes it).
  const antes = new Date();
  antes.setMonth(antes.getMonth() - 20);
  await creditar(ctx, {
    parceiroId: id,
    pontos: 80,
    tipo: 'credito_ajuste',
    origem: { tipo: 'migracao', id: `x-${id}` },
    motivo: 'Saldo migrado do programa anterior',
    em: antes,
  });
  await expirar(ctx);
  await reativar(ctx, hoje());
  await creditar(ctx, { parceiroId: id, pontos: 100, tipo: 'credito_venda', origem: { tipo: 'venda', id: `ext-${id}` }, motivo: 'Venda pontuada' });
  await corrigir(ctx, { parceiroId: id, diferenca: 20, origem: { tipo: 'venda', id: `ext-${id}` }, motivo: 'Correção de pontuação: de 100 para 120 pontos' });
  await creditar(ctx, {
    parceiroId: id,
    pontos: 30,
    tipo: 'credito_codigo',
    origem: { tipo: 'codigo_cadastro', id: `c-${id}` },
    motivo: 'Código de cadastro BEMVINDO',
  });
  await creditar(ctx, {
    parceiroId: id,
    pontos: 15,
    tipo: 'credito_plataforma',
    origem: { tipo: 'pontuacao_plataforma', id: `p-${id}` },
    motivo: 'SWPRO: Curso de cores',
  });
  // A referral becomes valid with the referred member's first credited sale.
  const indicado = await novoMembro();
  await amb.ds.query(`INSERT INTO indicacoes (indicador_id, indicado_id) VALUES ($1, $2)`, [id, indicado.id]);
  await validarIndicacoes(ctx, [indicado.id]);
  // Two redemptions; the first is cancelled by staff (its points come back as a reversal).
  await amb.ds.query(`INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos) VALUES
    ('Caneca Extrato', 'Teste', 'EXT-CANECA', 10, 'geral', 40), ('Boné Extrato', 'Teste', 'EXT-BONE', 10, 'geral', 25)`);
  const r1 = await resgatar(membro.token, 'EXT-CANECA');
  expect(r1.status).toBe(201);
  expect((await amb.rest('POST', '/api/cancelarResgate', { token: tokens[2], corpo: { identificador: r1.corpo.id } })).status).toBe(200);
  expect((await resgatar(membro.token, 'EXT-BONE')).status).toBe(201);
});
afterAll(() => amb.fechar());

type Mov = { id: string; data: string; tipo: string; descricao: string; pontos: number; saldoApos: number; origem: { tipo: string; id: string } };
const extrato = (consulta = '', token = membro.token) => amb.rest('GET', `/api/pontos/extrato${consulta}`, { token });

async function todos(token = membro.token, filtro = ''): Promise<{ saldo: number; movimentos: Mov[]; total: number }> {
  const r = await extrato(`?limite=100${filtro}`, token);
  expect(r.status).toBe(200);
  return r.corpo;
}

it('lists every kind of movement, newest first, and the points add up to the balance', async () => {
  const r = await todos();
  const [{ saldo_pontos: saldo }] = await amb.ds.query(`SELECT saldo_pontos::float FROM parceiros WHERE id = $1`, [membro.id]);
  expect(r.saldo).toBe(saldo);
  expect(r.total).toBe(r.movimentos.length);
  expect(r.movimentos.map((m) => m.tipo)).toEqual([
    'resgate',
    'estorno',
    'resgate',
    'indicacao',
    'plataforma',
    'codigo',
    'correcao',
    'venda',
    'reativacao',
    'expiracao',
    'migracao',
  ]);
  expect(r.movimentos.reduce((s, m) => s + m.pontos, 0)).toBeCloseTo(r.saldo, 2);
  // saldoApos: the newest is the balance; each one minus its points is the one before it; the oldest starts from zero.
  expect(r.movimentos[0].saldoApos).toBe(r.saldo);
  r.movimentos.forEach((m, i) => {
    const anterior = r.movimentos[i + 1]?.saldoApos ?? 0;
    expect(m.saldoApos - m.pontos).toBeCloseTo(anterior, 2);
  });
  const porTipo = Object.fromEntries(r.movimentos.map((m) => [m.tipo, m]));
  expect(porTipo.migracao).toMatchObject({ pontos: 80, descricao: 'Saldo migrado do programa anterior', origem: { tipo: 'migracao' } });
  expect(porTipo.expiracao).toMatchObject({ pontos: -80, descricao: 'Pontos expirados' });
  expect(porTipo.reativacao).toMatchObject({ pontos: 80, descricao: 'Pontos expirados devolvidos' });
  expect(porTipo.correcao).toMatchObject({ pontos: 20, descricao: 'Correção de pontuação: de 100 para 120 pontos' });
  expect(porTipo.indicacao.descricao).toMatch(/^Indicação de Extrato Teste \d+$/);
  expect(porTipo.plataforma.descricao).toBe('Plataforma parceira: SWPRO: Curso de cores');
  expect(porTipo.estorno).toMatchObject({ pontos: 40, descricao: 'Resgate cancelado: Caneca Extrato', origem: { tipo: 'resgate' } });
  expect(r.movimentos[0]).toMatchObject({ pontos: -25, descricao: expect.stringMatching(/^Resgate: Boné Extrato \([0-9A-F]{12}\)$/) });
  await esperarRazaoIntegro(amb.ds.manager);
});

it('pages and filters by type and period without changing saldoApos', async () => {
  const tudo = (await todos()).movimentos;
  const p2 = await extrato('?pagina=2&limite=3');
  expect(p2.corpo).toMatchObject({ total: tudo.length, pagina: 2, porPagina: 3 });
  expect(p2.corpo.movimentos).toEqual(tudo.slice(3, 6));
  expect((await extrato('?pagina=99&limite=3')).corpo).toMatchObject({ movimentos: [], total: tudo.length });

  const resgates = await todos(membro.token, '&tipo=resgate');
  expect(resgates.total).toBe(2);
  expect(resgates.movimentos).toEqual(tudo.filter((m) => m.tipo === 'resgate'));

  // The migrated balance is 20 months old: a period starting today leaves it out.
  const deHoje = await todos(membro.token, `&dataInicial=${hoje()}&dataFinal=${hoje().split('-').reverse().join('/')}`);
  expect(deHoje.movimentos).toEqual(tudo.filter((m) => m.tipo !== 'migracao'));
  expect((await extrato(`?dataInicial=${hoje()}&dataFinal=2000-01-01`)).corpo).toEqual({ erro: MENSAGENS.periodoExtratoInvalido, campo: 'dataInicial' });
  expect((await extrato('?tipo=bonus')).corpo).toEqual({ erro: 'Tipo inválido', campo: 'tipo' });
  expect((await extrato('?limite=500')).status).toBe(400);

  const g = await amb.gql(
    `query($i: ExtratoInput) { extrato(input: $i) { saldo total pagina porPagina temProxima
      movimentos { id data tipo descricao pontos saldoApos origem { tipo id } } } }`,
    { i: { tipo: 'RESGATE', porPagina: 1 } },
    { token: membro.token },
  );
  expect(g.data.extrato).toMatchObject({ saldo: textoPontos(resgates.saldo), total: 2, pagina: 1, porPagina: 1, temProxima: true });
  expect(g.data.extrato.movimentos).toEqual([comPontosEmTexto({ ...resgates.movimentos[0], tipo: 'RESGATE' }, ['pontos', 'saldoApos'])]);
});

it('a member reads only their own statement: no parameter names anybody', async () => {
  expect(await extrato(`?parceiro=${outro.id}`)).toEqual({ status: 403, corpo: { erro: MENSAGENS.extratoDeOutroParceiro } });
  expect((await extrato(`?parceiro=${membro.id}`)).status).toBe(403);
  const g = await amb.gql(`query($i: ExtratoInput) { extrato(input: $i) { saldo } }`, { i: { parceiro: String(outro.id) } }, { token: membro.token });
  expect([g.codigo, g.mensagem]).toEqual(['FORBIDDEN', MENSAGENS.extratoDeOutroParceiro]);
  expect((await amb.rest('GET', '/api/pontos/extrato')).status).toBe(401);
});

it('staff read a member of their scope with ?parceiro=; role 3 only its stores', async () => {
  const meu = await todos();
  const r = await extrato(`?limite=100&parceiro=${membro.id}`, tokens[2]);
  expect(r.corpo).toEqual({ ...meu, pagina: 1, porPagina: 100 });
  expect((await extrato(`?limite=100&parceiro=${membro.id}`, tokens[3])).corpo.movimentos).toEqual(meu.movimentos);
  expect(await extrato(`?parceiro=${outro.id}`, tokens[3])).toEqual({ status: 404, corpo: { erro: MENSAGENS.parceiroNaoEncontrado } });
  const g = await amb.gql(`query($i: ExtratoInput) { extrato(input: $i) { saldo } }`, { i: { parceiro: String(outro.id) } }, { token: tokens[3] });
  expect(g.data.extrato).toBeNull();
  expect(await extrato('', tokens[2])).toEqual({ status: 400, corpo: { erro: MENSAGENS.informeParceiroSaldo } });
  expect((await extrato('?parceiro=abc', tokens[2])).status).toBe(400);
});

it('exports the filtered statement as .csv and .xlsx, refusing before the first byte', async () => {
  const csv = await amb.rest('GET', '/api/pontos/extrato/exportar?formato=csv&tipo=resgate', { token: membro.token });
  expect(csv.status).toBe(200);
  const linhas = String(csv.corpo)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(linhas[0]).toBe('Data;Tipo;Descrição;Pontos;Saldo após');
  expect(linhas).toHaveLength(3);
  expect(linhas[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Resgate;Resgate: Boné Extrato \([0-9A-F]{12}\);-25;/);
  const r = await fetch(`${amb.url}/api/pontos/extrato/exportar`, { headers: { authorization: membro.token } });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toContain('spreadsheetml');
  expect(
    Buffer.from(await r.arrayBuffer())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  expect((await amb.rest('GET', `/api/pontos/extrato/exportar?parceiro=${outro.id}`, { token: membro.token })).status).toBe(403);
  expect((await amb.rest('GET', `/api/pontos/extrato/exportar?parceiro=${outro.id}`, { token: tokens[3] })).status).toBe(404);
});

it('CSV numbers use the one format of every export: decimal comma, no thousands separator', async () => {
  const m = await novoMembro();
  await creditar(ctx, { parceiroId: m.id, pontos: 1234.56, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `csv${m.id}` } });
  await creditar(ctx, { parceiroId: m.id, pontos: 1000000.5, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `csv2${m.id}` } });
  const csv = await amb.rest('GET', '/api/pontos/extrato/exportar?formato=csv', { token: m.token });
  const linhas = String(csv.corpo)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(linhas.slice(1).map((l) => l.split(';').slice(3).join(';'))).toEqual(['1000000,5;1001235,06', '1234,56;1234,56']);
});

it('a member with thousands of movements: the first page is the newest and still adds up', async () => {
  const m = await novoMembro();
  const n = 3000;
  await creditarVarios(
    ctx,
    Array.from({ length: n }, (_, i) => ({
      parceiroId: m.id,
      centesimos: 100 + i,
      tipo: 'credito_plataforma' as const,
      origem: { tipo: 'pontuacao_plataforma', id: `mil-${m.id}-${i}` },
      motivo: `Lote ${i}`,
    })),
  );
  const r = await extrato('?limite=5', m.token);
  const soma = Array.from({ length: n }, (_, i) => 100 + i).reduce((s, c) => s + c, 0) / 100;
  expect(r.corpo).toMatchObject({ total: n, saldo: soma });
  expect(r.corpo.movimentos.map((x: Mov) => x.descricao)).toEqual([2999, 2998, 2997, 2996, 2995].map((i) => `Plataforma parceira: Lote ${i}`));
  expect(r.corpo.movimentos[0].saldoApos).toBeCloseTo(soma, 2);
  const ultima = await extrato(`?limite=100&pagina=${n / 100}`, m.token);
  expect(ultima.corpo.movimentos.at(-1)).toMatchObject({ pontos: 1, saldoApos: 1 });
  // The query's order is the ledger index's (parceiro_id, criado_em DESC, id DESC): read through it, the
  // window needs no sort and the page stops after its rows. (Here this member is most of the table, so
  // the planner may prefer a full scan; scans are turned off to see the index plan itself.)
  const qr = amb.ds.createQueryRunner();
  try {
    await qr.query('SET enable_seqscan = off');
    await qr.query('SET enable_bitmapscan = off');
    const c = consulta(m.id, {}, { limite: 20, deslocamento: 0 });
    const plano = (await qr.query(`EXPLAIN ${c.sql}`, c.params)).map((l: Record<string, string>) => l['QUERY PLAN']).join('\n');
    expect(plano).toMatch(/Index Scan using movimentos_parceiro_idx on movimentos_pontos m/);
    expect(plano).not.toMatch(/Sort Key: m\.criado_em/);
  } finally {
    await qr.release();
  }
});
