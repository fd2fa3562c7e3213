import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, consultar, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

// The spreadsheet is opened with the same library the gateway writes it with.
const ExcelJS = createRequire(import.meta.url)('../../gateway/node_modules/exceljs');
preparar();

/** A valid CPF no seed uses: 9 random digits and their check digits. */
function cpfNovo() {
  const base = String(100000000 + Math.floor(Math.random() * 800000000));
  const dv = (parcial, peso) => {
    const soma = [...parcial].reduce((acc, d, i) => acc + Number(d) * (peso - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base, 10);
  return base + d1 + dv(base + d1, 11);
}

const mascararCpf = (c) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

describe('Vendedores Lojas', () => {
  const cpf = cpfNovo();
  const nome = `Vendedora E2E ${cpf.slice(-4)}`;

  it('an administrator registers a vendedor with the CEP filled from the postal-code service', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/cadastrar/parceiro`);
    await pagina.getByRole('heading', { name: 'Cadastrar Vendedor Loja' }).waitFor();

    const loja = pagina.getByRole('combobox', { name: /^Loja/ });
    await loja.click();
    await loja.fill('Horizonte Paulista');
    await pagina.getByRole('option', { name: 'Tintas Horizonte Paulista' }).click();
    await pagina.getByRole('textbox', { name: /^Nome/ }).fill(nome);
    await pagina.getByRole('textbox', { name: /^CPF/ }).fill(cpf);
    await pagina.getByRole('textbox', { name: /^Data de Nascimento/ }).fill('15031992');
    await pagina.getByRole('combobox', { name: /^Sexo/ }).click();
    await pagina.getByRole('option', { name: 'Feminino' }).click();
    await pagina.getByRole('textbox', { name: /^Celular/ }).fill('11988887777');
    await pagina.getByRole('textbox', { name: /^CEP/ }).fill('01310100');
    await pagina.getByRole('textbox', { name: /^Número/ }).click();
    const rua = pagina.getByRole('textbox', { name: /^Rua/ });
    await pagina.waitForFunction((el) => el.value === 'Avenida Paulista', await rua.elementHandle());
    assert.equal(await pagina.getByRole('textbox', { name: /^Estado/ }).inputValue(), 'SP');
    await pagina.getByRole('textbox', { name: /^Número/ }).fill('1000');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Vendedor Loja cadastrado com sucesso').waitFor();

    const [salvo] = await consultar(
      `SELECT p.nome, p.celular, p.end_cep, p.end_bairro, to_char(p.data_nascimento, 'YYYY-MM-DD') AS nascimento, r.nome_fantasia
         FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.cpf = $1`,
      [cpf],
    );
    assert.deepEqual(salvo, {
      nome,
      celular: '11988887777',
      end_cep: '01310100',
      end_bairro: 'Bela Vista',
      nascimento: '1992-03-15',
      nome_fantasia: 'Tintas Horizonte Paulista',
    });

    // The same CPF again is refused when leaving the field.
    await pagina.getByRole('textbox', { name: /^CPF/ }).fill(mascararCpf(cpf));
    await pagina.getByRole('textbox', { name: /^Nome/ }).click();
    await pagina.getByText('Vendedor Loja já cadastrado').waitFor();
    await pagina.close();
  });

  it('edits it, changes its status with a justification and sees the history', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/vendedores`);
    await pagina.getByRole('heading', { name: 'Vendedores Lojas' }).waitFor();
    await pagina.getByPlaceholder('Buscar pelo início do nome, CPF, e-mail ou loja').fill(cpf);
    await pagina.getByRole('link', { name: nome }).waitFor();

    await pagina.getByRole('button', { name: `Editar ${nome}` }).click();
    const edicao = pagina.getByRole('dialog', { name: 'Editar Vendedor Loja' });
    await edicao.getByRole('textbox', { name: /^Hobby/ }).fill('Ciclismo');
    await edicao.getByRole('textbox', { name: /^Nome/ }).fill(`${nome} Silva`);
    await edicao.getByRole('button', { name: 'SALVAR' }).click();
    await pagina.getByText('Parceiro alterado com sucesso').waitFor();
    await pagina.getByRole('link', { name: `${nome} Silva` }).waitFor();
    const [editado] = await consultar(`SELECT nome, hobby FROM parceiros WHERE cpf = $1`, [cpf]);
    assert.deepEqual(editado, { nome: `${nome} Silva`, hobby: 'Ciclismo' });

    // The switch input is visually hidden behind its track: click it the way a label click would.
    await pagina.getByRole('switch', { name: `Ativo: ${nome} Silva` }).evaluate((el) => el.click());
    const status = pagina.getByRole('dialog', { name: 'Alterar status do Vendedor Loja' });
    await status.getByRole('button', { name: 'Inativar' }).click();
    await status.getByText('Por favor, informe uma justificativa').waitFor();
    await status.getByRole('textbox', { name: /Justificativa/ }).fill('Desligada da loja em novembro.');
    await status.getByRole('button', { name: 'Inativar' }).click();
    await pagina.getByText('Status do parceiro atualizado com sucesso').waitFor();
    const [inativo] = await consultar(`SELECT ativo FROM parceiros WHERE cpf = $1`, [cpf]);
    assert.equal(inativo.ativo, false);

    await pagina.getByRole('button', { name: `Histórico de ${nome} Silva` }).click();
    const historico = pagina.getByRole('table', { name: 'Histórico de alterações de status' });
    await historico.getByText('Desligada da loja em novembro.').waitFor();
    await historico.getByText('Adriana Administradora').waitFor();
    await pagina.keyboard.press('Escape');

    // The name leads to the detail screen, which shows the same history.
    await pagina.getByRole('link', { name: `${nome} Silva` }).click();
    await pagina.waitForURL(`${BASE}/painel/parceiro/${cpf}`);
    await pagina.getByRole('heading', { name: `${nome} Silva` }).waitFor();
    await pagina.getByText('Desligada da loja em novembro.').waitFor();
    await pagina.close();
  });

  it('exports the vendedores and the xlsx opens with every row the administrator sees', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/vendedores`);
    await pagina.getByRole('table', { name: 'Vendedores Lojas' }).getByRole('link').first().waitFor();
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Exportar' }).click()]);
    assert.equal(download.suggestedFilename(), 'parceiros.xlsx');
    await pagina.getByText('Exportação concluída com sucesso!').waitFor();
    const arquivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-e2e-xlsx-')), 'parceiros.xlsx');
    await download.saveAs(arquivo);

    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(arquivo);
    const folha = livro.worksheets[0];
    const linhas = [];
    folha.eachRow((row) => linhas.push(row.values.slice(1)));
    const [cabecalho, ...dados] = linhas;
    assert.ok(
      ['Nome', 'CPF', 'Loja', 'Rede', 'Dias sem acesso', 'Ativo'].every((t) => cabecalho.includes(t)),
      String(cabecalho),
    );
    const [{ n }] = await consultar(`SELECT count(*)::int AS n FROM parceiros`);
    assert.equal(dados.length, n);
    const nossa = dados.find((l) => l[cabecalho.indexOf('CPF')] === mascararCpf(cpf));
    assert.ok(nossa, 'the new vendedor is in the export');
    assert.equal(nossa[cabecalho.indexOf('Ativo')], 'Não');
    fs.rmSync(path.dirname(arquivo), { recursive: true, force: true });
    await pagina.close();
  });

  it('role 3 lists only the vendedores of its store and cannot change them', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 3);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/vendedores`);
    const tabela = pagina.getByRole('table', { name: 'Vendedores Lojas' });
    await tabela.getByRole('link').first().waitFor();
    const [{ n }] = await consultar(
      `SELECT count(*)::int AS n FROM parceiros p JOIN usuarios u ON p.revenda_id = ANY(u.id_revendas_permitidas) WHERE u.cpf = '40000000477' AND p.ativo`,
    );
    await pagina.getByText(new RegExp(`de ${n} resultados$`)).waitFor();
    assert.equal(await pagina.getByRole('button', { name: /^Editar / }).count(), 0);
    assert.equal(await pagina.getByRole('switch').count(), 0);
    await pagina.close();
  });
});
