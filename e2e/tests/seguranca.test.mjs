import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, entrarNaLoja, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

const { menuDoPapel } = createRequire(import.meta.url)('../../common/dist/index.js');
preparar();

/**
 * The Content-Security-Policy the gateway sends must not break either app: every main screen is
 * opened and any violation the browser reports (the securitypolicyviolation event, or its console
 * message) fails the test.
 */
async function paginaVigiada() {
  const pagina = await novaPagina();
  const violacoes = [];
  await pagina.addInitScript(() => {
    window.__violacoes = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violacoes.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  pagina.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violacoes.push(m.text());
  });
  pagina.on('pageerror', (e) => {
    if (/Content Security Policy|unsafe-eval/i.test(String(e))) violacoes.push(String(e));
  });
  const verificar = async (onde) => {
    // Violations are reported as resources load: wait until the page has nothing left in flight.
    await pagina.waitForLoadState('networkidle');
    const noDocumento = await pagina.evaluate(() => window.__violacoes ?? []);
    assert.deepEqual([...violacoes, ...noDocumento], [], `violação de CSP em ${onde}`);
  };
  return { pagina, verificar };
}

const enderecos = (papel) => menuDoPapel(papel).flatMap((i) => (i.itens ? i.itens.map((s) => `/painel${i.path}${s.path}`) : [`/painel${i.path}`]));

describe('Content-Security-Policy', () => {
  it('the CSP header is sent with the apps', async () => {
    const r = await fetch(`${BASE}/painel`);
    assert.match(r.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  });

  for (const papel of [2, 3]) {
    it(`panel: every screen of role ${papel}'s menu opens without a CSP violation`, async () => {
      const { pagina, verificar } = await paginaVigiada();
      await entrarNoPainel(pagina, papel);
      await pagina.waitForURL(`${BASE}/painel/dashboard`);
      await verificar('/painel/dashboard');
      for (const endereco of enderecos(papel)) {
        await pagina.goto(`${BASE}${endereco}`);
        await pagina.waitForLoadState('networkidle');
        await verificar(endereco);
      }
      await pagina.close();
    });
  }

  it('storefront: public and member screens open without a CSP violation', async () => {
    const { pagina, verificar } = await paginaVigiada();
    for (const endereco of ['/', '/login', '/cadastrar', '/esqueceu-senha', '/regulamento']) {
      await pagina.goto(`${BASE}${endereco}`);
      await pagina.waitForLoadState('networkidle');
      await verificar(endereco);
    }
    await entrarNaLoja(pagina, '700.000.007-44');
    await pagina.waitForURL(`${BASE}/home`);
    for (const endereco of ['/home', '/pontuacoes', '/enviar-pontuacao', '/regulamento']) {
      await pagina.goto(`${BASE}${endereco}`);
      await pagina.waitForLoadState('networkidle');
      await verificar(endereco);
    }
    await pagina.close();
  });
});
