import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, consultar, CPF_PAPEL, entrarNoPainel, novaPagina, preparar, SENHA } from './lib.mjs';

preparar();

const saldo = async () => Number((await consultar(`SELECT saldo_pontos FROM parceiros WHERE cpf = '70000000744'`))[0].saldo_pontos);
const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** A sale through Nova venda's REST door, as an integrator or another screen would send it. */
async function venderPelaApi(identificador) {
  const entrada = await fetch(`${BASE}/api/sessoes/usuario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: CPF_PAPEL[2], senha: SENHA }),
  });
  assert.equal(entrada.status, 200);
  const { token } = await entrada.json();
  const r = await fetch(`${BASE}/api/pontuacoes/pontuar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `|${token}` },
    body: JSON.stringify({
      venda: { cpf: '700.000.007-44', tipoFiscal: 'N', identificador, realizadoEm: hoje(), itens: [{ codigo: 'SW-FUNDO-18L', qtde: 2, valorUnitario: 249.9 }] },
    }),
  });
  assert.equal(r.status, 201);
  return r.json();
}

describe('Pontuações', () => {
  it('lists a sale made through Nova venda, shows its items, and cancelling it takes the points back', async () => {
    const antes = await saldo();
    const numero = `E2EP${Date.now() % 1_000_000}`;
    const venda = await venderPelaApi(numero);
    assert.ok(venda.pontosCreditados > 0);
    assert.equal(await saldo(), +(antes + venda.pontosCreditados).toFixed(2));

    const pagina = await novaPagina({ largura: 1600 });
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/pontuacoes/pontuado`);
    const tabela = pagina.getByRole('table', { name: 'Pontuações' });
    await pagina.getByLabel('Vendedor, CPF, loja, CNPJ ou nº fiscal').fill(numero);
    const linha = tabela.getByRole('row').filter({ hasText: numero });
    await linha.getByText('Carlos Eduardo Pereira').waitFor();
    // The search left only this sale on the table.
    await pagina.getByText('1-1 de 1 resultados').waitFor();

    await pagina.getByRole('button', { name: `Itens da venda ${venda.id}` }).click();
    const itens = pagina.getByRole('table', { name: 'Itens da venda' });
    await itens.getByText('SW-FUNDO-18L').waitFor();
    await itens.getByText('Fundo Preparador de Paredes 18L').waitFor();
    await pagina.keyboard.press('Escape');
    await itens.waitFor({ state: 'detached' });

    await pagina.getByRole('button', { name: `Cancelar venda ${venda.id}` }).click();
    await pagina.getByRole('dialog').getByRole('button', { name: 'Cancelar pontuação' }).click();
    await pagina.getByText('Pontuação cancelada com sucesso').waitFor();
    await linha.getByText('Cancelada').waitFor();

    assert.equal(await saldo(), +antes.toFixed(2));
    const [{ estornos }] = await consultar(
      `SELECT count(*)::int AS estornos FROM movimentos_pontos e JOIN movimentos_pontos m ON m.id = e.estorna_movimento_id
        WHERE m.origem_tipo = 'venda' AND m.origem_id = $1`,
      [venda.id],
    );
    assert.equal(estornos, 1);
  });
});
