import { AmbienteDeTeste } from '../testing/ambiente';
import { LOJA_DEMO_1, LOJA_DEMO_2 } from '../seed/demo';
import { cnpjDe } from '../seed/gerador';
import { CHAVES_DA_PESQUISA, concorrentes, item, nova, proprios } from '../testing/pesquisas-dados';

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
});
afterAll(() => amb.fechar());

const contar = async () => (await amb.ds.query(`SELECT count(*)::int AS n FROM pesquisas_mercado`))[0].n as number;

describe('GET /api/pesquisa_mercado', () => {
  it('lists the seeded surveys by store name, with the documented keys', async () => {
    const r = await amb.rest('GET', '/api/pesquisa_mercado', { token: tokens[2] });
    expect(r.status).toBe(200);
    expect(r.corpo.total).toBe(6);
    const nomes = r.corpo.pesquisas.map((p: any) => p.revenda);
    expect(nomes).toEqual([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    const p = r.corpo.pesquisas[0];
    expect(Object.keys(p).sort()).toEqual(CHAVES_DA_PESQUISA);
    expect(p.produtosMaisVendidos).toHaveLength(5);
    expect(p.qtdeProdutosVendidos).toBe(p.produtosMaisVendidosConcorrentes.reduce((s: number, i: any) => s + i.qtde, 0));
  });

  it('filters by network (name or id), store and search, and pages in both dialects', async () => {
    const [rede] = await amb.ds.query(`SELECT id, nome FROM redes WHERE nome = 'Tintas Litoral'`);
    const esperado: number = (
      await amb.ds.query(`SELECT count(*)::int AS n FROM pesquisas_mercado p JOIN revendas r ON r.id = p.revenda_id WHERE r.rede_id = $1`, [rede.id])
    )[0].n;
    expect(esperado).toBeGreaterThan(0);
    const porNome = await amb.rest('GET', `/api/pesquisa_mercado?rede=${encodeURIComponent(rede.nome)}`, { token: tokens[2] });
    const porId = await amb.rest('GET', `/api/pesquisa_mercado?rede=${rede.id}`, { token: tokens[2] });
    expect(porNome.corpo.total).toBe(esperado);
    expect(porId.corpo.pesquisas).toEqual(porNome.corpo.pesquisas);
    expect(porNome.corpo.pesquisas.every((p: any) => p.rede === 'Tintas Litoral')).toBe(true);
    expect(await amb.rest('GET', '/api/pesquisa_mercado?rede=Inexistente', { token: tokens[2] })).toEqual({
      status: 404,
      corpo: { erro: 'Rede não encontrada.' },
    });

    const pagina = await amb.rest('GET', '/api/pesquisa_mercado?page=2&perPage=4&sortField=share&sortOrder=-1', { token: tokens[2] });
    expect(pagina.corpo.total).toBe(6);
    expect(pagina.corpo.pesquisas).toHaveLength(2);
    const todas = await amb.rest('GET', `/api/pesquisa_mercado?pagina=1&limite=0&ordenacao=${encodeURIComponent('{"campo":"share","direcao":"desc"}')}`, {
      token: tokens[2],
    });
    const shares = todas.corpo.pesquisas.map((p: any) => p.share);
    expect(shares).toEqual([...shares].sort((a: number, b: number) => b - a));
    expect(pagina.corpo.pesquisas).toEqual(todas.corpo.pesquisas.slice(4));

    const primeira = todas.corpo.pesquisas[0];
    const busca = await amb.rest('GET', `/api/pesquisa_mercado?buscar=${encodeURIComponent(primeira.revenda.slice(0, 8))}&limite=10`, { token: tokens[2] });
    expect(busca.corpo.pesquisas.map((p: any) => p.id)).toContain(primeira.id);
    const porCnpj = await amb.rest('GET', `/api/pesquisa_mercado?search=${primeira.cnpjRevenda.slice(0, 8)}&perPage=10`, { token: tokens[2] });
    expect(porCnpj.corpo.pesquisas.map((p: any) => p.id)).toContain(primeira.id);
    const loja = await amb.rest('GET', `/api/pesquisa_mercado?revendaId=${primeira.revendaId}`, { token: tokens[2] });
    expect(loja.corpo.pesquisas.every((p: any) => p.revendaId === primeira.revendaId)).toBe(true);
    expect((await amb.rest('GET', '/api/pesquisa_mercado?sortField=senha', { token: tokens[2] })).status).toBe(400);
  });

  it('role 3 sees only its stores; a network-limited user only its networks; role 4 and visitors nothing', async () => {
    const vendedor = await amb.rest('GET', '/api/pesquisa_mercado', { token: tokens[3] });
    expect(vendedor.status).toBe(200);
    expect(vendedor.corpo.pesquisas.map((p: any) => p.cnpjRevenda)).toEqual([LOJA_DEMO_1]);
    const outra = (await amb.rest('GET', '/api/pesquisa_mercado', { token: tokens[2] })).corpo.pesquisas.find((p: any) => p.cnpjRevenda !== LOJA_DEMO_1);
    expect(await amb.rest('GET', `/api/pesquisa_mercado/${outra.id}`, { token: tokens[3] })).toEqual({
      status: 404,
      corpo: { erro: 'Pesquisa não encontrada.' },
    });

    const [rede] = await amb.ds.query(`SELECT rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_2]);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 0`, [[rede.rede_id]]);
    try {
      const marca = await amb.rest('GET', '/api/pesquisa_mercado', { token: tokens[0] });
      expect(marca.corpo.total).toBeGreaterThan(0);
      expect(marca.corpo.pesquisas.every((p: any) => p.redeId === rede.rede_id)).toBe(true);
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 0`);
    }
    expect((await amb.rest('GET', '/api/pesquisa_mercado', { token: tokens[4] })).status).toBe(403);
    expect((await amb.rest('GET', '/api/pesquisa_mercado')).status).toBe(401);
  });

  it('roles other than 2 do not see surveys of inactive stores', async () => {
    const [alvo] = await amb.ds.query(
      `SELECT p.id, p.revenda_id FROM pesquisas_mercado p JOIN revendas r ON r.id = p.revenda_id WHERE r.cnpj <> $1 ORDER BY p.id LIMIT 1`,
      [LOJA_DEMO_1],
    );
    await amb.ds.query(`UPDATE revendas SET ativo = false WHERE id = $1`, [alvo.revenda_id]);
    try {
      for (const papel of [0, 1, 5]) {
        const r = await amb.rest('GET', '/api/pesquisa_mercado', { token: tokens[papel] });
        expect({ papel, total: r.corpo.total }).toEqual({ papel, total: 5 });
        expect((await amb.rest('GET', `/api/pesquisa_mercado/${alvo.id}`, { token: tokens[papel] })).status).toBe(404);
      }
      expect((await amb.rest('GET', '/api/pesquisa_mercado', { token: tokens[2] })).corpo.total).toBe(6);
      expect((await amb.rest('GET', `/api/pesquisa_mercado/${alvo.id}`, { token: tokens[2] })).status).toBe(200);
    } finally {
      await amb.ds.query(`UPDATE revendas SET ativo = true WHERE id = $1`, [alvo.revenda_id]);
    }
  });
});

describe('POST /api/pesquisa_mercado', () => {
  it('creates a survey, recomputes qtdeProdutosVendidos from the competitor quantities, and records it', async () => {
    const r = await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[5], corpo: nova({ qtdeProdutosVendidos: 9999 }) });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({
      cnpjRevenda: LOJA_DEMO_2,
      revenda: 'Casa das Cores Litoral',
      rede: 'Tintas Litoral',
      cidade: 'Recife',
      share: 35.5,
      faturamento: 250000.5,
      qtdeProdutosVendidos: 15,
      fonte: 'Equipe',
      qtdeVendedores: 6,
    });
    expect(r.corpo.produtosMaisVendidosConcorrentes[0]).toEqual({ marca: 'TintaMax', produto: 'Acrílico 1', qtde: 1, valorUnitario: 79.5 });
    expect(r.corpo.produtosMaisVendidos[0]).toEqual({ marca: null, produto: 'Látex 1', qtde: 10, valorUnitario: 99.9 });
    const [linha] = await amb.ds.query(`SELECT qtde_produtos_vendidos, criado_por_id FROM pesquisas_mercado WHERE id = $1`, [r.corpo.id]);
    expect(linha.qtde_produtos_vendidos).toBe(15);
    expect(linha.criado_por_id).not.toBeNull();
    const [log] = await amb.ds.query(`SELECT parametros, responsavel_nome FROM logs WHERE tipo = 'pesquisa.criar' ORDER BY id DESC LIMIT 1`);
    expect(log).toMatchObject({ responsavel_nome: 'Pedro Marca Plus', parametros: { id: r.corpo.id } });
    const lista = await amb.rest('GET', `/api/pesquisa_mercado?rede=Tintas Litoral`, { token: tokens[2] });
    expect(lista.corpo.pesquisas.map((p: any) => p.id)).toContain(r.corpo.id);
  });

  it("takes the store by id too, and the store's city when none is given", async () => {
    const [loja] = await amb.ds.query(`SELECT id, end_cidade FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
    const r = await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[1], corpo: nova({ cnpjRevenda: undefined, revendaId: loja.id, cidade: '' }) });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({ revendaId: loja.id, cidade: loja.end_cidade });
  });

  it('answers every invalid field with its message and saves nothing', async () => {
    const antes = await contar();
    const trocar = (lista: 'produtosMaisVendidos' | 'produtosMaisVendidosConcorrentes', i: number, mudanca: Record<string, unknown>) => {
      const itens = lista === 'produtosMaisVendidos' ? proprios() : concorrentes();
      itens[i] = { ...itens[i], ...mudanca } as any;
      return { [lista]: itens };
    };
    const casos: [Record<string, unknown>, string][] = [
      [{ cnpjRevenda: '' }, 'Loja obrigatório'],
      [{ cnpjRevenda: '11.111.111/1111-11' }, 'CNPJ não é válido'],
      [{ cnpjRevenda: '11.444.777/0001-61' }, 'Loja não encontrada.'],
      [{ cnpjRevenda: undefined, revendaId: 999999 }, 'Loja não encontrada.'],
      [{ categoria: ' ' }, 'Categoria obrigatório'],
      [{ comunicacao: null }, 'Comunicação obrigatório'],
      [{ qtdeVendedores: '' }, 'Quantidade de vendedores obrigatório'],
      [{ qtdeVendedores: 2.5 }, 'Quantidade de vendedores inválida'],
      [{ faturamento: undefined }, 'Faturamento obrigatório'],
      [{ faturamento: 'muito' }, 'Faturamento inválido'],
      [{ faturamento: -1 }, 'Faturamento inválido'],
      [{ mediaMensal: '' }, 'Média mensal obrigatório'],
      [{ share: '' }, 'Share obrigatório'],
      [{ share: 100.5 }, 'Share deve estar entre 0 e 100.'],
      [{ share: -3 }, 'Share deve estar entre 0 e 100.'],
      [{ fonte: '' }, 'Fonte obrigatório'],
      [{ fonte: 'Internet' }, 'Fonte inválida'],
      [{ produtosMaisVendidos: [] }, 'Adicione 5 produtos mais vendidos'],
      [{ produtosMaisVendidos: undefined }, 'Adicione 5 produtos mais vendidos'],
      [{ produtosMaisVendidos: proprios().slice(0, 4) }, 'Adicione 5 produtos mais vendidos'],
      [{ produtosMaisVendidos: [...proprios(), item('Sexto', 1, 1)] }, 'A lista aceita no máximo 5 produtos.'],
      [{ produtosMaisVendidosConcorrentes: concorrentes().slice(0, 1) }, 'Adicione 5 produtos concorrentes mais vendidos'],
      [{ produtosMaisVendidosConcorrentes: null }, 'Adicione 5 produtos concorrentes mais vendidos'],
      [trocar('produtosMaisVendidos', 2, { produto: '' }), 'Informe produto, quantidade e valor unitário para adicionar'],
      [trocar('produtosMaisVendidos', 2, { qtde: 0 }), 'Informe produto, quantidade e valor unitário para adicionar'],
      [trocar('produtosMaisVendidos', 2, { qtde: 1.5 }), 'Informe produto, quantidade e valor unitário para adicionar'],
      [trocar('produtosMaisVendidos', 2, { valorUnitario: -0.01 }), 'Informe produto, quantidade e valor unitário para adicionar'],
      [trocar('produtosMaisVendidos', 2, { valorUnitario: null }), 'Informe produto, quantidade e valor unitário para adicionar'],
      [trocar('produtosMaisVendidosConcorrentes', 4, { marca: '' }), 'Informe a marca do produto concorrente para adicionar'],
      [trocar('produtosMaisVendidosConcorrentes', 4, { qtde: 'x' }), 'Informe produto, quantidade e valor unitário para adicionar'],
      [trocar('produtosMaisVendidos', 3, { produto: 'látex  1' }), 'Produto da mesma marca já adicionado'],
      [trocar('produtosMaisVendidosConcorrentes', 1, { marca: 'tintamax', produto: 'ACRILICO 1' }), 'Produto da mesma marca já adicionado'],
      [{ produtosMaisVendidos: 'cinco produtos' }, 'Requisição inválida.'],
    ];
    for (const [mudanca, erro] of casos) {
      const r = await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: nova(mudanca) });
      expect({ mudanca, status: r.status, erro: r.corpo.erro }).toEqual({ mudanca, status: 400, erro });
    }
    // The same product of another brand is a different row.
    const outraMarca = trocar('produtosMaisVendidosConcorrentes', 1, { marca: 'Pintura Forte', produto: 'Acrílico 1' });
    expect((await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: nova(outraMarca) })).status).toBe(201);
    expect(await contar()).toBe(antes + 1);
    expect((await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: [] })).status).toBe(400);
    expect(await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], bruto: '{"cnpjRevenda":' })).toEqual({
      status: 400,
      corpo: { erro: 'Requisição inválida.' },
    });
  });

  it('keeps to the roles of the matrix and to the caller’s stores and networks', async () => {
    for (const papel of [0, 3, 4]) {
      expect((await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[papel], corpo: nova() })).status).toBe(403);
    }
    const [rede1] = await amb.ds.query(`SELECT rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 1`, [[rede1.rede_id]]);
    try {
      const fora = await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[1], corpo: nova() });
      expect(fora).toEqual({ status: 400, corpo: { erro: 'Loja não encontrada.' } });
      expect((await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[1], corpo: nova({ cnpjRevenda: LOJA_DEMO_1 }) })).status).toBe(201);
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 1`);
    }
    const [loja] = await amb.ds.query(`SELECT id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_2]);
    await amb.ds.query(`UPDATE revendas SET ativo = false WHERE id = $1`, [loja.id]);
    try {
      expect((await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[5], corpo: nova() })).corpo.erro).toBe('Loja não encontrada.');
      expect((await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: nova() })).status).toBe(201);
    } finally {
      await amb.ds.query(`UPDATE revendas SET ativo = true WHERE id = $1`, [loja.id]);
    }
  });
});

describe('PUT and DELETE /api/pesquisa_mercado/{id}', () => {
  it('edits (whole or in part), always recomputing the total, and refuses what POST refuses', async () => {
    const criada = (await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: nova() })).corpo;
    const maisConcorrentes = concorrentes().map((i) => ({ ...i, qtde: i.qtde * 10 }));
    const r = await amb.rest('PUT', `/api/pesquisa_mercado/${criada.id}`, {
      token: tokens[1],
      corpo: { produtosMaisVendidosConcorrentes: maisConcorrentes, qtdeProdutosVendidos: 1, share: 40 },
    });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ id: criada.id, qtdeProdutosVendidos: 150, share: 40, categoria: 'Loja de tintas', cnpjRevenda: LOJA_DEMO_2 });
    const inteira = await amb.rest('PUT', `/api/pesquisa_mercado/${criada.id}`, {
      token: tokens[5],
      corpo: nova({ cnpjRevenda: LOJA_DEMO_1, categoria: 'Home Center' }),
    });
    expect(inteira.corpo).toMatchObject({ cnpjRevenda: LOJA_DEMO_1, categoria: 'Home Center', qtdeProdutosVendidos: 15 });

    const ruim = await amb.rest('PUT', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[2], corpo: { produtosMaisVendidos: proprios().slice(0, 2) } });
    expect(ruim).toEqual({ status: 400, corpo: { erro: 'Adicione 5 produtos mais vendidos', campo: 'produtosMaisVendidos' } });
    expect((await amb.rest('GET', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[2] })).corpo.produtosMaisVendidos).toHaveLength(5);
    const [log] = await amb.ds.query(`SELECT count(*)::int AS n FROM logs WHERE tipo = 'pesquisa.editar' AND (parametros->>'id')::int = $1`, [criada.id]);
    expect(log.n).toBe(2);

    expect((await amb.rest('PUT', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[0], corpo: { share: 1 } })).status).toBe(403);
    expect((await amb.rest('PUT', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[3], corpo: { share: 1 } })).status).toBe(403);
    expect(await amb.rest('PUT', '/api/pesquisa_mercado/999999', { token: tokens[2], corpo: { share: 1 } })).toEqual({
      status: 404,
      corpo: { erro: 'Pesquisa não encontrada.' },
    });
    expect(await amb.rest('PUT', '/api/pesquisa_mercado/abc', { token: tokens[2], corpo: { share: 1 } })).toEqual({
      status: 400,
      corpo: { erro: 'Identificador inválido', campo: 'id' },
    });
    expect((await amb.rest('PUT', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[2], corpo: 'x' })).status).toBe(400);
  });

  it('deletes for role 2 only, answers 404 afterwards, and records it', async () => {
    const criada = (await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: nova() })).corpo;
    for (const papel of [0, 1, 3, 4, 5]) {
      expect((await amb.rest('DELETE', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[papel] })).status).toBe(403);
    }
    const r = await amb.rest('DELETE', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[2] });
    expect(r).toEqual({ status: 200, corpo: { mensagem: 'Pesquisa excluída com sucesso' } });
    expect((await amb.rest('DELETE', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[2] })).status).toBe(404);
    expect((await amb.rest('GET', `/api/pesquisa_mercado/${criada.id}`, { token: tokens[2] })).status).toBe(404);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'pesquisa.excluir' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toMatchObject({ id: criada.id });
  });
});

describe('the store of a survey', () => {
  it('cannot be deleted while it has surveys: they are kept, not cascaded away', async () => {
    // A store nothing else depends on, so the survey is the only reason to refuse.
    const [loja] = await amb.ds.query(
      `INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia) SELECT id, 'PESQ1', $1, 'Loja Só Pesquisa' FROM redes ORDER BY id LIMIT 1 RETURNING id`,
      [cnpjDe(77001234)],
    );
    const criada = await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: nova({ cnpjRevenda: undefined, revendaId: loja.id }) });
    expect(criada.status).toBe(201);
    const r = await amb.rest('DELETE', `/api/revendas/${loja.id}`, { token: tokens[2] });
    expect(r.status).toBe(409);
    expect((await amb.rest('GET', `/api/pesquisa_mercado/${criada.corpo.id}`, { token: tokens[2] })).status).toBe(200);
  });
});

describe('one input schema: malformed input names its field', () => {
  it('REST answers 400 with the message and campo, and saves nothing', async () => {
    const antes = await contar();
    const casos: [Record<string, unknown>, string, string][] = [
      [{ cnpjRevenda: '' }, 'Loja obrigatório', 'revendaId'],
      [{ cnpjRevenda: '11.111.111/1111-11' }, 'CNPJ não é válido', 'cnpjRevenda'],
      [{ categoria: ' ' }, 'Categoria obrigatório', 'categoria'],
      [{ share: 100.5 }, 'Share deve estar entre 0 e 100.', 'share'],
      [{ fonte: 'Internet' }, 'Fonte inválida', 'fonte'],
      [
        { produtosMaisVendidos: [...proprios().slice(0, 4), item('', 1, 1)] },
        'Informe produto, quantidade e valor unitário para adicionar',
        'produtosMaisVendidos.4',
      ],
      [{ produtosMaisVendidosConcorrentes: [] }, 'Adicione 5 produtos concorrentes mais vendidos', 'produtosMaisVendidosConcorrentes'],
    ];
    for (const [mudanca, erro, campo] of casos) {
      const r = await amb.rest('POST', '/api/pesquisa_mercado', { token: tokens[2], corpo: nova(mudanca) });
      expect({ mudanca, r }).toEqual({ mudanca, r: { status: 400, corpo: { erro, campo } } });
    }
    expect(await contar()).toBe(antes);
  });

  it('GraphQL answers the same problems in errosDeUsuario, with the field', async () => {
    const m = `mutation($i: CriarPesquisaMercadoInput!) { criarPesquisaMercado(input: $i) { resultado { id } errosDeUsuario { campo mensagem codigo } } }`;
    // Both product lists are required on every creation, so GraphQL declares them non-null: leaving one out is refused before the resolver.
    const { produtosMaisVendidos: _, ...semLista } = nova({ fonte: 'EQUIPE' });
    expect(await amb.gql(m, { i: semLista }, { token: tokens[2] })).toMatchObject({ codigo: 'BAD_USER_INPUT' });
    const r = await amb.gql(m, { i: nova({ fonte: 'EQUIPE', share: 101 }) }, { token: tokens[2] });
    expect(r.data.criarPesquisaMercado).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'share', mensagem: 'Share deve estar entre 0 e 100.', codigo: 'BAD_USER_INPUT' }],
    });
    const semLoja = await amb.gql(m, { i: nova({ fonte: 'EQUIPE', cnpjRevenda: null }) }, { token: tokens[2] });
    expect(semLoja.data.criarPesquisaMercado.errosDeUsuario).toEqual([{ campo: 'revendaId', mensagem: 'Loja obrigatório', codigo: 'BAD_USER_INPUT' }]);
    const loja = await amb.gql(m, { i: nova({ fonte: 'EQUIPE', cnpjRevenda: '11.444.777/0001-61' }) }, { token: tokens[2] });
    expect(loja.data.criarPesquisaMercado.errosDeUsuario).toEqual([{ campo: null, mensagem: 'Loja não encontrada.', codigo: 'BAD_USER_INPUT' }]);
  });
});

describe('GraphQL', () => {
  const CAMPOS = `id revenda cnpjRevenda rede qtdeProdutosVendidos share fonte produtosMaisVendidosConcorrentes { marca produto qtde valorUnitario }`;

  it('pesquisasMercado, pesquisaMercado and the three mutations follow the same rules', async () => {
    const lista = await amb.gql(
      `{ pesquisasMercado(input: { porPagina: 2, ordenarPor: revenda, direcao: DESC }) { total temProxima itens { ${CAMPOS} } } }`,
      {},
      { token: tokens[0] },
    );
    expect(lista.data.pesquisasMercado.itens).toHaveLength(2);
    expect(lista.data.pesquisasMercado.total).toBeGreaterThanOrEqual(6);
    expect(lista.data.pesquisasMercado.temProxima).toBe(true);
    const vendedor = await amb.gql(`{ pesquisasMercado(input: { porPagina: 0 }) { total itens { cnpjRevenda } } }`, {}, { token: tokens[3] });
    expect(new Set(vendedor.data.pesquisasMercado.itens.map((p: any) => p.cnpjRevenda))).toEqual(new Set([LOJA_DEMO_1]));
    expect((await amb.gql(`{ pesquisasMercado { total } }`, {}, { token: tokens[4] })).codigo).toBe('FORBIDDEN');

    const input = { ...nova(), fonte: 'EQUIPE' };
    const criada = await amb.gql(
      `mutation($i: CriarPesquisaMercadoInput!) { criarPesquisaMercado(input: $i) { resultado { ${CAMPOS} } } }`,
      { i: input },
      { token: tokens[2] },
    );
    expect(criada.data.criarPesquisaMercado.resultado).toMatchObject({ cnpjRevenda: LOJA_DEMO_2, qtdeProdutosVendidos: 15, fonte: 'EQUIPE' });
    const id = criada.data.criarPesquisaMercado.resultado.id;
    const uma = await amb.gql(`query($id: ID!) { pesquisaMercado(id: $id) { ${CAMPOS} } }`, { id }, { token: tokens[5] });
    expect(uma.data.pesquisaMercado.id).toBe(id);

    const falha = await amb.gql(
      `mutation($i: CriarPesquisaMercadoInput!) { criarPesquisaMercado(input: $i) { resultado { id } errosDeUsuario { mensagem } } }`,
      { i: { ...input, produtosMaisVendidosConcorrentes: [] } },
      { token: tokens[2] },
    );
    expect(falha.data.criarPesquisaMercado.errosDeUsuario).toEqual([{ mensagem: 'Adicione 5 produtos concorrentes mais vendidos' }]);
    expect(
      (await amb.gql(`mutation($i: CriarPesquisaMercadoInput!) { criarPesquisaMercado(input: $i) { resultado { id } } }`, { i: input }, { token: tokens[3] }))
        .codigo,
    ).toBe('FORBIDDEN');

    const editada = await amb.gql(
      `mutation($i: AtualizarPesquisaMercadoInput!) { atualizarPesquisaMercado(input: $i) { resultado { ${CAMPOS} } } }`,
      { i: { id, share: 12.25, produtosMaisVendidosConcorrentes: concorrentes().map((c) => ({ ...c, qtde: 2 })) } },
      { token: tokens[1] },
    );
    expect(editada.data.atualizarPesquisaMercado.resultado).toMatchObject({ share: 12.25, qtdeProdutosVendidos: 10 });
    expect(
      (await amb.gql(`mutation { atualizarPesquisaMercado(input: { id: 999999, share: 1 }) { resultado { id } } }`, {}, { token: tokens[2] })).codigo,
    ).toBe('NOT_FOUND');

    expect((await amb.gql(`mutation($id: ID!) { excluirPesquisaMercado(input: { id: $id }) { resultado } }`, { id }, { token: tokens[1] })).codigo).toBe(
      'FORBIDDEN',
    );
    const excluida = await amb.gql(`mutation($id: ID!) { excluirPesquisaMercado(input: { id: $id }) { resultado } }`, { id }, { token: tokens[2] });
    expect(excluida.data.excluirPesquisaMercado.resultado).toBe(id);
    const sumiu = await amb.gql(
      `query($id: ID!) { pesquisaMercado(id: $id) { id } pesquisasMercado(input: { porPagina: 1 }) { total } }`,
      { id },
      { token: tokens[2] },
    );
    expect(sumiu.data.pesquisaMercado).toBeNull();
    expect(sumiu.data.pesquisasMercado.total).toBeGreaterThan(0);
  });
});
