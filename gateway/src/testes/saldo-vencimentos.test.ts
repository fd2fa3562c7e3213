import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../core/context';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';
import { comPontosEmTexto, textoPontos } from '../testing/pontos';

/**
 * The member balance (spec 3 §7 GET /api/pontuacoes/saldo/{id}) and the expiring-points report
 * per network (GET /api/pontuacoes/vencimentos), through REST and GraphQL, with roles and scope.
 */

let amb: AmbienteDeTeste;
let ctx: RequestContext;
let demo: { id: number; revenda_id: number };
let outro: { id: number };
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ctx = RequestContext.sistema(amb.ds);
  [demo] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
  [outro] = await amb.ds.query(`SELECT id FROM parceiros WHERE revenda_id <> $1 AND ativo ORDER BY id LIMIT 1`, [demo.revenda_id]);
});
afterAll(() => amb.fechar());

/** The balance and the next due day's open points, counted straight from the ledger tables. */
async function esperadoSaldo(id: number) {
  const [l] = await amb.ds.query(
    `WITH a AS (SELECT restante, (vence_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia FROM lotes_pontos WHERE parceiro_id = $1 AND restante > 0)
     SELECT (SELECT saldo_pontos::float FROM parceiros WHERE id = $1) AS saldo,
            (SELECT sum(restante)::float FROM a WHERE dia = (SELECT min(dia) FROM a)) AS pontos,
            (SELECT to_char(min(dia), 'YYYY-MM-DD') FROM a) AS dia`,
    [id],
  );
  return { id, saldoPontos: l.saldo, proximoVencimento: l.dia ? { pontos: l.pontos, venceEm: l.dia } : null };
}

describe('GET /api/pontuacoes/saldo/{id}', () => {
  it('a member reads their own balance: a list whose first item has saldoPontos and the next expiry', async () => {
    const token = await amb.entrarLoja();
    const r = await amb.rest('GET', `/api/pontuacoes/saldo/${demo.id}`, { token });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual([await esperadoSaldo(demo.id)]);
    expect(r.corpo[0].saldoPontos).toBeGreaterThan(1000);
    // The demo gives this member points that expire within the month.
    expect(r.corpo[0].proximoVencimento.pontos).toBeGreaterThan(0);

    const g = await amb.gql(`{ saldoPontos { id saldoPontos proximoVencimento { pontos venceEm } } }`, {}, { token });
    expect(g.data.saldoPontos).toEqual(comPontosEmTexto({ ...r.corpo[0], id: String(demo.id) }, ['saldoPontos', 'pontos']));
    const g2 = await amb.gql(`query($id: ID) { saldoPontos(id: $id) { saldoPontos } }`, { id: demo.id }, { token });
    expect(g2.data.saldoPontos.saldoPontos).toBe(textoPontos(r.corpo[0].saldoPontos));
  });

  it('follows the ledger: the next expiry is the earliest due day, and null with nothing open', async () => {
    const [p] = await amb.ds.query(`INSERT INTO parceiros (revenda_id, nome, cpf) VALUES (1, 'Saldo Novo', '52998224725') RETURNING id`);
    const admin = await amb.entrarPainel(2);
    const vazio = await amb.rest('GET', `/api/pontuacoes/saldo/${p.id}`, { token: admin });
    expect(vazio.corpo).toEqual([{ id: p.id, saldoPontos: 0, proximoVencimento: null }]);
    const a = await creditar(ctx, { parceiroId: p.id, pontos: 30, tipo: 'credito_venda', origem: { tipo: 'venda', id: `sv-a-${p.id}` } });
    const b = await creditar(ctx, { parceiroId: p.id, pontos: 12.5, tipo: 'credito_codigo', origem: { tipo: 'codigo', id: `sv-b-${p.id}` } });
    await creditar(ctx, { parceiroId: p.id, pontos: 100, tipo: 'credito_venda', origem: { tipo: 'venda', id: `sv-c-${p.id}` } });
    await amb.ds.query(`UPDATE lotes_pontos SET vence_em = now() + interval '10 days' WHERE movimento_id = ANY($1)`, [[a.id, b.id]]);
    const r = await amb.rest('GET', `/api/pontuacoes/saldo/${p.id}`, { token: admin });
    expect(r.corpo).toEqual([await esperadoSaldo(p.id)]);
    expect(r.corpo[0]).toMatchObject({ saldoPontos: 142.5, proximoVencimento: { pontos: 42.5 } });
  });

  it('a member asking for another member is refused with a clear message', async () => {
    const token = await amb.entrarLoja();
    expect(await amb.rest('GET', `/api/pontuacoes/saldo/${outro.id}`, { token })).toEqual({ status: 403, corpo: { erro: MENSAGENS.saldoDeOutroParceiro } });
    const g = await amb.gql(`query($id: ID) { saldoPontos(id: $id) { saldoPontos } }`, { id: outro.id }, { token });
    expect([g.codigo, g.mensagem]).toEqual(['FORBIDDEN', MENSAGENS.saldoDeOutroParceiro]);
  });

  it('staff read members they may see; role 3 only its stores; bad and unknown ids', async () => {
    for (const papel of [0, 1, 2, 4, 5]) {
      const r = await amb.rest('GET', `/api/pontuacoes/saldo/${outro.id}`, { token: await amb.entrarPainel(papel) });
      expect(r.corpo).toEqual([await esperadoSaldo(outro.id)]);
    }
    const vendedor = await amb.entrarPainel(3);
    expect((await amb.rest('GET', `/api/pontuacoes/saldo/${demo.id}`, { token: vendedor })).status).toBe(200);
    expect(await amb.rest('GET', `/api/pontuacoes/saldo/${outro.id}`, { token: vendedor })).toEqual({
      status: 404,
      corpo: { erro: MENSAGENS.parceiroNaoEncontrado },
    });

    // Inactive members: role 2 sees them, the other roles do not.
    const [inativo] = await amb.ds.query(`SELECT id FROM parceiros WHERE NOT ativo ORDER BY id LIMIT 1`);
    expect((await amb.rest('GET', `/api/pontuacoes/saldo/${inativo.id}`, { token: await amb.entrarPainel(2) })).status).toBe(200);
    expect((await amb.rest('GET', `/api/pontuacoes/saldo/${inativo.id}`, { token: await amb.entrarPainel(1) })).status).toBe(404);

    const admin = await amb.entrarPainel(2);
    for (const ruim of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(await amb.rest('GET', `/api/pontuacoes/saldo/${ruim}`, { token: admin })).toEqual({
        status: 400,
        corpo: { erro: 'Vendedor inválido', campo: 'id' },
      });
    }
    expect((await amb.rest('GET', '/api/pontuacoes/saldo/999999', { token: admin })).status).toBe(404);
    const semId = await amb.gql(`{ saldoPontos { saldoPontos } }`, {}, { token: admin });
    expect([semId.codigo, semId.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.informeParceiroSaldo]);
    expect((await amb.rest('GET', `/api/pontuacoes/saldo/${demo.id}`)).status).toBe(401);
  });
});

/** Points due by the end of the day `dias` from today, per group, from the ledger tables. */
async function esperadoVencimentos(dias: number, grupo: 'rede' | 'loja', filtro = '', params: unknown[] = []) {
  const [id, nome] = grupo === 'rede' ? ['d.id', 'd.nome'] : ['r.id', 'r.nome_fantasia'];
  return amb.ds.query(
    `SELECT ${id} AS id, ${nome} AS nome, count(DISTINCT l.parceiro_id)::int AS parceiros, sum(l.restante)::float AS pontos
       FROM lotes_pontos l JOIN parceiros p ON p.id = l.parceiro_id JOIN revendas r ON r.id = p.revenda_id JOIN redes d ON d.id = r.rede_id
      WHERE l.restante > 0 AND (l.vence_em AT TIME ZONE 'America/Sao_Paulo')::date <= (now() AT TIME ZONE 'America/Sao_Paulo')::date + ${dias} ${filtro}
      GROUP BY 1, 2 ORDER BY pontos DESC, nome, id`,
    params,
  );
}
const semPrimeiro = (linhas: any[]) =>
  linhas.map(({ primeiroVencimento, ...resto }) => {
    expect(primeiroVencimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    return resto;
  });

describe('GET /api/pontuacoes/vencimentos', () => {
  it('per network: members, points and earliest day in the next 30 days (default), matching the ledger', async () => {
    const r = await amb.rest('GET', '/api/pontuacoes/vencimentos', { token: await amb.entrarPainel(2) });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ agrupamento: 'rede', dias: 30, ate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const esperado = await esperadoVencimentos(30, 'rede');
    expect(esperado.length).toBeGreaterThan(0); // the demo has points expiring this month
    expect(semPrimeiro(r.corpo.vencimentos)).toEqual(esperado);
    expect(r.corpo.parceiros).toBe(esperado.reduce((s: number, e: any) => s + e.parceiros, 0));

    const longo = await amb.rest('GET', '/api/pontuacoes/vencimentos?dias=365', { token: await amb.entrarPainel(1) });
    expect(semPrimeiro(longo.corpo.vencimentos)).toEqual(await esperadoVencimentos(365, 'rede', 'AND p.ativo'));
    expect(longo.corpo.pontos).toBeGreaterThan(r.corpo.pontos);
  });

  it('with a network (id or name) it lists that network’s stores; GraphQL answers the same', async () => {
    const admin = await amb.entrarPainel(2);
    const [rede] = await amb.ds.query(`SELECT id, nome FROM redes WHERE nome = 'Rede Horizonte'`);
    const porId = await amb.rest('GET', `/api/pontuacoes/vencimentos?rede=${rede.id}&dias=200`, { token: admin });
    const porNome = await amb.rest('GET', `/api/pontuacoes/vencimentos?rede=${encodeURIComponent(rede.nome)}&dias=200`, { token: admin });
    expect(porId.corpo.agrupamento).toBe('loja');
    expect(porNome.corpo).toEqual(porId.corpo);
    expect(semPrimeiro(porId.corpo.vencimentos)).toEqual(await esperadoVencimentos(200, 'loja', 'AND r.rede_id = $1', [rede.id]));
    const g = await amb.gql(
      `query($r: String, $d: Int) { vencimentosPorRede(input: { rede: $r, dias: $d }) { agrupamento dias ate parceiros pontos linhas { id nome parceiros pontos primeiroVencimento } } }`,
      { r: String(rede.id), d: 200 },
      { token: admin },
    );
    const { vencimentos, ...resto } = porId.corpo;
    expect(g.data.vencimentosPorRede).toEqual(
      comPontosEmTexto({ ...resto, agrupamento: 'LOJA', linhas: vencimentos.map((v: { id: number }) => ({ ...v, id: String(v.id) })) }, ['pontos']),
    );
  });

  it('role 3 sees only its stores; bad input is a 400; roles and anonymous callers are checked', async () => {
    const vendedor = await amb.entrarPainel(3);
    const r = await amb.rest('GET', '/api/pontuacoes/vencimentos?dias=60', { token: vendedor });
    expect(semPrimeiro(r.corpo.vencimentos)).toEqual(await esperadoVencimentos(60, 'rede', 'AND p.revenda_id = $1 AND p.ativo', [demo.revenda_id]));
    expect(r.corpo.vencimentos).toHaveLength(1);
    const [outraRede] = await amb.ds.query(`SELECT id FROM redes WHERE id <> (SELECT rede_id FROM revendas WHERE id = $1) ORDER BY id LIMIT 1`, [
      demo.revenda_id,
    ]);
    // Another network reads as unknown, as on every list (core/filtro-rede).
    expect(await amb.rest('GET', `/api/pontuacoes/vencimentos?rede=${outraRede.id}`, { token: vendedor })).toEqual({
      status: 404,
      corpo: { erro: MENSAGENS.redeNaoEncontrada },
    });

    const admin = await amb.entrarPainel(2);
    for (const dias of ['0', '366', 'abc', '1.5', '-3']) {
      expect(await amb.rest('GET', `/api/pontuacoes/vencimentos?dias=${dias}`, { token: admin })).toEqual({
        status: 400,
        corpo: { erro: MENSAGENS.diasVencimentoInvalido, campo: 'dias' },
      });
    }
    expect(await amb.rest('GET', '/api/pontuacoes/vencimentos?rede=Nao%20Existe', { token: admin })).toEqual({
      status: 404,
      corpo: { erro: MENSAGENS.redeNaoEncontrada },
    });
    expect((await amb.rest('GET', '/api/pontuacoes/vencimentos')).status).toBe(401);
    expect((await amb.rest('GET', '/api/pontuacoes/vencimentos', { token: await amb.entrarPainel(4) })).status).toBe(403);
    expect((await amb.rest('GET', '/api/pontuacoes/vencimentos', { token: await amb.entrarLoja() })).status).toBe(403);
    for (const papel of [0, 5]) expect((await amb.rest('GET', '/api/pontuacoes/vencimentos', { token: await amb.entrarPainel(papel) })).status).toBe(200);
  });
});

describe('one input schema per operation (points screens)', () => {
  it('a malformed input is a 400 on REST and errosDeUsuario with the field on GraphQL', async () => {
    const admin = await amb.entrarPainel(2);
    expect(await amb.rest('GET', '/api/pontuacoes/reativar/31-02-2026', { token: admin })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.dataExpiracaoInvalida, campo: 'data' },
    });
    const g = await amb.gql(
      `mutation { reativarPontos(input: { dia: "31-02-2026" }) { resultado { dia } errosDeUsuario { campo mensagem codigo } } }`,
      {},
      { token: admin },
    );
    expect(g.data.reativarPontos).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'dia', mensagem: MENSAGENS.dataExpiracaoInvalida, codigo: 'BAD_USER_INPUT' }],
    });
    const dias = await amb.gql(`{ vencimentosPorRede(input: { dias: 0 }) { dias } }`, {}, { token: admin });
    expect([dias.codigo, dias.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.diasVencimentoInvalido]);
    expect(await amb.rest('GET', '/api/pontuacoes/saldo/12x', { token: admin })).toEqual({ status: 400, corpo: { erro: 'Vendedor inválido', campo: 'id' } });
  });

  it('a balance nobody may see is null beside its sibling fields', async () => {
    const g = await amb.gql(`{ saldoPontos(id: "999999") { id } vencimentosPorRede { agrupamento dias } }`, {}, { token: await amb.entrarPainel(2) });
    expect(g.errors).toBeUndefined();
    expect(g.data).toEqual({ saldoPontos: null, vencimentosPorRede: { agrupamento: 'REDE', dias: 30 } });
  });
});
