import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

// The spreadsheet is opened with the same library the gateway writes it with.
const ExcelJS = createRequire(import.meta.url)('../../gateway/node_modules/exceljs');
preparar();

const sufixo = String(Date.now()).slice(-6);
const CODIGO = `E2E-${sufixo}`;
const CODIGO_LOJA = `E2E-LJ-${sufixo}`;

async function entrarComoAdministrador() {
  const pagina = await novaPagina();
  await entrarNoPainel(pagina, 2);
  await pagina.waitForURL(`${BASE}/painel/dashboard`);
  return pagina;
}

async function escolherLoja(pagina, nome) {
  const loja = pagina.getByRole('combobox', { name: /^Loja/ });
  await loja.click();
  await loja.fill(nome);
  await pagina.getByRole('option', { name: nome }).click();
}

describe('Produtos and Produtos Loja', () => {
  it('an administrator registers a catalogue product, choosing the kind first', async () => {
    const pagina = await entrarComoAdministrador();
    await pagina.goto(`${BASE}/painel/cadastrar/produto`);
    await pagina.getByRole('link', { name: /Produto Experiências SW/ }).click();
    await pagina.waitForURL(`${BASE}/painel/cadastrar/produto/criteria`);
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Preço Unitário obrigatório').waitFor();

    await pagina.getByRole('textbox', { name: /^Código(?! de)/ }).fill(CODIGO);
    await pagina.getByRole('textbox', { name: /^Descrição/ }).fill('Tinta E2E Acetinada 18L');
    await pagina.getByRole('textbox', { name: /^Preço Unitário/ }).fill('1234,5');
    await pagina.getByRole('textbox', { name: /^Valor Pontos/ }).fill('12,5');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Produto cadastrado com sucesso').waitFor();

    const [salvo] = await consultar(`SELECT nome, valor_unitario, valor_pontos, ativo FROM produtos WHERE codigo = $1`, [CODIGO]);
    assert.deepEqual(salvo, { nome: 'Tinta E2E Acetinada 18L', valor_unitario: '1234.50', valor_pontos: '12.50', ativo: true });

    // The Produtos list finds it, as an active product.
    await pagina.goto(`${BASE}/painel/produtos`);
    await pagina.getByRole('searchbox', { name: /Buscar/ }).fill(CODIGO);
    await pagina.getByRole('table', { name: 'Produtos Experiências SW' }).getByText('Tinta E2E Acetinada 18L').waitFor();
    await pagina.close();
  });

  it('registers the product for a store: the catalogue code is looked up on leaving the field', async () => {
    const pagina = await entrarComoAdministrador();
    await pagina.goto(`${BASE}/painel/cadastrar/produto/revenda`);
    await pagina.getByRole('heading', { name: 'Cadastrar Produto Loja' }).waitFor();
    await escolherLoja(pagina, 'Tintas Horizonte Paulista');

    const padrao = pagina.getByRole('textbox', { name: /^Código Experiências SW/ });
    await padrao.fill('NAO-EXISTE-E2E');
    await pagina.getByRole('textbox', { name: /^Código Loja/ }).click();
    await pagina.getByText('Produto Experiências SW não encontrado').waitFor();
    await pagina.waitForFunction((el) => el.value === '', await padrao.elementHandle());

    await padrao.fill(CODIGO.toLowerCase());
    await pagina.getByRole('textbox', { name: /^Código Loja/ }).click();
    await pagina.getByText('Tinta E2E Acetinada 18L · 12,5 pontos').waitFor();
    await pagina.getByRole('textbox', { name: /^Código Loja/ }).fill(CODIGO_LOJA);
    await pagina.getByRole('textbox', { name: /^Descrição Loja/ }).fill('TINTA E2E ACETINADA 18L');
    await pagina.getByRole('textbox', { name: /^Preço Unitário Loja/ }).fill('1199,9');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Produto cadastrado com sucesso').waitFor();
    await pagina.getByRole('table', { name: 'Produtos Loja' }).getByText(CODIGO_LOJA).waitFor();

    const [salvo] = await consultar(
      `SELECT r.cnpj, p.codigo AS padrao, pr.nome, pr.valor_unitario, pr.valor_pontos, pr.valor_pontos_herdado
         FROM produtos_revenda pr JOIN revendas r ON r.id = pr.revenda_id JOIN produtos p ON p.id = pr.produto_id WHERE pr.codigo = $1`,
      [CODIGO_LOJA],
    );
    assert.deepEqual(salvo, {
      cnpj: '11222333000181',
      padrao: CODIGO,
      nome: 'TINTA E2E ACETINADA 18L',
      valor_unitario: '1199.90',
      valor_pontos: '12.50',
      valor_pontos_herdado: true,
    });
    await pagina.close();
  });

  it('uploads a products CSV with one bad line: the others are applied and the bad line is reported', async () => {
    const pagina = await entrarComoAdministrador();
    await pagina.goto(`${BASE}/painel/processar/produtos`);
    await pagina.getByRole('link', { name: /Produto Experiências SW/ }).click();
    await pagina.waitForURL(`${BASE}/painel/processar/produtos/criteria`);
    const csv = [
      'codigo;nome;valorUnitario;valorPontos',
      `${CODIGO}-A;Massa E2E 25kg;119,90;12`,
      `${CODIGO}-B;;10,00;1`,
      `${CODIGO}-C;Selador E2E 18L;"1.189,90";119`,
    ].join('\r\n');
    await pagina.locator('input[type="file"]').setInputFiles({ name: 'catalogo-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
    await pagina.getByRole('button', { name: 'ENVIAR', exact: true }).click();
    await pagina.getByText('2 produtos cadastrados').waitFor();
    const erros = pagina.getByRole('table', { name: 'Linhas com erro' });
    await erros.getByRole('row', { name: '3 Nome obrigatório' }).waitFor();

    const salvos = await consultar(`SELECT codigo, valor_unitario FROM produtos WHERE codigo LIKE $1 ORDER BY codigo`, [`${CODIGO}-%`]);
    assert.deepEqual(salvos, [
      { codigo: `${CODIGO}-A`, valor_unitario: '119.90' },
      { codigo: `${CODIGO}-C`, valor_unitario: '1189.90' },
    ]);
    await pagina.close();
  });

  it("exports a store's products: the signed link opens in a new window and the xlsx downloads", async () => {
    const pagina = await entrarComoAdministrador();
    await pagina.goto(`${BASE}/painel/produtos`);
    await pagina.getByRole('link', { name: 'Produtos Loja' }).click();
    await pagina.waitForURL(`${BASE}/painel/produtos/loja`);
    await escolherLoja(pagina, 'Tintas Horizonte Paulista');
    const tabela = pagina.getByRole('table', { name: 'Produtos Loja' });
    await pagina.getByRole('searchbox', { name: /Buscar/ }).fill(CODIGO_LOJA);
    await tabela.getByText(CODIGO_LOJA).waitFor();
    // The search narrows the screen; the export below is still the whole store (it carries the search: cleared first).
    await pagina.getByRole('searchbox', { name: /Buscar/ }).fill('');
    await tabela.getByText('THP-100240').waitFor();

    // The export opens in a new window, without the Authorization header: the link carries its
    // signature. The window closes as the file downloads; Chromium reports the download on the opener.
    const [janela, download] = await Promise.all([
      pagina.waitForEvent('popup'),
      pagina.waitForEvent('download'),
      pagina.getByRole('button', { name: 'Exportar', exact: true }).click(),
    ]);
    assert.ok(janela);
    await pagina.getByText('Seu download começará em breve, aguarde.').waitFor();
    assert.equal(download.suggestedFilename(), 'produtos-loja-11222333000181.xlsx');
    const arquivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-produtos-')), 'produtos.xlsx');
    await download.saveAs(arquivo);

    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(arquivo);
    const linhas = [];
    livro.worksheets[0].eachRow((row) => linhas.push(row.values.slice(1)));
    const [cabecalho, ...dados] = linhas;
    assert.deepEqual(cabecalho, [
      'Loja',
      'CNPJ',
      'Código Experiências SW',
      'Produto Experiências SW',
      'Código Loja',
      'Descrição Loja',
      'Preço Unitário Loja',
      'Valor Pontos',
      'Ativo',
    ]);
    const [{ n }] = await consultar(
      `SELECT count(*)::int AS n FROM produtos_revenda pr JOIN revendas r ON r.id = pr.revenda_id WHERE r.cnpj = '11222333000181'`,
    );
    assert.equal(dados.length, n);
    const nossa = dados.find((l) => l[4] === CODIGO_LOJA);
    assert.deepEqual(nossa, [
      'Tintas Horizonte Paulista',
      '11222333000181',
      CODIGO,
      'Tinta E2E Acetinada 18L',
      CODIGO_LOJA,
      'TINTA E2E ACETINADA 18L',
      1199.9,
      12.5,
      'Sim',
    ]);
    fs.rmSync(path.dirname(arquivo), { recursive: true, force: true });

    // Copied to a browser that is not signed in, the link still works until it expires.
    const link = download.url();
    const anonimo = await fetch(link);
    assert.equal(anonimo.status, 200);
    assert.equal(anonimo.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const adulterado = await fetch(link.replace(/\.([\w-]+)$/, '.x$1'));
    assert.equal(adulterado.status, 404);
    await pagina.close();
  });
});
