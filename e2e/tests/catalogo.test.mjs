import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, CPF_PAPEL, SENHA, consultar, entrarNaLoja, entrarNoPainel, novaPagina, preparar } from './lib.mjs';

preparar();

const CPF_MEMBRO = '70000000744';
const saldo = async (cpf = CPF_MEMBRO) => Number((await consultar(`SELECT saldo_pontos FROM parceiros WHERE cpf = $1`, [cpf]))[0].saldo_pontos);
const pontos = (n) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(n);

async function api(metodo, caminho, { token, corpo, cabecalhos = {} } = {}) {
  const r = await fetch(`${BASE}/api${caminho}`, {
    method: metodo,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...cabecalhos },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  return { status: r.status, corpo: await r.json() };
}

/** Enough points for the test, credited through a platform key (the ledger's own door), whatever other files spent. */
async function garantirPontos(cpf, minimo) {
  const atual = await saldo(cpf.replace(/\D/g, ''));
  if (atual >= minimo) return;
  const login = await api('POST', '/sessoes/usuario', { corpo: { cpf: CPF_PAPEL[2], senha: SENHA } });
  const painel = `|${login.corpo.token}`;
  const chave = await api('POST', '/integracoes/chaves', { token: painel, corpo: { nome: `Catálogo e2e ${Date.now()}`, plataforma: 'SW PRO Cursos' } });
  const credito = await api('POST', '/integracoes/pontuacoes', {
    cabecalhos: { 'X-Api-Key': chave.corpo.segredo },
    corpo: { cpf, pontos: Math.ceil(minimo - atual) + 100, referencia: `catalogo-e2e-${Date.now()}`, descricao: 'Pontos do teste do catálogo' },
  });
  assert.equal(credito.status, 201, JSON.stringify(credito.corpo));
}

describe('Offer catalogue and redemption', () => {
  it('a member browses category → experience → offer, redeems it, then redeems a bivolt prize at 220V and sees the new balance', async () => {
    await garantirPontos('700.000.007-44', 2500);
    const loja = await novaPagina();
    await entrarNaLoja(loja, '700.000.007-44');
    await loja.waitForURL(`${BASE}/home`);

    await loja.getByRole('link', { name: 'VER PRODUTOS de GASTRONOMIA' }).click();
    await loja.waitForURL(/\/experiencias\?categoria=\d+$/);
    await loja.getByRole('link', { name: 'CATEGORIA: GASTRONOMIA' }).waitFor();
    await loja.getByRole('heading', { name: 'SUB-CATEGORIAS' }).waitFor();
    // The box's state comes from the address (a controlled checkbox): click, then wait for the query.
    await loja.getByRole('checkbox', { name: 'Cafés' }).click();
    await loja.waitForURL(/subcategories=\d+/);
    // The address changes first and the box follows on the next render: wait for it, don't read it once.
    await loja.getByRole('checkbox', { name: 'Cafés', checked: true }).waitFor();
    await loja.getByRole('link', { name: 'Selecionar Restaurantes' }).waitFor({ state: 'detached' });
    await loja.getByRole('link', { name: 'Selecionar Cafés especiais' }).click();
    await loja.waitForURL(/\/loja\?experience=\d+&categoria=\d+$/);
    await loja.getByRole('link', { name: 'Curso de barista' }).click();
    await loja.waitForURL(`${BASE}/premio/TLC-1008`);
    await loja.getByRole('heading', { name: 'Curso de barista' }).waitFor();
    await loja.getByText('Curso de barista por R$ 1,09, com 1 ano de acesso.').waitFor();
    await loja.getByText('CAFÉ PRO', { exact: true }).waitFor();

    const antes = await saldo();
    await loja.getByRole('button', { name: 'RESGATAR' }).click();
    await loja.getByRole('dialog').getByText('Deseja resgatar Curso de barista por 350 pontos?').waitFor();
    await loja.getByRole('dialog').getByRole('button', { name: 'SIM' }).click();
    await loja.getByText('Resgate realizado com sucesso!').waitFor();
    await loja.waitForURL(`${BASE}/resgates`);
    assert.equal(await saldo(), antes - 350);
    await loja
      .getByTestId('saudacao-membro')
      .getByText(`${pontos(antes - 350)} pontos`)
      .waitFor();
    const [oferta] = await consultar(
      `SELECT r.id, o.provedor_id FROM resgates r JOIN ofertas o ON o.id = r.oferta_id JOIN parceiros p ON p.id = r.parceiro_id WHERE p.cpf = $1 ORDER BY r.id DESC LIMIT 1`,
      [CPF_MEMBRO],
    );
    assert.equal(oferta.provedor_id, '1008');

    // A programme prize on the same page: bivolt, 220V costs pontosAlternativo.
    await loja.goto(`${BASE}/premio/LIQUIDIF`);
    await loja.getByRole('heading', { name: 'Liquidificador' }).waitFor();
    await loja.getByTestId('preco-voltagem').getByText('110V: 1.600 pontos').waitFor();
    await loja.getByText('220V', { exact: true }).click();
    await loja.getByTestId('preco-voltagem').getByText('220V: 1.650 pontos').waitFor();
    await loja.getByRole('button', { name: 'RESGATAR' }).click();
    await loja.getByRole('dialog').getByText('Deseja resgatar Liquidificador (220V) por 1.650 pontos?').waitFor();
    // A double click on SIM redeems once.
    await loja.getByRole('dialog').getByRole('button', { name: 'SIM' }).dblclick();
    await loja.getByText('Resgate realizado com sucesso!').first().waitFor();
    await loja.waitForURL(`${BASE}/resgates`);
    assert.equal(await saldo(), antes - 350 - 1650);
    await loja
      .getByTestId('saudacao-membro')
      .getByText(`${pontos(antes - 2000)} pontos`)
      .waitFor();
    const bivolt = await consultar(
      `SELECT r.id, r.escolha_membro, r.pontos_gastos FROM resgates r JOIN premios p ON p.id = r.premio_id JOIN parceiros m ON m.id = r.parceiro_id WHERE m.cpf = $1 AND p.codigo = 'LIQUIDIF' AND r.status <> 3`,
      [CPF_MEMBRO],
    );
    assert.equal(bivolt.length, 1);
    assert.equal(bivolt[0].escolha_membro, '220V');
    assert.equal(bivolt[0].pontos_gastos, '1650.00');

    // Staff cancel both, so this file leaves the member's monthly limit as it found it.
    const login = await api('POST', '/sessoes/usuario', { corpo: { cpf: CPF_PAPEL[2], senha: SENHA } });
    for (const id of [oferta.id, bivolt[0].id]) {
      assert.equal((await api('POST', '/cancelarResgate', { token: `|${login.corpo.token}`, corpo: { identificador: id } })).status, 200);
    }
    assert.equal(await saldo(), antes);
    await loja.close();
  });

  it('a store with resgateLiberado off: RESGATAR is off with the reason, and a direct call is refused; the pages fit a 360 px phone', async () => {
    const [membro] = await consultar(
      `SELECT p.cpf FROM parceiros p JOIN revendas v ON v.id = p.revenda_id
        WHERE NOT v.resgate_liberado AND v.ativo AND p.ativo AND p.aceitou_regulamento ORDER BY p.id LIMIT 1`,
    );
    assert.ok(membro, 'a demo member of a store without redemption');
    const loja = await novaPagina({ largura: 360, altura: 740 });
    await entrarNaLoja(loja, membro.cpf);
    await loja.waitForURL(`${BASE}/home`);
    const cabe = async () =>
      assert.ok(await loja.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `sem rolagem lateral em ${loja.url()}`);

    await loja.getByRole('link', { name: 'VER PRODUTOS de GASTRONOMIA' }).scrollIntoViewIfNeeded();
    await cabe();
    await loja.getByRole('link', { name: 'VER PRODUTOS de GASTRONOMIA' }).click();
    await loja.getByRole('link', { name: 'Selecionar Restaurantes' }).waitFor();
    await cabe();
    await loja.getByRole('link', { name: 'Selecionar Restaurantes' }).click();
    await loja.getByRole('link', { name: 'Jantar no Sal a Gosto' }).waitFor();
    await cabe();
    await loja.getByRole('link', { name: 'Jantar no Sal a Gosto' }).click();
    await loja.getByRole('heading', { name: 'Jantar no Sal a Gosto' }).waitFor();
    await loja.getByText('Rua Dias Ferreira, 200').waitFor();
    await cabe();
    // The server says why before the member tries: the button is off and the reason is shown.
    await loja.getByText('O resgate não está liberado para a sua loja.').waitFor();
    assert.equal(await loja.getByRole('button', { name: 'RESGATAR' }).isDisabled(), true);

    const antes = await saldo(membro.cpf);
    const resposta = await loja.evaluate(async () => {
      const sessao = JSON.parse(localStorage.getItem('experiencias-sw:sessao'));
      const r = await fetch('/api/resgatar', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `${sessao.loja.token}|`, 'Idempotency-Key': 'e2e-direto' },
        body: JSON.stringify({ codigoPremio: 'TLC-1014', qtde: 1 }),
      });
      return { status: r.status, corpo: await r.json() };
    });
    assert.deepEqual(resposta, { status: 400, corpo: { erro: 'O resgate não está liberado para a sua loja.' } });
    assert.equal(await saldo(membro.cpf), antes);
    await loja.close();
  });

  it('an expired offer: the panel shows it as Expirada, the store does not list it, and its page says why with RESGATAR off', async () => {
    const painel = await novaPagina();
    await entrarNoPainel(painel, 1);
    await painel.waitForURL(`${BASE}/painel/dashboard`);
    await painel.goto(`${BASE}/painel/ofertas-tlc`);
    const delta = painel.getByRole('table', { name: 'Ofertas' }).getByRole('row', { name: /cafés Delta/ });
    await delta.getByText('25/02/2025').waitFor();
    await delta.getByText('Expirada').waitFor();
    await painel.close();

    const [cafes] = await consultar(`SELECT id, categoria_id FROM ofertas_experiencias WHERE provedor_id = 'exp-cafes'`);
    const loja = await novaPagina();
    await entrarNaLoja(loja, '700.000.007-44');
    await loja.waitForURL(`${BASE}/home`);
    await loja.goto(`${BASE}/loja?categoria=${cafes.categoria_id}&experience=${cafes.id}`);
    await loja.getByRole('link', { name: 'Curso de barista' }).waitFor();
    assert.equal(await loja.getByRole('link', { name: '30% de desconto em cafés Delta' }).count(), 0);
    await loja.goto(`${BASE}/premio/TLC-1015`);
    await loja.getByRole('heading', { name: '30% de desconto em cafés Delta' }).waitFor();
    await loja.getByText('Esta oferta expirou em 25/02/2025.').waitFor();
    assert.equal(await loja.getByRole('button', { name: 'RESGATAR' }).isDisabled(), true);
    await loja.close();
  });

  it('staff price a new offer in the panel Ofertas and members find it in the store', async () => {
    const painel = await novaPagina();
    await entrarNoPainel(painel, 1);
    await painel.waitForURL(`${BASE}/painel/dashboard`);
    await painel.goto(`${BASE}/painel/ofertas-tlc`);
    await painel.getByRole('heading', { name: 'Ofertas' }).waitFor();
    await painel.getByText('Novas', { exact: true }).click();
    const tabela = painel.getByRole('table', { name: 'Ofertas' });
    const linha = tabela.getByRole('row', { name: /Passeio de barco no Guaíba/ });
    await linha.waitFor();
    await linha.getByRole('button', { name: 'Editar Passeio de barco no Guaíba' }).click();
    const dialogo = painel.getByRole('dialog', { name: 'Editar Oferta' });
    await dialogo.getByRole('textbox', { name: 'Pontos' }).fill('300');
    await dialogo.getByRole('button', { name: 'SALVAR' }).click();
    await painel.getByText('Pontos atualizados com sucesso').waitFor();
    const [oferta] = await consultar(
      `SELECT o.pontos, o.experiencia_id, e.categoria_id FROM ofertas o JOIN ofertas_experiencias e ON e.id = o.experiencia_id WHERE o.provedor_id = '1027'`,
    );
    assert.equal(oferta.pontos, '300.00');
    const [log] = await consultar(`SELECT parametros FROM logs WHERE tipo = 'ofertas.editar' ORDER BY id DESC LIMIT 1`);
    assert.equal(log.parametros.para, 300);

    const loja = await novaPagina();
    await entrarNaLoja(loja, '700.000.007-44');
    await loja.waitForURL(`${BASE}/home`);
    await loja.goto(`${BASE}/loja?categoria=${oferta.categoria_id}&experience=${oferta.experiencia_id}`);
    await loja.getByRole('link', { name: 'Passeio de barco no Guaíba' }).getByText('300 pontos').waitFor();
    await loja.close();
    await painel.close();
  });
});
