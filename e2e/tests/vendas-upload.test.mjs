import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

// The same exceljs the gateway reads the upload with.
const ExcelJS = createRequire(import.meta.url)('../../gateway/node_modules/exceljs');

preparar();

const saldo = async () => Number((await consultar(`SELECT saldo_pontos FROM parceiros WHERE cpf = '70000000744'`))[0].saldo_pontos);

describe('Upload de vendas', () => {
  it('a sales xlsx (sent with importarPlanilhaVendas) credits the good rows only and lists the error', async () => {
    const [{ cnpj, fator }] = await consultar(
      `SELECT r.cnpj, r.fator_pontuacao AS fator FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = '70000000744'`,
    );
    const base = `E2EUP${Date.now() % 1_000_000}`;
    const livro = new ExcelJS.Workbook();
    const folha = livro.addWorksheet('Vendas');
    folha.addRow(['cpf', 'loja', 'tipoFiscal', 'numeroFiscal', 'dataVenda', 'codigoProduto', 'quantidade', 'valorUnitario', 'desconto']);
    // A sale of two items (lines 2–3), a one-item sale (line 4) and a row with an unknown product (line 5).
    folha.addRow(['700.000.007-44', cnpj, 'N', `${base}A`, '05/01/2026', 'SW-ACRPF-BR-18L', 2, '489,90', '']);
    folha.addRow(['700.000.007-44', cnpj, 'N', `${base}A`, '05/01/2026', 'SW-FUNDO-18L', 1, '249,90', '']);
    folha.addRow(['700.000.007-44', cnpj, 'C', `${base}B`, '06/01/2026', 'SW-FUNDO-18L', 2, '249,90', '10,00']);
    folha.addRow(['700.000.007-44', cnpj, 'N', `${base}C`, '06/01/2026', 'NAO-EXISTE-E2E', 1, '10,00', '']);
    const conteudo = Buffer.from(await livro.xlsx.writeBuffer());

    const pagina = await novaPagina();
    // The screen sends the file as a GraphQL multipart request, not to the REST route.
    const envios = [];
    pagina.on('request', (r) => {
      const caminho = new URL(r.url()).pathname;
      const tipo = r.headers()['content-type'] ?? '';
      if (r.method() === 'POST' && (caminho === '/api/upload/vendas' || tipo.startsWith('multipart/form-data'))) envios.push({ caminho, pedido: r });
    });
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/processar/vendas`);
    const antes = await saldo();
    await pagina
      .locator('input[type="file"]')
      .setInputFiles({ name: 'vendas-e2e.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: conteudo });
    await pagina.getByRole('button', { name: 'ENVIAR', exact: true }).click();
    await pagina.getByText('2 venda(s) processada(s)').waitFor();
    assert.deepEqual(
      envios.map((e) => e.caminho),
      ['/graphql'],
    );
    // The browser does not expose a multipart body with files: the answer says which operation ran.
    const resposta = await (await envios[0].pedido.response()).json();
    assert.equal(resposta.data.importarPlanilhaVendas.resultado.total, 2);
    assert.deepEqual(resposta.data.importarPlanilhaVendas.errosDeUsuario, []);

    const erros = pagina.getByRole('table', { name: 'Linhas com erro' });
    await erros.waitFor();
    const linhas = await erros.locator('tbody tr').allTextContents();
    assert.deepEqual(linhas, ['5Produto não participante: NAO-EXISTE-E2E']);

    const vendas = await consultar(
      `SELECT identificador, total_pontos::float AS pontos, (SELECT count(*)::int FROM vendas_itens i WHERE i.venda_id = v.id) AS itens
         FROM vendas v WHERE identificador LIKE $1 ORDER BY identificador`,
      [`${base}%`],
    );
    assert.deepEqual(vendas, [
      { identificador: `${base}A`, pontos: (2 * 49 + 25) * fator, itens: 2 },
      { identificador: `${base}B`, pontos: 2 * 25 * fator, itens: 1 },
    ]);
    assert.equal(await saldo(), +(antes + (2 * 49 + 25 + 50) * fator).toFixed(2));

    // Sending the same file again credits nothing.
    await pagina
      .locator('input[type="file"]')
      .setInputFiles({ name: 'vendas-e2e.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: conteudo });
    await pagina.getByRole('button', { name: 'ENVIAR', exact: true }).click();
    await pagina.getByText('0 venda(s) processada(s)').waitFor();
    await pagina.getByRole('table', { name: 'Linhas com erro' }).getByText('Venda já processada (documento das linhas 2 a 3)').waitFor();
    assert.equal(await saldo(), +(antes + (2 * 49 + 25 + 50) * fator).toFixed(2));
  });
});
