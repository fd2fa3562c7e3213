import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { BASE, consultar, esperarAte, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

const { cnpjDe } = createRequire(import.meta.url)('../../gateway/dist/seed/gerador.js');
preparar();

// Unique per run, so a rerun on the same database never meets its own leftovers.
const SUFIXO = String(Date.now()).slice(-6);
const NOME_REDE = `Rede E2E ${SUFIXO}`;
const CNPJ = cnpjDe(70000000 + Number(SUFIXO));
const CODIGO = `E2E-${SUFIXO}`;
const FANTASIA = `Tintas E2E ${SUFIXO}`;

/** Picks an option of a Mantine select, typing to narrow it when asked. */
async function escolher(pagina, rotulo, opcao, busca, escopo = pagina) {
  const campo = escopo.getByRole('combobox', { name: rotulo });
  await campo.click();
  if (busca) await campo.fill(busca);
  await pagina.getByRole('option', { name: opcao, exact: true }).first().click();
}

/** Waits until a field shows the value (a lookup filled it). */
async function esperarValor(campo, valor) {
  await esperarAte(`o campo mostrar "${valor}"`, async () => (await campo.inputValue()) === valor).catch(async () => {
    assert.equal(await campo.inputValue(), valor);
  });
}

const cabecalhos = async (tabela) => (await tabela.getByRole('columnheader').allInnerTexts()).map((t) => t.replace(/[▲▼↕]/g, '').trim());

describe('redes and lojas', () => {
  it('staff create a rede, a loja with the CEP filled, edit it and release its redemption', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 2);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);

    // Cadastrar Rede: the form's messages first, then a real network.
    await pagina.goto(`${BASE}/painel/cadastrar/rede`);
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Informe o nome').waitFor();
    await pagina.getByText('Informe o valor do ponto').waitFor();
    await pagina.getByRole('textbox', { name: /^Nome/ }).fill(NOME_REDE);
    await pagina.getByRole('textbox', { name: /^Região/ }).fill('Norte');
    await pagina.getByRole('textbox', { name: /^Valor do ponto/ }).fill('0,06');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Rede cadastrada com sucesso').waitFor();
    const [rede] = await consultar(`SELECT id, regiao, valor_ponto::float AS valor, ativo FROM redes WHERE nome = $1`, [NOME_REDE]);
    assert.deepEqual({ ...rede, id: undefined }, { id: undefined, regiao: 'Norte', valor: 0.06, ativo: true });

    // Cadastrar Loja in that network, the address coming from the (fake) postal-code service.
    await pagina.goto(`${BASE}/painel/cadastrar/revenda`);
    await escolher(pagina, /^Rede/, NOME_REDE, NOME_REDE);
    await pagina.getByRole('textbox', { name: /^Código/ }).fill('L0001');
    await pagina.getByRole('textbox', { name: /^CNPJ/ }).click();
    await pagina.getByText('Código em uso por outra Loja').waitFor();
    await esperarValor(pagina.getByRole('textbox', { name: /^Código/ }), '');
    await pagina.getByRole('textbox', { name: /^Código/ }).fill(CODIGO);
    await pagina.getByRole('textbox', { name: /^CNPJ/ }).pressSequentially(CNPJ);
    assert.match(await pagina.getByRole('textbox', { name: /^CNPJ/ }).inputValue(), /^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
    await pagina.getByRole('textbox', { name: /^Nome Fantasia/ }).fill(FANTASIA);
    await pagina.getByRole('textbox', { name: /^Razão Social/ }).fill(`${FANTASIA} Comércio Ltda`);
    await pagina.getByRole('textbox', { name: /^Responsável/ }).fill('Marta Ribeiro');
    await pagina.getByRole('textbox', { name: /^Email/ }).fill('contato@tintase2e.com.br');
    await pagina.getByRole('textbox', { name: /^Celular/ }).pressSequentially('11987654321');
    await pagina.getByRole('textbox', { name: /^CEP/ }).pressSequentially('01310100');
    await pagina.getByRole('textbox', { name: /^Número/ }).click();
    await esperarValor(pagina.getByRole('textbox', { name: /^Rua/ }), 'Avenida Paulista');
    assert.equal(await pagina.getByRole('textbox', { name: /^Cidade/ }).inputValue(), 'São Paulo');
    assert.equal(await pagina.getByRole('textbox', { name: /^Estado/ }).inputValue(), 'SP');
    await pagina.getByRole('textbox', { name: /^Número/ }).fill('1500');
    await escolher(pagina, /^Tipo de pontuação/, 'Foto');
    await escolher(pagina, /^Fator de pontuação/, '2x');
    await pagina.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await pagina.getByText('Loja cadastrada com sucesso').waitFor();
    const [loja] = await consultar(
      `SELECT id, rede_id, codigo, celular, end_cep, end_rua, end_bairro, end_estado, tipo_pontuacao, fator_pontuacao, resgate_liberado, ativo FROM revendas WHERE cnpj = $1`,
      [CNPJ],
    );
    assert.deepEqual(
      { ...loja, id: undefined },
      {
        id: undefined,
        rede_id: rede.id,
        codigo: CODIGO,
        celular: '11987654321',
        end_cep: '01310100',
        end_rua: 'Avenida Paulista',
        end_bairro: 'Bela Vista',
        end_estado: 'SP',
        tipo_pontuacao: 2,
        fator_pontuacao: 2,
        resgate_liberado: false,
        ativo: true,
      },
    );

    // Lojas: filtered by the new network, edited in the dialog.
    await pagina.goto(`${BASE}/painel/Lojas`);
    await pagina.getByRole('heading', { name: 'Lojas' }).waitFor();
    await escolher(pagina, 'Rede', NOME_REDE, NOME_REDE);
    const tabela = pagina.getByRole('table', { name: 'Lojas' });
    const linha = tabela.getByRole('row', { name: new RegExp(FANTASIA) });
    await linha.waitFor();
    await pagina.getByTestId('tabela-rodape').getByText('1-1 de 1 resultados').waitFor();
    assert.match(await linha.innerText(), /Foto/);
    await linha.getByRole('button', { name: `Editar ${FANTASIA}` }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Editar Loja' });
    await dialogo.waitFor();
    await escolher(pagina, /^Cenário/, 'B', undefined, dialogo);
    await escolher(pagina, /^Fator de pontuação/, '5x', undefined, dialogo);
    await dialogo.getByRole('switch', { name: 'Lançamento manual' }).check();
    await dialogo.getByRole('button', { name: 'SALVAR' }).click();
    await pagina.getByText('Revenda alterada com sucesso').waitFor();
    await linha.getByText('5x').waitFor();
    const [editada] = await consultar(`SELECT cenario, fator_pontuacao, lancamento_manual FROM revendas WHERE id = $1`, [loja.id]);
    assert.deepEqual(editada, { cenario: 2, fator_pontuacao: 5, lancamento_manual: true });

    // The redemption switch moves at once and stays after a reload.
    const resgate = linha.getByRole('switch', { name: `Resgate liberado: ${FANTASIA}` });
    assert.equal(await resgate.isChecked(), false);
    await resgate.check();
    await pagina.getByText('Liberação do resgate alterada com sucesso').waitFor();
    const [liberada] = await consultar(`SELECT resgate_liberado FROM revendas WHERE id = $1`, [loja.id]);
    assert.equal(liberada.resgate_liberado, true);
    await pagina.reload();
    await escolher(pagina, 'Rede', NOME_REDE, NOME_REDE);
    await tabela.getByRole('row', { name: new RegExp(FANTASIA) }).waitFor();
    assert.equal(await tabela.getByRole('switch', { name: `Resgate liberado: ${FANTASIA}` }).isChecked(), true);

    // The trade name opens the store detail.
    await tabela.getByRole('link', { name: FANTASIA }).click();
    await pagina.waitForURL(`${BASE}/painel/revenda/${CNPJ}`);
    await pagina.getByRole('heading', { name: FANTASIA }).waitFor();
    assert.equal(await pagina.getByLabel('Tipo de pontuação', { exact: true }).innerText(), 'Foto');
    assert.equal(await pagina.getByLabel('Cenário', { exact: true }).innerText(), 'B');

    // The network cannot be deleted while the store belongs to it.
    await pagina.goto(`${BASE}/painel/redes`);
    await pagina.getByRole('searchbox').fill(NOME_REDE);
    const linhaRede = pagina.getByRole('table', { name: 'Redes' }).getByRole('row', { name: new RegExp(NOME_REDE) });
    await linhaRede.waitFor();
    await linhaRede.getByRole('button', { name: `Excluir ${NOME_REDE}` }).click();
    await pagina.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await pagina.getByText('Não é possível excluir a rede: há lojas vinculadas a ela. Mova ou exclua as lojas antes.').waitFor();
    assert.equal((await consultar(`SELECT count(*)::int AS n FROM redes WHERE id = $1`, [rede.id]))[0].n, 1);
    await pagina.close();
  });

  it('role 0 sees Redes without valor ponto, edit, toggle or delete, and only active networks', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 0);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/redes`);
    const tabela = pagina.getByRole('table', { name: 'Redes' });
    await tabela.getByRole('row', { name: /Rede Horizonte/ }).waitFor();
    const colunas = await cabecalhos(tabela);
    assert.ok(colunas.includes('Nome') && colunas.includes('Lojas'));
    assert.ok(!colunas.includes('Valor Ponto') && !colunas.includes('Ativo') && !colunas.includes('Ações'), colunas.join(', '));
    assert.equal(await tabela.getByRole('switch').count(), 0);
    assert.equal(await tabela.getByRole('button', { name: /Editar|Excluir/ }).count(), 0);
    assert.equal(await tabela.getByText('Rede Encerrada').count(), 0);
    await pagina.close();
  });

  it('role 3 sees only its store in Lojas', async () => {
    const pagina = await novaPagina();
    await entrarNoPainel(pagina, 3);
    await pagina.waitForURL(`${BASE}/painel/dashboard`);
    await pagina.goto(`${BASE}/painel/Lojas`);
    const tabela = pagina.getByRole('table', { name: 'Lojas' });
    await tabela.getByRole('row', { name: /Tintas Horizonte Paulista/ }).waitFor();
    await pagina.getByTestId('tabela-rodape').getByText('1-1 de 1 resultados').waitFor();
    assert.equal(await tabela.getByRole('switch').count(), 0);
    assert.equal(await tabela.getByRole('button', { name: /Editar|Excluir/ }).count(), 0);
    // Another store's detail is not reachable by address either.
    await pagina.goto(`${BASE}/painel/revenda/44555666000181`);
    await pagina.getByText('Loja não encontrada.').first().waitFor();
    await pagina.close();
  });
});
