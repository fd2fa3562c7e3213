import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, consultar, esperarAte, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

const CPF = '700.000.007-44';
const saldo = async () => Number((await consultar(`SELECT saldo_pontos FROM parceiros WHERE cpf = '70000000744'`))[0].saldo_pontos);

async function adicionarItem(pagina, codigo, qtde) {
  await pagina.getByLabel('Código do produto').fill(codigo);
  await pagina.getByLabel('Código do produto').blur();
  // The lookup fills the product's price.
  const unitario = pagina.getByLabel('Valor unitário');
  await esperarAte('o preço do produto', async () => Boolean(await unitario.inputValue()));
  await pagina.getByLabel('Quantidade').fill(qtde);
  await pagina.getByRole('button', { name: 'ADICIONAR ITEM' }).click();
}

describe('Nova venda', () => {
  it('staff types a sale with two products, the member is credited, and the same invoice is refused', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 1);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/processar/nova-venda`);
    const antes = await saldo();
    const numero = `E2E${Date.now() % 1_000_000}`;

    const preencherCabecalho = async () => {
      await pagina.getByLabel(/^CPF/).fill(CPF);
      await pagina.getByLabel(/^CPF/).blur();
      await pagina.getByLabel('Vendedor encontrado').waitFor();
      await pagina.getByLabel(/^Data da venda/).fill('05/01/2026');
      await pagina.getByLabel(/^Número fiscal/).fill(numero);
      await pagina.getByLabel(/^Número fiscal/).blur();
    };
    await preencherCabecalho();
    await adicionarItem(pagina, 'SW-ACRPF-BR-18L', '2');
    await adicionarItem(pagina, 'SW-FUNDO-18L', '1');
    await pagina.getByRole('table', { name: 'Itens da venda' }).getByText('Fundo Preparador de Paredes 18L').waitFor();
    await pagina.getByRole('button', { name: 'PROCESSAR', exact: true }).click();
    await pagina.getByText('Venda processada com sucesso').waitFor();

    const [venda] = await consultar(
      `SELECT v.id, v.total_pontos::float AS pontos, v.total_venda::float AS total, (SELECT count(*)::int FROM vendas_itens i WHERE i.venda_id = v.id) AS itens,
              (SELECT m.pontos::float FROM movimentos_pontos m WHERE m.tipo = 'credito_venda' AND m.origem_id = v.id::text) AS creditado
         FROM vendas v WHERE v.identificador = $1`,
      [numero],
    );
    assert.equal(venda.itens, 2);
    assert.equal(venda.total, 2 * 489.9 + 249.9);
    const [{ fator }] = await consultar(
      `SELECT r.fator_pontuacao AS fator FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = '70000000744'`,
    );
    assert.equal(venda.pontos, (2 * 49 + 25) * fator);
    assert.ok(venda.creditado > 0);
    assert.equal(await saldo(), +(antes + venda.creditado).toFixed(2));
    // The form is cleared for the next sale.
    assert.equal(await pagina.getByLabel(/^Número fiscal/).inputValue(), '');

    // Typing the same invoice again is refused on leaving the field.
    await preencherCabecalho();
    await pagina.getByText('Venda já processada').waitFor();
    assert.equal(await pagina.getByLabel(/^Número fiscal/).inputValue(), '');
    const [{ count }] = await consultar(`SELECT count(*)::int FROM vendas WHERE identificador = $1`, [numero]);
    assert.equal(count, 1);
  });
});
