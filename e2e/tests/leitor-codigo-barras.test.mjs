import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { gravarVideoEan13 } from './codigo-barras.mjs';
import { BASE, LIMITE_ESPERA_MS, SENHA } from './lib.mjs';

/**
 * The barcode reader of the claim page with a camera: Chromium's fake camera plays a video of a real
 * EAN-13 symbol (drawn by codigo-barras.mjs), so this file launches its own browser with the fake
 * device flags instead of lib.mjs's shared one.
 */
const MEMBRO_TIPO_1 = '700.000.007-44';
const PRODUTO = 'SW-ACRPF-BR-18L';

let navegador;
let banco;
let pasta;
let ean;

before(async () => {
  banco = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await banco.connect();
  [{ ean }] = (await banco.query(`SELECT codigo_barras AS ean FROM produtos WHERE codigo = $1`, [PRODUTO])).rows;
  assert.match(ean, /^789\d{10}$/, 'o produto da demonstração tem um EAN-13 brasileiro');
  pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-camera-'));
  const video = path.join(pasta, 'ean13.y4m');
  gravarVideoEan13(video, ean);
  navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

after(async () => {
  await navegador?.close();
  await banco?.end();
  if (pasta) fs.rmSync(pasta, { recursive: true, force: true });
});

describe('barcode reader on the claim page (390 px, fake camera)', () => {
  it('a member opens Enviar Nota Fiscal from the menu, scans an EAN-13 and the product code lands in the form', async () => {
    const contexto = await navegador.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const pagina = await contexto.newPage();
    pagina.setDefaultTimeout(LIMITE_ESPERA_MS);
    await pagina.goto(`${BASE}/login`);
    await pagina.getByLabel(/^CPF/).fill(MEMBRO_TIPO_1);
    await pagina.getByLabel(/^Senha/).fill(SENHA);
    await pagina.getByRole('button', { name: 'ENTRAR' }).click();
    await pagina.waitForURL(`${BASE}/home`);

    // Elsewhere in the storefront the camera stays off.
    assert.equal(await pagina.evaluate(() => document.featurePolicy.allowsFeature('camera')), false);

    // From the menu, as a member does: the link loads the claim page as its own document.
    await pagina.getByRole('button', { name: 'Abrir menu' }).click();
    const [resposta] = await Promise.all([
      pagina.waitForResponse((r) => new URL(r.url()).pathname === '/enviar-pontuacao' && r.request().resourceType() === 'document'),
      pagina.getByRole('dialog', { name: 'Minha conta' }).getByRole('link', { name: 'Enviar Nota Fiscal' }).click(),
    ]);
    assert.match(resposta.headers()['permissions-policy'], /camera=\(self\)/);
    await pagina.getByRole('heading', { name: 'Enviar Nota Fiscal' }).waitFor();
    assert.equal(await pagina.evaluate(() => document.featurePolicy.allowsFeature('camera')), true);

    const campo = pagina.getByLabel('Código do produto');
    assert.equal(await campo.inputValue(), '');
    await pagina.getByRole('button', { name: 'Ler código de barras' }).click();
    const leitor = pagina.getByRole('dialog', { name: 'Ler código de barras' });
    await leitor.waitFor();
    // The first code read closes the reader and the product's code fills the field.
    await leitor.waitFor({ state: 'hidden' });
    await pagina.waitForFunction((esperado) => document.querySelector('input[placeholder="Código ou referência"]')?.value === esperado, PRODUTO);
    assert.equal(await campo.inputValue(), PRODUTO);

    // The scanned product goes on like a typed one.
    await pagina.getByLabel('Valor da venda').pressSequentially('48990');
    await pagina.getByRole('button', { name: 'Adicionar produto' }).click();
    await pagina.getByRole('table', { name: 'Produtos da venda' }).getByText(PRODUTO, { exact: true }).waitFor();
    await contexto.close();
  });
});
