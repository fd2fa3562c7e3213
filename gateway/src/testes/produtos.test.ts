import { MENSAGENS } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { CATALOGO_DEMO } from '../seed/produtos';

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
});
afterAll(() => amb.fechar());

const ATIVOS = CATALOGO_DEMO.filter((p) => p.ativo).length;
const idDe = async (codigo: string): Promise<number> => (await amb.ds.query(`SELECT id FROM produtos WHERE codigo = $1`, [codigo]))[0].id;
const novo = { codigo: 'SW-TESTE-01', nome: 'Tinta de Teste 18L', valorUnitario: '199,90', valorPontos: '19,5' };

describe('GET /api/produtos', () => {
  it('unpaged: role 2 sees inactive products too, other roles only active ones; ativo=1 and codigo filter', async () => {
    const admin = await amb.rest('GET', '/api/produtos', { token: tokens[2] });
    expect(admin.status).toBe(200);
    expect(admin.corpo.produtos).toHaveLength(CATALOGO_DEMO.length);
    expect(Object.keys(admin.corpo.produtos[0]).sort()).toEqual(['ativo', 'codigo', 'codigoBarras', 'id', 'nome', 'valorPontos', 'valorUnitario']);
    // Default order: valorPontos descending.
    const pontos = admin.corpo.produtos.map((p: any) => p.valorPontos);
    expect(pontos).toEqual([...pontos].sort((a, b) => b - a));
    for (const papel of [0, 1, 3, 5]) {
      const r = await amb.rest('GET', '/api/produtos', { token: tokens[papel] });
      expect(r.corpo.produtos).toHaveLength(ATIVOS);
    }
    expect((await amb.rest('GET', '/api/produtos?ativo=1', { token: tokens[2] })).corpo.produtos).toHaveLength(ATIVOS);
    const codigo = await amb.rest('GET', '/api/produtos?codigo=sw-acrpf-br-18l', { token: tokens[1] });
    expect(codigo.corpo.produtos).toEqual([expect.objectContaining({ codigo: 'SW-ACRPF-BR-18L', valorUnitario: 489.9, valorPontos: 49, ativo: true })]);
    const inativo = await amb.rest('GET', '/api/produtos?codigo=SW-PVA-BR-36L', { token: tokens[1] });
    expect(inativo.corpo.produtos).toEqual([]);
  });

  it('paged, generic dialect: {rows, count}, filter Todos/Ativos/Inativos, search, sort', async () => {
    const q = (extra: string) => `/api/produtos?pagina=1&limite=5&ordenacao=${encodeURIComponent('{"campo":"valorPontos","direcao":"desc"}')}${extra}`;
    const ativos = await amb.rest('GET', q(`&filtros=${encodeURIComponent('{"ativo":"ativos"}')}`), { token: tokens[2] });
    expect(ativos.status).toBe(200);
    expect(ativos.corpo.count).toBe(ATIVOS);
    expect(ativos.corpo.rows).toHaveLength(5);
    expect(ativos.corpo.rows[0]).toMatchObject({ codigo: 'SW-ACRPS-BR-18L', valorPontos: 53 });
    const inativos = await amb.rest('GET', q(`&filtros=${encodeURIComponent('{"ativo":"inativos"}')}`), { token: tokens[2] });
    expect(inativos.corpo).toEqual({ count: 1, rows: [expect.objectContaining({ codigo: 'SW-PVA-BR-36L', ativo: false })] });
    const todos = await amb.rest('GET', q(`&filtros=${encodeURIComponent('{"ativo":"todos"}')}`), { token: tokens[2] });
    expect(todos.corpo.count).toBe(CATALOGO_DEMO.length);
    // Role 1 asking for inactive products gets none: it may not see them.
    const operador = await amb.rest('GET', q(`&filtros=${encodeURIComponent('{"ativo":"inativos"}')}`), { token: tokens[1] });
    expect(operador.corpo).toEqual({ count: 0, rows: [] });
    const busca = await amb.rest('GET', `/api/produtos?pagina=1&limite=10&buscar=massa&ordenacao=${encodeURIComponent('{"campo":"nome","direcao":"asc"}')}`, {
      token: tokens[1],
    });
    expect(busca.corpo.rows.map((p: any) => p.nome)).toEqual(['Massa Acrílica 25kg', 'Massa Acrílica 6kg', 'Massa Corrida PVA 25kg', 'Massa Corrida PVA 6kg']);
    const todosLimite = await amb.rest('GET', '/api/produtos?pagina=1&limite=0', { token: tokens[2] });
    expect(todosLimite.corpo.rows).toHaveLength(CATALOGO_DEMO.length);
  });

  it('paged, page dialect: {produtos, totalRecords}; bad paging is a 400', async () => {
    const r = await amb.rest('GET', '/api/produtos?page=2&perPage=10&sortField=codigo&sortOrder=1&situacao=ativos', { token: tokens[5] });
    expect(r.status).toBe(200);
    expect(r.corpo.totalRecords).toBe(ATIVOS);
    expect(r.corpo.produtos).toHaveLength(10);
    const ruim = await amb.rest('GET', '/api/produtos?page=1&sortField=senha', { token: tokens[2] });
    expect(ruim).toEqual({ status: 400, corpo: { erro: 'Não é possível ordenar por "senha".' } });
    const filtro = await amb.rest('GET', '/api/produtos?page=1&situacao=talvez', { token: tokens[2] });
    expect(filtro.status).toBe(400);
    const json = await amb.rest('GET', '/api/produtos?pagina=1&filtros=%7Bruim', { token: tokens[2] });
    expect(json).toEqual({ status: 400, corpo: { erro: 'Parâmetro filtros inválido.' } });
  });

  it('the auditor, members and anonymous callers do not reach the list', async () => {
    expect((await amb.rest('GET', '/api/produtos', { token: tokens[4] })).status).toBe(403);
    expect((await amb.rest('GET', '/api/produtos', { token: await amb.entrarLoja() })).status).toBe(403);
    expect((await amb.rest('GET', '/api/produtos')).status).toBe(401);
  });
});

describe('POST /api/produtos', () => {
  it('validates with the contract messages and refuses bad values', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ ...novo, codigo: '' }, 'Código obrigatório'],
      [{ ...novo, nome: '  ' }, 'Nome obrigatório'],
      [{ ...novo, valorUnitario: '' }, 'Preço Unitário obrigatório'],
      [{ ...novo, valorPontos: null }, 'Valor Pontos obrigatório'],
      [{ ...novo, valorUnitario: 'abc' }, 'Preço Unitário inválido'],
      [{ ...novo, valorPontos: -1 }, 'Valor Pontos inválido'],
      [{ ...novo, valorUnitario: 1e12 }, 'Preço Unitário inválido'],
      [{ ...novo, codigo: 'X'.repeat(31) }, 'Código deve ter no máximo 30 caracteres.'],
      [{ ...novo, codigo: { $ne: 1 } }, 'Código inválido'],
      [{ ...novo, codigoBarras: '7891234500015' }, 'Código de Barras inválido'],
    ];
    for (const [corpo, erro] of casos) {
      const r = await amb.rest('POST', '/api/produtos', { token: tokens[2], corpo });
      // The schema's refusals also name the field (campo), as on every route read by a schema.
      expect({ corpo, r: r.corpo.erro }).toEqual({ corpo, r: erro });
      expect(r.status).toBe(400);
    }
    expect((await amb.rest('POST', '/api/produtos', { token: tokens[2], bruto: '[1,2]' })).status).toBe(400);
    expect((await amb.rest('POST', '/api/produtos', { token: tokens[2], bruto: '{quebrado' })).status).toBe(400);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM produtos WHERE codigo = $1`, [novo.codigo]);
    expect(n).toBe(0);
  });

  it('creates with Brazilian decimals, records it, and refuses a duplicate code ignoring case', async () => {
    const r = await amb.rest('POST', '/api/produtos', { token: tokens[5], corpo: { ...novo, codigoBarras: '7891234500014' } });
    expect(r.status).toBe(201);
    expect(r.corpo).toEqual({
      id: expect.any(Number),
      codigo: 'SW-TESTE-01',
      nome: 'Tinta de Teste 18L',
      valorUnitario: 199.9,
      valorPontos: 19.5,
      codigoBarras: '7891234500014',
      ativo: true,
    });
    const [log] = await amb.ds.query(`SELECT responsavel_nome, parametros FROM logs WHERE tipo = 'produto.criar' ORDER BY id DESC LIMIT 1`);
    expect(log).toMatchObject({ responsavel_nome: 'Pedro Marca Plus', parametros: { id: r.corpo.id, codigo: 'SW-TESTE-01' } });
    const dup = await amb.rest('POST', '/api/produtos', { token: tokens[2], corpo: { ...novo, codigo: 'sw-teste-01' } });
    expect(dup).toEqual({ status: 409, corpo: { erro: 'Código já cadastrado em outro produto.' } });
    const barras = await amb.rest('POST', '/api/produtos', { token: tokens[2], corpo: { ...novo, codigo: 'SW-TESTE-02', codigoBarras: '7891234500014' } });
    expect(barras).toEqual({ status: 409, corpo: { erro: 'Código de Barras já cadastrado em outro produto.' } });
  });

  it('roles 0, 3 and 4 may not create (spec 1 §2: Cadastrar is for 1, 2 and 5)', async () => {
    for (const papel of [0, 3, 4]) expect((await amb.rest('POST', '/api/produtos', { token: tokens[papel], corpo: novo })).status).toBe(403);
  });
});

describe('PUT /api/produtos/{id}', () => {
  it('edits código, nome and valorPontos (roles 1–2), and store products that inherit points follow', async () => {
    const id = await idDe('SW-IMPER-LAJE-18L');
    const r = await amb.rest('PUT', `/api/produtos/${id}`, {
      token: tokens[1],
      corpo: { codigo: 'SW-IMPER-LAJE-18L', nome: 'Impermeabilizante Laje 18L', valorPontos: 42 },
    });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ id, nome: 'Impermeabilizante Laje 18L', valorPontos: 42, valorUnitario: 399.9 });
    // Tintas Horizonte's own points (45) stay; nobody else sells it, so only that row exists.
    const lojas = await amb.ds.query(`SELECT codigo, valor_pontos FROM produtos_revenda WHERE produto_id = $1`, [id]);
    expect(lojas).toEqual([{ codigo: 'THP-400050', valor_pontos: '45.00' }]);
    const outro = await idDe('SW-ACRST-BR-18L');
    await amb.rest('PUT', `/api/produtos/${outro}`, {
      token: tokens[2],
      corpo: { codigo: 'SW-ACRST-BR-18L', nome: 'Tinta Acrílica Standard Fosco Branco 18L', valorPontos: '34,5' },
    });
    const herdados = await amb.ds.query(`SELECT DISTINCT valor_pontos FROM produtos_revenda WHERE produto_id = $1`, [outro]);
    expect(herdados).toEqual([{ valor_pontos: '34.50' }]);
  });

  it('refuses bad edits: messages, duplicate code, unknown and malformed ids, roles', async () => {
    const id = await idDe('SW-FITA-48');
    const base = { codigo: 'SW-FITA-48', nome: 'Fita Crepe', valorPontos: 2 };
    expect((await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ...base, codigo: '' } })).corpo.erro).toBe('Código obrigatório');
    expect((await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ...base, nome: '' } })).corpo.erro).toBe('Nome obrigatório');
    expect((await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ...base, valorPontos: '' } })).corpo.erro).toBe(
      'Valor Pontos obrigatório',
    );
    expect(await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ...base, codigo: 'sw-rolo-la-23' } })).toEqual({
      status: 409,
      corpo: { erro: 'Código já cadastrado em outro produto.' },
    });
    expect(await amb.rest('PUT', '/api/produtos/999999', { token: tokens[2], corpo: base })).toEqual({
      status: 404,
      corpo: { erro: 'Produto não encontrado.' },
    });
    expect((await amb.rest('PUT', '/api/produtos/abc', { token: tokens[2], corpo: base })).status).toBe(400);
    for (const papel of [0, 3, 5]) expect((await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[papel], corpo: base })).status).toBe(403);
    // Role 1 does not see the discontinued product, so it cannot edit it either.
    const inativo = await idDe('SW-PVA-BR-36L');
    expect((await amb.rest('PUT', `/api/produtos/${inativo}`, { token: tokens[1], corpo: { ...base, codigo: 'SW-PVA-BR-36L' } })).status).toBe(404);
  });

  it('{ativo, atualizarRevenda}: role 2 only; with atualizarRevenda the store products follow, in the same transaction', async () => {
    const id = await idDe('SW-ACRPF-BR-18L');
    expect((await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[1], corpo: { ativo: 0, atualizarRevenda: 1 } })).status).toBe(403);
    const misto = await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ativo: 0, nome: 'x' } });
    expect(misto).toEqual({ status: 400, corpo: { erro: 'Para alterar o status, envie apenas ativo (e atualizarRevenda).', campo: null } });

    const r = await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ativo: 0, atualizarRevenda: 1 } });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ produto: { id, ativo: false }, produtosRevendaAtualizados: 2 });
    expect(await amb.ds.query(`SELECT DISTINCT ativo FROM produtos_revenda WHERE produto_id = $1`, [id])).toEqual([{ ativo: false }]);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'produto.status' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ id, ativo: false, atualizarRevenda: true, produtosRevendaAtualizados: 2 });

    // Reactivating without atualizarRevenda leaves the store products as they are.
    const volta = await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ativo: 1 } });
    expect(volta.corpo).toMatchObject({ produto: { ativo: true }, produtosRevendaAtualizados: 0 });
    expect(await amb.ds.query(`SELECT DISTINCT ativo FROM produtos_revenda WHERE produto_id = $1`, [id])).toEqual([{ ativo: false }]);
    await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ativo: true, atualizarRevenda: true } });
    expect(await amb.ds.query(`SELECT DISTINCT ativo FROM produtos_revenda WHERE produto_id = $1`, [id])).toEqual([{ ativo: true }]);
    expect((await amb.rest('PUT', `/api/produtos/${id}`, { token: tokens[2], corpo: { ativo: 'talvez' } })).corpo.erro).toBe('Ativo inválido');
  });
});

describe('DELETE /api/produtos/{id}', () => {
  it('role 2 only; refused while store products point at it; unknown ids are 404', async () => {
    const comLojas = await idDe('SW-ROLO-LA-23');
    expect((await amb.rest('DELETE', `/api/produtos/${comLojas}`, { token: tokens[1] })).status).toBe(403);
    const recusado = await amb.rest('DELETE', `/api/produtos/${comLojas}`, { token: tokens[2] });
    expect(recusado).toEqual({
      status: 409,
      corpo: { erro: 'Não é possível excluir o produto: há 1 produto(s) loja vinculado(s) a ele. Exclua-os ou inative o produto.' },
    });
    const livre = await idDe('SW-TRINCHA-2');
    // The stores' purchase history (demo sell-in) keeps it too; without it, it can go.
    expect(await amb.rest('DELETE', `/api/produtos/${livre}`, { token: tokens[2] })).toEqual({
      status: 409,
      corpo: { erro: MENSAGENS.produtoComVendasOuCompras },
    });
    await amb.ds.query(`DELETE FROM historico_compras WHERE produto_id = $1`, [livre]);
    expect(await amb.rest('DELETE', `/api/produtos/${livre}`, { token: tokens[2] })).toEqual({
      status: 200,
      corpo: { mensagem: 'Produto excluído com sucesso' },
    });
    expect((await amb.rest('GET', `/api/produtos/${livre}`, { token: tokens[2] })).status).toBe(404);
    expect((await amb.rest('DELETE', `/api/produtos/${livre}`, { token: tokens[2] })).status).toBe(404);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'produto.excluir' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toMatchObject({ id: livre, codigo: 'SW-TRINCHA-2' });
  });
});

describe('code lookups the storefront uses', () => {
  it('GET /api/produtos/{code}/codigo: staff by catalogue code; a member also by their store code, active only', async () => {
    const staff = await amb.rest('GET', '/api/produtos/sw-esm-br-36l/codigo', { token: tokens[4] });
    expect(staff).toEqual({ status: 200, corpo: { produtos: [expect.objectContaining({ codigo: 'SW-ESM-BR-36L', valorPontos: 16 })] } });
    const membro = await amb.entrarLoja();
    const loja = await amb.rest('GET', '/api/produtos/THP-200110/codigo', { token: membro });
    expect(loja.corpo.produtos).toEqual([expect.objectContaining({ codigo: 'SW-ESM-BR-36L' })]);
    // Another store's code means nothing to this member.
    expect((await amb.rest('GET', '/api/produtos/CCL-0001/codigo', { token: membro })).corpo.produtos).toEqual([]);
    expect((await amb.rest('GET', '/api/produtos/SW-PVA-BR-36L/codigo', { token: membro })).corpo.produtos).toEqual([]);
    expect((await amb.rest('GET', '/api/produtos/SW-PVA-BR-36L/codigo', { token: tokens[2] })).corpo.produtos).toHaveLength(1);
    expect((await amb.rest('GET', '/api/produtos/X/codigo')).status).toBe(401);
  });

  it('GET /api/produtos/barcode/{code}: the product, or 404 with the storefront message', async () => {
    const ean = CATALOGO_DEMO.find((p) => p.codigo === 'SW-GRAF-25KG')!.codigoBarras;
    const r = await amb.rest('GET', `/api/produtos/barcode/${ean}`, { token: await amb.entrarLoja() });
    expect(r).toEqual({ status: 200, corpo: expect.objectContaining({ codigo: 'SW-GRAF-25KG', codigoBarras: ean, valorPontos: 15 }) });
    expect(await amb.rest('GET', '/api/produtos/barcode/7890000000000', { token: tokens[1] })).toEqual({
      status: 404,
      corpo: { erro: 'Não há produto com esse código!' },
    });
    const inativo = CATALOGO_DEMO.find((p) => !p.ativo)!.codigoBarras;
    expect((await amb.rest('GET', `/api/produtos/barcode/${inativo}`, { token: await amb.entrarLoja() })).status).toBe(404);
  });

  it('GET /api/produtos/barcode/{code}: a UPC-A and its EAN-13 reading (0 + the 12 digits) find each other', async () => {
    const membro = await amb.entrarLoja();
    await amb.ds.query(`UPDATE produtos SET codigo_barras = '036000291452' WHERE codigo = 'SW-GRAF-25KG'`);
    await amb.ds.query(`UPDATE produtos SET codigo_barras = '0012345678905' WHERE codigo = 'SW-FUNDO-18L'`);
    const codigoDe = async (lido: string) => (await amb.rest('GET', `/api/produtos/barcode/${lido}`, { token: membro })).corpo.codigo;
    // The storefront's EAN reader reads a UPC-A symbol as 13 digits; a typed UPC still works.
    expect(await codigoDe('0036000291452')).toBe('SW-GRAF-25KG');
    expect(await codigoDe('036000291452')).toBe('SW-GRAF-25KG');
    // A product registered with the 13-digit form is found by its 12-digit UPC too.
    expect(await codigoDe('012345678905')).toBe('SW-FUNDO-18L');
    expect(await codigoDe('0012345678905')).toBe('SW-FUNDO-18L');
    // Other leading digits are other codes.
    expect((await amb.rest('GET', '/api/produtos/barcode/1036000291452', { token: membro })).status).toBe(404);
  });
});

describe('GraphQL', () => {
  it('lists, creates, edits, toggles and deletes with the same rules', async () => {
    const lista = await amb.gql(
      `{ produtos(input: { porPagina: 3, situacao: "ativos" }) { total totalEstimado pagina porPagina temProxima itens { id codigo valorPontos } } }`,
      {},
      { token: tokens[1] },
    );
    expect(lista.data.produtos).toMatchObject({ totalEstimado: false, pagina: 1, porPagina: 3, temProxima: true });
    expect(lista.data.produtos.total).toBeGreaterThan(30);
    expect(lista.data.produtos.itens).toHaveLength(3);
    expect(lista.data.produtos.itens[0].id).toEqual(expect.stringMatching(/^\d+$/));

    // Required fields are non-null in the input type; one sent blank gets the form's message, as on REST.
    const falta = await amb.gql(
      `mutation { criarProduto(input: { codigo: "SW-GQL", nome: "Produto GraphQL" , valorPontos: 3 }) { resultado { id } } }`,
      {},
      { token: tokens[2] },
    );
    expect(falta.codigo).toBe('GRAPHQL_VALIDATION_FAILED');
    const vazio = await amb.gql(
      `mutation { criarProduto(input: { codigo: "SW-GQL", nome: " ", valorUnitario: "10.50", valorPontos: 3 }) { resultado { id } errosDeUsuario { campo mensagem codigo } } }`,
      {},
      { token: tokens[2] },
    );
    expect(vazio.data.criarProduto).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'nome', mensagem: 'Nome obrigatório', codigo: 'BAD_USER_INPUT' }] });
    const rest = await amb.rest('POST', '/api/produtos', { token: tokens[2], corpo: { codigo: 'SW-GQL', nome: ' ', valorUnitario: 10.5, valorPontos: 3 } });
    expect(rest).toEqual({ status: 400, corpo: { erro: 'Nome obrigatório', campo: 'nome' } });
    // The price is the exact Dinheiro scalar: more than two decimals is refused before the resolver.
    const centavos = await amb.gql(
      `mutation { criarProduto(input: { codigo: "SW-GQL", nome: "Produto GraphQL", valorUnitario: "10.555", valorPontos: 3 }) { resultado { id } } }`,
      {},
      { token: tokens[2] },
    );
    expect(centavos.codigo).toBe('BAD_USER_INPUT');
    const criado = await amb.gql(
      `mutation { criarProduto(input: { codigo: "SW-GQL", nome: "Produto GraphQL", valorUnitario: "10.50", valorPontos: 3 }) { resultado { id ativo valorUnitario } } }`,
      {},
      { token: tokens[2] },
    );
    expect(criado.data.criarProduto.resultado).toMatchObject({ ativo: true, valorUnitario: '10.50' });
    const id = criado.data.criarProduto.resultado.id;
    expect(id).toEqual(expect.stringMatching(/^\d+$/));
    const editado = await amb.gql(
      `mutation($id: ID!) { atualizarProduto(input: { id: $id, codigo: "SW-GQL", nome: "Renomeado", valorPontos: 4, valorUnitario: null }) { resultado { nome valorPontos valorUnitario } } }`,
      { id },
      { token: tokens[1] },
    );
    // valorUnitario null (or left out) keeps the price.
    expect(editado.data.atualizarProduto.resultado).toEqual({ nome: 'Renomeado', valorPontos: '4.00', valorUnitario: '10.50' });
    const negado = await amb.gql(
      `mutation($id: ID!) { alterarAtivoProduto(input: { id: $id, ativo: false }) { resultado { produto { ativo } } } }`,
      { id },
      { token: tokens[1] },
    );
    expect(negado.codigo).toBe('FORBIDDEN');
    const status = await amb.gql(
      `mutation($id: ID!) { alterarAtivoProduto(input: { id: $id, ativo: false, atualizarRevenda: true }) { resultado { produto { ativo } produtosRevendaAtualizados } } }`,
      { id },
      { token: tokens[2] },
    );
    expect(status.data.alterarAtivoProduto.resultado).toEqual({ produto: { ativo: false }, produtosRevendaAtualizados: 0 });
    const porCodigo = await amb.gql(`{ produtosPorCodigo(codigo: "SW-GQL") { id } }`, {}, { token: tokens[1] });
    expect(porCodigo.data.produtosPorCodigo).toEqual([]);
    const excluido = await amb.gql(
      `mutation($id: ID!) { excluirProduto(input: { id: $id }) { resultado errosDeUsuario { mensagem } } }`,
      { id },
      { token: tokens[2] },
    );
    expect(excluido.data.excluirProduto).toEqual({ resultado: true, errosDeUsuario: [] });
    // A lookup that misses answers null and leaves its siblings alone.
    const sumiu = await amb.gql(`query($id: ID!) { produto(id: $id) { id } produtos(input: { porPagina: 1 }) { total } }`, { id }, { token: tokens[2] });
    expect(sumiu.data.produto).toBeNull();
    expect(sumiu.data.produtos.total).toBeGreaterThan(30);
    const invalido = await amb.gql(`{ produto(id: "abc") { id } }`, {}, { token: tokens[2] });
    expect(invalido).toMatchObject({ codigo: 'BAD_USER_INPUT', mensagem: 'Identificador inválido.' });
    const barras = await amb.gql(`{ produtoPorCodigoBarras(codigo: "123") { id } }`, {}, { token: tokens[0] });
    expect(barras.data.produtoPorCodigoBarras).toBeNull();
  });
});
