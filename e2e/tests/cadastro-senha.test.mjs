import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BASE, consultar, esperarAte, novaPagina, preparar } from './lib.mjs';

preparar();

const CPF = '529.982.247-25';
const EMAIL = 'visitante.e2e@exemplo.com.br';

/** The recovery link in the newest message to `para` in the fake SMTP's folder. */
async function linkRecebido(para) {
  const pasta = process.env.E2E_CAIXA_EMAIL;
  return esperarAte(`um e-mail para ${para}`, () => {
    for (const f of fs.readdirSync(pasta).sort().reverse()) {
      const texto = fs.readFileSync(path.join(pasta, f), 'utf8').replace(/=\r?\n/g, '');
      const m = texto.startsWith(`Para: ${para}`) && texto.match(/(https?:\/\/[^\s]+\/esqueceu-senha\/[A-Za-z0-9_-]+)/);
      if (m) return m[1];
    }
    return null;
  });
}

describe('self-registration and password recovery', () => {
  it('a visitor registers at /cadastrar choosing a store and lands on /home signed in, with the terms', async () => {
    const [loja] = await consultar(`SELECT nome_fantasia FROM revendas WHERE ativo ORDER BY nome_fantasia LIMIT 1`);
    const pagina = await novaPagina();
    await pagina.goto(`${BASE}/cadastrar`);
    await pagina.getByRole('heading', { name: 'Cadastrar Vendedor' }).waitFor();
    await pagina.getByPlaceholder('Selecione uma revenda').click();
    await pagina.getByRole('option', { name: loja.nome_fantasia, exact: true }).click();
    await pagina.getByPlaceholder('Nome', { exact: true }).fill('Visitante Ponta a Ponta');
    await pagina.getByPlaceholder('CPF', { exact: true }).fill(CPF);
    await pagina.getByPlaceholder('Email', { exact: true }).fill(EMAIL);
    await pagina.getByLabel('Data de Nascimento').fill('20/05/1990');
    await pagina.getByLabel('Celular').fill('11987654321');
    await pagina.getByLabel('Telefone').fill('1132654321');
    await pagina.getByPlaceholder('Sexo').click();
    await pagina.getByRole('option', { name: 'Feminino' }).click();
    await pagina.getByLabel('CEP').fill('01310-100');
    await pagina.getByLabel('Número').fill('1000');
    // Leaving the CEP looks it up in the fake provider and fills the address.
    await pagina.waitForFunction(() => document.querySelector('input[placeholder="Rua"]')?.value === 'Avenida Paulista');
    assert.equal(await pagina.getByPlaceholder('Cidade', { exact: true }).inputValue(), 'São Paulo');
    await pagina.getByPlaceholder('Senha', { exact: true }).fill('frase secreta boa');
    await pagina.getByLabel('Confirmar senha').fill('frase secreta boa');
    await pagina.getByRole('checkbox').check();
    await pagina.getByRole('button', { name: 'CADASTRAR' }).click();
    await pagina.waitForURL(`${BASE}/home`);
    await pagina.getByText('Cadastro realizado com sucesso').waitFor();
    await pagina.getByRole('dialog').waitFor();
    const [membro] = await consultar(`SELECT p.end_rua, p.end_cep, r.nome_fantasia FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`, [
      CPF.replace(/\D/g, ''),
    ]);
    assert.deepEqual(membro, { end_rua: 'Avenida Paulista', end_cep: '01310100', nome_fantasia: loja.nome_fantasia });
    await pagina.close();
  });

  it('the member resets the password through the e-mailed link and signs in with it', async () => {
    const pagina = await novaPagina();
    await pagina.goto(`${BASE}/esqueceu-senha`);
    await pagina.getByRole('heading', { name: 'ESQUECEU A SENHA?' }).waitFor();
    await pagina.getByLabel('Email ou CPF').fill(EMAIL);
    await pagina.getByRole('button', { name: 'ENVIAR' }).click();
    await pagina
      .getByTestId('resposta-recuperacao')
      .filter({ hasText: /enviaremos um link de recuperação/ })
      .waitFor();
    const link = await linkRecebido(EMAIL);
    assert.ok(link.startsWith(`${BASE}/esqueceu-senha/`));
    await pagina.goto(link);
    await pagina.getByRole('heading', { name: 'Nova senha' }).waitFor();
    await pagina.getByLabel('Nova senha').fill('outra frase segura');
    await pagina.getByRole('button', { name: 'ALTERAR' }).click();
    await pagina.waitForURL(`${BASE}/login`);
    await pagina.getByLabel(/^CPF/).fill(CPF);
    await pagina.getByLabel(/^Senha/).fill('outra frase segura');
    await pagina.getByRole('button', { name: 'ENTRAR' }).click();
    await pagina.waitForURL(`${BASE}/home`);
    // The link was used: opening it again says so.
    await pagina.goto(link);
    await pagina.getByText('Este link de recuperação expirou ou já foi usado. Solicite um novo.').waitFor();
    await pagina.close();
  });
});
