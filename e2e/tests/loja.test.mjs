import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNaLoja, novaPagina, preparar } from './lib.mjs';

preparar();

describe('storefront', () => {
  it('a visitor sees the public home and is sent back from private routes', async () => {
    const pagina = await novaPagina();
    await pagina.goto(`${BASE}/`);
    await pagina.waitForFunction((t) => document.title === t, 'Experiências SW');
    await pagina.getByText('CADASTRE-SE').first().waitFor();
    await pagina.goto(`${BASE}/pontuacoes`);
    await pagina.waitForURL(`${BASE}/`);
    await pagina.close();
  });

  it('login goes to /home with the greeting and the balance from the database; Sair goes to /', async () => {
    const [membro] = await consultar(`SELECT nome, saldo_pontos::float AS saldo FROM parceiros WHERE cpf = '70000000744'`);
    const pagina = await novaPagina();
    await pagina.goto(`${BASE}/login`);
    await pagina.waitForFunction((t) => document.title === t, 'Experiências SW - Login');
    await pagina.getByLabel(/^CPF/).fill('700.000.007-44');
    await pagina.getByLabel(/^Senha/).fill('Demo@2026');
    const entrar = pagina.getByRole('button', { name: 'ENTRAR' });
    await entrar.click();
    await pagina.waitForURL(`${BASE}/home`);
    await pagina.getByText(`Olá, ${membro.nome}!`).first().waitFor();
    const saldo = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(Math.trunc(membro.saldo));
    await pagina.getByText(`${saldo} pontos`).first().waitFor();
    // The session survives a reload (persisted under one key).
    await pagina.reload();
    await pagina.getByText(`Olá, ${membro.nome}`).first().waitFor();
    await pagina.getByRole('button', { name: 'Sair' }).first().click();
    await pagina.waitForURL(`${BASE}/`);
    await pagina.getByText('Até mais!').waitFor();
    const [acesso] = await consultar(`SELECT ultimo_acesso_em FROM parceiros WHERE cpf = '70000000744'`);
    assert.ok(acesso.ultimo_acesso_em);
    await pagina.close();
  });

  it('a wrong password shows the server message and stays on /login', async () => {
    const pagina = await novaPagina();
    await pagina.goto(`${BASE}/login`);
    await pagina.getByLabel(/^CPF/).fill('700.000.007-44');
    await pagina.getByLabel(/^Senha/).fill('senha-errada');
    await pagina.getByRole('button', { name: 'ENTRAR' }).click();
    await pagina.getByText('CPF ou senha inválidos.').waitFor();
    assert.equal(new URL(pagina.url()).pathname, '/login');
    await pagina.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await pagina.close();
  });

  it('terms: CANCELAR signs out; ACEITAR is enabled only when ticked and is saved', async () => {
    await consultar(`UPDATE parceiros SET aceitou_regulamento = false WHERE cpf = '80000000833'`);
    const pagina = await novaPagina({ largura: 390, altura: 844 });
    await entrarNaLoja(pagina, '800.000.008-33');
    await pagina.waitForURL(`${BASE}/home`);
    const dialogo = pagina.getByRole('dialog');
    await dialogo.waitFor();
    await pagina.keyboard.press('Escape');
    await dialogo.waitFor();
    await dialogo.getByRole('button', { name: 'CANCELAR' }).click();
    await pagina.waitForURL(`${BASE}/`);

    await entrarNaLoja(pagina, '800.000.008-33');
    await pagina.waitForURL(`${BASE}/home`);
    const aceitar = pagina.getByRole('dialog').getByRole('button', { name: 'ACEITAR' });
    assert.equal(await aceitar.isDisabled(), true);
    await pagina.getByLabel('Concordo com os termos deste Regulamento.').check();
    assert.equal(await aceitar.isDisabled(), false);
    await aceitar.click();
    await pagina.getByRole('dialog').waitFor({ state: 'detached' });
    const [p] = await consultar(`SELECT aceitou_regulamento FROM parceiros WHERE cpf = '80000000833'`);
    assert.equal(p.aceitou_regulamento, true);
    await pagina.reload();
    // The terms modal comes from the session with the first render of the signed-in page: once the
    // page's own content is there, the modal would be too.
    await pagina.getByText('Bem-vindo(a) ao Experiências SW').waitFor();
    assert.equal(await pagina.getByRole('dialog').count(), 0);
    await pagina.close();
  });
});
