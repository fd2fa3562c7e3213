import { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { criarDataSource } from '../db/data-source';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { numeroCartao as nc } from '../testing/cartoes';
import { AmbienteDeTeste, BANCO_DE_TESTE } from '../testing/ambiente';
import { esperarRazaoIntegro } from '../testing/razao';

/**
 * Redemption additions: idempotency keys, credit prizes and the card request, the voucher settings,
 * and concurrency with the monthly limit raised above the balance (RESGATES_POR_MES=50 for this
 * suite's gateway, so only the balance binds).
 */

let amb: AmbienteDeTeste;
let ds: DataSource;
let ctx: RequestContext;
let admin: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ RESGATES_POR_MES: '50' });
  ds = criarDataSource((amb.ds.options as { url: string }).url, BANCO_DE_TESTE);
  await ds.initialize();
  ctx = RequestContext.sistema(ds);
  admin = await amb.entrarPainel(2);
});
afterAll(async () => {
  await ds.destroy();
  await amb.fechar();
});

let seq = 0;
async function novoMembro(pontos: number): Promise<{ id: number; token: string; cpf: string }> {
  seq += 1;
  const cpf = cpfDe(620000000 + seq * 7919);
  const [p] = await ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
     SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
    [cpf, `Membro Crédito ${seq}`, PARCEIRO_DEMO_1],
  );
  if (pontos > 0) await creditar(ctx, { parceiroId: p.id, pontos, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `c${p.id}` } });
  return { id: p.id, token: await amb.entrarLoja(cpf), cpf };
}
const novoPremio = (codigo: string, pontos: number, tipo = 'geral') =>
  ds.query(`INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos) VALUES ($1, 'Teste', $1, 10, $2, $3)`, [codigo, tipo, pontos]);
const saldo = async (id: number) => Number((await ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);
const contagem = async (id: number) => Number((await ds.query(`SELECT count(*) FROM resgates WHERE parceiro_id = $1`, [id]))[0].count);
const resgatar = (token: string, corpo: Record<string, unknown>, chave?: string) =>
  amb.rest('POST', '/api/resgatar', { token, corpo, cabecalhos: chave ? { 'Idempotency-Key': chave } : {} });
const configurar = (usosSemanaisVoucher: number, voucherAtivo: boolean) =>
  amb.rest('PUT', '/api/configuracoes-sistema', { token: admin, corpo: { limitePontuacao: 0, usosSemanaisVoucher, voucherAtivo } });

describe('with the weekly limit raised', () => {
  beforeAll(async () => {
    expect((await configurar(1000, true)).status).toBe(200);
  });

  it('200 parallel redemptions with funds for exactly 10 and limits above 10: exactly 10 succeed', async () => {
    for (let i = 0; i < 200; i++) await novoPremio(`C-PAR${i}`, 100);
    const m = await novoMembro(1000);
    const r = await Promise.all(Array.from({ length: 200 }, (_, i) => resgatar(m.token, { codigoPremio: `C-PAR${i}` })));
    expect(r.filter((x) => x.status === 201)).toHaveLength(10);
    expect(new Set(r.filter((x) => x.status !== 201).map((x) => `${x.status} ${x.corpo.erro}`))).toEqual(new Set(['400 Saldo de pontos insuficiente.']));
    expect(await saldo(m.id)).toBe(0);
    expect(await contagem(m.id)).toBe(10);
    await esperarRazaoIntegro(ds.manager);
  }, 120_000);

  it('the same idempotency key returns the first answer: one redemption, through both doors and in parallel', async () => {
    await novoPremio('C-IDEM', 100);
    await novoPremio('C-IDEM2', 100);
    const m = await novoMembro(1000);
    const primeiro = await resgatar(m.token, { codigoPremio: 'C-IDEM' }, 'chave-1');
    const segundo = await resgatar(m.token, { codigoPremio: 'C-IDEM' }, 'chave-1');
    expect(primeiro.status).toBe(201);
    // The replay is the same answer, status included.
    expect(segundo.status).toBe(201);
    expect(segundo.corpo).toEqual(primeiro.corpo);
    expect(await contagem(m.id)).toBe(1);
    expect(await saldo(m.id)).toBe(900);
    // The key belongs to that prize: another prize with it is refused.
    const outro = await resgatar(m.token, { codigoPremio: 'C-IDEM2' }, 'chave-1');
    expect([outro.status, outro.corpo.erro]).toEqual([409, 'Esta chave de idempotência já foi usada num resgate de outro prêmio.']);
    // GraphQL: the same rule with chaveIdempotencia.
    const q = `mutation($k: String) { resgatar(input: { codigoPremio: "C-IDEM2", chaveIdempotencia: $k }) { resultado { id saldoNovo cartao { numero } } } }`;
    const g1 = await amb.gql(q, { k: 'chave-2' }, { token: m.token });
    const g2 = await amb.gql(q, { k: 'chave-2' }, { token: m.token });
    expect(g1.data.resgatar.resultado.saldoNovo).toBe('800.00');
    expect(g2.data.resgatar).toEqual(g1.data.resgatar);
    expect(await contagem(m.id)).toBe(2);
    // 30 parallel requests with one key: one redemption, every answer the same.
    await novoPremio('C-IDEM3', 100);
    const paralelos = await Promise.all(Array.from({ length: 30 }, () => resgatar(m.token, { codigoPremio: 'C-IDEM3' }, 'chave-3')));
    expect(paralelos.map((p) => p.status)).toEqual(Array(30).fill(201));
    expect(new Set(paralelos.map((p) => p.corpo.id)).size).toBe(1);
    expect(await contagem(m.id)).toBe(3);
    expect(await saldo(m.id)).toBe(700);
    // Another member's same key is theirs alone.
    const m2 = await novoMembro(500);
    const deOutro = await resgatar(m2.token, { codigoPremio: 'C-IDEM' }, 'chave-1');
    expect(deOutro.status).toBe(201);
    expect(deOutro.corpo.id).not.toBe(primeiro.corpo.id);
    const longa = await resgatar(m.token, { codigoPremio: 'C-IDEM' }, 'x'.repeat(101));
    expect(longa.status).toBe(400);
    await esperarRazaoIntegro(ds.manager);
  }, 60_000);

  it('a credit prize without a card needs the full name and asks for a card in the same transaction; with a card it goes to it', async () => {
    await novoPremio('C-CRED1', 100, 'credito');
    await novoPremio('C-CRED2', 100, 'credito');
    await novoPremio('C-CRED-CARO', 5000, 'credito');
    const m = await novoMembro(1000);
    for (const nome of [undefined, '', 'Maria']) {
      const r = await resgatar(m.token, { codigoPremio: 'C-CRED1', nomeCompleto: nome });
      expect([r.status, r.corpo.erro]).toEqual([400, 'Informe seu nome completo']);
    }
    // Not enough points: neither the redemption nor the card request stays.
    const caro = await resgatar(m.token, { codigoPremio: 'C-CRED-CARO', nomeCompleto: 'Maria da Silva' });
    expect(caro.corpo.erro).toBe('Saldo de pontos insuficiente.');
    expect(Number((await ds.query(`SELECT count(*) FROM cartoes WHERE parceiro_id = $1`, [m.id]))[0].count)).toBe(0);
    const r = await resgatar(m.token, { codigoPremio: 'C-CRED1', nomeCompleto: '  Maria   da Silva ' });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({ saldoNovo: 900, cartao: { numero: null, situacao: 'solicitado', entregue: false, saldo: 0, nome: 'Maria da Silva' } });
    const [cartao] = await ds.query(`SELECT id, cpf FROM cartoes WHERE parceiro_id = $1`, [m.id]);
    expect(cartao.cpf).toBe(m.cpf);
    expect((await ds.query(`SELECT cartao_id FROM resgates WHERE id = $1`, [r.corpo.id]))[0].cartao_id).toBe(cartao.id);
    // Staff give the card its number: the next credit goes to it, no name needed, no second card.
    const cad = await amb.rest('POST', '/api/cartoes', { token: admin, corpo: { codigoBarras: `PX${m.id}`, numero: nc(500000 + m.id), cpf: m.cpf } });
    expect(cad.corpo).toEqual({ sucesso: true, mensagem: 'Cartão cadastrado com sucesso' });
    const g = await amb.gql(
      `mutation { resgatar(input: { codigoPremio: "C-CRED2" }) { resultado { saldoNovo cartao { numero situacao bloqueado emDesbloqueio } } } }`,
      {},
      { token: m.token },
    );
    expect(g.data.resgatar.resultado).toEqual({
      saldoNovo: '800.00',
      cartao: { numero: nc(500000 + m.id), situacao: 'a_caminho', bloqueado: 1, emDesbloqueio: false },
    });
    expect(Number((await ds.query(`SELECT count(*) FROM cartoes WHERE parceiro_id = $1`, [m.id]))[0].count)).toBe(1);
    // A repeated key on a credit redemption answers the stored card, dates included, through GraphQL.
    await novoPremio('C-CRED3', 100, 'credito');
    await ds.query(`UPDATE cartoes SET atualizado_em = '2026-11-20T15:00:00Z', saldo = 42 WHERE parceiro_id = $1`, [m.id]);
    const q = `mutation { resgatar(input: { codigoPremio: "C-CRED3", chaveIdempotencia: "cred-3" }) { resultado { id cartao { saldo atualizadoEm } } } }`;
    const k1 = await amb.gql(q, {}, { token: m.token });
    const k2 = await amb.gql(q, {}, { token: m.token });
    expect(k1.data.resgatar.resultado.cartao).toEqual({ saldo: '42.00', atualizadoEm: '2026-11-20T15:00:00.000Z' });
    expect(k2.data.resgatar).toEqual(k1.data.resgatar);
    // Non-credit prizes answer cartao null.
    await novoPremio('C-GERAL', 10);
    expect((await resgatar(m.token, { codigoPremio: 'C-GERAL' })).corpo.cartao).toBeNull();
  });

  it('parallel credit redemptions of a member without a card make one card request', async () => {
    for (let i = 0; i < 10; i++) await novoPremio(`C-CP${i}`, 10, 'credito');
    const m = await novoMembro(1000);
    const r = await Promise.all(Array.from({ length: 10 }, (_, i) => resgatar(m.token, { codigoPremio: `C-CP${i}`, nomeCompleto: 'João Pedro Souza' })));
    expect(r.filter((x) => x.status === 201)).toHaveLength(10);
    expect(Number((await ds.query(`SELECT count(*) FROM cartoes WHERE parceiro_id = $1`, [m.id]))[0].count)).toBe(1);
  });
});

describe('voucher settings', () => {
  afterAll(async () => {
    await configurar(1000, true);
  });

  it('voucherAtivo off refuses every redemption; usosSemanaisVoucher caps the week (cancelled ones freed)', async () => {
    for (let i = 0; i < 4; i++) await novoPremio(`C-SEM${i}`, 10);
    const m = await novoMembro(1000);
    expect((await configurar(2, false)).status).toBe(200);
    const desligado = await resgatar(m.token, { codigoPremio: 'C-SEM0' });
    expect([desligado.status, desligado.corpo.erro]).toEqual([400, 'Os resgates estão desativados no momento.']);
    expect((await configurar(2, true)).status).toBe(200);
    const a = await resgatar(m.token, { codigoPremio: 'C-SEM0' });
    expect((await resgatar(m.token, { codigoPremio: 'C-SEM1' })).status).toBe(201);
    const terceiro = await resgatar(m.token, { codigoPremio: 'C-SEM2' });
    expect([terceiro.status, terceiro.corpo.erro]).toEqual([409, 'Você já fez 2 resgates esta semana. O limite semanal é de 2 resgates.']);
    expect((await amb.rest('POST', '/api/cancelarResgate', { token: admin, corpo: { identificador: a.corpo.id } })).status).toBe(200);
    expect((await resgatar(m.token, { codigoPremio: 'C-SEM2' })).status).toBe(201);
    // Last week's redemptions do not count.
    await ds.query(`UPDATE resgates SET resgatado_em = resgatado_em - interval '8 days' WHERE parceiro_id = $1`, [m.id]);
    expect((await resgatar(m.token, { codigoPremio: 'C-SEM3' })).status).toBe(201);
    // Zero weekly uses: none.
    expect((await configurar(0, true)).status).toBe(200);
    const zero = await resgatar(m.token, { codigoPremio: 'C-SEM1' });
    expect([zero.status, zero.corpo.erro]).toEqual([409, 'Os resgates estão desativados no momento.']);
    expect(await saldo(m.id)).toBe(970);
  });
});

describe('voucher', () => {
  it("a member opens their own voucher (REST and GraphQL); another member's is not found", async () => {
    await ds.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 1000, voucher_ativo = true`);
    await ds.query(`INSERT INTO premios (nome, descricao, codigo, custo_total, pontos) VALUES ('JBL', 'Fone JBL com 15% de desconto', 'C-VOU', 10, 50)`);
    const m = await novoMembro(100);
    await ds.query(`UPDATE parceiros SET email = 'membro@example.com' WHERE id = $1`, [m.id]);
    const r = await resgatar(m.token, { codigoPremio: 'C-VOU' });
    const v = await amb.rest('GET', `/api/resgates/${r.corpo.id}`, { token: m.token });
    expect(v.status).toBe(200);
    expect(v.corpo.resgate).toMatchObject({ id: r.corpo.id, nome: `Membro Crédito ${seq}`, email: 'membro@example.com' });
    expect(v.corpo.oferta).toMatchObject({ premio: 'JBL', parceiroOferta: 'JBL', codigo: 'C-VOU', descricao: 'Fone JBL com 15% de desconto', local: null });
    expect(v.corpo.oferta.redemptionCode).toBe(v.corpo.resgate.redemptionCode);
    const g = await amb.gql(`query($id: ID!) { meuVoucher(id: $id) { nome email parceiroOferta redemptionCode } }`, { id: r.corpo.id }, { token: m.token });
    expect(g.data.meuVoucher).toEqual({
      nome: `Membro Crédito ${seq}`,
      email: 'membro@example.com',
      parceiroOferta: 'JBL',
      redemptionCode: v.corpo.resgate.redemptionCode,
    });
    const outro = await novoMembro(0);
    expect((await amb.rest('GET', `/api/resgates/${r.corpo.id}`, { token: outro.token })).status).toBe(404);
    // Another member's voucher is null (the lookup is nullable), and its sibling fields survive.
    const alheio = await amb.gql(`query($id: ID!) { meuVoucher(id: $id) { nome } meusResgates { id } }`, { id: r.corpo.id }, { token: outro.token });
    expect(alheio.data).toEqual({ meuVoucher: null, meusResgates: [] });
    // Staff read the redemption through the panel door, not the voucher.
    expect((await amb.gql(`query($id: ID!) { meuVoucher(id: $id) { nome } }`, { id: r.corpo.id }, { token: admin })).codigo).toBe('FORBIDDEN');
  });

  it('a cancelled redemption says so on the voucher (REST and GraphQL), with where it came from', async () => {
    await ds.query(
      `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos) VALUES ('Recarga 20', 'Recarga de celular', 'C-REC', 10, 'recarga', 20)`,
    );
    const m = await novoMembro(100);
    const r = await resgatar(m.token, { codigoPremio: 'C-REC', operadora: 'tim', celular: '11988887777' });
    expect(r.status).toBe(201);
    const antes = await amb.gql(
      `query($id: ID!) { meuVoucher(id: $id) { origem tipo cancelado canceladoEm escolhaMembro } }`,
      { id: r.corpo.id },
      { token: m.token },
    );
    expect(antes.data.meuVoucher).toEqual({ origem: 'premio', tipo: 'recarga', cancelado: false, canceladoEm: null, escolhaMembro: 'TIM 11988887777' });
    expect((await amb.rest('POST', '/api/cancelarResgate', { token: admin, corpo: { identificador: r.corpo.id } })).status).toBe(200);
    const depois = await amb.gql(
      `query($id: ID!) { meuVoucher(id: $id) { cancelado canceladoEm } meusResgates { id status nomeStatus } }`,
      { id: r.corpo.id },
      { token: m.token },
    );
    expect(depois.data.meuVoucher).toEqual({ cancelado: true, canceladoEm: expect.any(String) });
    expect(depois.data.meusResgates).toEqual([{ id: String(r.corpo.id), status: 'CANCELADO', nomeStatus: 'Cancelado' }]);
    expect((await amb.rest('GET', `/api/resgates/${r.corpo.id}`, { token: m.token })).corpo.oferta).toMatchObject({ cancelado: true, origem: 'premio' });
  });
});
