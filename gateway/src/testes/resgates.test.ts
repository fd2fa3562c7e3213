import { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { criarDataSource } from '../db/data-source';
import { esperarRazaoIntegro } from '../testing/razao';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste, BANCO_DE_TESTE } from '../testing/ambiente';

/** Redemption through both doors: rules, limits, concurrency, the member's and the panel's lists, cancel and status. */

let amb: AmbienteDeTeste;
let ds: DataSource;
let ctx: RequestContext;
const tokens: Record<number, string> = {};
let demo2: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ds = criarDataSource((amb.ds.options as { url: string }).url, BANCO_DE_TESTE);
  await ds.initialize();
  ctx = RequestContext.sistema(ds);
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  await amb.entrarLoja(PARCEIRO_DEMO_1);
  demo2 = await amb.entrarLoja(PARCEIRO_DEMO_2);
  // The weekly voucher setting (default 3) is tested in resgates-credito.test; here the monthly limits bind.
  await ds.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 1000`);
});
afterAll(async () => {
  await ds.destroy();
  await amb.fechar();
});

let seq = 0;
/** A member of demo store 1 who can sign in (the demo password), with `pontos` credited through the ledger. */
async function novoMembro(pontos: number): Promise<{ id: number; token: string }> {
  seq += 1;
  const cpf = cpfDe(510000000 + seq * 7741);
  const [p] = await ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
     SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
    [cpf, `Membro Teste ${seq}`, PARCEIRO_DEMO_1],
  );
  if (pontos > 0) await creditar(ctx, { parceiroId: p.id, pontos, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `m${p.id}` } });
  return { id: p.id, token: await amb.entrarLoja(cpf) };
}
async function novoPremio(codigo: string, pontos: number, tipo = 'geral', alternativo: number | null = null): Promise<number> {
  const [p] = await ds.query(
    `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos, pontos_alternativo) VALUES ($1, 'Teste', $1, 10, $2, $3, $4) RETURNING id`,
    [codigo, tipo, pontos, alternativo],
  );
  return p.id;
}
const saldo = async (id: number) => Number((await ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
const resgatar = (token: string, corpo: Record<string, unknown>) => amb.rest('POST', '/api/resgatar', { token, corpo });
const semViolacoes = () => esperarRazaoIntegro(ds.manager);

it('a member redeems a prize: the ledger debits it and the member reads it, no one else', async () => {
  const m = await novoMembro(1000);
  await novoPremio('R-GERAL', 300);
  const r = await resgatar(m.token, { codigoPremio: 'r-geral', qtde: 1, obs: 'Entregar à tarde' });
  expect(r.status).toBe(201);
  expect(r.corpo).toMatchObject({ saldoNovo: 700, cartao: null, mensagem: 'Resgate realizado com sucesso!' });
  const [linha] = await ds.query(`SELECT r.*, m.pontos AS mov FROM resgates r JOIN movimentos_pontos m ON m.id = r.movimento_id WHERE r.id = $1`, [r.corpo.id]);
  expect(linha).toMatchObject({
    qtde: 1,
    status: 0,
    pontos_gastos: '300.00',
    saldo_anterior: '1000.00',
    escolha_membro: 'Entregar à tarde',
    obs: null,
    mov: '-300.00',
  });
  expect(linha.redemption_code).toMatch(/^[0-9A-F]{12}$/);
  const lista = await amb.rest('GET', '/api/resgates', { token: m.token });
  expect(lista.corpo.resgates).toHaveLength(1);
  expect(lista.corpo.resgates[0]).toMatchObject({ id: r.corpo.id, qtde: 1, premio: { codigo: 'R-GERAL' }, status: 0, nomeStatus: 'Não entregue' });
  expect((await amb.rest('GET', `/api/resgates/${r.corpo.id}`, { token: m.token })).corpo.resgate.redemptionCode).toBe(linha.redemption_code);
  // Another member: not found, through both doors; the other member's list does not carry it.
  expect((await amb.rest('GET', `/api/resgates/${r.corpo.id}`, { token: demo2 })).status).toBe(404);
  expect((await amb.gql(`query($id: ID!) { meuResgate(id: $id) { id } }`, { id: r.corpo.id }, { token: demo2 })).data).toEqual({ meuResgate: null });
  expect((await amb.rest('GET', '/api/resgates', { token: demo2 })).corpo.resgates.map((x: { id: number }) => x.id)).not.toContain(r.corpo.id);
  // A malformed id is refused before any lookup.
  expect((await amb.rest('GET', '/api/resgates/abc', { token: demo2 })).status).toBe(400);
  const gql = await amb.gql(`{ meusResgates { id premio { codigo } } }`, {}, { token: m.token });
  expect(gql.data.meusResgates).toEqual([{ id: String(r.corpo.id), premio: { codigo: 'R-GERAL' } }]);
  await semViolacoes();
});

it('refuses bad input, unknown or inactive prizes, zero points, insufficient balance and a store not released', async () => {
  const m = await novoMembro(500);
  await novoPremio('R-CARO', 501);
  await novoPremio('R-ZERO', 0);
  const inativo = await novoPremio('R-INATIVO', 10);
  await ds.query(`UPDATE premios SET ativo = false WHERE id = $1`, [inativo]);
  const casos: [Record<string, unknown>, number, string][] = [
    [{}, 400, 'Informe o prêmio.'],
    [{ codigoPremio: 'R-CARO', qtde: 2 }, 400, 'A quantidade de um resgate é 1.'],
    [{ codigoPremio: 'NAO-EXISTE' }, 404, 'Prêmio não encontrado.'],
    [{ codigoPremio: 'R-INATIVO' }, 404, 'Prêmio não encontrado.'],
    [{ codigoPremio: 'R-ZERO' }, 400, 'Este prêmio não está disponível para resgate.'],
    [{ codigoPremio: 'R-CARO' }, 400, 'Saldo de pontos insuficiente.'],
    [{ codigoPremio: 'CREDITO100' }, 400, 'Saldo de pontos insuficiente.'],
  ];
  for (const [corpo, status, erro] of casos) {
    const r = await resgatar(m.token, corpo);
    expect([JSON.stringify(corpo), r.status, r.corpo.erro]).toEqual([JSON.stringify(corpo), status, erro]);
  }
  expect((await amb.rest('POST', '/api/resgatar', { token: m.token, bruto: '{"codigoPremio":' })).status).toBe(400);
  await ds.query(`UPDATE revendas SET resgate_liberado = false WHERE id = (SELECT revenda_id FROM parceiros WHERE id = $1)`, [m.id]);
  const fechado = await resgatar(m.token, { codigoPremio: 'VALE50' });
  await ds.query(`UPDATE revendas SET resgate_liberado = true WHERE id = (SELECT revenda_id FROM parceiros WHERE id = $1)`, [m.id]);
  expect([fechado.status, fechado.corpo.erro]).toEqual([400, 'O resgate não está liberado para a sua loja.']);
  expect(await saldo(m.id)).toBe(500);
  expect(Number((await ds.query(`SELECT count(*) FROM resgates WHERE parceiro_id = $1`, [m.id]))[0].count)).toBe(0);
  // Staff cannot redeem.
  expect((await resgatar(tokens[2], { codigoPremio: 'VALE50' })).status).toBe(403);
});

it('bivolt uses pontos for 110V (default) and pontosAlternativo for 220V; recarga needs operator and mobile', async () => {
  const m = await novoMembro(10000);
  await novoPremio('R-BI1', 100, 'bivolt', 150);
  await novoPremio('R-BI2', 100, 'bivolt', 150);
  expect((await resgatar(m.token, { codigoPremio: 'R-BI1' })).corpo.saldoNovo).toBe(9900);
  const gql = await amb.gql(
    `mutation { resgatar(input: { codigoPremio: "R-BI2", qtde: 1, voltagem: "220V" }) { resultado { saldoNovo cartao { numero } } } }`,
    {},
    { token: m.token },
  );
  expect(gql.data.resgatar.resultado).toEqual({ saldoNovo: '9750.00', cartao: null });
  expect(
    (await ds.query(`SELECT escolha_membro FROM resgates WHERE parceiro_id = $1 ORDER BY id`, [m.id])).map((l: { escolha_membro: string }) => l.escolha_membro),
  ).toEqual(['110V', '220V']);
  await novoPremio('R-REC', 50, 'recarga');
  expect((await resgatar(m.token, { codigoPremio: 'R-REC' })).corpo.erro).toBe('Selecione a operadora');
  expect((await resgatar(m.token, { codigoPremio: 'R-REC', operadora: 'Embratel' })).corpo.erro).toBe('Selecione a operadora');
  expect((await resgatar(m.token, { codigoPremio: 'R-REC', operadora: 'tim' })).corpo.erro).toBe('Informe o celular');
  expect((await resgatar(m.token, { codigoPremio: 'R-REC', operadora: 'TIM', celular: '119' })).corpo.erro).toBe('Celular inválido');
  const ok = await resgatar(m.token, { codigoPremio: 'R-REC', operadora: 'tim', celular: '(11) 98888-7777' });
  expect(ok.corpo.saldoNovo).toBe(9700);
  expect((await ds.query(`SELECT escolha_membro, obs FROM resgates WHERE id = $1`, [ok.corpo.id]))[0]).toEqual({
    escolha_membro: 'TIM 11988887777',
    obs: null,
  });
});

it('limits: 5 redemptions per calendar month and the same prize once a month; cancelled ones and last month do not count', async () => {
  const m = await novoMembro(100000);
  for (let i = 1; i <= 6; i++) await novoPremio(`R-LIM${i}`, 10);
  const primeiro = await resgatar(m.token, { codigoPremio: 'R-LIM1' });
  const mesmo = await resgatar(m.token, { codigoPremio: 'R-LIM1' });
  expect([mesmo.status, mesmo.corpo.erro]).toEqual([409, 'Você já resgatou este prêmio este mês. Cada prêmio pode ser resgatado uma vez por mês.']);
  for (let i = 2; i <= 5; i++) expect((await resgatar(m.token, { codigoPremio: `R-LIM${i}` })).status).toBe(201);
  const sexto = await resgatar(m.token, { codigoPremio: 'R-LIM6' });
  expect([sexto.status, sexto.corpo.erro]).toEqual([409, 'Você já fez 5 resgates este mês. O limite mensal é de 5 resgates.']);
  // A cancelled redemption frees its place (and the same prize may be taken again).
  expect((await amb.rest('POST', '/api/cancelarResgate', { token: tokens[2], corpo: { identificador: primeiro.corpo.id } })).status).toBe(200);
  expect((await resgatar(m.token, { codigoPremio: 'R-LIM1' })).status).toBe(201);
  // Redemptions of an earlier month do not count.
  await ds.query(`UPDATE resgates SET resgatado_em = resgatado_em - interval '40 days' WHERE parceiro_id = $1`, [m.id]);
  expect((await resgatar(m.token, { codigoPremio: 'R-LIM6' })).status).toBe(201);
  await semViolacoes();
});

it('200 parallel redemptions: the balance and the limits hold under concurrency', async () => {
  for (let i = 0; i < 200; i++)
    await ds.query(`INSERT INTO premios (nome, descricao, codigo, custo_total, pontos) VALUES ($1, 'x', $1, 1, 100)`, [`R-PAR${i}`]);
  // Funds for 3 (under the monthly limit): exactly 3 pass, the balance ends at zero.
  const pobre = await novoMembro(300);
  const r1 = await Promise.all(Array.from({ length: 200 }, (_, i) => resgatar(pobre.token, { codigoPremio: `R-PAR${i}` })));
  expect(r1.filter((r) => r.status === 201)).toHaveLength(3);
  expect(new Set(r1.filter((r) => r.status !== 201).map((r) => r.corpo.erro))).toEqual(new Set(['Saldo de pontos insuficiente.']));
  expect(await saldo(pobre.id)).toBe(0);
  // Funds for 10: the monthly limit binds, exactly 5 pass.
  const rico = await novoMembro(1000);
  const r2 = await Promise.all(Array.from({ length: 200 }, (_, i) => resgatar(rico.token, { codigoPremio: `R-PAR${i}` })));
  expect(r2.filter((r) => r.status === 201)).toHaveLength(5);
  expect(await saldo(rico.id)).toBe(500);
  // The same prize 200 times at once: exactly once.
  const outro = await novoMembro(1000);
  const r3 = await Promise.all(Array.from({ length: 200 }, () => resgatar(outro.token, { codigoPremio: 'R-PAR0' })));
  expect(r3.filter((r) => r.status === 201)).toHaveLength(1);
  expect(await saldo(outro.id)).toBe(900);
  await semViolacoes();
}, 120_000);

it('panel: list by rede with paging and search; roles and the role-3 and network scope', async () => {
  const lista = await amb.rest('GET', '/api/resgates?page=1&perPage=5', { token: tokens[4] });
  expect(lista.status).toBe(200);
  expect(lista.corpo.resgates.length).toBeLessThanOrEqual(5);
  expect(lista.corpo.totalRecords).toBeGreaterThan(5);
  const datas = lista.corpo.resgates.map((r: { resgatadoEm: string }) => r.resgatadoEm);
  expect([...datas].sort().reverse()).toEqual(datas);
  const [rede] = await ds.query(`SELECT v.rede_id FROM parceiros p JOIN revendas v ON v.id = p.revenda_id WHERE p.cpf = $1`, [PARCEIRO_DEMO_2]);
  const porRede = await amb.rest(`GET`, `/api/resgates?rede=${rede.rede_id}&pagina=1&limite=100`, { token: tokens[0] });
  expect(porRede.corpo.count).toBe(0);
  const busca = await amb.rest('GET', `/api/resgates?search=${encodeURIComponent('Carlos Eduardo')}&perPage=100`, { token: tokens[2] });
  expect(busca.corpo.resgates.map((r: { premio: { codigo: string } }) => r.premio.codigo).sort()).toEqual(['CAFETEIRA', 'VALE50']);
  expect(await amb.rest('GET', '/api/resgates?rede=abc', { token: tokens[2] })).toEqual({ status: 404, corpo: { erro: 'Rede não encontrada.' } });
  expect((await amb.rest('GET', '/api/resgates?sortField=senha', { token: tokens[2] })).status).toBe(400);
  expect((await amb.rest('GET', '/api/resgates', { token: tokens[3] })).status).toBe(403);
  expect((await amb.rest('GET', '/api/resgates', {})).status).toBe(401);
  const gql = await amb.gql(
    `{ resgates(input: { porPagina: 2, busca: "DEMO0000" }) { total itens { redemptionCode parceiro nomeStatus } } }`,
    {},
    { token: tokens[5] },
  );
  expect(gql.data.resgates.total).toBe(2);
  // A user limited to other networks sees none of them.
  await ds.query(`UPDATE usuarios SET id_redes_permitidas = ARRAY[$1::int] WHERE permissao = 0`, [rede.rede_id]);
  const limitado = await amb.rest('GET', '/api/resgates?perPage=100', { token: tokens[0] });
  await ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 0`);
  expect(limitado.corpo.totalRecords).toBe(0);
});

it('cancel returns the points exactly once; status changes 0–2 only, never on a cancelled one; roles 1, 2, 5', async () => {
  const m = await novoMembro(1000);
  await novoPremio('R-CANC', 400);
  const r = await resgatar(m.token, { codigoPremio: 'R-CANC' });
  expect(await saldo(m.id)).toBe(600);
  for (const p of [0, 3, 4]) {
    expect((await amb.rest('POST', '/api/cancelarResgate', { token: tokens[p], corpo: { identificador: r.corpo.id } })).status).toBe(403);
    expect((await amb.rest('POST', '/api/alterarStatusResgate', { token: tokens[p], corpo: { identificador: r.corpo.id, status: 1 } })).status).toBe(403);
  }
  expect((await amb.rest('POST', '/api/cancelarResgate', { token: m.token, corpo: { identificador: r.corpo.id } })).status).toBe(403);
  const status = await amb.rest('POST', '/api/alterarStatusResgate', { token: tokens[5], corpo: { identificador: r.corpo.id, status: 2 } });
  expect(status.corpo).toMatchObject({ mensagem: 'Status atualizado com sucesso', resgate: { status: 2, nomeStatus: 'Em trânsito' } });
  for (const s of [3, -1, 'x', null]) {
    expect((await amb.rest('POST', '/api/alterarStatusResgate', { token: tokens[2], corpo: { identificador: r.corpo.id, status: s } })).corpo.erro).toBe(
      'Status inválido. Use 0 (Não entregue), 1 (Entregue) ou 2 (Em trânsito).',
    );
  }
  expect((await amb.rest('POST', '/api/cancelarResgate', { token: tokens[2], corpo: { identificador: 999999 } })).status).toBe(404);
  // Two operators at once: one cancels, the other is told it is already cancelled; the points come back once.
  const duplo = await Promise.all(
    [1, 2, 5, 2].map((p) => amb.rest('POST', '/api/cancelarResgate', { token: tokens[p], corpo: { identificador: r.corpo.id } })),
  );
  expect(duplo.map((d) => d.status).sort()).toEqual([200, 400, 400, 400]);
  expect(duplo.find((d) => d.status === 200)!.corpo.mensagem).toBe('Resgate cancelado com sucesso');
  expect(duplo.find((d) => d.status === 400)!.corpo.erro).toBe('Este resgate já foi cancelado.');
  expect(await saldo(m.id)).toBe(1000);
  const mudar = await amb.gql(
    `mutation($id: ID!) { alterarStatusResgate(input: { identificador: $id, status: ENTREGUE }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
    { id: r.corpo.id },
    { token: tokens[1] },
  );
  expect(mudar.data.alterarStatusResgate).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: 'Este resgate já foi cancelado.' }] });
  const [log] = await ds.query(`SELECT count(*)::int AS n FROM logs WHERE tipo IN ('resgates.cancelar', 'resgates.alterarStatus')`);
  expect(log.n).toBeGreaterThanOrEqual(2);
  await semViolacoes();
});
