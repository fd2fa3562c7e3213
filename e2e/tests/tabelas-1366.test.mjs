import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BASE, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

// E2E_CAPTURAS=/tmp/pasta saves a screenshot of each screen (to look at the layout after a change).
const CAPTURAS = process.env.E2E_CAPTURAS;

/** The wide lists, as a 1366×900 laptop shows them. */
const TELAS = [
  { nome: 'resgates', caminho: '/painel/resgates', tabela: 'Resgates' },
  { nome: 'pontuacoes', caminho: '/painel/pontuacoes/pontuado', tabela: 'Pontuações' },
  { nome: 'lojas', caminho: '/painel/Lojas', tabela: 'Lojas' },
  { nome: 'redes', caminho: '/painel/redes', tabela: 'Redes' },
];

const DOCUMENTO = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\(\d{2}\) \d{4,5}-\d{4})$/;

/** What the table shows, measured in the page: the pinned controls' boxes, the badges, the documents. */
function medir({ rotulo, padraoDocumento }) {
  const tabela = document.querySelector(`table[aria-label="${rotulo}"]`);
  const linhas = [...tabela.querySelectorAll('tbody tr')].filter((tr) => tr.children.length > 1);
  const fixa = (td) => getComputedStyle(td).position === 'sticky';
  const caixa = (el) => {
    const r = el.getBoundingClientRect();
    return { nome: el.getAttribute('aria-label') || el.textContent.trim() || el.className, esquerda: r.left, direita: r.right };
  };
  const controles = linhas.flatMap((tr) => [...tr.children].filter(fixa).flatMap((td) => [...td.querySelectorAll('button, .mantine-Switch-track')].map(caixa)));
  // The last cell of every row (where the actions are) is pinned.
  const ultimasFixas = linhas.every((tr) => fixa(tr.lastElementChild));
  const badges = [...tabela.querySelectorAll('.mantine-Badge-label, .mantine-Badge-root')].map((b) => ({
    texto: b.textContent,
    largura: b.clientWidth,
    conteudo: b.scrollWidth,
  }));
  const documentos = [...tabela.querySelectorAll('tbody td')]
    .filter((td) => new RegExp(padraoDocumento).test(td.textContent.trim()))
    .map((td) => ({ texto: td.textContent.trim(), quebra: getComputedStyle(td).whiteSpace, altura: td.getClientRects().length }));
  return { larguraVisivel: document.documentElement.clientWidth, linhas: linhas.length, controles, ultimasFixas, badges, documentos };
}

async function abrir(pagina, tela) {
  await pagina.goto(`${BASE}${tela.caminho}`);
  const tabela = pagina.getByRole('table', { name: tela.tabela });
  await tabela.waitFor();
  // Loaded: rows with cells (not the Carregando... row).
  await tabela.locator('tbody tr td:nth-child(2)').first().waitFor();
  await pagina.evaluate(() => document.fonts.ready);
}

describe('wide tables on a 1366×900 screen', () => {
  it('actions and switches stay inside the viewport, badges are never cut, documents never wrap', async () => {
    const pagina = await novaPagina({ largura: 1366, altura: 900 });
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    for (const tela of TELAS) {
      await abrir(pagina, tela);
      // Playwright sends the function's source to the page.
      const m = await pagina.evaluate(medir, { rotulo: tela.tabela, padraoDocumento: DOCUMENTO.source });
      if (CAPTURAS) {
        fs.mkdirSync(CAPTURAS, { recursive: true });
        await pagina.screenshot({ path: path.join(CAPTURAS, `${tela.nome}-1366.png`) });
      }
      assert.ok(m.linhas > 0, `${tela.nome}: a tabela tem linhas`);
      assert.ok(m.ultimasFixas, `${tela.nome}: a última coluna fica fixa à direita`);
      assert.ok(m.controles.length > 0, `${tela.nome}: há botões ou switches fixos`);
      for (const c of m.controles) {
        assert.ok(
          c.esquerda >= 0 && c.direita <= m.larguraVisivel,
          `${tela.nome}: "${c.nome}" dentro da tela (${Math.round(c.esquerda)}–${Math.round(c.direita)} de ${m.larguraVisivel})`,
        );
      }
      for (const b of m.badges) assert.ok(b.conteudo <= b.largura, `${tela.nome}: badge "${b.texto}" inteiro (${b.conteudo} > ${b.largura})`);
      for (const d of m.documentos) assert.equal(d.quebra, 'nowrap', `${tela.nome}: "${d.texto}" sem quebra`);
    }
    await pagina.close();
  });

  it('status badges of Resgates are whole at 1920 px too', async () => {
    const pagina = await novaPagina({ largura: 1920, altura: 1080 });
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await abrir(pagina, TELAS[0]);
    const m = await pagina.evaluate(medir, { rotulo: TELAS[0].tabela, padraoDocumento: DOCUMENTO.source });
    assert.ok(m.badges.length > 0);
    for (const b of m.badges) assert.ok(b.conteudo <= b.largura, `badge "${b.texto}" inteiro`);
    if (CAPTURAS) await pagina.screenshot({ path: path.join(CAPTURAS, 'resgates-1920.png') });
    await pagina.close();
  });
});
