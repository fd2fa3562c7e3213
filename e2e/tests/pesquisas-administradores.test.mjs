import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, consultar, esperarAte, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

const { cpfDe } = createRequire(import.meta.url)('../../gateway/dist/seed/gerador.js');
preparar();

/** Types into a searchable Mantine select and picks the option. */
async function escolher(pagina, rotulo, busca, opcao) {
  const campo = pagina.getByRole('combobox', { name: rotulo });
  await campo.click();
  if (busca) await campo.fill(busca);
  await pagina.getByRole('option', { name: opcao }).first().click();
}

/** Waits until a field shows the value (a lookup filled it, a check cleared it). */
async function esperarValor(campo, valor) {
  await esperarAte(`o campo mostrar "${valor}"`, async () => (await campo.inputValue()) === valor).catch(async () => {
    assert.equal(await campo.inputValue(), valor);
  });
}

async function adicionarItem(pagina, lista, { marca, produto, qtde, valor }) {
  const grupo = pagina.getByRole('group', { name: lista });
  if (marca !== undefined) await grupo.getByRole('textbox', { name: /^Marca/ }).fill(marca);
  await grupo.getByRole('textbox', { name: 'Produto' }).fill(produto);
  await grupo.getByRole('textbox', { name: 'Quantidade' }).fill(qtde);
  await grupo.getByRole('textbox', { name: 'Valor unitário' }).fill(valor);
  await grupo.getByRole('button', { name: `Adicionar em ${lista}` }).click();
}

describe('pesquisas de mercado and administradores', () => {
  it('role 2 registers a market survey and finds it in the list', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    // Reached from the Cadastrar group page.
    await pagina.goto(`${BASE}/painel/cadastrar`);
    await pagina.getByRole('link', { name: /^Pesquisa de Mercado/ }).click();
    await pagina.waitForURL(`${BASE}/painel/cadastrar/pesquisa-mercado`);

    await escolher(pagina, 'Loja', 'Casa das Cores', 'Casa das Cores Litoral');
    const [loja] = await consultar(`SELECT id, end_cidade FROM revendas WHERE nome_fantasia = 'Casa das Cores Litoral'`);
    // The store's city fills the field.
    await esperarValor(pagina.getByRole('textbox', { name: 'Cidade' }), loja.end_cidade);
    await pagina.getByRole('textbox', { name: 'Categoria' }).fill('Categoria E2E');
    await pagina.getByRole('textbox', { name: 'Comunicação' }).fill('Fachada e encartes');
    await pagina.getByRole('textbox', { name: 'Quantidade de vendedores' }).fill('7');
    await pagina.getByRole('textbox', { name: 'Faturamento' }).fill('180000');
    await pagina.getByRole('textbox', { name: 'Média mensal' }).fill('15000');
    await pagina.getByRole('textbox', { name: 'Share (%)' }).fill('22,5');
    await pagina.getByRole('combobox', { name: 'Fonte' }).click();
    await pagina.getByRole('option', { name: 'Equipe' }).click();

    // The add rules, as the user meets them.
    await adicionarItem(pagina, 'Produtos concorrentes mais vendidos', { marca: '', produto: 'Acrílico 1', qtde: '3', valor: '70' });
    await pagina.getByText('Informe a marca do produto concorrente para adicionar').waitFor();
    for (let k = 1; k <= 5; k++) {
      await adicionarItem(pagina, 'Produtos mais vendidos', { produto: `Látex ${k}`, qtde: String(10 * k), valor: '99,90' });
      await adicionarItem(pagina, 'Produtos concorrentes mais vendidos', {
        marca: k === 1 ? 'TintaMax' : undefined,
        produto: `Acrílico ${k}`,
        qtde: String(k),
        valor: '70',
      });
    }
    // A full list takes no sixth row.
    assert.equal(
      await pagina.getByRole('group', { name: 'Produtos mais vendidos' }).getByRole('button', { name: 'Adicionar em Produtos mais vendidos' }).isDisabled(),
      true,
    );
    assert.equal(await pagina.getByLabel('Quantidade de produtos vendidos').innerText(), '15');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Pesquisa de Mercado cadastrado com sucesso').waitFor();

    const [salva] = await consultar(
      `SELECT revenda_id, qtde_produtos_vendidos, jsonb_array_length(produtos_mais_vendidos) AS n FROM pesquisas_mercado WHERE categoria = 'Categoria E2E'`,
    );
    assert.deepEqual(salva, { revenda_id: loja.id, qtde_produtos_vendidos: 15, n: 5 });

    await pagina.getByRole('link', { name: 'Ver Pesquisas de Mercado' }).click();
    await pagina.waitForURL(`${BASE}/painel/pesquisas-mercado`);
    await pagina.getByRole('searchbox', { name: /Buscar/ }).fill('Categoria E2E');
    const linha = pagina.getByRole('row', { name: /Categoria E2E/ });
    await linha.waitFor();
    assert.match(await linha.innerText(), /Casa das Cores Litoral/);
    await linha.getByRole('button', { name: 'Produtos mais vendidos de Casa das Cores Litoral' }).click();
    await pagina.getByRole('dialog').getByRole('table', { name: 'Produtos concorrentes mais vendidos' }).getByText('TintaMax').first().waitFor();
    await pagina.close();
  });

  it('role 1 creates a Vendedor for one store, who then sees only that store on the dashboard', async () => {
    const cpf = cpfDe(777000111);
    const [loja] = await consultar(`SELECT id FROM revendas WHERE nome_fantasia = 'Tintas Horizonte Paulista'`);
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 1);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/cadastrar/administrador`);

    // A CPF already in use is refused on leaving the field.
    const campoCpf = pagina.getByRole('textbox', { name: 'CPF' });
    await campoCpf.fill('300.000.003-88');
    await pagina.getByRole('textbox', { name: 'Nome' }).click();
    await pagina.getByText('Usuário já cadastrado').waitFor();
    await esperarValor(campoCpf, '');

    // Role 1 may not grant role 2.
    await pagina.getByRole('combobox', { name: 'Permissão' }).click();
    const opcoes = await pagina.getByRole('option').allInnerTexts();
    assert.deepEqual(
      opcoes.map((o) => o.trim()),
      ['Operador', 'Equipe Marca', 'Vendedor', 'Auditor', 'Equipe Marca Plus'],
    );
    await pagina.getByRole('option', { name: 'Vendedor' }).click();

    await pagina.getByRole('textbox', { name: 'Nome' }).fill('Valéria Vendedora E2E');
    await campoCpf.fill(cpf);
    await pagina.getByRole('textbox', { name: 'Email' }).fill('valeria.e2e@exemplo.com.br');
    await pagina.getByLabel(/^Senha/).fill('uma senha comprida');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Selecione ao menos uma loja').waitFor();
    await escolher(pagina, 'Lojas', 'Horizonte', /Tintas Horizonte Paulista/);
    await pagina.keyboard.press('Escape');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Administrador cadastrado com sucesso').waitFor();
    const [criado] = await consultar(`SELECT permissao, id_revendas_permitidas FROM usuarios WHERE cpf = $1`, [cpf]);
    assert.deepEqual(criado, { permissao: 3, id_revendas_permitidas: [loja.id] });
    await pagina.close();

    const vendedor = await novaPagina();
    await vendedor.goto(`${BASE}/painel`);
    await vendedor.getByLabel(/^CPF/).fill(cpf);
    await vendedor.getByLabel(/^Senha/).fill('uma senha comprida');
    await vendedor.getByRole('button', { name: 'ENTRAR' }).click();
    await vendedor.waitForURL(`${BASE}/painel/dashboard`);
    await vendedor.getByText('Olá, Valéria Vendedora E2E!').waitFor();
    await vendedor.waitForFunction(() => document.querySelector('[aria-label="Lojas Cadastradas"]')?.textContent === '1');
    const lojas = vendedor.getByRole('table', { name: 'Top 10 Lojas' });
    await lojas.getByText('Tintas Horizonte Paulista').waitFor();
    assert.equal(await lojas.getByRole('row').count(), 2);
    await vendedor.close();
  });
});
