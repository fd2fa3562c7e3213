import { MENSAGENS, MENSAGENS_RESGATES_PAINEL } from '@sw/common';
import { RequestContext } from '../core/context';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * The rules the member sees before RESGATAR (GET /api/regras-resgate, regrasResgate): what is left
 * of the month's and the week's limits, and for a prize whether it can be redeemed now — with the
 * very message the redemption itself answers when it cannot.
 */

let amb: AmbienteDeTeste;
let ctx: RequestContext;
let revendaId: number;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  ctx = RequestContext.sistema(amb.ds);
  [{ revenda_id: revendaId }] = await amb.ds.query(`SELECT revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
  await amb.ds.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 2, voucher_ativo = true`);
  await amb.ds.query(`INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos, pontos_alternativo) VALUES
    ('Regra A', 'Teste', 'REGRA-A', 10, 'geral', 100, NULL), ('Regra B', 'Teste', 'REGRA-B', 10, 'geral', 100, NULL),
    ('Regra C', 'Teste', 'REGRA-C', 10, 'geral', 100, NULL), ('Regra Cara', 'Teste', 'REGRA-CARA', 10, 'bivolt', 900, 700)`);
});
afterAll(() => amb.fechar());

let seq = 0;
async function novoMembro(pontos: number): Promise<{ id: number; token: string }> {
  seq += 1;
  const cpf = cpfDe(730000000 + seq * 6113);
  const [p] = await amb.ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
     SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
    [cpf, `Regras ${seq}`, PARCEIRO_DEMO_1],
  );
  await creditar(ctx, { parceiroId: p.id, pontos, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `regras-${p.id}` } });
  return { id: p.id, token: await amb.entrarLoja(cpf) };
}
const regras = (token: string, codigo?: string) => amb.rest('GET', `/api/regras-resgate${codigo ? `?codigo=${codigo}` : ''}`, { token });
const resgatar = (token: string, codigoPremio: string) => amb.rest('POST', '/api/resgatar', { token, corpo: { codigoPremio } });

/** What the page says and what RESGATAR then answers agree. */
async function motivoConfereComResgate(token: string, codigo: string, esperado: string) {
  const r = await regras(token, codigo);
  expect(r.corpo).toMatchObject({ podeResgatar: false, motivo: esperado });
  expect((await resgatar(token, codigo)).corpo.erro).toBe(esperado);
}

it('tells what is left this month and this week, and counts each redemption', async () => {
  const m = await novoMembro(1000);
  const r = await regras(m.token);
  expect(r).toEqual({
    status: 200,
    corpo: {
      saldo: 1000,
      limiteMensal: 5,
      resgatesNoMes: 0,
      restantesNoMes: 5,
      limiteSemanal: 2,
      resgatesNaSemana: 0,
      restantesNaSemana: 2,
      resgateLiberado: true,
      pontos: null,
      podeResgatar: true,
      motivo: null,
    },
  });
  expect((await regras(m.token, 'regra-a')).corpo).toMatchObject({ pontos: 100, podeResgatar: true, motivo: null });
  expect((await resgatar(m.token, 'REGRA-A')).status).toBe(201);
  expect((await regras(m.token)).corpo).toMatchObject({ saldo: 900, resgatesNoMes: 1, restantesNoMes: 4, resgatesNaSemana: 1, restantesNaSemana: 1 });
  // The same prize twice a month is refused, with the redemption's own message.
  await motivoConfereComResgate(m.token, 'REGRA-A', MENSAGENS.limitePremioMes);
  expect((await resgatar(m.token, 'REGRA-B')).status).toBe(201);
  expect((await regras(m.token)).corpo).toMatchObject({ restantesNaSemana: 0, podeResgatar: false, motivo: MENSAGENS_RESGATES_PAINEL.limiteSemanal(2) });
  await motivoConfereComResgate(m.token, 'REGRA-C', MENSAGENS_RESGATES_PAINEL.limiteSemanal(2));

  const g = await amb.gql(
    `{ regrasResgate(codigo: "REGRA-C") { saldo restantesNoMes restantesNaSemana limiteSemanal podeResgatar motivo } }`,
    {},
    { token: m.token },
  );
  expect(g.data.regrasResgate).toEqual({
    saldo: '800.00',
    restantesNoMes: 3,
    restantesNaSemana: 0,
    limiteSemanal: 2,
    podeResgatar: false,
    motivo: MENSAGENS_RESGATES_PAINEL.limiteSemanal(2),
  });
});

it('says when the balance is short (the cheaper bivolt price decides), the store has redemptions off or vouchers are off', async () => {
  const m = await novoMembro(750);
  expect((await regras(m.token, 'REGRA-CARA')).corpo).toMatchObject({ pontos: 700, podeResgatar: true });
  const pobre = await novoMembro(650);
  await motivoConfereComResgate(pobre.token, 'REGRA-CARA', 'Saldo de pontos insuficiente.');

  await amb.ds.query(`UPDATE revendas SET resgate_liberado = false WHERE id = $1`, [revendaId]);
  try {
    expect((await regras(m.token)).corpo).toMatchObject({ resgateLiberado: false, podeResgatar: false, motivo: MENSAGENS.resgateNaoLiberado });
    await motivoConfereComResgate(m.token, 'REGRA-C', MENSAGENS.resgateNaoLiberado);
  } finally {
    await amb.ds.query(`UPDATE revendas SET resgate_liberado = true WHERE id = $1`, [revendaId]);
  }
  await amb.ds.query(`UPDATE configuracoes_sistema SET voucher_ativo = false`);
  try {
    await motivoConfereComResgate(m.token, 'REGRA-C', MENSAGENS_RESGATES_PAINEL.vouchersDesativados);
  } finally {
    await amb.ds.query(`UPDATE configuracoes_sistema SET voucher_ativo = true`);
  }
});

it('is the member’s own: staff are refused, an unknown prize is 404', async () => {
  const m = await novoMembro(10);
  expect(await regras(m.token, 'NAO-EXISTE')).toEqual({ status: 404, corpo: { erro: MENSAGENS.premioNaoEncontrado } });
  expect((await regras(await amb.entrarPainel(2))).status).toBe(403);
  expect((await amb.rest('GET', '/api/regras-resgate')).status).toBe(401);
});
