import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNoPainel, esperarAte, novaPagina, preparar } from './lib.mjs';

preparar();

// A network of its own: bought 900 units, scored 950 (the anti-fraud alert), programme start 15/04/2025.
const SUFIXO = String(Date.now()).slice(-6);
const REDE = `Rede E2E Relatórios ${SUFIXO}`;
const CNPJ = `77${SUFIXO}000100`.slice(0, 14);
const COD = `E2E-REL-${SUFIXO}`;
const CSV = [
  'cnpj;codProduto;mes;quantidade;valorTotal',
  `${CNPJ};${COD};01/2025;100;1.000,00`,
  `${CNPJ};${COD};02/2025;200;2.000,00`,
  `${CNPJ};${COD};04/2025;300;3.000,00`,
  `${CNPJ};${COD};05/2025;300;3.000,00`,
  `${CNPJ};NAO-EXISTE-${SUFIXO};05/2025;1;1`,
].join('\r\n');

async function escolher(pagina, campo, opcao) {
  await pagina.getByRole('combobox', { name: campo }).first().click();
  await pagina.getByRole('option', { name: opcao, exact: true }).click();
}

async function prepararDados() {
  const [{ id: rede }] = await consultar(`INSERT INTO redes (nome, regiao, data_cadastro) VALUES ($1, 'E2E', '2025-04-15') RETURNING id`, [REDE]);
  const [{ id: loja }] = await consultar(`INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia) VALUES ($1, $2, $3, $4) RETURNING id`, [
    rede,
    `E2E-${SUFIXO}`,
    CNPJ,
    `Loja E2E ${SUFIXO}`,
  ]);
  const [{ id: produto }] = await consultar(
    `INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos) VALUES ($1, 'Produto E2E Relatórios', 10, 2) RETURNING id`,
    [COD],
  );
  const [{ id: parceiro }] = await consultar(`SELECT id FROM parceiros ORDER BY id LIMIT 1`);
  for (const [data, qtde] of [
    ['2025-05-10', 900],
    ['2025-06-02', 50],
  ]) {
    const [{ id }] = await consultar(
      `INSERT INTO vendas (parceiro_id, revenda_id, identificador, total_venda, total_pontos, realizado_em) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [parceiro, loja, `E2E-${SUFIXO}-${qtde}`, qtde * 10, qtde * 2, data],
    );
    await consultar(
      `INSERT INTO vendas_itens (venda_id, produto_id, codigo, descricao, qtde, valor_unitario, sub_total, valor_pontos, fator) VALUES ($1, $2, $3, 'Produto E2E Relatórios', $4, 10, $5, $6, 1)`,
      [id, produto, COD, qtde, qtde * 10, qtde * 2],
    );
  }
  return rede;
}

describe('Reports and anti-fraud', () => {
  it('uploads a history CSV, generates the reports, opens each screen, downloads a CSV and releases units on Antifraude', async () => {
    await prepararDados();
    const p = await novaPagina({ largura: 1600, altura: 900 });
    await entrarNoPainel(p, 2);
    await p.waitForURL(`${BASE}/painel/dashboard`);

    // Upload Histórico
    await p.goto(`${BASE}/painel/processar/historico`);
    await p.getByRole('heading', { name: 'Upload Histórico' }).waitFor();
    await p.locator('input[type=file]').setInputFiles({ name: 'historico.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    await p.getByRole('button', { name: 'ENVIAR' }).click();
    await p.getByText('4 linhas de histórico processado').waitFor();
    await p.getByRole('table', { name: 'Linhas com erro' }).getByText(`Produto não encontrado: NAO-EXISTE-${SUFIXO}`).waitFor();

    // The upload asked the queue for a full generation (docs/relatorios.md, "Geração agendada"). Let it
    // finish first, so each button below starts its own job ("iniciada") instead of joining that one.
    await esperarAte(
      'a geração pedida pelo upload',
      async () => {
        const [{ abertos }] = await consultar(
          `SELECT (SELECT count(*) FROM tarefas WHERE status IN ('pendente', 'executando'))
              + (SELECT count(*) FROM pgboss.job WHERE name = 'relatorios.todos' AND state IN ('created', 'retry', 'active')) AS abertos`,
        );
        return Number(abertos) === 0;
      },
      120_000,
    );

    // Atualizar relatórios: the five jobs, followed to their end.
    await p.goto(`${BASE}/painel/processar/relatorios`);
    await escolher(p, 'Ano', '2025');
    await escolher(p, 'Mês', 'Maio');
    for (const [botao, cartao] of [
      ['Atualizar Relatório de vendas', 'Relatório de vendas (histórico e produtos vendidos)'],
      ['Atualizar Antifraude', 'Antifraude'],
      ['Atualizar Mensuração', 'Mensuração'],
      ['Atualizar Compras x Pontuação', 'Compras x Pontuação'],
      ['Atualizar Taxa de Sucesso', 'Taxa de Sucesso'],
    ]) {
      // The card may still show the upload's "Concluída": wait for this job's progress bar first (the
      // screen shows it from the answer until its next poll, a second later), then for its end.
      const card = p.getByLabel(cartao, { exact: true });
      await p.getByRole('button', { name: botao }).click();
      await card.getByRole('progressbar', { name: `Progresso de ${cartao}` }).waitFor();
      await card.getByText('Concluída').waitFor({ timeout: 60_000 });
    }

    // Mensuração
    await p.goto(`${BASE}/painel/mensuracao`);
    const mensuracao = p.getByRole('table', { name: 'Mensuração' }).getByRole('row', { name: new RegExp(REDE) });
    await mensuracao.getByText('100,00%').waitFor();

    // Taxa de sucesso
    await p.goto(`${BASE}/painel/taxa-sucesso`);
    await escolher(p, 'Ano', '2025');
    await escolher(p, 'Mês', 'Maio');
    await p.getByRole('button', { name: 'Buscar' }).click();
    await p
      .getByRole('table', { name: 'Taxa de sucesso' })
      .getByRole('row', { name: new RegExp(REDE) })
      .getByText('100,00%')
      .waitFor();

    // Histórico and its CSV
    await p.goto(`${BASE}/painel/historico`);
    await escolher(p, 'Ano', '2025');
    await p.getByRole('button', { name: 'Buscar' }).click();
    await p
      .getByRole('table', { name: 'Histórico' })
      .getByRole('row', { name: new RegExp(REDE) })
      .waitFor();
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Baixar CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^historico_2025_\d{8}_\d{6}\.csv$/);
    const csv = await fs.readFile(await download.path());
    assert.deepEqual([...csv.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.ok(csv.toString('utf8').includes(`${REDE};1000;2000;0;3000;3000;0;0;0;0;0;0;0;9000`));

    // Produtos vendidos, Compras x pontuação, Relatório
    await p.goto(`${BASE}/painel/produtos-vendidos`);
    await escolher(p, 'Ano', '2025');
    await p.getByRole('button', { name: 'Buscar' }).click();
    await p
      .getByRole('table', { name: 'Produtos vendidos' })
      .getByRole('row', { name: new RegExp(`Loja E2E ${SUFIXO}.*Maio`) })
      .waitFor();
    await p.goto(`${BASE}/painel/compras-pontuacao`);
    await escolher(p, 'Ano', '2025');
    await escolher(p, 'Mês', 'Maio');
    await p.getByRole('button', { name: 'Buscar' }).click();
    await p
      .getByRole('table', { name: 'Compras x pontuação' })
      .getByRole('row', { name: new RegExp(COD) })
      .waitFor();
    await p.goto(`${BASE}/painel/relatorio`);
    await p.getByText('Nenhum painel de relatório foi configurado').waitFor();

    // Antifraude: sign in again for the fresh alert list, then release the 50 missing units.
    await p.evaluate(() => localStorage.clear());
    await entrarNoPainel(p, 2);
    await p.waitForURL(`${BASE}/painel/dashboard`);
    const alertas = async () =>
      Number(
        (await p
          .getByLabel(/redes em alerta$/)
          .first()
          .textContent()) ?? 0,
      );
    await p
      .getByLabel(/redes em alerta$/)
      .first()
      .waitFor();
    const antes = await alertas();
    assert.ok(antes >= 1);
    await p.goto(`${BASE}/painel/antifraude`);
    const linha = p.getByRole('table', { name: 'Antifraude' }).getByRole('row', { name: new RegExp(COD) });
    await linha.getByText('-50').first().waitFor();
    await p.getByRole('button', { name: `Liberar unidades de ${COD} em ${REDE}` }).click();
    await p.getByRole('textbox', { name: 'Quantidade' }).fill('50');
    await p.getByRole('button', { name: 'Salvar' }).click();
    await p.getByText('Liberação salva com sucesso').waitFor();
    await p.waitForFunction((n) => {
      const selo = [...document.querySelectorAll('[aria-label$="redes em alerta"]')][0];
      return (selo ? Number(selo.textContent) : 0) === n;
    }, antes - 1);
    await linha.getByRole('cell', { name: '50,00', exact: true }).first().waitFor();
    await linha.getByRole('cell', { name: '0,00', exact: true }).first().waitFor();
    const [lib] = await consultar(
      `SELECT sum(quantidade)::int AS q FROM relatorios_anotacoes a JOIN redes r ON r.id = a.rede_id WHERE r.nome = $1 AND tipo = 'antifraude.liberacao'`,
      [REDE],
    );
    assert.equal(lib.q, 50);
    await p.close();
  });
});
