// Shared pieces of the end-to-end tests: the browser, the running product, its database.
import { after, before } from 'node:test';
import pg from 'pg';
import { chromium } from 'playwright-core';

export const BASE = process.env.E2E_URL;
export const SENHA = 'Demo@2026';
/**
 * The bound of every wait (Playwright actions and locators, and esperarAte): it only ends a wait that
 * will never succeed, so it sits far above what a page takes on a machine busy with other work.
 */
export const LIMITE_ESPERA_MS = 30_000;

/** Polls `condicao` (sync or async) every 100 ms until it gives a truthy value, which it returns; fails naming `oQue` after the bound. */
export async function esperarAte(oQue, condicao, limiteMs = LIMITE_ESPERA_MS) {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const valor = await condicao();
    if (valor) return valor;
    if (Date.now() > fim) throw new Error(`tempo esgotado (${limiteMs / 1000} s) esperando ${oQue}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

export const CPF_PAPEL = { 0: '100.000.001-08', 1: '200.000.002-99', 2: '300.000.003-88', 3: '400.000.004-77', 4: '500.000.005-66', 5: '600.000.006-55' };

let navegador;
let banco;

/** One Chromium and one database connection per test file. */
export function preparar() {
  before(async () => {
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
      ],
    });
    banco = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await banco.connect();
  });
  after(async () => {
    await navegador?.close();
    await banco?.end();
  });
}

/** A fresh browser context (empty localStorage), like a new visitor. */
export async function novaPagina({ largura = 1280, altura = 800 } = {}) {
  const contexto = await navegador.newContext({ viewport: { width: largura, height: altura }, locale: 'pt-BR' });
  const pagina = await contexto.newPage();
  pagina.setDefaultTimeout(LIMITE_ESPERA_MS);
  return pagina;
}

export const consultar = async (sql, params = []) => (await banco.query(sql, params)).rows;

export async function entrarNoPainel(pagina, papel) {
  await pagina.goto(`${BASE}/painel`);
  await pagina.getByLabel(/^CPF/).fill(CPF_PAPEL[papel]);
  await pagina.getByLabel(/^Senha/).fill(SENHA);
  await pagina.getByRole('button', { name: 'ENTRAR' }).click();
}

export async function entrarNaLoja(pagina, cpf) {
  await pagina.goto(`${BASE}/login`);
  await pagina.getByLabel(/^CPF/).fill(cpf);
  await pagina.getByLabel(/^Senha/).fill(SENHA);
  await pagina.getByRole('button', { name: 'ENTRAR' }).click();
}
