import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE, consultar, esperarAte, entrarNaLoja, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

const SUFIXO = String(Date.now()).slice(-6);
const CPF_MEMBRO = '70000000744';
const CODIGOS = ['A', 'B', 'C'].map((l) => `E2E-RP${l}-${SUFIXO}`);
const saldo = async () => Number((await consultar(`SELECT saldo_pontos FROM parceiros WHERE cpf = $1`, [CPF_MEMBRO]))[0].saldo_pontos);

/** The member redeems through the storefront's own door (its token), as the redeem button does. */
async function resgatar(loja, codigo, chave) {
  return loja.evaluate(
    async ([c, k]) => {
      const sessao = JSON.parse(localStorage.getItem('experiencias-sw:sessao'));
      const headers = { 'content-type': 'application/json', authorization: `${sessao.loja.token}|`, AppLocation: location.href };
      if (k) headers['Idempotency-Key'] = k;
      const r = await fetch('/api/resgatar', { method: 'POST', headers, body: JSON.stringify({ codigoPremio: c, qtde: 1, obs: '' }) });
      return { status: r.status, corpo: await r.json() };
    },
    [codigo, chave],
  );
}

describe('Resgates in the panel', () => {
  let usosAntes;
  before(async () => {
    [{ usos_semanais_voucher: usosAntes }] = await consultar(`SELECT usos_semanais_voucher FROM configuracoes_sistema WHERE id = 1`);
    await consultar(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 100 WHERE id = 1`);
    for (const c of CODIGOS)
      await consultar(`INSERT INTO premios (nome, descricao, codigo, custo_total, pontos) VALUES ($1, 'Prêmio do teste de ponta a ponta', $1, 1, 10)`, [c]);
  });
  after(async () => {
    await consultar(`UPDATE configuracoes_sistema SET usos_semanais_voucher = $1 WHERE id = 1`, [usosAntes]);
  });

  it('staff mark one Em trânsito, bulk-mark two Entregue, cancel a third (points back); the member opens a voucher', async () => {
    const loja = await novaPagina({ largura: 360, altura: 740 });
    await entrarNaLoja(loja, '700.000.007-44');
    await loja.waitForURL(`${BASE}/home`);
    const inicio = await saldo();
    const ids = [];
    for (const c of CODIGOS) {
      const r = await resgatar(loja, c, `e2e-${c}`);
      assert.equal(r.status, 201, JSON.stringify(r.corpo));
      ids.push(r.corpo.id);
    }
    // The same key again: the first answer, no second redemption.
    const repetido = await resgatar(loja, CODIGOS[0], `e2e-${CODIGOS[0]}`);
    assert.equal(repetido.corpo.id, ids[0]);
    assert.equal(await saldo(), inicio - 30);
    const codigos = (await consultar(`SELECT id, redemption_code FROM resgates WHERE id = ANY($1) ORDER BY id`, [ids])).map((l) => l.redemption_code);

    const painel = await novaPagina();
    await entrarNoPainel(painel, 2);
    await painel.waitForURL(`${BASE}/painel/dashboard`);
    await painel.goto(`${BASE}/painel/resgates`);
    await painel.getByRole('searchbox', { name: /Buscar/ }).fill(`-${SUFIXO}`);
    const tabela = painel.getByRole('table', { name: 'Resgates' });
    // The search settles (debounced) before acting on rows: only this test's three remain.
    await painel.getByText('1-3 de 3 resultados').waitFor();
    for (const c of codigos) await tabela.getByText(c).waitFor();

    // One row: Em trânsito.
    await painel.getByRole('combobox', { name: `Status: ${codigos[0]}` }).click();
    await painel.getByRole('option', { name: 'Em trânsito' }).click();
    await painel.getByText('Status atualizado com sucesso').first().waitFor();
    assert.equal((await consultar(`SELECT status FROM resgates WHERE id = $1`, [ids[0]]))[0].status, 2);

    // Bulk: the first two Entregue.
    await painel.getByRole('textbox', { name: 'IDs dos resgates' }).fill(`${ids[0]}, ${ids[1]}`);
    await painel.getByRole('combobox', { name: 'Novo status' }).click();
    await painel.getByRole('option', { name: 'Entregue', exact: true }).click();
    await painel.getByRole('button', { name: 'Alterar status em lote' }).click();
    await esperarAte('os dois primeiros resgates entregues', async () => {
      const s = (await consultar(`SELECT status FROM resgates WHERE id = ANY($1) ORDER BY id`, [ids])).map((l) => l.status);
      return s[0] === 1 && s[1] === 1;
    }).catch(() => undefined); // the assertion below says what the database holds
    assert.deepEqual(
      (await consultar(`SELECT status FROM resgates WHERE id = ANY($1) ORDER BY id`, [ids])).map((l) => l.status),
      [1, 1, 0],
    );

    // Cancel the third: CANCELADO, and the member's points come back.
    await painel.getByRole('button', { name: `Cancelar resgate ${codigos[2]}` }).click();
    await painel.getByRole('dialog').getByRole('button', { name: 'Cancelar resgate' }).click();
    await painel.getByText('Resgate cancelado com sucesso').waitFor();
    await tabela
      .getByRole('row', { name: new RegExp(codigos[2]) })
      .getByText('CANCELADO', { exact: true })
      .waitFor();
    assert.equal(await saldo(), inicio - 20);

    // The member opens the first voucher from the list, on a phone-sized screen; the cancelled one says so.
    await loja.goto(`${BASE}/resgates`);
    const cancelado = loja.locator('.mantine-Paper-root', { has: loja.getByRole('link', { name: `1 x ${CODIGOS[2]} (${CODIGOS[2]})` }) });
    await cancelado.getByText('Cancelado', { exact: true }).waitFor();
    await cancelado.getByText('Os pontos voltaram para o seu saldo.').waitFor();
    await loja.getByRole('link', { name: `1 x ${CODIGOS[0]} (${CODIGOS[0]})` }).click();
    await loja.waitForURL(`${BASE}/resgates/${ids[0]}`);
    const voucher = loja.getByRole('article', { name: 'Voucher' });
    await voucher.getByText(codigos[0]).waitFor();
    await voucher.getByRole('heading', { name: 'SEUS DADOS' }).waitFor();
    // A programme prize is sent by the programme: how to receive it, not how to book an experience.
    await voucher.getByRole('heading', { name: 'COMO RECEBER' }).waitFor();
    const largura = await loja.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(largura <= 360, `a página não cabe em 360 px (${largura})`);

    // The demo member's card: balance, state, the way to the credit prizes.
    await loja.goto(`${BASE}/cartao`);
    await loja
      .getByTestId('saldo-cartao')
      .getByText(/150,00/)
      .waitFor();
    await loja.getByText('DESBLOQUEADO', { exact: true }).waitFor();
    await loja.getByRole('link', { name: 'Ver créditos para o cartão' }).click();
    await loja.waitForURL(`${BASE}/loja/credito`);
    await loja.getByText('Crédito no cartão R$ 100').waitFor();
    await loja.close();
    await painel.close();
  });
});
