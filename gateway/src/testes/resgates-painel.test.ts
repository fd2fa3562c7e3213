import { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { criarDataSource } from '../db/data-source';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste, BANCO_DE_TESTE } from '../testing/ambiente';
import { ResgatesEscolhaMembro1764700000001 } from '../db/migrations/1764700000001-ResgatesEscolhaMembro';
import { esperarRazaoIntegro } from '../testing/razao';

/** The panel's redemption actions: bulk status, delivery date, note, cancel (REST and GraphQL, roles). */

let amb: AmbienteDeTeste;
let ds: DataSource;
let ctx: RequestContext;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ds = criarDataSource((amb.ds.options as { url: string }).url, BANCO_DE_TESTE);
  await ds.initialize();
  ctx = RequestContext.sistema(ds);
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  await ds.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 1000`);
});
afterAll(async () => {
  await ds.destroy();
  await amb.fechar();
});

let seq = 0;
/** A member with `n` redemptions of 100 points each (from 10 000 points), straight through the REST door. */
async function membroComResgates(n: number): Promise<{ id: number; token: string; ids: number[] }> {
  seq += 1;
  const cpf = cpfDe(730000000 + seq * 6133);
  const [p] = await ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
     SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
    [cpf, `Membro Painel ${seq}`, PARCEIRO_DEMO_1],
  );
  await creditar(ctx, { parceiroId: p.id, pontos: 10000, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `p${p.id}` } });
  const token = await amb.entrarLoja(cpf);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const codigo = `RP-${seq}-${i}`;
    await ds.query(`INSERT INTO premios (nome, descricao, codigo, custo_total, pontos) VALUES ($1, 'x', $1, 1, 100)`, [codigo]);
    const r = await amb.rest('POST', '/api/resgatar', { token, corpo: { codigoPremio: codigo, qtde: 1 } });
    expect(r.status).toBe(201);
    ids.push(r.corpo.id);
  }
  return { id: p.id, token, ids };
}
const statusDe = async (ids: number[]) =>
  (await ds.query(`SELECT status FROM resgates WHERE id = ANY($1) ORDER BY id`, [ids])).map((l: { status: number }) => l.status);
const saldo = async (id: number) => Number((await ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);

it('bulk status: validation messages, 0–2 only, cancelled ones left alone; roles 1, 2, 5', async () => {
  const m = await membroComResgates(3);
  const bulk = (token: string, corpo: unknown) => amb.rest('PATCH', '/api/resgates/bulk', { token, corpo });
  const casos: [unknown, string][] = [
    [{ ids: [m.ids[0]] }, 'Status é obrigatório.'],
    [{ status: '', ids: [m.ids[0]] }, 'Status é obrigatório.'],
    [{ status: 1 }, 'Informe pelo menos um id.'],
    [{ status: 1, ids: [] }, 'Informe pelo menos um id.'],
    [{ status: 1, ids: ' , ' }, 'Informe pelo menos um id.'],
    [{ status: 1, ids: `${m.ids[0]}, abc` }, 'Id inválido encontrado: abc'],
    [{ status: 1, ids: [m.ids[0], '1.5'] }, 'Id inválido encontrado: 1.5'],
    [{ status: 3, ids: [m.ids[0]] }, 'Status inválido. Use 0 (Não entregue), 1 (Entregue) ou 2 (Em trânsito).'],
  ];
  for (const [corpo, erro] of casos) {
    const r = await bulk(tokens[2], corpo);
    expect([JSON.stringify(corpo), r.status, r.corpo.erro]).toEqual([JSON.stringify(corpo), 400, erro]);
  }
  for (const p of [0, 3, 4]) expect((await bulk(tokens[p], { status: 1, ids: m.ids })).status).toBe(403);
  expect((await bulk(m.token, { status: 1, ids: m.ids })).status).toBe(403);
  // Cancel the third; a bulk over all three changes two and reports the third.
  expect((await amb.rest('POST', '/api/cancelarResgate', { token: tokens[1], corpo: { identificador: m.ids[2] } })).status).toBe(200);
  const r = await bulk(tokens[5], { status: 1, ids: ` ${m.ids[0]} ,${m.ids[1]}, ${m.ids[2]}, 99999999` });
  expect(r.status).toBe(200);
  expect(r.corpo.mensagem).toBe('Status atualizado com sucesso');
  expect(r.corpo.resgates.map((x: { id: number; nomeStatus: string }) => [x.id, x.nomeStatus])).toEqual([
    [m.ids[0], 'Entregue'],
    [m.ids[1], 'Entregue'],
  ]);
  expect(r.corpo.ignorados).toEqual([m.ids[2], 99999999]);
  expect(await statusDe(m.ids)).toEqual([1, 1, 3]);
  const g = await amb.gql(
    `mutation($ids: [ID!]!) { alterarStatusResgatesEmLote(input: { status: EM_TRANSITO, ids: $ids }) { resultado { mensagem resgates { id status } ignorados } } }`,
    { ids: m.ids.map(String) },
    { token: tokens[1] },
  );
  expect(g.data.alterarStatusResgatesEmLote.resultado).toEqual({
    mensagem: 'Status atualizado com sucesso',
    resgates: [
      { id: String(m.ids[0]), status: 'EM_TRANSITO' },
      { id: String(m.ids[1]), status: 'EM_TRANSITO' },
    ],
    ignorados: [String(m.ids[2])],
  });
  const g0 = await amb.gql(
    `mutation { alterarStatusResgatesEmLote(input: { status: ENTREGUE, ids: ["1"] }) { resultado { mensagem } } }`,
    {},
    { token: tokens[0] },
  );
  expect(g0.codigo).toBe('FORBIDDEN');
  // A user limited to another network does not reach them (ignored, unchanged).
  const [outra] = await ds.query(
    `SELECT id FROM redes WHERE id <> (SELECT v.rede_id FROM parceiros p JOIN revendas v ON v.id = p.revenda_id WHERE p.id = $1) LIMIT 1`,
    [m.id],
  );
  await ds.query(`UPDATE usuarios SET id_redes_permitidas = ARRAY[$1::int] WHERE permissao = 5`, [outra.id]);
  const fora = await bulk(tokens[5], { status: 0, ids: [m.ids[0]] });
  await ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 5`);
  expect(fora.corpo.ignorados).toEqual([m.ids[0]]);
  expect(await statusDe(m.ids)).toEqual([2, 2, 3]);
});

it('delivery date and note: messages, roles, cancelled ones keep the note open and the date closed', async () => {
  const m = await membroComResgates(2);
  const [a, b] = m.ids;
  const data = (token: string, id: number | string, dataEntrega: unknown) =>
    amb.rest('PUT', `/api/resgates/${id}/data-entrega`, { token, corpo: { dataEntrega } });
  const ok = await data(tokens[2], a, '2026-12-24');
  expect(ok.corpo).toMatchObject({ mensagem: 'Data de entrega alterada com sucesso!', resgate: { id: a, dataEntrega: '2026-12-24' } });
  expect((await data(tokens[1], a, '25/12/2026')).corpo.resgate.dataEntrega).toBe('2026-12-25');
  expect((await data(tokens[2], a, '')).corpo.erro).toBe('Informe a data de entrega.');
  expect((await data(tokens[2], a, '31/02/2026')).corpo.erro).toBe('Data de entrega inválida.');
  expect((await data(tokens[2], a, '3000-01-01')).corpo.erro).toBe('Data de entrega inválida.');
  expect((await data(tokens[2], 99999999, '2026-12-24')).status).toBe(404);
  for (const p of [0, 3, 4]) expect((await data(tokens[p], a, '2026-12-24')).status).toBe(403);
  const g = await amb.gql(
    `mutation($id: ID!) { alterarDataEntregaResgate(input: { identificador: $id, dataEntrega: "2027-01-02" }) { resultado { mensagem resgate { dataEntrega } } } }`,
    { id: a },
    { token: tokens[5] },
  );
  expect(g.data.alterarDataEntregaResgate.resultado).toEqual({ mensagem: 'Data de entrega alterada com sucesso!', resgate: { dataEntrega: '2027-01-02' } });
  expect(
    (
      await amb.gql(
        `mutation { alterarDataEntregaResgate(input: { identificador: "1", dataEntrega: "2027-01-02" }) { resultado { mensagem } } }`,
        {},
        { token: tokens[0] },
      )
    ).codigo,
  ).toBe('FORBIDDEN');
  // A malformed input: 400 with the message on REST, errosDeUsuario with the field on GraphQL.
  expect((await data(tokens[2], 'abc', '2026-12-24')).status).toBe(400);
  const gInvalida = await amb.gql(
    `mutation($id: ID!) { alterarDataEntregaResgate(input: { identificador: $id, dataEntrega: "31/02/2026" }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
    { id: a },
    { token: tokens[5] },
  );
  expect(gInvalida.data.alterarDataEntregaResgate).toEqual({
    resultado: null,
    errosDeUsuario: [{ campo: 'dataEntrega', mensagem: 'Data de entrega inválida.' }],
  });

  const obs = (token: string, id: number, descricao: unknown) => amb.rest('PUT', `/api/resgates/${id}/alterar-observacao`, { token, corpo: { descricao } });
  // Role 0 may write the note (its column is not hidden); role 4 only reads.
  expect((await obs(tokens[0], b, 'Entregar na loja')).corpo).toMatchObject({ mensagem: 'Observação salva com sucesso', resgate: { obs: 'Entregar na loja' } });
  expect((await obs(tokens[4], b, 'x')).status).toBe(403);
  expect((await obs(tokens[2], b, 'x'.repeat(501))).status).toBe(400);
  expect((await amb.rest('POST', '/api/cancelarResgate', { token: tokens[2], corpo: { identificador: b } })).status).toBe(200);
  expect((await obs(tokens[2], b, 'Cancelado a pedido do vendedor')).corpo.resgate).toMatchObject({ obs: 'Cancelado a pedido do vendedor', status: 3 });
  const go = await amb.gql(
    `mutation($id: ID!) { alterarObservacaoResgate(input: { identificador: $id, descricao: "" }) { resultado { resgate { obs } } } }`,
    { id: b },
    { token: tokens[1] },
  );
  expect(go.data.alterarObservacaoResgate.resultado.resgate.obs).toBeNull();
  expect((await data(tokens[2], b, '2026-12-24')).corpo.erro).toBe('Este resgate já foi cancelado.');
  expect((await amb.rest('POST', '/api/alterarStatusResgate', { token: tokens[2], corpo: { identificador: b, status: 1 } })).corpo.erro).toBe(
    'Este resgate já foi cancelado.',
  );
});

it('cancel twice at once, REST and GraphQL together: one reversal; role 4 reads but cannot cancel', async () => {
  const m = await membroComResgates(1);
  const [id] = m.ids;
  expect(await saldo(m.id)).toBe(9900);
  const lista = await amb.rest('GET', `/api/resgates/${id}`, { token: tokens[4] });
  expect(lista.corpo.resgate).toMatchObject({ id, status: 0 });
  expect((await amb.gql(`{ resgates(input: { busca: "Membro Painel" }) { total } }`, {}, { token: tokens[4] })).data.resgates.total).toBeGreaterThan(0);
  expect(
    (await amb.gql(`mutation($id: ID!) { cancelarResgate(input: { identificador: $id }) { resultado { mensagem } } }`, { id }, { token: tokens[4] })).codigo,
  ).toBe('FORBIDDEN');
  const gqlCancelar = () =>
    amb.gql(`mutation($id: ID!) { cancelarResgate(input: { identificador: $id }) { resultado { mensagem } } }`, { id }, { token: tokens[2] });
  const restCancelar = () => amb.rest('POST', '/api/cancelarResgate', { token: tokens[1], corpo: { identificador: id } });
  const [r1, g1, r2, g2] = await Promise.all([restCancelar(), gqlCancelar(), restCancelar(), gqlCancelar()]);
  const sucessos = [
    r1.status === 200,
    g1.data?.cancelarResgate?.resultado?.mensagem === 'Resgate cancelado com sucesso',
    r2.status === 200,
    g2.data?.cancelarResgate?.resultado?.mensagem === 'Resgate cancelado com sucesso',
  ];
  expect(sucessos.filter(Boolean)).toHaveLength(1);
  expect(await saldo(m.id)).toBe(10000);
  const [mov] = await ds.query(`SELECT count(*)::int AS n FROM movimentos_pontos WHERE parceiro_id = $1`, [m.id]);
  expect(mov.n).toBe(3); // credit, debit, one reversal
  await esperarRazaoIntegro(ds.manager);
});

it("a staff note never replaces the member's choice; both are shown (list, detail, voucher) and the log keeps before and after", async () => {
  const m = await membroComResgates(0);
  await ds.query(
    `INSERT INTO premios (nome, descricao, codigo, custo_total, pontos, pontos_alternativo, tipo) VALUES ('Recarga 20', 'x', 'RP-REC', 1, 50, NULL, 'recarga'), ('Ventilador', 'x', 'RP-BIV', 1, 80, 120, 'bivolt')`,
  );
  const recarga = await amb.rest('POST', '/api/resgatar', {
    token: m.token,
    corpo: { codigoPremio: 'RP-REC', qtde: 1, operadora: 'Vivo', celular: '(11) 97777-6666' },
  });
  const g = await amb.gql(
    `mutation { resgatar(input: { codigoPremio: "RP-BIV", qtde: 1, voltagem: "220V", obs: "Entregar à tarde" }) { resultado { saldoNovo } } }`,
    {},
    { token: m.token },
  );
  expect([recarga.status, g.errors]).toEqual([201, undefined]);
  const [bivolt] = await ds.query(`SELECT id FROM resgates WHERE parceiro_id = $1 AND id <> $2`, [m.id, recarga.corpo.id]);

  const obs = (id: number, descricao: unknown) => amb.rest('PUT', `/api/resgates/${id}/alterar-observacao`, { token: tokens[2], corpo: { descricao } });
  expect((await obs(recarga.corpo.id, 'Recarga feita no dia 10')).corpo.resgate).toMatchObject({
    obs: 'Recarga feita no dia 10',
    escolhaMembro: 'Vivo 11977776666',
  });
  expect((await obs(recarga.corpo.id, 'Recarga refeita no dia 12')).status).toBe(200);
  const go = await amb.gql(
    `mutation($id: ID!) { alterarObservacaoResgate(input: { identificador: $id, descricao: "Enviar 220V" }) { resultado { resgate { obs escolhaMembro } } } }`,
    { id: bivolt.id },
    { token: tokens[1] },
  );
  expect(go.data.alterarObservacaoResgate.resultado.resgate).toEqual({ obs: 'Enviar 220V', escolhaMembro: '220V — Entregar à tarde' });

  // Staff see both: the paged list (REST and GraphQL) and the detail.
  const lista = await amb.rest('GET', `/api/resgates?page=1&perPage=10&search=${encodeURIComponent(`Membro Painel`)}`, { token: tokens[2] });
  expect(lista.corpo.resgates.find((r: { id: number }) => r.id === recarga.corpo.id)).toMatchObject({
    obs: 'Recarga refeita no dia 12',
    escolhaMembro: 'Vivo 11977776666',
  });
  const gl = await amb.gql(`{ resgates(input: { busca: "RP-REC", porPagina: 50 }) { itens { id obs escolhaMembro } } }`, {}, { token: tokens[5] });
  expect(gl.data.resgates.itens.find((r: { id: string }) => r.id === String(recarga.corpo.id))).toEqual({
    id: String(recarga.corpo.id),
    obs: 'Recarga refeita no dia 12',
    escolhaMembro: 'Vivo 11977776666',
  });
  expect((await amb.rest('GET', `/api/resgates/${bivolt.id}`, { token: tokens[2] })).corpo.resgate).toMatchObject({
    obs: 'Enviar 220V',
    escolhaMembro: '220V — Entregar à tarde',
  });
  // The member's voucher shows their choice and the staff note.
  const v = await amb.gql(`query($id: ID!) { meuVoucher(id: $id) { obs escolhaMembro } }`, { id: recarga.corpo.id }, { token: m.token });
  expect(v.data.meuVoucher).toEqual({ obs: 'Recarga refeita no dia 12', escolhaMembro: 'Vivo 11977776666' });
  expect((await amb.rest('GET', `/api/resgates/${recarga.corpo.id}`, { token: m.token })).corpo.oferta).toMatchObject({ escolhaMembro: 'Vivo 11977776666' });

  const logs = await ds.query(`SELECT parametros FROM logs WHERE tipo = 'resgates.observacao' AND (parametros->>'id')::int = $1 ORDER BY id`, [
    recarga.corpo.id,
  ]);
  expect(logs.map((l: { parametros: unknown }) => l.parametros)).toEqual([
    { id: recarga.corpo.id, antes: null, depois: 'Recarga feita no dia 10' },
    { id: recarga.corpo.id, antes: 'Recarga feita no dia 10', depois: 'Recarga refeita no dia 12' },
  ]);
  expect((await ds.query(`SELECT escolha_membro FROM resgates WHERE id = $1`, [recarga.corpo.id]))[0].escolha_membro).toBe('Vivo 11977776666');
});

it("the migration moves the member's text of existing redemptions out of obs, unless staff had written a note over it", async () => {
  const m = await membroComResgates(2);
  const [intacto, anotado] = m.ids;
  await ds.query(`UPDATE resgates SET obs = 'Claro 11966665555', escolha_membro = NULL WHERE id = $1`, [intacto]);
  expect((await amb.rest('PUT', `/api/resgates/${anotado}/alterar-observacao`, { token: tokens[2], corpo: { descricao: 'Nota da equipe' } })).status).toBe(200);
  await ds.query(`ALTER TABLE resgates DROP COLUMN escolha_membro`);
  const qr = ds.createQueryRunner();
  try {
    await new ResgatesEscolhaMembro1764700000001().up(qr);
  } finally {
    await qr.release();
  }
  const linhas = await ds.query(`SELECT id, obs, escolha_membro FROM resgates WHERE id = ANY($1) ORDER BY id`, [[intacto, anotado]]);
  expect(linhas).toEqual([
    { id: intacto, obs: null, escolha_membro: 'Claro 11966665555' },
    { id: anotado, obs: 'Nota da equipe', escolha_membro: null },
  ]);
});
