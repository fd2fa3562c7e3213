import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, SENHA, consultar, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

const DIGITACAO = '70000000744';
const FOTO = '80000000833';
// A real 1×1 PNG: the receipt upload checks the bytes, and the viewer shows it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The member's own door (storefront session), as the storefront calls it. The storefront has the
 * member accept the regulation before anything else, and the server refuses member writes until then.
 */
async function entrarMembro(cpf) {
  const r = await fetch(`${BASE}/api/sessoes/parceiro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf, senha: SENHA }),
  });
  assert.equal(r.status, 200);
  const { token } = await r.json();
  const aceite = await fetch(`${BASE}/api/parceiros`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `${token}|` },
    body: JSON.stringify({ aceitouRegulamento: 1 }),
  });
  assert.equal(aceite.status, 200);
  return `${token}|`;
}

async function saldoDoMembro(token, id) {
  const r = await fetch(`${BASE}/api/pontuacoes/saldo/${id}`, { headers: { authorization: token } });
  assert.equal(r.status, 200);
  return Number((await r.json())[0].saldoPontos);
}

describe('Pontuações pendentes', () => {
  it('staff process a typed claim in Nova venda and the member is credited', async () => {
    const [membro] = await consultar(`SELECT p.id, p.revenda_id FROM parceiros p WHERE p.cpf = $1`, [DIGITACAO]);
    const [produto] = await consultar(`SELECT id FROM produtos WHERE codigo = 'SW-FUNDO-18L'`);
    // The store's sell-in for this month, so the member's send passes the purchase check.
    await consultar(
      `INSERT INTO historico_compras (revenda_id, produto_id, mes, quantidade, valor_total) VALUES ($1, $2, date_trunc('month', now())::date, 500, 0)
       ON CONFLICT (revenda_id, produto_id, mes) DO UPDATE SET quantidade = historico_compras.quantidade + 500`,
      [membro.revenda_id, produto.id],
    );
    const token = await entrarMembro(DIGITACAO);
    const envio = await fetch(`${BASE}/api/pontuacoes/pontuar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        venda: {
          itens: [
            { codigo: 'SW-FUNDO-18L', valor: 249.9 },
            { codigo: 'SW-FUNDO-18L', valor: 249.9 },
          ],
        },
      }),
    });
    assert.equal(envio.status, 201, await envio.clone().text());
    const { id } = await envio.json();
    const antes = await saldoDoMembro(token, membro.id);

    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/processar/pontuacoes`);
    await pagina.getByRole('button', { name: `Processar pontuação ${id}` }).click();
    await pagina.waitForURL(`${BASE}/painel/processar/nova-venda`);
    await pagina.getByLabel('Vendedor encontrado').waitFor();
    // The typed units arrive as one line of quantity 2.
    const itens = pagina.getByRole('table', { name: 'Itens da venda' });
    await itens.getByText('SW-FUNDO-18L').waitFor();
    await pagina.getByLabel(/^Data da venda/).fill('05/01/2026');
    await pagina.getByLabel(/^Número fiscal/).fill(`PP${Date.now() % 1_000_000}`);
    await pagina.getByLabel(/^Número fiscal/).blur();
    await pagina.getByRole('button', { name: 'PROCESSAR', exact: true }).click();
    await pagina.getByText('Venda processada com sucesso').waitFor();
    await pagina.waitForURL(`${BASE}/painel/processar/pontuacoes`);
    await pagina.getByRole('heading', { name: 'Pontuações Pendentes' }).waitFor();

    const [claim] = await consultar(
      `SELECT c.status, c.venda_id, v.total_pontos::float AS pontos, (SELECT sum(qtde)::int FROM vendas_itens WHERE venda_id = v.id) AS qtde
      FROM pontuacoes c JOIN vendas v ON v.id = c.venda_id WHERE c.id = $1`,
      [id],
    );
    assert.equal(claim.status, 'processada');
    assert.equal(claim.qtde, 2);
    assert.ok(claim.pontos > 0);
    assert.equal(await saldoDoMembro(token, membro.id), +(antes + claim.pontos).toFixed(2));
    // Gone from the queue.
    assert.equal(await pagina.getByRole('button', { name: `Processar pontuação ${id}` }).count(), 0);
  });

  it('staff reject a photo claim with a reason and find it under Encerradas with that reason', async () => {
    const token = await entrarMembro(FOTO);
    const formulario = new FormData();
    formulario.append('arquivos', new Blob([PNG], { type: 'image/png' }), 'nota.png');
    const envio = await fetch(`${BASE}/api/upload/venda_foto`, { method: 'POST', headers: { authorization: token }, body: formulario });
    assert.equal(envio.status, 201, await envio.clone().text());
    const {
      arquivos: [{ id }],
    } = await envio.json();
    const [membro] = await consultar(`SELECT id, nome FROM parceiros WHERE cpf = $1`, [FOTO]);

    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 1);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/processar/pontuacoes`);
    await pagina.getByRole('button', { name: `Reprovar pontuação ${id}` }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Reprovar nota' });
    await dialogo.getByRole('radio', { name: 'Nota Ilegível' }).check();
    await dialogo.getByRole('button', { name: 'Reprovar' }).click();
    await pagina.getByText('Nota reprovada com sucesso').waitFor();
    await pagina.getByRole('button', { name: `Reprovar pontuação ${id}` }).waitFor({ state: 'detached' });

    const [claim] = await consultar(`SELECT status, reprovado_motivo FROM pontuacoes WHERE id = $1`, [id]);
    assert.deepEqual(claim, { status: 'reprovada', reprovado_motivo: 'Nota Ilegível' });
    const mensagens = await consultar(`SELECT texto FROM mensagens_saida WHERE parceiro_id = $1 AND tipo = 'pontuacao_reprovada' AND chave LIKE $2`, [
      membro.id,
      `pontuacao:${id}:%`,
    ]);
    assert.equal(mensagens.length, 1);
    assert.match(mensagens[0].texto, /Motivo: Nota Ilegível/);

    await pagina.goto(`${BASE}/painel/pontuacoes/encerrado`);
    await pagina.getByRole('textbox', { name: 'Buscar' }).fill(membro.nome);
    await pagina.getByRole('textbox', { name: 'Buscar' }).press('Enter');
    const linha = pagina.getByRole('table', { name: 'Pontuações encerradas' }).getByRole('row').filter({ hasText: 'Nota Ilegível' }).first();
    await linha.waitFor();
    assert.match(await linha.textContent(), new RegExp(membro.nome));
    // The receipt opens in the viewer.
    await linha.getByRole('button', { name: 'Ver arquivo' }).click();
    await pagina.getByRole('img', { name: 'Arquivo enviado' }).waitFor();
  });
});
