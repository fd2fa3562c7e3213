import ExcelJS from 'exceljs';
import { AmbienteDeTeste } from '../testing/ambiente';
import { LOJA_DEMO_1, LOJA_DEMO_2 } from '../seed/demo';

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
});
afterAll(() => amb.fechar());

const lista = (params: Record<string, unknown>, token: string) =>
  amb.rest(
    'GET',
    `/api/produtos_revenda?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`,
    { token },
  );
const novo = {
  cnpjRevenda: '44.555.666/0001-81',
  codigoPadrao: 'sw-massa-inexistente',
  codigo: 'CCL-9000',
  nome: 'Massa Corrida 25kg',
  valorUnitario: '118,00',
};

async function baixar(link: string, cabecalhos: Record<string, string> = {}) {
  const r = await fetch(amb.url + link, { headers: cabecalhos });
  return { status: r.status, tipo: r.headers.get('content-type'), disposicao: r.headers.get('content-disposition'), corpo: Buffer.from(await r.arrayBuffer()) };
}

async function lerPlanilha(conteudo: Buffer) {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(conteudo as any);
  const folha = livro.worksheets[0];
  const linhas: unknown[][] = [];
  folha.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
  return { folha, linhas };
}

describe('GET /api/produtos_revenda', () => {
  it('generic dialect {rows, count}, filtered by store; default order by points descending', async () => {
    const r = await lista({ cnpjRevenda: LOJA_DEMO_1, pagina: 1, limite: 5 }, tokens[2]);
    expect(r.status).toBe(200);
    expect(r.corpo.count).toBe(12);
    expect(r.corpo.rows).toHaveLength(5);
    expect(r.corpo.rows[0]).toEqual({
      id: expect.any(Number),
      revendaId: expect.any(Number),
      cnpjRevenda: LOJA_DEMO_1,
      nomeRevenda: 'Tintas Horizonte Paulista',
      produtoId: expect.any(Number),
      codigoPadrao: 'SW-ACRPS-BR-18L',
      nomePadrao: 'Tinta Acrílica Premium Semibrilho Branco 18L',
      codigo: 'THP-100240',
      nome: 'ACRILICO PREMIUM SEMIBRILHO BR 18L',
      valorUnitario: 519.9,
      valorPontos: 53,
      valorPontosHerdado: true,
      ativo: true,
    });
    const todos = await lista({ pagina: 1, limite: 0 }, tokens[2]);
    expect(todos.corpo.count).toBe(20);
    const filtros = await lista({ filtros: { cnpjRevenda: LOJA_DEMO_2 }, ordenacao: { campo: 'codigo', direcao: 'asc' }, buscar: 'acr' }, tokens[1]);
    expect(filtros.corpo.rows.map((l: any) => l.codigo)).toEqual(['CCL-0001', 'CCL-0002', 'CCL-0010', 'CCL-0031', 'CCL-0050']);
    // CCL-0050 matches through its catalogue description (Textura Rústica Acrílica).
    // The query is read with a schema, as every list's: a refused filter also names its field.
    expect(await lista({ cnpjRevenda: '11.222.333/0001-00' }, tokens[2])).toEqual({ status: 400, corpo: { erro: 'CNPJ não é válido', campo: 'cnpjRevenda' } });
    expect((await lista({ ordenacao: { campo: 'senha' } }, tokens[2])).status).toBe(400);
  });

  it('role 3 sees only its stores; the auditor and anonymous callers are refused', async () => {
    const vendedor = await lista({ pagina: 1, limite: 100 }, tokens[3]);
    expect(vendedor.corpo.count).toBe(12);
    expect(new Set(vendedor.corpo.rows.map((l: any) => l.cnpjRevenda))).toEqual(new Set([LOJA_DEMO_1]));
    expect((await lista({ cnpjRevenda: LOJA_DEMO_2 }, tokens[3])).corpo).toEqual({ rows: [], count: 0 });
    expect((await lista({}, tokens[4])).status).toBe(403);
    expect((await amb.rest('GET', '/api/produtos_revenda')).status).toBe(401);
  });
});

describe('POST /api/produtos_revenda', () => {
  it('validates with the contract messages, in the order of the form', async () => {
    const casos: [Record<string, unknown>, number, string][] = [
      [{ ...novo, cnpjRevenda: '' }, 400, 'Loja obrigatório'],
      [{ ...novo, cnpjRevenda: '12.345.678/0001-00' }, 400, 'CNPJ não é válido'],
      [{ ...novo, cnpjRevenda: '11.444.777/0001-61' }, 400, 'Loja não encontrada.'],
      [{ ...novo, codigoPadrao: '' }, 400, 'Código Experiências SW obrigatório'],
      [novo, 400, 'Produto Experiências SW não encontrado'],
      [{ ...novo, codigoPadrao: 'SW-PVA-BR-36L' }, 400, 'Produto Experiências SW não encontrado'],
      [{ ...novo, codigoPadrao: 'SW-MCPVA-25KG', codigo: '' }, 400, 'Código Loja obrigatório'],
      [{ ...novo, codigoPadrao: 'SW-MCPVA-25KG', nome: '' }, 400, 'Descrição Loja obrigatório'],
      [{ ...novo, codigoPadrao: 'SW-MCPVA-25KG', valorUnitario: '' }, 400, 'Preço Unitário Loja obrigatório'],
      [{ ...novo, codigoPadrao: 'SW-MCPVA-25KG', valorUnitario: '12,3,4' }, 400, 'Preço Unitário Loja inválido'],
    ];
    for (const [corpo, status, erro] of casos) {
      const r = await amb.rest('POST', '/api/produtos_revenda', { token: tokens[1], corpo });
      // The schema's refusals also name the field (campo); the database's (unknown store or product) do not.
      expect({ corpo, r: { status: r.status, erro: r.corpo.erro } }).toEqual({ corpo, r: { status, erro } });
    }
    expect(await amb.ds.query(`SELECT id FROM produtos_revenda WHERE codigo = 'CCL-9000'`)).toEqual([]);
  });

  it('creates (points inherited unless given), refuses a repeated store code in the same store only', async () => {
    const r = await amb.rest('POST', '/api/produtos_revenda', { token: tokens[5], corpo: { ...novo, codigoPadrao: 'sw-mcpva-25kg' } });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({
      cnpjRevenda: LOJA_DEMO_2,
      codigoPadrao: 'SW-MCPVA-25KG',
      codigo: 'CCL-9000',
      valorUnitario: 118,
      valorPontos: 12,
      valorPontosHerdado: true,
      ativo: true,
    });
    const dup = await amb.rest('POST', '/api/produtos_revenda', { token: tokens[2], corpo: { ...novo, codigoPadrao: 'SW-MCPVA-25KG', codigo: 'ccl-9000' } });
    expect(dup).toEqual({ status: 409, corpo: { erro: 'Código Loja já cadastrado nesta loja.' } });
    const outraLoja = await amb.rest('POST', '/api/produtos_revenda', {
      token: tokens[2],
      corpo: { ...novo, cnpjRevenda: LOJA_DEMO_1, codigoPadrao: 'SW-MCPVA-25KG', valorPontos: '20' },
    });
    expect(outraLoja.status).toBe(201);
    expect(outraLoja.corpo).toMatchObject({ valorPontos: 20, valorPontosHerdado: false });
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'produtoRevenda.criar' ORDER BY id DESC LIMIT 1`);
    expect(log).toMatchObject({ responsavel_nome: 'Adriana Administradora', parametros: { revenda: LOJA_DEMO_1, codigo: 'CCL-9000' } });
  });

  it('roles outside Cadastrar are refused, and a user limited to networks may not write to other stores', async () => {
    for (const papel of [0, 3, 4]) expect((await amb.rest('POST', '/api/produtos_revenda', { token: tokens[papel], corpo: novo })).status).toBe(403);
    const [{ rede_id }] = await amb.ds.query(`SELECT rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_2]);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 5`, [[rede_id]]);
    try {
      const token = await amb.entrarPainel(5);
      const fora = await amb.rest('POST', '/api/produtos_revenda', {
        token,
        corpo: { ...novo, cnpjRevenda: LOJA_DEMO_1, codigoPadrao: 'SW-ZARC-36L', codigo: 'X-1' },
      });
      expect(fora.status).toBe(403);
      expect((await lista({ pagina: 1, limite: 100 }, token)).corpo.rows.every((l: any) => l.cnpjRevenda === LOJA_DEMO_2)).toBe(true);
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 5`);
    }
  });
});

describe('PUT and DELETE /api/produtos_revenda/{id}', () => {
  const idDe = async (codigo: string): Promise<number> => (await amb.ds.query(`SELECT id FROM produtos_revenda WHERE codigo = $1`, [codigo]))[0].id;

  it('edits the fields (roles 1–2), may move it to another store, keeps its own points choice', async () => {
    const id = await idDe('THP-400050');
    const corpo = { cnpjRevenda: LOJA_DEMO_1, codigoPadrao: 'SW-IMPER-LAJE-18L', codigo: 'THP-400051', nome: 'IMPERMEAB. LAJE 18L', valorUnitario: 379.9 };
    const r = await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[1], corpo });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ codigo: 'THP-400051', nome: 'IMPERMEAB. LAJE 18L', valorUnitario: 379.9, valorPontos: 45, valorPontosHerdado: false });
    const herdar = await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[2], corpo: { ...corpo, valorPontos: null } });
    expect(herdar.corpo).toMatchObject({ valorPontos: 40, valorPontosHerdado: true });
    const mover = await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[2], corpo: { ...corpo, cnpjRevenda: LOJA_DEMO_2 } });
    expect(mover.corpo).toMatchObject({ cnpjRevenda: LOJA_DEMO_2 });
    expect(
      (await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[2], corpo: { ...corpo, cnpjRevenda: LOJA_DEMO_2, codigo: 'CCL-0001' } })).status,
    ).toBe(409);
    expect((await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[2], corpo: { ...corpo, codigoPadrao: 'NAO-EXISTE' } })).corpo.erro).toBe(
      'Produto Experiências SW não encontrado',
    );
    expect((await amb.rest('PUT', '/api/produtos_revenda/999999', { token: tokens[2], corpo })).status).toBe(404);
    expect((await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[5], corpo })).status).toBe(403);
  });

  it('{ativo}: role 2 only; inactive rows disappear for other roles', async () => {
    const id = await idDe('THP-900010');
    expect((await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[1], corpo: { ativo: 0 } })).status).toBe(403);
    const r = await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[2], corpo: { ativo: 0 } });
    expect(r.corpo).toMatchObject({ id, ativo: false });
    expect((await amb.rest('GET', `/api/produtos_revenda/${id}`, { token: tokens[1] })).status).toBe(404);
    expect((await lista({ cnpjRevenda: LOJA_DEMO_1, buscar: 'THP-900010' }, tokens[1])).corpo.count).toBe(0);
    expect((await lista({ cnpjRevenda: LOJA_DEMO_1, buscar: 'THP-900010', filtros: { situacao: 'inativos' } }, tokens[2])).corpo.count).toBe(1);
    expect((await amb.rest('PUT', `/api/produtos_revenda/${id}`, { token: tokens[2], corpo: { ativo: 1, nome: 'x' } })).status).toBe(400);
  });

  it('DELETE: role 2 only; unknown ids are 404', async () => {
    const id = await idDe('CCL-0090');
    expect((await amb.rest('DELETE', `/api/produtos_revenda/${id}`, { token: tokens[1] })).status).toBe(403);
    expect(await amb.rest('DELETE', `/api/produtos_revenda/${id}`, { token: tokens[2] })).toEqual({
      status: 200,
      corpo: { mensagem: 'Produto excluído com sucesso' },
    });
    expect((await amb.rest('DELETE', `/api/produtos_revenda/${id}`, { token: tokens[2] })).status).toBe(404);
  });
});

describe('export: download=1 → {fileLink}, a signed short-lived link to an .xlsx', () => {
  it('the link works without the Authorization header and streams the whole filtered list', async () => {
    const r = await lista(
      { cnpjRevenda: LOJA_DEMO_1, download: '1', fileName: 'Produtos Horizonte.xlsx', ordenacao: { campo: 'codigo', direcao: 'asc' }, pagina: 1, limite: 5 },
      tokens[2],
    );
    expect(r.status).toBe(200);
    expect(Object.keys(r.corpo)).toEqual(['fileLink']);
    expect(r.corpo.fileLink).toMatch(/^\/api\/downloads\/v1\.[\w-]+\.[\w-]+$/);
    const arquivo = await baixar(r.corpo.fileLink);
    expect(arquivo.status).toBe(200);
    expect(arquivo.tipo).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(arquivo.disposicao).toContain('filename="Produtos_Horizonte.xlsx"');
    const { linhas } = await lerPlanilha(arquivo.corpo);
    expect(linhas[0]).toEqual([
      'Loja',
      'CNPJ',
      'Código Experiências SW',
      'Produto Experiências SW',
      'Código Loja',
      'Descrição Loja',
      'Preço Unitário Loja',
      'Valor Pontos',
      'Ativo',
    ]);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM produtos_revenda pr JOIN revendas r ON r.id = pr.revenda_id WHERE r.cnpj = $1`, [
      LOJA_DEMO_1,
    ]);
    // Not just the page of 5: the whole list, in the list's order.
    expect(linhas).toHaveLength(n + 1);
    const codigos = linhas.slice(1).map((l) => l[4] as string);
    expect(codigos).toEqual([...codigos].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(linhas.find((l) => l[4] === 'THP-100231')).toEqual([
      'Tintas Horizonte Paulista',
      LOJA_DEMO_1,
      'SW-ACRPF-BR-18L',
      'Tinta Acrílica Premium Fosco Branco 18L',
      'THP-100231',
      'ACRILICO PREMIUM FOSCO BRANCO 3,6L'.replace('3,6L', '18L'),
      479.9,
      49,
      'Sim',
    ]);
  });

  it('escapes cells that a spreadsheet would read as formulas', async () => {
    const perigosos = ['=HYPERLINK("http://exemplo.invalido","clique")', '+SOMA(1;1)', '-2+3', '@cmd'];
    for (const [i, nome] of perigosos.entries()) {
      const r = await amb.rest('POST', '/api/produtos_revenda', {
        token: tokens[2],
        corpo: { cnpjRevenda: LOJA_DEMO_2, codigoPadrao: 'SW-FITA-48', codigo: `=F${i}`, nome, valorUnitario: 1 },
      });
      expect(r.status).toBe(201);
    }
    const r = await lista({ cnpjRevenda: LOJA_DEMO_2, download: '1', buscar: 'F' }, tokens[2]);
    const { folha, linhas } = await lerPlanilha((await baixar(r.corpo.fileLink)).corpo);
    const descricoes = linhas
      .slice(1)
      .filter((l) => String(l[4]).startsWith("'=F"))
      .map((l) => l[5]);
    expect(descricoes.sort()).toEqual(perigosos.map((p) => `'${p}`).sort());
    folha.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('role 3 exports only its stores', async () => {
    const r = await lista({ download: '1' }, tokens[3]);
    const { linhas } = await lerPlanilha((await baixar(r.corpo.fileLink)).corpo);
    expect(new Set(linhas.slice(1).map((l) => l[1]))).toEqual(new Set([LOJA_DEMO_1]));
  });

  it('refuses a tampered, an expired, a signed-out or a no-longer-allowed link', async () => {
    const { corpo } = await lista({ download: '1', cnpjRevenda: LOJA_DEMO_2 }, tokens[2]);
    const [v, dados, assinatura] = corpo.fileLink.split('/').pop().split('.');
    const alterado = JSON.parse(Buffer.from(dados, 'base64url').toString());
    alterado.parametros.filtro.cnpjRevenda = LOJA_DEMO_1;
    const adulterado = `/api/downloads/${v}.${Buffer.from(JSON.stringify(alterado)).toString('base64url')}.${assinatura}`;
    const recusado = await baixar(adulterado);
    expect(recusado.status).toBe(404);
    expect(JSON.parse(recusado.corpo.toString())).toEqual({ erro: 'Este link de download expirou ou não é válido. Gere a exportação novamente.' });
    // Opened in a browser window, the refusal is a readable page.
    const html = await baixar(adulterado, { accept: 'text/html' });
    expect(html.tipo).toMatch(/text\/html/);
    expect(html.corpo.toString()).toContain('Este link de download expirou');
    expect((await baixar(`${corpo.fileLink.slice(0, -2)}xx`)).status).toBe(404);
    expect((await baixar('/api/downloads/qualquer-coisa')).status).toBe(404);
    // A token past any link's size is refused at the door, with the field named.
    const longo = await baixar(`/api/downloads/v1.${'a'.repeat(4000)}`);
    expect([longo.status, JSON.parse(longo.corpo.toString())]).toEqual([400, { erro: 'Link deve ter no máximo 4000 caracteres.', campo: 'token' }]);

    const agora = Date.now();
    const relogio = jest.spyOn(Date, 'now').mockReturnValue(agora + 301_000);
    try {
      expect((await baixar(corpo.fileLink)).status).toBe(404);
    } finally {
      relogio.mockRestore();
    }
    expect((await baixar(corpo.fileLink)).status).toBe(200);

    const sessao = await amb.entrarPainel(1);
    const link = (await lista({ download: '1' }, sessao)).corpo.fileLink;
    expect((await baixar(link)).status).toBe(200);
    await amb.rest('DELETE', '/api/sessoes', { token: sessao });
    expect((await baixar(link)).status).toBe(404);

    // A session idle past the panel's limit is closed for its links too, as for its requests.
    const ociosa = await amb.entrarPainel(1);
    const linkOcioso = (await lista({ download: '1' }, ociosa)).corpo.fileLink;
    expect((await baixar(linkOcioso)).status).toBe(200);
    // Only this newest session of the role-1 user: the file's other tests keep theirs.
    await amb.ds.query(`UPDATE sessoes SET ultimo_uso_em = now() - interval '1 day'
                         WHERE id = (SELECT max(id) FROM sessoes WHERE usuario_id = (SELECT id FROM usuarios WHERE cpf = '20000000299'))`);
    expect((await baixar(linkOcioso)).status).toBe(404);

    const vendedor = await amb.entrarPainel(0);
    const doVendedor = (await lista({ download: '1' }, vendedor)).corpo.fileLink;
    await amb.ds.query(`UPDATE usuarios SET permissao = 4 WHERE cpf = '10000000108'`);
    try {
      expect((await baixar(doVendedor)).status).toBe(403);
    } finally {
      await amb.ds.query(`UPDATE usuarios SET permissao = 0 WHERE cpf = '10000000108'`);
    }
  });

  it('the signing key is generated once and kept in the database for every instance', async () => {
    expect(await amb.ds.query(`SELECT nome FROM segredos WHERE nome = 'links_download'`)).toEqual([{ nome: 'links_download' }]);
  });
});

describe('GraphQL', () => {
  it('lists, exports, creates, edits, toggles and deletes with the same rules', async () => {
    const pagina = await amb.gql(
      `{ produtosRevenda(input: { cnpjRevenda: "${LOJA_DEMO_1}", porPagina: 2, ordenarPor: codigo, direcao: ASC }) { total pagina porPagina temProxima itens { codigo } } }`,
      {},
      { token: tokens[3] },
    );
    expect(pagina.data.produtosRevenda.itens).toEqual([{ codigo: 'CCL-9000' }, { codigo: 'THP-100231' }]);
    expect(pagina.data.produtosRevenda).toMatchObject({ pagina: 1, porPagina: 2 });
    const link = await amb.gql(`{ linkExportacaoProdutosRevenda(input: { cnpjRevenda: "${LOJA_DEMO_1}", nomeArquivo: "loja" }) }`, {}, { token: tokens[3] });
    expect((await baixar(link.data.linkExportacaoProdutosRevenda)).status).toBe(200);

    const falta = await amb.gql(
      `mutation { criarProdutoRevenda(input: { cnpjRevenda: "${LOJA_DEMO_2}", codigoPadrao: "SW-ZARC-09L", codigo: "CCL-7000", nome: "", valorUnitario: "37.50" }) { resultado { id } errosDeUsuario { campo mensagem } } }`,
      {},
      { token: tokens[1] },
    );
    expect(falta.data.criarProdutoRevenda).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'nome', mensagem: 'Descrição Loja obrigatório' }] });
    const criado = await amb.gql(
      `mutation { criarProdutoRevenda(input: { cnpjRevenda: "${LOJA_DEMO_2}", codigoPadrao: "SW-ZARC-09L", codigo: "CCL-7000", nome: "Zarcão 0,9L", valorUnitario: "37.50" }) { resultado { id revendaId produtoId valorUnitario valorPontos } } }`,
      {},
      { token: tokens[1] },
    );
    const { id, revendaId, produtoId, valorUnitario, valorPontos } = criado.data.criarProdutoRevenda.resultado;
    expect([id, revendaId, produtoId]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
    expect(valorUnitario).toBe('37.50');
    expect(valorPontos).toBe('3.50');
    // The store by id (ID, text) lists the same product.
    const daLoja = await amb.gql(
      `query($r: ID) { produtosRevenda(input: { revendaId: $r, busca: "CCL-7000" }) { itens { id } } }`,
      { r: revendaId },
      { token: tokens[2] },
    );
    expect(daLoja.data.produtosRevenda.itens).toEqual([{ id }]);
    const editado = await amb.gql(
      `mutation($id: ID!) { atualizarProdutoRevenda(input: { id: $id, codigoPadrao: "SW-ZARC-09L", codigo: "CCL-7001", nome: "Zarcão 900ml", valorUnitario: 38 }) { resultado { codigo nome cnpjRevenda valorUnitario } } }`,
      { id },
      { token: tokens[2] },
    );
    expect(editado.data.atualizarProdutoRevenda.resultado).toEqual({
      codigo: 'CCL-7001',
      nome: 'Zarcão 900ml',
      cnpjRevenda: LOJA_DEMO_2,
      valorUnitario: '38.00',
    });
    const alternar = `mutation($id: ID!) { alterarAtivoProdutoRevenda(input: { id: $id, ativo: false }) { resultado { ativo } } }`;
    expect((await amb.gql(alternar, { id }, { token: tokens[1] })).codigo).toBe('FORBIDDEN');
    expect((await amb.gql(alternar, { id }, { token: tokens[2] })).data.alterarAtivoProdutoRevenda.resultado).toEqual({ ativo: false });
    const excluido = await amb.gql(`mutation($id: ID!) { excluirProdutoRevenda(input: { id: $id }) { resultado } }`, { id }, { token: tokens[2] });
    expect(excluido.data.excluirProdutoRevenda.resultado).toBe(true);
    // A lookup that misses answers null and leaves its siblings alone.
    const sumiu = await amb.gql(
      `query($id: ID!) { produtoRevenda(id: $id) { id } produtosRevenda(input: { porPagina: 1 }) { total } }`,
      { id },
      { token: tokens[2] },
    );
    expect(sumiu.data.produtoRevenda).toBeNull();
    expect(sumiu.data.produtosRevenda.total).toBeGreaterThan(0);
  });
});
