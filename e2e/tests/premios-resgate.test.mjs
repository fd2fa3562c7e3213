import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNaLoja, entrarNoPainel, esperarAte, novaPagina, preparar } from './lib.mjs';

preparar();

const CODIGO = `E2E-PR-${String(Date.now()).slice(-6)}`;
const CPF_MEMBRO = '70000000744';
// A tiny valid PNG header is enough: the gateway checks the content, not the name.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const saldo = async () => Number((await consultar(`SELECT saldo_pontos FROM parceiros WHERE cpf = $1`, [CPF_MEMBRO]))[0].saldo_pontos);

describe('Prêmios and redemption', () => {
  it('role 2 registers a prize with a photo; the member redeems it; role 2 cancels it and the points come back', async () => {
    const painel = await novaPagina();
    await entrarNoPainel(painel, 2);
    await painel.waitForURL(`${BASE}/painel/dashboard`);
    await painel.goto(`${BASE}/painel/cadastrar/premio`);
    await painel.getByRole('heading', { name: 'Cadastrar Prêmio' }).waitFor();
    await painel.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await painel.getByText('Informe o nome').waitFor();
    await painel.getByRole('textbox', { name: /^Nome/ }).fill('Kit E2E');
    await painel.getByRole('textbox', { name: /^Código/ }).fill(CODIGO);
    await painel.getByRole('textbox', { name: /^Descrição/ }).fill('Prêmio criado pelo teste de ponta a ponta');
    await painel.getByRole('textbox', { name: /^Custo Total/ }).fill('99,9');
    await painel.getByRole('textbox', { name: /^Pontos$/ }).fill('100');
    await painel.locator('input[type=file]').setInputFiles({ name: 'kit.png', mimeType: 'image/png', buffer: PNG });
    await painel.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await painel.getByText('Prêmio cadastrado com sucesso').waitFor();
    await painel.waitForURL(`${BASE}/painel/premios`);
    const [premio] = await consultar(`SELECT nome, custo_total, pontos, tipo, ativo, foto FROM premios WHERE codigo = $1`, [CODIGO]);
    assert.equal(premio.pontos, '100.00');
    assert.equal(premio.tipo, 'geral');
    assert.match(premio.foto, /^[0-9a-f]{32}\.png$/);
    await painel.getByRole('searchbox', { name: /Buscar/ }).fill(CODIGO);
    await painel.getByRole('table', { name: 'Prêmios' }).getByText('Kit E2E').waitFor();

    // The member signs in on the storefront and redeems with the storefront's own token.
    const loja = await novaPagina();
    await entrarNaLoja(loja, '700.000.007-44');
    await loja.waitForURL(`${BASE}/home`);
    const antes = await saldo();
    const resposta = await loja.evaluate(async (codigo) => {
      const sessao = JSON.parse(localStorage.getItem('experiencias-sw:sessao'));
      const r = await fetch('/api/resgatar', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `${sessao.loja.token}|`, AppLocation: location.href },
        body: JSON.stringify({ codigoPremio: codigo, qtde: 1, obs: '' }),
      });
      return { status: r.status, corpo: await r.json() };
    }, CODIGO);
    assert.equal(resposta.status, 201, JSON.stringify(resposta.corpo));
    assert.equal(resposta.corpo.saldoNovo, antes - 100);
    assert.equal(resposta.corpo.cartao, null);
    assert.equal(await saldo(), antes - 100);
    const [resgate] = await consultar(`SELECT redemption_code, status FROM resgates WHERE id = $1`, [resposta.corpo.id]);
    assert.equal(resgate.status, 0);

    // Role 2 finds it in Resgates and cancels it.
    await painel.goto(`${BASE}/painel/resgates`);
    await painel.getByRole('searchbox', { name: /Buscar/ }).fill(CODIGO);
    // The newest redemption is already on the first page before the search applies (after its
    // debounce): wait for the filtered table, with this prize's one redemption, or its reload would
    // close the dialog opened from the unfiltered one.
    const tabela = painel.getByRole('table', { name: 'Resgates' });
    await esperarAte(
      'a busca pelo prêmio filtrar a tabela de resgates',
      async () => (await tabela.getAttribute('aria-busy')) === null && (await tabela.locator('tbody tr').count()) === 1,
    );
    await tabela.getByText(resgate.redemption_code).waitFor();
    await painel.getByRole('button', { name: `Cancelar resgate ${resgate.redemption_code}` }).click();
    await painel.getByRole('dialog').getByRole('button', { name: 'Cancelar resgate' }).click();
    await painel.getByText('Resgate cancelado com sucesso').waitFor();
    // Its own row: other cancelled redemptions of the run may be listed too.
    await painel
      .getByRole('table', { name: 'Resgates' })
      .getByRole('row')
      .filter({ hasText: resgate.redemption_code })
      .getByText('Cancelado', { exact: true })
      .waitFor();
    const [cancelado] = await consultar(`SELECT status FROM resgates WHERE id = $1`, [resposta.corpo.id]);
    assert.equal(cancelado.status, 3);
    assert.equal(await saldo(), antes);
    await loja.close();
    await painel.close();
  });
});
