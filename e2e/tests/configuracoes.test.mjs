import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { BASE, consultar, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

const { iniciarWhatsappFalso } = createRequire(import.meta.url)('../../gateway/dist/testing/whatsapp-falso.js');
preparar();

const TOKEN = 'e2e-token-5c1f0a9d27b84e36-QWER';
let falso;
let original;

describe('settings', () => {
  // Inside the describe: the file's browser and database (preparar) are ready by then.
  before(async () => {
    // The provider is a local fake on a free port, reached by the gateway over real HTTP.
    falso = await iniciarWhatsappFalso({ token: TOKEN });
    [original] = await consultar(`SELECT limite_pontuacao, usos_semanais_voucher, voucher_ativo FROM configuracoes_sistema`);
  });
  after(async () => {
    // Leave the product as the other flows expect it.
    await consultar(`UPDATE configuracoes_sistema SET limite_pontuacao = $1, usos_semanais_voucher = $2, voucher_ativo = $3`, [
      original.limite_pontuacao,
      original.usos_semanais_voucher,
      original.voucher_ativo,
    ]);
    await consultar(`DELETE FROM configuracoes_whatsapp`);
    await falso?.fechar();
  });

  it('role 2 changes the system settings and sees them after a reload', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/configuracoes`);
    const limite = pagina.getByLabel(/^Limite de pontuação/);
    const usos = pagina.getByLabel(/^Usos semanais do voucher/);
    const voucher = pagina.getByRole('switch', { name: 'Voucher ativo' });
    await pagina.getByText(/Última alteração em/).waitFor();
    assert.equal(await usos.inputValue(), String(original.usos_semanais_voucher));

    await limite.fill('1500');
    await usos.fill('5');
    const estavaAtivo = await voucher.isChecked();
    await pagina.locator('label', { hasText: 'Voucher ativo' }).click();
    await pagina.getByRole('button', { name: 'SALVAR' }).click();
    await pagina.getByText('Dados atualizado com sucesso').waitFor();

    await pagina.reload();
    await pagina.getByText(/Última alteração em .* por Adriana Administradora/).waitFor();
    assert.equal(await pagina.getByLabel(/^Limite de pontuação/).inputValue(), '1.500');
    assert.equal(await pagina.getByLabel(/^Usos semanais do voucher/).inputValue(), '5');
    assert.equal(await pagina.getByRole('switch', { name: 'Voucher ativo' }).isChecked(), !estavaAtivo);
    const [linha] = await consultar(`SELECT limite_pontuacao, usos_semanais_voucher, voucher_ativo FROM configuracoes_sistema`);
    assert.deepEqual(linha, { limite_pontuacao: 1500, usos_semanais_voucher: 5, voucher_ativo: !estavaAtivo });

    // A value the rules refuse never leaves the screen.
    await pagina.getByLabel(/^Usos semanais do voucher/).fill('');
    await pagina.getByRole('button', { name: 'SALVAR' }).click();
    await pagina.getByText('Usos semanais do voucher obrigatório').waitFor();
    await pagina.close();
  });

  it('role 1 saves the WhatsApp settings and the test button reaches the provider', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 1);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/configuracao-whats`);
    await pagina.getByLabel(/^URL/).fill(falso.url);
    await pagina.getByLabel(/^Token/).fill(TOKEN);
    await pagina.getByRole('textbox', { name: /^Código/ }).fill('SW-E2E');
    const testar = pagina.getByRole('button', { name: 'ENVIAR TESTE' });
    assert.equal(await testar.isDisabled(), true);
    await pagina.getByRole('button', { name: 'SALVAR' }).click();
    await pagina.getByText('Configuração do WhatsApp salva com sucesso').waitFor();

    // The token comes back masked, on screen and after a reload; the database holds it encrypted.
    await pagina.reload();
    await pagina
      .getByLabel(/^URL/)
      .and(pagina.locator(`[value="${falso.url}"]`))
      .waitFor();
    assert.equal(await pagina.getByLabel(/^Token/).inputValue(), '••••QWER');
    assert.equal((await pagina.content()).includes(TOKEN), false);
    const [linha] = await consultar(`SELECT url, codigo, token_cifrado FROM configuracoes_whatsapp`);
    assert.equal(linha.url, falso.url);
    assert.equal(linha.codigo, 'SW-E2E');
    assert.equal(linha.token_cifrado.includes(TOKEN), false);

    await pagina.getByLabel(/^Celular/).fill('11987654321');
    await testar.click();
    await pagina.getByText('Mensagem de teste enviada com sucesso').waitFor();
    assert.equal(falso.entregues().length, 1);
    assert.deepEqual(
      { ...falso.entregues()[0], mensagem: undefined, chave: undefined },
      { codigo: 'SW-E2E', celular: '5511987654321', autorizacao: `Bearer ${TOKEN}`, status: 200, mensagem: undefined, chave: undefined },
    );

    // A failing provider is reported, not hidden.
    falso.definirModo({ status: 500 });
    await testar.click();
    await pagina.getByText('Não foi possível enviar a mensagem de teste: o serviço de WhatsApp respondeu HTTP 500.').waitFor();
    falso.definirModo({ status: 200 });
    await pagina.close();
  });
});
