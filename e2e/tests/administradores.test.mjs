import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, CPF_PAPEL, SENHA, consultar, esperarAte, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

const { cpfDe } = createRequire(import.meta.url)('../../gateway/dist/seed/gerador.js');
preparar();

const SENHA_NOVA = 'senha da pessoa e2e';

/** A fresh role-0 panel user, created through the API by the demo administrator. */
async function criarPessoa(nome) {
  const entrar = await fetch(`${BASE}/api/sessoes/usuario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: CPF_PAPEL[2], senha: SENHA }),
  });
  const { token } = await entrar.json();
  const cpf = cpfDe(930000000 + Math.floor(Math.random() * 60000000));
  const r = await fetch(`${BASE}/api/usuarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `|${token}` },
    body: JSON.stringify({ nome, cpf, email: 'pessoa.e2e@exemplo.com.br', senha: SENHA_NOVA, permissao: 0 }),
  });
  const texto = await r.text();
  assert.equal(r.status, 201, texto);
  return { ...JSON.parse(texto), cpf };
}

async function entrarComo(pagina, cpf, senha) {
  await pagina.goto(`${BASE}/painel`);
  await pagina.getByLabel(/^CPF/).fill(cpf);
  await pagina.getByLabel(/^Senha/).fill(senha);
  await pagina.getByRole('button', { name: 'ENTRAR' }).click();
}

describe('administradores', () => {
  it('role 2 finds a user, deactivates them (their open panel signs out and sign-in is refused), reactivates and edits them', async () => {
    const nome = `Pessoa E2E ${Date.now()}`;
    const pessoa = await criarPessoa(nome);

    // The person is working in the panel.
    const dela = await novaPagina();
    await entrarComo(dela, pessoa.cpf, SENHA_NOVA);
    await dela.waitForURL(`${BASE}/painel/dashboard`);
    await dela.goto(`${BASE}/painel/redes?origem=e2e`);
    await dela.getByRole('table', { name: 'Redes' }).waitFor();

    // The administrator opens Administradores from the menu and finds them.
    const admin = await novaPagina();
    await entrarNoPainel(admin, 2);
    await admin.waitForURL(`${BASE}/painel/dashboard`);
    await admin.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administradores' }).click();
    await admin.waitForURL(`${BASE}/painel/administradores`);
    await admin.getByRole('searchbox', { name: /Buscar/ }).fill(nome);
    const linha = admin.getByRole('row', { name: new RegExp(nome) });
    await linha.waitFor();
    assert.match(await linha.innerText(), /Equipe Marca/);
    // One's own row cannot be switched off.
    await admin.getByRole('searchbox', { name: /Buscar/ }).fill('Adriana');
    assert.equal(await admin.getByRole('switch', { name: 'Ativo: Adriana Administradora' }).isDisabled(), true);
    await admin.getByRole('searchbox', { name: /Buscar/ }).fill(nome);
    await linha.waitFor();

    await linha.getByRole('switch', { name: `Ativo: ${nome}` }).click({ force: true });
    await admin.getByText('Usuário desativado com sucesso').waitFor();
    const [desativada] = await consultar(`SELECT ativo FROM usuarios WHERE id = $1`, [pessoa.id]);
    assert.equal(desativada.ativo, false);

    // Her open panel stops working at once: the next request signs her out, saying why.
    await dela.reload();
    await dela.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await dela.getByRole('alert', { name: 'Sua sessão expirou. Entre novamente.' }).waitFor();
    await entrarComo(dela, pessoa.cpf, SENHA_NOVA);
    await dela.getByText('Seu usuário está desativado. Procure um administrador.').waitFor();

    // Reactivated, she signs in again and is back on the screen (and query) she was on.
    await linha.getByRole('switch', { name: `Ativo: ${nome}` }).click({ force: true });
    await admin.getByText('Usuário reativado com sucesso').waitFor();
    await entrarComo(dela, pessoa.cpf, SENHA_NOVA);
    await dela.waitForURL(`${BASE}/painel/redes?origem=e2e`);
    await dela.getByRole('table', { name: 'Redes' }).waitFor();

    // Edit: a new name and role, logged before → after.
    await linha.getByRole('button', { name: `Editar ${nome}` }).click();
    const dialogo = admin.getByRole('dialog', { name: 'Editar Administrador' });
    await dialogo.getByRole('textbox', { name: /^Nome/ }).fill(`${nome} Editada`);
    await dialogo.getByRole('combobox', { name: 'Permissão' }).click();
    await admin.getByRole('option', { name: 'Auditor' }).click();
    await dialogo.getByRole('button', { name: 'SALVAR' }).click();
    await admin.getByText('Usuário atualizado com sucesso').waitFor();
    await admin
      .getByRole('row', { name: new RegExp(`${nome} Editada`) })
      .getByText('Auditor')
      .waitFor();
    await esperarAte(
      'o log da edição',
      async () =>
        (
          await consultar(`SELECT 1 FROM logs WHERE tipo = 'usuario.editar' AND (parametros->>'id')::int = $1 AND parametros->'depois'->>'permissao' = '4'`, [
            pessoa.id,
          ])
        ).length === 1,
    );
    const tipos = (await consultar(`SELECT tipo FROM logs WHERE (parametros->>'id')::int = $1 ORDER BY id`, [pessoa.id])).map((l) => l.tipo);
    assert.deepEqual(tipos, ['usuario.criar', 'usuario.desativar', 'usuario.ativar', 'usuario.editar']);
    await dela.close();
    await admin.close();
  });

  it('role 1 does not see role-2 users; role 5 has no Administradores menu', async () => {
    const op = await novaPagina();
    await entrarNoPainel(op, 1);
    await op.waitForURL(`${BASE}/painel/dashboard`);
    await op.goto(`${BASE}/painel/administradores`);
    await op.getByRole('searchbox', { name: /Buscar/ }).fill('Adriana');
    await op
      .getByText(/Nenhum/)
      .first()
      .waitFor();
    assert.equal(await op.getByRole('row', { name: /Adriana Administradora/ }).count(), 0);
    await op.close();

    const plus = await novaPagina();
    await entrarNoPainel(plus, 5);
    await plus.waitForURL(`${BASE}/painel/dashboard`);
    assert.equal(await plus.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administradores' }).count(), 0);
    await plus.close();
  });
});
