// Accessibility walk: every route of the storefront (390 px, as on a phone) and of the panel (1366 px),
// each checked by axe against WCAG 2.1 A/AA, plus our own heading rules (one h1, no skipped level).
// The routes come from the apps' own route definitions, so a new screen is walked without editing this file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { BASE, CPF_PAPEL, SENHA, consultar, entrarNoPainel, esperarAte, novaPagina, preparar } from './lib.mjs';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { menuDoPapel } = createRequire(import.meta.url)('../../common/dist/index.js');
preparar();

const ETIQUETAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GRAVES = new Set(['serious', 'critical']);
const REGRAS_TITULOS = ['page-has-heading-one', 'heading-order'];
// Only the rules that can fail the walk (WCAG 2.1 A/AA, and the two heading rules of best practice),
// and only their violations: collecting every passing node with its selector took most of axe's time.
const OPCOES_AXE = {
  runOnly: { type: 'tag', values: ETIQUETAS_WCAG },
  rules: Object.fromEntries(REGRAS_TITULOS.map((r) => [r, { enabled: true }])),
  resultTypes: ['violations'],
};
// axe-core itself, put in the page once per document (evaluated by the browser's debugger protocol,
// which the pages' CSP does not apply to). The screens have no iframe of their own (the report
// screen's frame shows another service's page), so the top document is the whole screen.
const FONTE_AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// E2E_CAPTURAS=/tmp/pasta saves a screenshot of every page walked (to look at the layout after a change).
const CAPTURAS = process.env.E2E_CAPTURAS;
const MEMBRO = { cpf: '700.000.007-44', largura: 390, altura: 844 };
const PAPEL_PAINEL = 2;

/** Paths declared in a source file as `<chave>: '/...'` (route tables of both apps). */
function caminhosDeclarados(arquivo, chave) {
  const fonte = fs.readFileSync(path.join(RAIZ, arquivo), 'utf8');
  return [...fonte.matchAll(new RegExp(`${chave}:\\s*'(/[^']*)'`, 'g'))].map((m) => m[1]);
}

/** Replaces each :param with the value the walk found for it in the demo data. */
function preencher(caminho, valores) {
  return caminho.replace(/:(\w+)/g, (_, nome) => {
    assert.ok(valores[nome] !== undefined, `sem valor de demonstração para :${nome} (${caminho})`);
    return encodeURIComponent(String(valores[nome]));
  });
}

/** Waits until the screen has settled: no spinner, no running transition, fonts ready. */
async function aguardarTela(pagina) {
  await pagina.waitForLoadState('networkidle');
  await pagina.waitForFunction(
    () => {
      const girando = [...document.querySelectorAll('.mantine-Loader-root')].some((e) => e.getClientRects().length > 0);
      const transicoes = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      return !girando && transicoes.length === 0 && document.fonts.status === 'loaded';
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** axe (WCAG 2.1 A/AA, serious and critical) and the heading rules on what the page shows now. */
async function verificar(pagina, rotulo, problemas) {
  await aguardarTela(pagina);
  if (!(await pagina.evaluate(() => 'axe' in window))) await pagina.evaluate(FONTE_AXE);
  const { violations } = await pagina.evaluate((opcoes) => window.axe.run(document, opcoes), OPCOES_AXE);
  // WCAG 2.1 A/AA at serious or critical, and the heading rules at any impact.
  const violacoes = violations.filter((v) => (GRAVES.has(v.impact) && v.tags.some((t) => ETIQUETAS_WCAG.includes(t))) || REGRAS_TITULOS.includes(v.id));
  // axe's page-has-heading-one accepts several h1; we want exactly one.
  const h1 = await pagina.locator('h1').evaluateAll((hs) => hs.filter((h) => h.getClientRects().length > 0).length);
  if (h1 !== 1) violacoes.push({ id: 'um-h1-por-pagina', impact: 'serious', nodes: [{ target: [`${h1} elementos h1`] }] });
  for (const v of violacoes) {
    problemas.push(`${rotulo}: ${v.id} (${v.impact}) em ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  }
  if (CAPTURAS) {
    fs.mkdirSync(CAPTURAS, { recursive: true });
    const nome = rotulo.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'raiz';
    await pagina.screenshot({ path: path.join(CAPTURAS, `${nome}.png`), fullPage: true });
  }
}

/** Visits the path and checks it if the app shows it there (guards send visitors and members elsewhere). */
async function visitar(pagina, caminho, rotulo, problemas) {
  await pagina.goto(`${BASE}${caminho}`);
  await aguardarTela(pagina);
  const onde = new URL(pagina.url());
  if (onde.pathname !== caminho.split('?')[0]) return false;
  await verificar(pagina, rotulo, problemas);
  return true;
}

function linkDeRecuperacao(email) {
  const pasta = process.env.E2E_CAIXA_EMAIL;
  return esperarAte(`o e-mail de recuperação para ${email}`, () => {
    for (const f of fs.readdirSync(pasta).sort().reverse()) {
      const texto = fs.readFileSync(path.join(pasta, f), 'utf8').replace(/=\r?\n/g, '');
      const m = texto.startsWith(`Para: ${email}`) && texto.match(/https?:\/\/[^\s]+\/esqueceu-senha\/([A-Za-z0-9_-]+)/);
      if (m) return m[1];
    }
    return null;
  });
}

const relatorio = (problemas) => `${problemas.length} problema(s) de acessibilidade:\n${problemas.join('\n')}`;

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it('the check itself reports a planted low-contrast text and a nameless button', async () => {
    const pagina = await novaPagina({ largura: MEMBRO.largura, altura: MEMBRO.altura });
    await pagina.goto(`${BASE}/login`);
    await aguardarTela(pagina);
    await pagina.evaluate(() => {
      const p = Object.assign(document.createElement('p'), { textContent: 'texto claro demais' });
      p.style.cssText = 'color:#c8c8c8;background:#fff';
      document.body.append(p, document.createElement('button'));
    });
    const problemas = [];
    await verificar(pagina, 'plantado', problemas);
    await pagina.close();
    assert.ok(problemas.some((p) => p.includes('color-contrast')) && problemas.some((p) => p.includes('button-name')), relatorio(problemas));
  });

  it('every storefront page, as a visitor and as the demo member, at 390 px', async () => {
    const rotas = caminhosDeclarados('storefront-web/src/rotas.tsx', 'path').filter((c) => c !== '*');
    assert.ok(rotas.includes('/home') && rotas.length > 15, 'as rotas da loja não foram encontradas em rotas.tsx');
    const [revenda] = await consultar(`SELECT id FROM revendas WHERE ativo ORDER BY id LIMIT 1`);
    const [premio] = await consultar(`SELECT codigo FROM premios WHERE ativo ORDER BY id LIMIT 1`);
    const [resgate] = await consultar(`SELECT r.id FROM resgates r JOIN parceiros p ON p.id = r.parceiro_id WHERE p.cpf = $1 ORDER BY r.id DESC LIMIT 1`, [
      MEMBRO.cpf.replace(/\D/g, ''),
    ]);
    const [outro] = await consultar(`SELECT email FROM parceiros WHERE cpf = '80000000833'`);
    const problemas = [];
    const pagina = await novaPagina({ largura: MEMBRO.largura, altura: MEMBRO.altura });

    // A real recovery link, so /esqueceu-senha/:uuid shows the new-password form rather than an error.
    await pagina.goto(`${BASE}/esqueceu-senha`);
    await pagina.getByLabel('Email ou CPF').fill(outro.email);
    await pagina.getByRole('button', { name: 'ENVIAR' }).click();
    const valores = { idRevenda: revenda.id, codigo: premio.codigo, id: resgate.id, uuid: await linkDeRecuperacao(outro.email) };

    const vistas = new Set();
    for (const rota of rotas) {
      const caminho = preencher(rota, valores);
      if (await visitar(pagina, caminho, `loja visitante ${caminho}`, problemas)) vistas.add(rota);
    }
    // The visitor's tutorial dialog.
    await pagina.goto(`${BASE}/`);
    await pagina.getByRole('button', { name: 'Abrir menu' }).click();
    await pagina.getByRole('button', { name: 'TUTORIAL' }).click();
    await pagina.getByRole('dialog').last().waitFor();
    await verificar(pagina, 'loja visitante tutorial', problemas);

    await pagina.goto(`${BASE}/login`);
    await pagina.getByLabel(/^CPF/).fill(MEMBRO.cpf);
    await pagina.getByLabel(/^Senha/).fill(SENHA);
    await pagina.getByRole('button', { name: 'ENTRAR' }).click();
    await pagina.waitForURL(`${BASE}/home`);
    // Today's banners open over the first private page: check them, then close them all.
    await aguardarTela(pagina);
    for (let i = 0; i < 20 && (await pagina.getByRole('dialog').count()) > 0; i++) {
      await verificar(pagina, `loja membro banner ${i + 1}`, problemas);
      const dialogo = pagina.getByRole('dialog').first();
      await dialogo.getByRole('button', { name: /^(PRÓXIMO|FECHAR)$/ }).click();
      await aguardarTela(pagina);
    }

    // Catalogue screens need a query string (a category, an experience): the walk follows the first
    // link to them it meets, as a member would (home → experiências → loja → an offer).
    const comConsulta = new Map();
    for (const rota of rotas) {
      const caminho = comConsulta.get(rota) ?? preencher(rota, valores);
      if (await visitar(pagina, caminho, `loja membro ${caminho}`, problemas)) vistas.add(rota);
      for (const href of await pagina.locator('a[href*="?"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        const [destino] = href.split('?');
        if (rotas.includes(destino) && !comConsulta.has(destino)) comConsulta.set(destino, href);
      }
      if (rota === '/loja') {
        // An offer of the catalogue as well as the programme prize.
        const oferta = await pagina
          .locator('a[href^="/premio/"]')
          .first()
          .getAttribute('href')
          .catch(() => null);
        if (oferta) await visitar(pagina, oferta, `loja membro ${oferta}`, problemas);
      }
    }
    // The member's menu drawer (phone).
    await pagina.goto(`${BASE}/home`);
    await pagina.getByRole('button', { name: 'Abrir menu' }).click();
    await pagina.getByRole('dialog').waitFor();
    await verificar(pagina, 'loja membro menu', problemas);
    await pagina.close();

    for (const rota of rotas.filter((r) => !vistas.has(r))) problemas.push(`loja ${rota}: a rota não chegou a ser mostrada`);
    assert.equal(problemas.length, 0, relatorio(problemas));
  });

  it(`every panel screen, signed out and as role ${PAPEL_PAINEL}, at 1366 px`, async () => {
    const menu = menuDoPapel(PAPEL_PAINEL).flatMap((i) => [i.path, ...(i.itens ?? []).map((s) => i.path + s.path)]);
    const extras = caminhosDeclarados('panel-web/src/rotas.ts', 'caminho');
    assert.ok(extras.includes('/perfil'), 'as rotas extras do painel não foram encontradas em rotas.ts');
    const rotas = [...new Set([...menu, ...extras])];
    const [revenda] = await consultar(`SELECT cnpj FROM revendas WHERE ativo ORDER BY id LIMIT 1`);
    const [parceiro] = await consultar(`SELECT cpf FROM parceiros WHERE cpf = '70000000744'`);
    const valores = { cnpj: revenda.cnpj, cpf: parceiro.cpf };
    const problemas = [];
    const pagina = await novaPagina({ largura: 1366, altura: 900 });

    await visitar(pagina, '/painel', 'painel login', problemas);
    await entrarNoPainel(pagina, PAPEL_PAINEL);
    await pagina.waitForURL((u) => u.pathname !== '/painel' && u.pathname !== '/painel/');
    const naoMostradas = [];
    for (const rota of rotas) {
      const caminho = `/painel${preencher(rota, valores)}`;
      if (!(await visitar(pagina, caminho, `painel ${caminho}`, problemas))) naoMostradas.push(rota);
    }
    // An address that is no screen.
    await visitar(pagina, '/painel/nao-existe', 'painel página não encontrada', problemas);
    await pagina.close();

    for (const rota of naoMostradas) problemas.push(`painel ${rota}: a tela não foi mostrada ao papel ${PAPEL_PAINEL} (${CPF_PAPEL[PAPEL_PAINEL]})`);
    assert.equal(problemas.length, 0, relatorio(problemas));
  });
});
