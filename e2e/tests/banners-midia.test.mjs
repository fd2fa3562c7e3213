import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { BASE, consultar, esperarAte, entrarNaLoja, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

const SUFIXO = String(Date.now()).slice(-6);
const TITULO_A = `E2E Banner A ${SUFIXO}`;
const TITULO_B = `E2E Banner B ${SUFIXO}`;
const CPF_MEMBRO = '70000000744';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
// A real 1x1 PNG: the member's preview must be able to draw it.
const FOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
/** The shared date field is typed DD/MM/AAAA (AAAA-MM-DD is what the API receives). */
const br = (iso) => iso.split('-').reverse().join('/');
const daquiA = (dias) => new Date(Date.now() + dias * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

// Other files sign this member in too: leave no banner behind to cover their pages. Registered
// before preparar(), so it runs while the database connection is still open.
// The pattern also catches a title renamed by the edit test ("… editado").
const limparBanners = () => consultar(`DELETE FROM banners WHERE titulo LIKE $1`, [`E2E Banner % ${SUFIXO}%`]);
after(limparBanners);
preparar();

async function cadastrarBanner(painel, titulo, descricao) {
  await painel.goto(`${BASE}/painel/cadastrar/banner`);
  await painel.getByRole('heading', { name: 'Cadastrar Banner' }).waitFor();
  await painel.getByRole('textbox', { name: /^Título/ }).fill(titulo);
  await painel.getByLabel('Data inicial').fill(br(hoje));
  await painel.getByLabel('Data final').fill(br(daquiA(30)));
  await painel.getByRole('textbox', { name: /^Descrição/ }).fill(descricao);
  await painel.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await painel.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
  await painel.getByText('Banner cadastrado com sucesso').first().waitFor();
  await painel.waitForURL(`${BASE}/painel/banners`);
}

describe('Banners and redemption media', () => {
  it('staff create two banners and reorder them; a member sees them in that order in the overlay', async () => {
    const painel = await novaPagina();
    await entrarNoPainel(painel, 2);
    await painel.waitForURL(`${BASE}/painel/dashboard`);
    // The server validates too: dates out of order are refused before anything is stored.
    await painel.goto(`${BASE}/painel/cadastrar/banner`);
    await painel.getByRole('textbox', { name: /^Título/ }).fill(TITULO_A);
    await painel.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await painel.getByText('Data inicial obrigatório').waitFor();

    await cadastrarBanner(painel, TITULO_A, '<p>Pontos em <b>dobro</b></p><script>alert(1)</script>');
    await cadastrarBanner(painel, TITULO_B, '<p>Segundo destaque</p>');
    const [guardado] = await consultar(`SELECT descricao FROM banners WHERE titulo = $1`, [TITULO_A]);
    assert.equal(guardado.descricao, '<p>Pontos em <b>dobro</b></p>');

    // Drag B above A.
    const tabela = painel.getByRole('table', { name: 'Banners' });
    await tabela.getByRole('row', { name: TITULO_B }).dragTo(tabela.getByRole('row', { name: TITULO_A }));
    await painel.waitForFunction(
      async ([a, b]) => {
        const linhas = [...document.querySelectorAll('table[aria-label="Banners"] tbody tr')].map((t) => t.getAttribute('aria-label'));
        return linhas.indexOf(b) >= 0 && linhas.indexOf(b) < linhas.indexOf(a);
      },
      [TITULO_A, TITULO_B],
    );
    const ordem = async () => await consultar(`SELECT titulo, ordem FROM banners WHERE titulo LIKE $1 ORDER BY ordem`, [`E2E Banner % ${SUFIXO}`]);
    // The screen reorders at once; the database follows with the save.
    await esperarAte('a nova ordem gravada', async () => (await ordem())[0]?.titulo === TITULO_B).catch(() => undefined);
    const ordenados = await ordem();
    assert.deepEqual(
      ordenados.map((b) => b.titulo),
      [TITULO_B, TITULO_A],
    );
    const todos = await consultar(`SELECT ordem FROM banners ORDER BY ordem`);
    assert.deepEqual(
      todos.map((b) => b.ordem),
      todos.map((_, i) => i + 1),
    );

    // The member: the overlay shows B, then A (with its formatting, without the script), once per session.
    const loja = await novaPagina({ largura: 360, altura: 740 });
    const alertas = [];
    loja.on('dialog', (d) => {
      alertas.push(d.message());
      void d.dismiss();
    });
    await entrarNaLoja(loja, '700.000.007-44');
    await loja.waitForURL(`${BASE}/home`);
    const primeiro = loja.getByRole('dialog', { name: TITULO_B });
    await primeiro.waitFor();
    await primeiro.getByRole('button', { name: 'PRÓXIMO' }).click();
    const segundo = loja.getByRole('dialog', { name: TITULO_A });
    await segundo.waitFor();
    assert.equal(await segundo.locator('b').textContent(), 'dobro');
    await segundo.getByRole('button', { name: 'FECHAR', exact: true }).click();
    await segundo.waitFor({ state: 'hidden' });
    assert.deepEqual(alertas, []);
    // The /home carousel shows them in the same order.
    const carrossel = loja.getByRole('region', { name: 'Destaques' });
    await carrossel.getByTestId('titulo-banner').filter({ hasText: TITULO_B }).waitFor();
    await loja.reload();
    await loja.getByText('Bem-vindo(a) ao Experiências SW').waitFor();
    // The carousel and the pop-up read the same banners query: once the carousel shows them, a pop-up
    // that were still due would be on screen too.
    await carrossel.getByTestId('titulo-banner').filter({ hasText: TITULO_B }).waitFor();
    assert.equal(await loja.getByRole('dialog', { name: TITULO_B }).count(), 0);
    await loja.close();

    // Deleting one renumbers the rest.
    await painel.getByRole('button', { name: `Excluir ${TITULO_B}` }).click();
    await painel.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await painel.getByText('Banner excluído com sucesso').waitFor();
    const depois = await consultar(`SELECT titulo, ordem FROM banners WHERE titulo = $1`, [TITULO_A]);
    assert.equal(depois[0].ordem, 1);
    await painel.close();
    await limparBanners();
  });

  it('staff edit a banner at 1366x900, picking the end date in the pt-BR calendar; the log keeps before and after', async () => {
    const painel = await novaPagina({ largura: 1366, altura: 900 });
    await entrarNoPainel(painel, 1);
    await painel.waitForURL(`${BASE}/painel/dashboard`);
    await cadastrarBanner(painel, TITULO_A, '<p>Para editar</p>');
    await painel.getByRole('button', { name: `Editar ${TITULO_A}` }).click();
    const dialogo = painel.getByRole('dialog', { name: `Editar banner: ${TITULO_A}` });
    await dialogo.waitFor();
    assert.equal(await dialogo.getByLabel('Data final').inputValue(), br(daquiA(30)));
    await dialogo.getByRole('textbox', { name: /^Título/ }).fill(`${TITULO_A} editado`);
    // The calendar opens on the month of the current end date, in Portuguese; the 15th is picked.
    await dialogo.getByRole('button', { name: 'Escolher no calendário' }).nth(1).click();
    const [ano, mes] = daquiA(30).split('-');
    const nomeMes = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(ano), Number(mes) - 1, 1)));
    const dia15 = painel.getByRole('button', { name: `15 ${nomeMes} ${ano}`, exact: true });
    await dia15.waitFor();
    // The calendar fits the 1366x900 screen.
    const caixa = await dia15.boundingBox();
    assert.ok(caixa && caixa.y + caixa.height <= 900 && caixa.x + caixa.width <= 1366, `dia fora da tela: ${JSON.stringify(caixa)}`);
    await dia15.click();
    assert.equal(await dialogo.getByLabel('Data final').inputValue(), `15/${mes}/${ano}`);
    await dialogo.getByRole('button', { name: 'SALVAR' }).click();
    await painel.getByText('Banner atualizado com sucesso').first().waitFor();
    await painel.getByRole('row', { name: `${TITULO_A} editado` }).waitFor();
    const [salvo] = await consultar(`SELECT id, to_char(data_final, 'YYYY-MM-DD') AS fim FROM banners WHERE titulo = $1`, [`${TITULO_A} editado`]);
    assert.equal(salvo.fim, `${ano}-${mes}-15`);
    const [log] = await consultar(`SELECT parametros FROM logs WHERE tipo = 'banners.editar' AND parametros->>'id' = $1::text`, [String(salvo.id)]);
    assert.deepEqual(log.parametros.depois, { titulo: `${TITULO_A} editado`, dataFinal: `${ano}-${mes}-15` });
    assert.deepEqual(log.parametros.antes, { titulo: TITULO_A, dataFinal: daquiA(30) });
    await painel.close();
    await limparBanners();
  });

  it('staff attach a photo to a redemption; the member sees it on /fotos-videos (on a 360 px phone)', async () => {
    const [resgate] = await consultar(
      `SELECT g.id, pr.nome AS premio FROM resgates g JOIN parceiros p ON p.id = g.parceiro_id JOIN premios pr ON pr.id = g.premio_id
        WHERE p.cpf = $1 ORDER BY g.id LIMIT 1`,
      [CPF_MEMBRO],
    );
    assert.ok(resgate, 'the demo member has a redemption');
    const painel = await novaPagina();
    await entrarNoPainel(painel, 1);
    await painel.waitForURL(`${BASE}/painel/dashboard`);
    await painel.goto(`${BASE}/painel/processar/foto-video`);
    const enviar = painel.getByRole('button', { name: 'ENVIAR' });
    await enviar.waitFor();
    assert.equal(await enviar.isDisabled(), true);
    await painel.getByRole('textbox', { name: /^ID do resgate/ }).fill(String(resgate.id));
    await painel.keyboard.press('Tab');
    const achado = painel.getByRole('region', { name: 'Resgate encontrado' });
    await achado.getByText(resgate.premio).waitFor();
    await painel.locator('input[type=file]').setInputFiles({ name: 'entrega.png', mimeType: 'image/png', buffer: FOTO });
    await enviar.click();
    await painel.getByText('Mídia anexada com sucesso ao resgate').waitFor();
    const [midia] = await consultar(`SELECT id, arquivo FROM resgate_midias WHERE resgate_id = $1 ORDER BY id DESC LIMIT 1`, [resgate.id]);
    assert.match(midia.arquivo, /^[0-9a-f]{32}\.png$/);
    // The gallery lists it (last 7 days by default).
    await painel.goto(`${BASE}/painel/fotos-videos`);
    await painel
      .getByRole('img', { name: `Foto do resgate ${resgate.id}` })
      .first()
      .waitFor();
    await painel.close();

    const loja = await novaPagina({ largura: 360, altura: 740 });
    await entrarNaLoja(loja, '700.000.007-44');
    await loja.waitForURL(`${BASE}/home`);
    await loja.goto(`${BASE}/fotos-videos`);
    const cartao = loja.getByLabel(`Foto do resgate ${resgate.premio}`).first();
    await cartao.waitFor();
    const whatsapp = await cartao.getByRole('link', { name: 'WHATSAPP' }).getAttribute('href');
    assert.ok(decodeURIComponent(whatsapp).includes(`/api/arquivos/${midia.arquivo}`));
    await cartao.getByRole('button', { name: 'VER' }).click();
    await loja.getByRole('img', { name: 'Foto do resgate ampliada' }).waitFor();
    await loja.keyboard.press('Escape');
    // Readable on a phone: nothing wider than the screen on the member pages of this work.
    for (const caminho of ['/fotos-videos', '/home', '/regulamento', '/politica-privacidade']) {
      await loja.goto(`${BASE}${caminho}`);
      await loja.waitForLoadState('networkidle');
      const largura = await loja.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(largura <= 360, `${caminho} tem ${largura}px de largura`);
    }
    await loja.close();
    // The public home too, for a visitor.
    const visitante = await novaPagina({ largura: 360, altura: 740 });
    await visitante.goto(`${BASE}/`);
    await visitante.getByRole('heading', { name: 'Como resgatar' }).waitFor();
    assert.ok((await visitante.evaluate(() => document.documentElement.scrollWidth)) <= 360, '/ passa de 360px');
    await visitante.close();
  });
});
