import { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { criarDataSource } from '../db/data-source';
import { creditar } from '../modules/pontos/pontos.service';
import { catalogoDemo } from '../modules/ofertas/ofertas.seed';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste, BANCO_DE_TESTE } from '../testing/ambiente';
import { iniciarOfertasFalso, ProvedorOfertasFalso } from '../testing/ofertas-falso';
import { esperarRazaoIntegro } from '../testing/razao';

/** The offer catalogue: provider sync (fake provider over HTTP), panel calls by role, member calls, offer redemption and the partner limit. */

let amb: AmbienteDeTeste;
let ds: DataSource;
let ctx: RequestContext;
let provedor: ProvedorOfertasFalso;
const tokens: Record<number, string> = {};
let loja: string;
beforeAll(async () => {
  provedor = await iniciarOfertasFalso();
  amb = await AmbienteDeTeste.criar({ OFERTAS_PROVEDOR_URL: provedor.url, OFERTAS_PROVEDOR_TOKEN: 'chave-do-provedor', OFERTAS_PROVEDOR_TIMEOUT_MS: '1500' });
  ds = criarDataSource((amb.ds.options as { url: string }).url, BANCO_DE_TESTE);
  await ds.initialize();
  ctx = RequestContext.sistema(ds);
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  loja = await amb.entrarLoja(PARCEIRO_DEMO_1);
});
afterAll(async () => {
  await ds.destroy();
  await amb.fechar();
  await provedor.fechar();
});

const retrato = () => ds.query(`SELECT provedor_id, nome, pontos, pontos_desconto, ativo, atualizado_em FROM ofertas ORDER BY provedor_id`);
const sync = (token = tokens[2]) => amb.rest('POST', '/api/ofertas-tlc/sync', { token });

describe('sync from the provider', () => {
  it('upserts by provider id, keeps staff prices, deactivates what the provider dropped, and logs it', async () => {
    const catalogo = catalogoDemo();
    catalogo.offers = catalogo.offers.filter((o) => o.id !== '1030');
    catalogo.offers[0] = { ...catalogo.offers[0], name: 'ACTIVE FITNESS Plus' };
    catalogo.offers.push({ ...catalogo.offers[1], id: '2001', name: 'Oferta nova do provedor' });
    provedor.responder({ catalogo });
    const r = await sync();
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({ atualizadas: 29, criadas: 1, total: 30 });
    expect(provedor.autorizacoes.at(-1)).toBe('Bearer chave-do-provedor');
    const [af] = await ds.query(`SELECT nome, pontos FROM ofertas WHERE provedor_id = '1001'`);
    expect(af).toEqual({ nome: 'ACTIVE FITNESS Plus', pontos: '900.00' });
    expect((await ds.query(`SELECT pontos, ativo, codigo FROM ofertas WHERE provedor_id = '2001'`))[0]).toEqual({
      pontos: '0.00',
      ativo: true,
      codigo: 'TLC-2001',
    });
    expect((await ds.query(`SELECT ativo FROM ofertas WHERE provedor_id = '1030'`))[0].ativo).toBe(false);
    const [log] = await ds.query(`SELECT parametros FROM logs WHERE tipo = 'ofertas.sincronizar' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ atualizadas: 29, criadas: 1, total: 30 });
    // GraphQL door, same answer shape; a second run only updates.
    const gql = await amb.gql(
      `mutation { sincronizarOfertas { resultado { atualizadas criadas total } errosDeUsuario { mensagem } } }`,
      {},
      { token: tokens[1] },
    );
    expect(gql.data.sincronizarOfertas).toEqual({ resultado: { atualizadas: 30, criadas: 0, total: 30 }, errosDeUsuario: [] });
  });

  it('a failing, malformed or silent provider leaves everything as it was, with a clear erro', async () => {
    const antes = await retrato();
    const casos: [Parameters<ProvedorOfertasFalso['responder']>[0], RegExp][] = [
      [{ status: 500, bruto: 'falhou' }, /^Não foi possível sincronizar as ofertas: o provedor do catálogo não respondeu\.$/],
      [{ bruto: '{"categories": [' }, /formato inválido/],
      [
        { catalogo: { ...catalogoDemo(), offers: [{ id: 'x', name: 'Sem experiência', experienceId: 'nao-existe', partner: { name: 'P' } }] } },
        /formato inválido \(oferta 0: experiência desconhecida\)\.$/,
      ],
      [{ catalogo: catalogoDemo(), atrasoMs: 4000 }, /^Não foi possível sincronizar as ofertas: o provedor do catálogo demorou demais para responder\.$/],
    ];
    for (const [resposta, erro] of casos) {
      provedor.responder(resposta);
      const r = await sync();
      expect(r.status).toBe(503);
      expect(r.corpo.erro).toMatch(erro);
    }
    provedor.responder({ status: 500 });
    expect((await amb.gql(`mutation { sincronizarOfertas { resultado { total } } }`, {}, { token: tokens[2] })).mensagem).toMatch(/não respondeu/);
    expect(await retrato()).toEqual(antes);
  });

  it('only the Ofertas roles (1, 2) sync', async () => {
    for (const p of [0, 3, 4, 5]) expect((await sync(tokens[p])).status).toBe(403);
    expect((await sync(loja)).status).toBe(403);
    expect((await amb.rest('POST', '/api/ofertas-tlc/sync', {})).status).toBe(401);
  });
});

describe('panel Ofertas', () => {
  it('lists by group (new = 0 points, active, all) with search and paging; roles 1 and 2 only', async () => {
    const novas = await amb.rest('GET', '/api/ofertas?grupo=novas&perPage=100', { token: tokens[1] });
    expect(novas.status).toBe(200);
    expect(novas.corpo.ofertas.length).toBeGreaterThan(0);
    expect(novas.corpo.ofertas.every((o: { pontos: number }) => o.pontos === 0)).toBe(true);
    const ativas = await amb.rest('GET', '/api/ofertas?grupo=ativas&perPage=100', { token: tokens[2] });
    expect(ativas.corpo.ofertas.every((o: { pontos: number }) => o.pontos > 0)).toBe(true);
    const todas = await amb.rest('GET', '/api/ofertas?perPage=5', { token: tokens[2] });
    expect(todas.corpo.ofertas).toHaveLength(5);
    expect(todas.corpo.totalRecords).toBeGreaterThanOrEqual(novas.corpo.totalRecords + ativas.corpo.totalRecords);
    const busca = await amb.rest('GET', `/api/ofertas?search=${encodeURIComponent('sal a gosto')}`, { token: tokens[2] });
    expect(busca.corpo.ofertas.map((o: { parceiro: string }) => o.parceiro)).toEqual(['SAL A GOSTO']);
    expect((await amb.rest('GET', '/api/ofertas?grupo=outras', { token: tokens[2] })).status).toBe(400);
    for (const p of [0, 3, 4, 5]) expect((await amb.rest('GET', '/api/ofertas', { token: tokens[p] })).status).toBe(403);
    const gql = await amb.gql(
      `{ ofertas(input: { grupo: "novas", porPagina: 2 }) { total temProxima itens { id offerId nome pontos pontosDesconto } } }`,
      {},
      { token: tokens[1] },
    );
    expect(gql.data.ofertas.itens).toHaveLength(2);
    expect(gql.data.ofertas.itens[0].id).toEqual(expect.stringMatching(/^\d+$/));
    expect((await amb.gql(`{ ofertas { total } }`, {}, { token: tokens[0] })).codigo).toBe('FORBIDDEN');
  });

  it('edits points (clearing a discount) and applies a percentage discount; both logged', async () => {
    const [o] = await ds.query(`SELECT id FROM ofertas WHERE provedor_id = '1013'`);
    const r = await amb.rest('PUT', `/api/ofertas/${o.id}`, { token: tokens[1], corpo: { pontos: 1000 } });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ id: o.id, pontos: 1000, pontosDesconto: null });
    expect((await amb.rest('PUT', `/api/ofertas/${o.id}`, { token: tokens[1], corpo: { pontos: -1 } })).corpo.erro).toBe(
      'Informe os pontos da oferta (0 ou mais).',
    );
    expect((await amb.rest('PUT', `/api/ofertas/999999`, { token: tokens[1], corpo: { pontos: 1 } })).status).toBe(404);
    expect((await amb.rest('PUT', `/api/ofertas/${o.id}`, { token: tokens[5], corpo: { pontos: 1 } })).status).toBe(403);

    const desconto = (corpo: unknown, token = tokens[2]) => amb.rest('POST', '/api/ofertas-tlc/aplicar-desconto', { token, corpo });
    expect((await desconto({ ofertas: [o.id], porcentagem: 0 })).corpo.erro).toBe('Informe a porcentagem de desconto');
    expect((await desconto({ ofertas: [o.id] })).corpo.erro).toBe('Informe a porcentagem de desconto');
    expect((await desconto({ ofertas: [], porcentagem: 10 })).corpo.erro).toBe('Selecione pelo menos uma oferta');
    expect((await desconto({ ofertas: [o.id], porcentagem: 150 })).status).toBe(400);
    expect((await desconto({ ofertas: [o.id], porcentagem: 10 }, tokens[4])).status).toBe(403);
    const ok = await desconto({ ofertas: [o.id], porcentagem: 25 });
    expect(ok.corpo.mensagem).toBe('Desconto aplicado a 1 oferta(s)');
    expect(ok.corpo.ofertas[0]).toMatchObject({ pontos: 1000, pontosDesconto: 750 });
    const gql = await amb.gql(
      `mutation($ids: [ID!]!) { aplicarDescontoOfertas(input: { ofertas: $ids, porcentagem: 10 }) { resultado { ofertas { id pontosDesconto } } } }`,
      { ids: [String(o.id)] },
      { token: tokens[1] },
    );
    expect(gql.data.aplicarDescontoOfertas.resultado.ofertas).toEqual([{ id: String(o.id), pontosDesconto: '900.00' }]);
    // porcentagem is required in the input type; sent as 0, it gets the dialog's message in errosDeUsuario.
    const semPorcentagem = await amb.gql(
      `mutation($ids: [ID!]!) { aplicarDescontoOfertas(input: { ofertas: $ids, porcentagem: 0 }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { ids: [String(o.id)] },
      { token: tokens[1] },
    );
    expect(semPorcentagem.data.aplicarDescontoOfertas).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'porcentagem', mensagem: 'Informe a porcentagem de desconto' }],
    });
    const editado = await amb.gql(
      `mutation($id: ID!) { editarPontosOferta(input: { id: $id, pontos: 250 }) { resultado { pontos pontosDesconto } } }`,
      { id: String(o.id) },
      { token: tokens[2] },
    );
    expect(editado.data.editarPontosOferta.resultado).toEqual({ pontos: '250.00', pontosDesconto: null });
    const tipos = (await ds.query(`SELECT tipo FROM logs WHERE tipo IN ('ofertas.editar', 'ofertas.desconto')`)).map((l: { tipo: string }) => l.tipo);
    expect(tipos.filter((t: string) => t === 'ofertas.editar').length).toBeGreaterThanOrEqual(2);
    expect(tipos).toContain('ofertas.desconto');
  });
});

describe('member catalogue', () => {
  it('categories with sub-categories, experiences, cities and the priced offers, 20 a page', async () => {
    const cats = await amb.rest('GET', '/api/tlc-categories', { token: loja });
    expect(cats.status).toBe(200);
    expect(cats.corpo.categorias.map((c: { nome: string }) => c.nome)).toEqual([
      'ATIVIDADES',
      'BEM-ESTAR',
      'CONHECIMENTO',
      'ENTRETENIMENTO',
      'GASTRONOMIA',
      'SERVIÇOS',
      'VIAGEM',
    ]);
    const gastro = cats.corpo.categorias.find((c: { nome: string }) => c.nome === 'GASTRONOMIA');
    expect(gastro.subcategories.map((s: { nome: string }) => s.nome)).toEqual(['Cafés', 'Delivery', 'Restaurantes']);
    const exps = await amb.rest('GET', `/api/tlc-experiences?categories=${gastro.id}`, { token: loja });
    expect(exps.corpo.map((e: { title: string }) => e.title)).toEqual(['Cafés especiais', 'Delivery', 'Restaurantes']);
    const cafes = gastro.subcategories.find((s: { nome: string }) => s.nome === 'Cafés');
    const soCafes = await amb.rest('GET', `/api/tlc-experiences?categories=${gastro.id}&subcategories=${cafes.id}`, { token: loja });
    expect(soCafes.corpo).toEqual([expect.objectContaining({ title: 'Cafés especiais', mainImageUrl: null })]);
    const restaurantes = exps.corpo.find((e: { title: string }) => e.title === 'Restaurantes');
    // The pizzeria has 0 points: its experience is listed (Sal a Gosto is priced) but the offer is not.
    const ofertas = await amb.rest('GET', `/api/tlc-offers?categories=${gastro.id}&experience=${restaurantes.id}`, { token: loja });
    expect(ofertas.corpo).toMatchObject({ total: 1, pagina: 1, porPagina: 20 });
    expect(ofertas.corpo.premios[0]).toMatchObject({ nome: 'Jantar no Sal a Gosto', parceiro: 'SAL A GOSTO', pontos: 2000, cidade: 'Rio de Janeiro - RJ' });
    const cidades = await amb.rest('GET', `/api/tlc-cities?categories=${gastro.id}&experience=${restaurantes.id}`, { token: loja });
    expect(cidades.corpo.cities).toEqual([expect.objectContaining({ name: 'Rio de Janeiro', localizedName: 'Rio de Janeiro - RJ' })]);
    const [sp] = await ds.query(`SELECT id FROM ofertas_cidades WHERE provedor_id = 'cid-sp'`);
    expect((await amb.rest('GET', `/api/tlc-offers?categories=${gastro.id}&experience=${restaurantes.id}&cities=${sp.id}`, { token: loja })).corpo.total).toBe(
      0,
    );
    const busca = await amb.rest('GET', `/api/tlc-offers?search=${encodeURIComponent('jbl')}`, { token: loja });
    expect(busca.corpo.premios).toEqual([expect.objectContaining({ nome: '15% de desconto JBL', pontos: 120, pontosSemDesconto: 150 })]);
    // Paging: 20 a page over every priced offer.
    const p1 = await amb.rest('GET', '/api/tlc-offers?page=1', { token: loja });
    const p2 = await amb.rest('GET', '/api/tlc-offers?page=2', { token: loja });
    expect(p1.corpo.premios).toHaveLength(20);
    expect(p1.corpo.total).toBe(20 + p2.corpo.premios.length);
    expect(p1.corpo.premios.every((o: { pontos: number }) => o.pontos > 0)).toBe(true);
    // Unknown category.
    const sem = await amb.rest('GET', '/api/tlc-experiences?categories=999999', { token: loja });
    expect([sem.status, sem.corpo.erro]).toEqual([404, 'Categoria não encontrada.']);
    expect((await amb.rest('GET', '/api/tlc-offers?categories=abc', { token: loja })).corpo.erro).toBe('Categoria não encontrada.');
    // Staff and visitors do not browse the member catalogue.
    expect((await amb.rest('GET', '/api/tlc-categories', { token: tokens[2] })).status).toBe(403);
    expect((await amb.rest('GET', '/api/tlc-categories', {})).status).toBe(401);
    const gql = await amb.gql(
      `query($c: [ID!]) { ofertasCategorias { id nome } ofertasExperiencias(categorias: $c) { title } ofertasLoja(input: { categorias: $c, pagina: 1 }) { total totalEstimado pagina porPagina temProxima itens { id nome pontos } } }`,
      { c: [String(gastro.id)] },
      { token: loja },
    );
    expect(gql.data.ofertasCategorias).toHaveLength(7);
    expect(gql.data.ofertasCategorias[0].id).toEqual(expect.stringMatching(/^\d+$/));
    expect(gql.data.ofertasExperiencias).toHaveLength(3);
    expect(gql.data.ofertasLoja).toMatchObject({ totalEstimado: false, pagina: 1, porPagina: 20 });
    expect(gql.data.ofertasLoja.total).toBeGreaterThan(0);
    expect(gql.data.ofertasLoja.temProxima).toBe(gql.data.ofertasLoja.total > 20);
    // An unknown category keeps the catalogue's own words.
    const semCategoria = await amb.gql(`{ ofertasLoja(input: { categorias: ["999999"] }) { total } }`, {}, { token: loja });
    expect(semCategoria.mensagem).toBe('Categoria não encontrada.');
  });

  it('the detail of an offer or of a prize, by code; unpriced offers are not found', async () => {
    const oferta = await amb.rest('GET', '/api/tlc-offers/TLC-1014', { token: loja });
    expect(oferta.status).toBe(200);
    expect(oferta.corpo).toMatchObject({
      origem: 'oferta',
      codigo: 'TLC-1014',
      nome: 'Jantar no Sal a Gosto',
      tipo: 'geral',
      pontos: 2000,
      ageFrom: 18,
      categoria: { nome: 'GASTRONOMIA' },
      subcategoria: { nome: 'Restaurantes' },
      experience: { title: 'Restaurantes' },
      partner: { name: 'SAL A GOSTO' },
      location: { address1: 'Rua Dias Ferreira, 200', city: 'Rio de Janeiro', postCode: '22431-050', phoneNumber: '(21) 2222-0200' },
    });
    expect(oferta.corpo.offerTerms).toMatch(/uma utilização por CPF/);
    const [o] = await ds.query(`SELECT id FROM ofertas WHERE provedor_id = '1014'`);
    expect((await amb.rest('GET', `/api/tlc-offers/${o.id}`, { token: loja })).corpo.codigo).toBe('TLC-1014');
    const premio = await amb.gql(
      `{ detalheResgatavel(codigo: "cafeteira") { origem codigo tipo pontos pontosAlternativo partner { name } } }`,
      {},
      { token: loja },
    );
    expect(premio.data.detalheResgatavel).toEqual({
      origem: 'premio',
      codigo: 'CAFETEIRA',
      tipo: 'bivolt',
      pontos: '2200.00',
      pontosAlternativo: '2300.00',
      partner: null,
    });
    expect((await amb.rest('GET', '/api/tlc-offers/TLC-1027', { token: loja })).status).toBe(404);
    expect((await amb.rest('GET', '/api/tlc-offers/NADA', { token: loja })).corpo.erro).toBe('Oferta não encontrada.');
    // On GraphQL a code that names nothing is null, and its siblings still answer.
    const nada = await amb.gql(`{ detalheResgatavel(codigo: "NADA") { id } ofertasCategorias { id } }`, {}, { token: loja });
    expect(nada.data.detalheResgatavel).toBeNull();
    expect(nada.data.ofertasCategorias).toHaveLength(7);
  });
});

describe('redeeming an offer', () => {
  let seq = 0;
  async function novoMembro(pontos: number): Promise<{ id: number; token: string }> {
    seq += 1;
    const cpf = cpfDe(620000000 + seq * 7757);
    const [p] = await ds.query(
      `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
       SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
      [cpf, `Membro Oferta ${seq}`, PARCEIRO_DEMO_1],
    );
    await creditar(ctx, { parceiroId: p.id, pontos, tipo: 'credito_ajuste', origem: { tipo: 'teste', id: `of${p.id}` } });
    return { id: p.id, token: await amb.entrarLoja(cpf) };
  }
  const resgatar = (token: string, corpo: Record<string, unknown>, cabecalhos: Record<string, string> = {}) =>
    amb.rest('POST', '/api/resgatar', { token, corpo, cabecalhos });
  const saldo = async (id: number) => Number((await ds.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1`, [id]))[0].saldo_pontos);

  it('debits the discounted price, records the offer on the redemption and shows it in the lists', async () => {
    const m = await novoMembro(5000);
    const r = await resgatar(m.token, { codigoPremio: 'tlc-1024', qtde: 1, nomeCompleto: 'Membro Oferta' }, { 'Idempotency-Key': 'abc-123' });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({ saldoNovo: 4880, mensagem: 'Resgate realizado com sucesso!' });
    const [linha] = await ds.query(`SELECT r.premio_id, r.pontos_gastos, o.provedor_id FROM resgates r JOIN ofertas o ON o.id = r.oferta_id WHERE r.id = $1`, [
      r.corpo.id,
    ]);
    expect(linha).toEqual({ premio_id: null, pontos_gastos: '120.00', provedor_id: '1024' });
    const meus = await amb.rest('GET', '/api/resgates', { token: m.token });
    expect(meus.corpo.resgates[0]).toMatchObject({ id: r.corpo.id, premio: { codigo: 'TLC-1024', nome: '15% de desconto JBL' } });
    expect(meus.corpo.resgates[0].ofertaId).toEqual(expect.any(Number));
    const painel = await amb.rest('GET', `/api/resgates?search=TLC-1024`, { token: tokens[2] });
    expect(painel.corpo.resgates.map((x: { id: number }) => x.id)).toContain(r.corpo.id);
    // GraphQL door with the optional inputs.
    const gql = await amb.gql(
      `mutation { resgatar(input: { codigoPremio: "TLC-1011", qtde: 1, nomeCompleto: "Membro", chaveIdempotencia: "k-1" }) { resultado { saldoNovo } } }`,
      {},
      { token: m.token },
    );
    expect(gql.data.resgatar.resultado.saldoNovo).toBe('4530.00');
    // Unpriced and dropped offers cannot be redeemed.
    expect((await resgatar(m.token, { codigoPremio: 'TLC-1027' })).corpo.erro).toBe('Este prêmio não está disponível para resgate.');
    expect((await resgatar(m.token, { codigoPremio: 'TLC-1030' })).status).toBe(404);
    await esperarRazaoIntegro(ds.manager);
  });

  it('1 per partner: a second offer of the same partner is refused, a cancelled one frees it; a store not released is refused', async () => {
    const m = await novoMembro(10000);
    const primeira = await resgatar(m.token, { codigoPremio: 'TLC-1017' });
    expect(primeira.status).toBe(201);
    // Another offer of the same partner (names compared without case).
    await ds.query(`UPDATE ofertas SET parceiro_nome = 'foto fácil', pontos = 100 WHERE provedor_id = '1018'`);
    const segunda = await resgatar(m.token, { codigoPremio: 'TLC-1018' });
    expect([segunda.status, segunda.corpo.erro]).toEqual([409, 'Você já resgatou uma oferta de foto fácil. Cada parceiro pode ser resgatado uma vez por CPF.']);
    // Last month's redemption still counts (the limit is not monthly).
    await ds.query(`UPDATE resgates SET resgatado_em = resgatado_em - interval '60 days' WHERE id = $1`, [primeira.corpo.id]);
    expect((await resgatar(m.token, { codigoPremio: 'TLC-1018' })).status).toBe(409);
    expect((await amb.rest('POST', '/api/cancelarResgate', { token: tokens[2], corpo: { identificador: primeira.corpo.id } })).status).toBe(200);
    expect((await resgatar(m.token, { codigoPremio: 'TLC-1018' })).status).toBe(201);
    await ds.query(`UPDATE revendas SET resgate_liberado = false WHERE id = (SELECT revenda_id FROM parceiros WHERE id = $1)`, [m.id]);
    const fechado = await resgatar(m.token, { codigoPremio: 'TLC-1014' });
    await ds.query(`UPDATE revendas SET resgate_liberado = true WHERE id = (SELECT revenda_id FROM parceiros WHERE id = $1)`, [m.id]);
    expect([fechado.status, fechado.corpo.erro]).toEqual([400, 'O resgate não está liberado para a sua loja.']);
    await esperarRazaoIntegro(ds.manager);
  });

  it('100 parallel redemptions of offers of one partner: exactly one passes', async () => {
    const ofertas: string[] = [];
    const [base] = await ds.query(`SELECT experiencia_id FROM ofertas WHERE provedor_id = '1001'`);
    for (let i = 0; i < 100; i++) {
      const [o] = await ds.query(
        `INSERT INTO ofertas (provedor_id, codigo, nome, experiencia_id, parceiro_nome, pontos) VALUES ($1, $2, $3, $4, 'Parceiro Concorrido', 10) RETURNING codigo`,
        [`par-${i}`, `TLC-PAR-${i}`, `Oferta ${i}`, base.experiencia_id],
      );
      ofertas.push(o.codigo);
    }
    const m = await novoMembro(1000);
    const r = await Promise.all(ofertas.map((codigo) => resgatar(m.token, { codigoPremio: codigo })));
    expect(r.filter((x) => x.status === 201)).toHaveLength(1);
    expect(new Set(r.filter((x) => x.status !== 201).map((x) => x.corpo.erro))).toEqual(
      new Set(['Você já resgatou uma oferta de Parceiro Concorrido. Cada parceiro pode ser resgatado uma vez por CPF.']),
    );
    expect(await saldo(m.id)).toBe(990);
    await esperarRazaoIntegro(ds.manager);
  }, 60_000);
});
