import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNaLoja, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

const CPF_VISITANTE = '111.444.777-35';
const CPF_DEMO_1 = '700.000.007-44';

/** The page fits a phone: nothing wider than the viewport. */
async function cabeNoCelular(pagina) {
  const largura = await pagina.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(largura <= 360, `${pagina.url()} tem ${largura}px de largura`);
}

describe('member accounts: sign-up codes, referrals, member pages', () => {
  it('staff create a sign-up code and see it in the list', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(/\/painel\/dashboard/);
    await pagina.goto(`${BASE}/painel/cadastrar/codigo-cadastro`);
    await pagina.getByRole('heading', { name: 'Cadastrar Código de Cadastro' }).waitFor();
    await pagina.getByRole('textbox', { name: 'Código' }).fill('boasvindas');
    await pagina.getByLabel('Pontos').fill('300');
    await pagina.getByLabel('Usos permitidos').fill('5');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Código cadastrado com sucesso').waitFor();
    await pagina.waitForURL(`${BASE}/painel/codigos/lista-codigo-cadastro`);
    await pagina.getByRole('row', { name: /BOASVINDAS/ }).waitFor();
    await pagina.close();
  });

  it('a visitor registers through a store link with the code and lands on /home with its points', async () => {
    const [loja] = await consultar(`SELECT id, nome_fantasia FROM revendas WHERE ativo ORDER BY id LIMIT 1`);
    const pagina = await novaPagina({ largura: 360, altura: 740 });
    await pagina.goto(`${BASE}/cadastrar-vendedor/${loja.id}?codigo_cadastro=BOASVINDAS`);
    await pagina.getByRole('heading', { name: `Cadastrar Vendedor - ${loja.nome_fantasia}` }).waitFor();
    await cabeNoCelular(pagina);
    await pagina.getByPlaceholder('Nome', { exact: true }).fill('Visitante com Código');
    await pagina.getByPlaceholder('CPF', { exact: true }).fill(CPF_VISITANTE);
    await pagina.getByLabel('Data de Nascimento').fill('15/03/1992');
    await pagina.getByLabel('Celular').fill('11987651234');
    await pagina.getByPlaceholder('Sexo').click();
    await pagina.getByRole('option', { name: 'Masculino' }).click();
    await pagina.getByLabel('CEP').fill('01310-100');
    await pagina.getByLabel('Número').fill('55');
    await pagina.waitForFunction(() => document.querySelector('input[placeholder="Rua"]')?.value === 'Avenida Paulista');
    await pagina.getByPlaceholder('Senha', { exact: true }).fill('minha frase de acesso');
    await pagina.getByLabel('Confirmar senha').fill('minha frase de acesso');
    await pagina.getByRole('checkbox').check();
    await pagina.getByRole('button', { name: 'CADASTRAR' }).click();
    await pagina.waitForURL(`${BASE}/home`);
    await pagina.getByText('Cadastro realizado com sucesso').waitFor();
    await pagina.getByText('300 pontos').first().waitFor();
    const [membro] = await consultar(
      `SELECT p.saldo_pontos::float AS saldo, c.usos_realizados FROM parceiros p, codigos_cadastro c WHERE p.cpf = $1 AND c.codigo = 'BOASVINDAS'`,
      [CPF_VISITANTE.replace(/\D/g, '')],
    );
    assert.deepEqual(membro, { saldo: 300, usos_realizados: 1 });
    await pagina.close();
  });

  it('a member sees the colleague they referred on /indicacao, and the member pages fit a phone', async () => {
    const [carlos] = await consultar(`SELECT id_indicacao FROM parceiros WHERE cpf = $1`, [CPF_DEMO_1.replace(/\D/g, '')]);
    const [loja] = await consultar(`SELECT cnpj FROM revendas WHERE ativo ORDER BY id LIMIT 1`);
    // The colleague registers with the member's code in quemIndicou (what the share link fills in).
    const r = await fetch(`${BASE}/api/parceiros`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cnpjRevenda: loja.cnpj,
        nome: 'Colega Indicado',
        cpf: '98765432100',
        email: 'colega@exemplo.com.br',
        celular: '11912345678',
        telefone: '1133334444',
        dataNascimento: '1985-01-02',
        sexo: 'F',
        endCep: '01310100',
        endRua: 'Avenida Paulista',
        endNumero: '1',
        endBairro: 'Bela Vista',
        endCidade: 'São Paulo',
        endEstado: 'SP',
        senha: 'colega frase boa',
        confirmarSenha: 'colega frase boa',
        aceitouPoliticaPrivacidade: true,
        quemIndicou: carlos.id_indicacao,
      }),
    });
    assert.equal(r.status, 201, await r.text());

    const pagina = await novaPagina({ largura: 360, altura: 740 });
    await entrarNaLoja(pagina, CPF_DEMO_1);
    await pagina.waitForURL(`${BASE}/home`);
    await pagina.goto(`${BASE}/indicacao`);
    await pagina.getByRole('heading', { name: 'INDIQUE E GANHE' }).waitFor();
    await pagina.getByTestId('codigo-indicacao').filter({ hasText: carlos.id_indicacao }).waitFor();
    const linha = pagina.getByRole('row', { name: /Colega Indicado/ });
    await linha.waitFor();
    assert.match(await linha.innerText(), /\*\*\*\.654\.321-\*\*/);
    assert.match(await linha.innerText(), /Não/i);
    await cabeNoCelular(pagina);
    for (const [caminho, titulo] of [
      ['/perfil', 'MEU PERFIL'],
      ['/contato', 'CONTATO'],
      ['/pontos-produtos', 'PONTOS POR PRODUTO'],
    ]) {
      await pagina.goto(`${BASE}${caminho}`);
      await pagina.getByRole('heading', { name: titulo }).waitFor();
      await cabeNoCelular(pagina);
    }
    // The contact form refuses an empty message.
    await pagina.goto(`${BASE}/contato`);
    await pagina.getByRole('button', { name: 'ENVIAR' }).click();
    await pagina.getByText('Informe uma mensagem').waitFor();
    await pagina.close();
  });

  it('social login: a registered member enters, an unknown account opens registration filled in', async () => {
    const identidade = (dados) => fetch(`${process.env.E2E_OIDC_URL}/proxima-identidade`, { method: 'POST', body: JSON.stringify(dados) });
    const [carlos] = await consultar(`SELECT email, nome FROM parceiros WHERE cpf = $1`, [CPF_DEMO_1.replace(/\D/g, '')]);
    await identidade({ sub: 'e2e-carlos', email: carlos.email, email_verified: true, name: carlos.nome });
    let pagina = await novaPagina({ largura: 360, altura: 740 });
    await pagina.goto(`${BASE}/login`);
    await pagina.getByRole('button', { name: 'CONTINUAR COM GOOGLE' }).click();
    await pagina.waitForURL(`${BASE}/home`);
    const [vinculo] = await consultar(`SELECT google_auth_id FROM parceiros WHERE cpf = $1`, [CPF_DEMO_1.replace(/\D/g, '')]);
    assert.equal(vinculo.google_auth_id, 'e2e-carlos');
    await pagina.close();

    await identidade({ sub: 'e2e-novo', email: 'social.novo@exemplo.com.br', email_verified: true, name: 'Pessoa Social' });
    pagina = await novaPagina();
    await pagina.goto(`${BASE}/login`);
    await pagina.getByRole('button', { name: 'CONTINUAR COM GOOGLE' }).click();
    await pagina.waitForURL(`${BASE}/cadastrar`);
    await pagina.getByRole('heading', { name: 'Cadastrar Vendedor' }).waitFor();
    assert.equal(await pagina.getByPlaceholder('Nome', { exact: true }).inputValue(), 'Pessoa Social');
    assert.equal(await pagina.getByPlaceholder('Email', { exact: true }).inputValue(), 'social.novo@exemplo.com.br');
    await pagina.close();
  });
});
