import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

const saldo = async () => Number((await consultar(`SELECT saldo_pontos FROM parceiros WHERE cpf = '70000000744'`))[0].saldo_pontos);

describe('Integrações', () => {
  it('an administrator creates a key in the panel, a platform credits a member with it over REST, once', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.getByRole('link', { name: 'Integrações' }).click();
    await pagina.waitForURL(`${BASE}/painel/integracoes`);

    await pagina.getByRole('button', { name: 'Nova chave' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Nova chave de integração' });
    await dialogo.getByLabel(/^Nome/).fill('SW PRO e2e');
    await dialogo.getByRole('button', { name: 'CRIAR CHAVE' }).click();
    const segredo = (await dialogo.getByLabel('Chave criada').textContent()).trim();
    assert.match(segredo, /^swk_/);
    // The footer button (the dialog's close icon is also named "Fechar", with no text).
    await dialogo.locator('button', { hasText: 'Fechar' }).click();
    const linha = pagina.getByRole('table', { name: 'Chaves de integração' }).getByRole('row', { name: /SW PRO e2e/ });
    await linha.getByText(`${segredo.slice(0, 12)}…`).waitFor();

    const antes = await saldo();
    const referencia = `e2e-${Date.now()}`;
    const creditar = () =>
      fetch(`${BASE}/api/integracoes/pontuacoes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Api-Key': segredo },
        body: JSON.stringify({ cpf: '700.000.007-44', pontos: 750, referencia, descricao: 'Curso concluído' }),
      }).then(async (r) => ({ status: r.status, corpo: await r.json() }));
    const primeira = await creditar();
    assert.equal(primeira.status, 201);
    assert.equal(primeira.corpo.duplicada, false);
    assert.equal(await saldo(), +(antes + 750).toFixed(2));
    // The platform retries the same reference: the original answer, no second credit.
    const segunda = await creditar();
    assert.equal(segunda.corpo.id, primeira.corpo.id);
    assert.equal(segunda.corpo.duplicada, true);
    assert.equal(await saldo(), +(antes + 750).toFixed(2));

    // Revoked in the panel, the key stops working at once.
    await linha.getByRole('button', { name: 'Revogar SW PRO e2e' }).click();
    await pagina.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
    await pagina.getByText('Chave de integração revogada.').waitFor();
    const depois = await fetch(`${BASE}/api/integracoes/pontuacoes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Api-Key': segredo },
      body: JSON.stringify({ cpf: '700.000.007-44', pontos: 10, referencia: `${referencia}-2` }),
    });
    assert.equal(depois.status, 401);
    assert.equal(await saldo(), +(antes + 750).toFixed(2));
  });
});
