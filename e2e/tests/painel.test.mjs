import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, consultar, esperarAte, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

const { menuDoPapel } = createRequire(import.meta.url)('../../common/dist/index.js');
preparar();

const NOMES = { 0: 'Bianca Marca', 1: 'Otávio Operador', 2: 'Adriana Administradora', 3: 'Vitor Vendedor', 4: 'Aurora Auditora', 5: 'Pedro Marca Plus' };
const numeroBr = (texto) => Number(texto.replace(/\./g, '').replace(',', '.'));

/** Every address the role's menu leads to, with each group opened. */
async function enderecosDoMenu(pagina) {
  const menu = pagina.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor();
  // Each group is opened and seen open before the next (opening one may close another: their links
  // stay in the page either way).
  for (const grupo of await menu.locator('button[aria-label]').all()) {
    const estado = await grupo.getAttribute('aria-expanded');
    if (estado === 'true') continue;
    await grupo.click();
    // Only a button that says whether it is open can be waited on (others are clicked, as before).
    if (estado === 'false') await esperarAte('o grupo do menu abrir', async () => (await grupo.getAttribute('aria-expanded')) === 'true');
  }
  const hrefs = await menu.locator('a').evaluateAll((as) => as.map((a) => new URL(a.href).pathname));
  return hrefs.sort();
}

const esperado = (papel) =>
  menuDoPapel(papel)
    .flatMap((i) => (i.itens ? i.itens.map((s) => `/painel${i.path}${s.path}`) : [`/painel${i.path}`]))
    .sort();

describe('panel', () => {
  for (const papel of [0, 1, 2, 3, 4, 5]) {
    it(`role ${papel} lands where spec 1 says and sees exactly its menu`, async () => {
      const pagina = await novaPagina();
      await entrarNoPainel(pagina, papel);
      await pagina.waitForURL(papel === 4 ? `${BASE}/painel/resgates` : `${BASE}/painel/dashboard`);
      await pagina.getByText(`Olá, ${NOMES[papel]}!`).waitFor();
      assert.deepEqual(await enderecosDoMenu(pagina), esperado(papel));
      if (papel === 4) {
        await pagina.goto(`${BASE}/painel/dashboard`);
        await pagina.waitForURL(`${BASE}/painel/resgates`);
      }
      // A signed-in user opening the login route goes to the landing screen.
      await pagina.goto(`${BASE}/painel`);
      await pagina.waitForURL(papel === 4 ? `${BASE}/painel/resgates` : `${BASE}/painel/dashboard`);
      await pagina.close();
    });
  }

  it('a visitor on a private route goes to the login; a role outside the matrix is refused', async () => {
    const pagina = await novaPagina();
    await pagina.goto(`${BASE}/painel/dashboard`);
    await pagina.waitForURL(/\/painel\/?$/);
    await entrarNoPainel(pagina, 5);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/logs`);
    await pagina.getByText('Acesso não permitido').first().waitFor();
    await pagina.close();
  });

  it('dashboard counters match the database, for all networks and for one', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    const contar = async (rede) => {
      const filtro = rede ? `AND r.rede_id = (SELECT id FROM redes WHERE nome = $1)` : '';
      const [c] = await consultar(
        `SELECT (SELECT count(*) FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.ativo AND r.ativo ${filtro})::int AS cadastrados,
                (SELECT count(DISTINCT v.parceiro_id) FROM vendas v JOIN revendas r ON r.id = v.revenda_id WHERE v.cancelada_em IS NULL AND r.ativo ${filtro})::int AS pontuados,
                (SELECT count(*) FROM revendas r WHERE r.ativo ${filtro})::int AS lojas,
                (SELECT count(DISTINCT v.revenda_id) FROM vendas v JOIN revendas r ON r.id = v.revenda_id WHERE v.cancelada_em IS NULL AND r.ativo ${filtro})::int AS lojas_pontuadas`,
        rede ? [rede] : [],
      );
      return c;
    };
    const ler = async () => ({
      cadastrados: numeroBr(await pagina.getByLabel('Vendedores Cadastrados', { exact: true }).innerText()),
      pontuados: numeroBr(await pagina.getByLabel('Vendedores Pontuados', { exact: true }).innerText()),
      lojas: numeroBr(await pagina.getByLabel('Lojas Cadastradas', { exact: true }).innerText()),
      lojas_pontuadas: numeroBr(await pagina.getByLabel('Lojas Pontuadas', { exact: true }).innerText()),
    });
    await pagina.getByLabel('Vendedores Cadastrados', { exact: true }).waitFor();
    assert.deepEqual(await ler(), await contar(null));
    const [lider] = await consultar(
      `SELECT p.nome FROM vendas v JOIN parceiros p ON p.id = v.parceiro_id WHERE v.cancelada_em IS NULL GROUP BY p.id, p.nome ORDER BY sum(v.total_pontos) DESC, p.id LIMIT 1`,
    );
    await pagina
      .getByRole('table', { name: /Vendedores/ })
      .getByText(lider.nome)
      .first()
      .waitFor();

    await pagina.getByLabel('Rede', { exact: true }).first().click();
    await pagina.getByRole('option', { name: 'Tintas Litoral' }).click();
    await pagina.getByRole('button', { name: 'Pesquisar' }).click();
    const esperadoRede = await contar('Tintas Litoral');
    await pagina.waitForFunction((n) => document.querySelector('[aria-label="Lojas Cadastradas"]')?.textContent === String(n), esperadoRede.lojas);
    assert.deepEqual(await ler(), esperadoRede);
    await pagina.close();
  });

  it('Meu Perfil changes the name and the greeting; Sair says goodbye', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 1);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.locator('[aria-controls="menu-perfil"]').click();
    await pagina.getByRole('link', { name: 'Meu Perfil' }).click();
    await pagina.waitForURL(`${BASE}/painel/perfil`);
    const nome = pagina.getByLabel(/^Nome/);
    await nome.fill('Otávio Souza');
    await pagina.getByRole('button', { name: 'SALVAR' }).click();
    await pagina.getByText('Perfil atualizado com sucesso').waitFor();
    await pagina.getByText('Olá, Otávio Souza').first().waitFor();
    const [u] = await consultar(`SELECT nome FROM usuarios WHERE cpf = '20000000299'`);
    assert.equal(u.nome, 'Otávio Souza');

    await pagina
      .getByRole('link', { name: 'Sair' })
      .or(pagina.getByRole('button', { name: 'Sair' }))
      .first()
      .click();
    await pagina.getByText('Até mais!').waitFor();
    await pagina.waitForURL(/\/painel\/?$/);
    await consultar(`UPDATE usuarios SET nome = $1 WHERE cpf = '20000000299'`, [NOMES[1]]);
    await pagina.close();
  });
});
