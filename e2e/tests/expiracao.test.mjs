import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { describe, it } from 'node:test';
import { BASE, consultar, esperarAte, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

const saldoDe = async (id) => (await consultar(`SELECT saldo_pontos::float AS s FROM parceiros WHERE id = $1`, [id]))[0].s;
const cpfFormatado = (cpf) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** Waits until the database says what the screen just promised. */
async function esperarSaldo(id, esperado) {
  await esperarAte(`o saldo ${esperado}`, async () => Math.abs((await saldoDe(id)) - esperado) < 0.005).catch(async (e) => {
    assert.fail(`${e.message}: saldo ${await saldoDe(id)}`);
  });
}

describe('expirar e devolver pontos', () => {
  it("role 2 downloads the report, expires the due points and returns today's expiries", async () => {
    // A member whose largest open lot we make due now, as the 18 months would have.
    const [membro] = await consultar(
      `SELECT p.id, p.cpf, l.id AS lote, l.restante::float AS restante FROM parceiros p JOIN lotes_pontos l ON l.parceiro_id = p.id
        WHERE p.ativo AND p.id > 20 AND l.restante > 0 AND NOT EXISTS (SELECT 1 FROM lotes_pontos o WHERE o.parceiro_id = p.id AND o.restante > 0 AND o.vence_em <= now())
        ORDER BY l.restante DESC, p.id LIMIT 1`,
    );
    await consultar(`UPDATE lotes_pontos SET vence_em = now() - interval '2 days' WHERE id = $1`, [membro.lote]);
    const saldoInicial = await saldoDe(membro.id);

    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/processar/pontos`);
    await pagina.getByRole('heading', { name: 'Expirar e Devolver Pontos' }).waitFor();
    await pagina.getByText(/pontos vencidos de \d+ vendedor\(es\) aguardando expiração/).waitFor();

    // The CSV report lists the member.
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Baixar relatório' }).click()]);
    assert.match(download.suggestedFilename(), /^pontos_a_expirar_\d{8}_\d{6}\.csv$/);
    const csv = await fs.readFile(await download.path(), 'utf8');
    assert.ok(csv.startsWith('\uFEFFCPF;Nome;Loja;Rede;Pontos a expirar;'), csv.slice(0, 80));
    const linha = csv.split('\r\n').find((l) => l.startsWith(cpfFormatado(membro.cpf)));
    assert.ok(linha, `o relatório não tem o CPF ${membro.cpf}`);
    assert.equal(Number(linha.split(';')[4].replace(',', '.')), membro.restante);

    // Expiry, after confirming: the balance drops by the due lot.
    await pagina.getByRole('button', { name: 'Expirar pontos' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Expirar pontos' });
    await dialogo.getByRole('button', { name: 'Expirar' }).click();
    await pagina.getByText(/pontos expirados de \d+ vendedor\(es\)\./).waitFor();
    await esperarSaldo(membro.id, saldoInicial - membro.restante);
    await pagina.getByText('Não há pontos vencidos para expirar.').waitFor();
    assert.ok(await pagina.getByRole('button', { name: 'Expirar pontos' }).isDisabled());

    // Returning today's expiries (the date picker starts on today) restores it.
    await pagina.getByRole('button', { name: 'Devolver pontos' }).click();
    await pagina.getByRole('dialog', { name: 'Devolver pontos' }).getByRole('button', { name: 'Devolver' }).click();
    await pagina.getByText(/pontos expirados em \d{2}\/\d{2}\/\d{4} devolvidos a \d+ vendedor\(es\)\./).waitFor();
    await esperarSaldo(membro.id, saldoInicial);
    const [lote] = await consultar(`SELECT restante::float, vence_em > now() + interval '29 days' AS prorrogado FROM lotes_pontos WHERE id = $1`, [
      membro.lote,
    ]);
    assert.deepEqual(lote, { restante: membro.restante, prorrogado: true });

    // The per-network view answers too.
    await pagina.getByRole('tab', { name: 'Pontos a vencer por rede' }).click();
    await pagina.getByRole('table', { name: 'Pontos a vencer' }).getByText('Total').waitFor();
    await pagina
      .getByRole('button', { name: 'Voltar' })
      .or(pagina.getByRole('link', { name: 'Voltar' }))
      .click();
    await pagina.waitForURL(`${BASE}/painel/processar`);
    await pagina.close();
  });
});
