import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * The search of every list (core/busca.ts, docs/busca.md), through REST and GraphQL on real
 * PostgreSQL: accents and case ignored, every word required, a number matched at the start of a
 * CPF/CNPJ/invoice/barcode (never inside it), a code with letters matched as text only, and
 * %, _ and \ taken literally.
 *
 * The fixtures carry the made-up syllable "Qzx", which no demo row has. A case names the rows
 * that must come back and the rows that must not, each by a value the row shows (its JSON text).
 */

let amb: AmbienteDeTeste;
let painel: string;
let loja: string;

/** A case: the term, what the answer must hold, what it must not; `somente`: nothing else comes back. */
type Caso = { termo: string; acha: string[]; naoAcha?: string[]; somente?: boolean; filtro?: string };

interface Lista {
  nome: string;
  /** REST path for a term (already encoded). */
  rest: (termo: string, caso: Caso) => string;
  /** GraphQL query with the variable $b: String. */
  gql: string;
  loja?: boolean;
  casos: Caso[];
}

const q = encodeURIComponent;
// Values as the rows show them (quoted, so "000123" is not found inside "9000123").
const JOAO = '"João Qzxávio"';
const MARIA = '"Maria Qzxávio"';

const LISTAS: Lista[] = [
  {
    nome: 'Vendedores (parceiros)',
    rest: (t) => `/api/parceiros?page=1&perPage=100&search=${q(t)}`,
    gql: 'query($b: String) { parceiros(input: { busca: $b, porPagina: 100 }) { itens { nome cpf email revenda } } }',
    casos: [
      { termo: 'Joao', acha: [JOAO], naoAcha: [MARIA] },
      { termo: 'JOÃO qzxavio', acha: [JOAO], naoAcha: [MARIA], somente: true },
      { termo: 'qzxavio', acha: [JOAO, MARIA] },
      { termo: 'Qzxávio Maria', acha: [MARIA], naoAcha: [JOAO], somente: true },
      // CPF by its start (with or without the mask); Maria's CPF holds 908765 further in.
      { termo: '908765', acha: [JOAO], naoAcha: [MARIA], somente: true },
      { termo: '908.765.432-10', acha: [JOAO], somente: true },
      // A store name, through the salesperson's store.
      { termo: 'conego', acha: [JOAO], naoAcha: [MARIA] },
    ],
  },
  {
    nome: 'Lojas (revendas)',
    rest: (t) => `/api/revendas?page=1&perPage=100&search=${q(t)}`,
    gql: 'query($b: String) { revendas(input: { busca: $b, porPagina: 100 }) { itens { nomeFantasia cnpj codigo endCidade } } }',
    casos: [
      { termo: 'sao qzxopolis', acha: ['"Loja Cônego Qzx"'], naoAcha: ['"Loja Vizinha Qzx"'], somente: true },
      { termo: 'SÃO QZXÓPOLIS', acha: ['"Loja Cônego Qzx"'], somente: true },
      { termo: 'loja qzx', acha: ['"Loja Cônego Qzx"', '"Loja Vizinha Qzx"'] },
      { termo: 'cônego comercio', acha: ['"Loja Cônego Qzx"'], somente: true },
      // CNPJ by its start: Vizinha's CNPJ holds 901234 and 000123 further in.
      { termo: '901234', acha: ['"Loja Cônego Qzx"'], naoAcha: ['"Loja Vizinha Qzx"'], somente: true },
      { termo: '90.123.456/0001-55', acha: ['"Loja Cônego Qzx"'], somente: true },
      { termo: '000123', acha: [], naoAcha: ['"Loja Vizinha Qzx"'] },
      { termo: 'qzx-77', acha: ['"Loja Cônego Qzx"'], somente: true },
    ],
  },
  {
    nome: 'Redes',
    rest: (t) => `/api/redes?pagina=1&limite=100&buscar=${q(t)}`,
    gql: 'query($b: String) { redes(input: { busca: $b, porPagina: 100 }) { itens { nome regiao } } }',
    casos: [
      { termo: 'agatha', acha: ['"Rede Ágatha Qzx"'], somente: true },
      { termo: 'regiao qzx', acha: ['"Rede Ágatha Qzx"'], somente: true },
      // %, _ and \ are characters, not wildcards or escapes.
      { termo: '50%', acha: ['"Rede 50% Qzx"'], naoAcha: ['"Rede 500 Qzx"'] },
      { termo: 'a_b qzx', acha: ['"Rede a_b Qzx"'], naoAcha: ['"Rede axb Qzx"'], somente: true },
      { termo: 'c\\d qzx', acha: ['"Rede c\\\\d Qzx"'], naoAcha: ['"Rede cd Qzx"'], somente: true },
    ],
  },
  {
    nome: 'Pontuações (vendas pontuadas)',
    rest: (t) => `/api/pontuacoes?page=1&perPage=100&search=${q(t)}`,
    gql: 'query($b: String) { vendasPontuadas(input: { busca: $b, porPagina: 100 }) { itens { identificador parceiro revenda } } }',
    casos: [
      { termo: 'joao', acha: ['"000123"'], naoAcha: ['"QA-NF-UI-01"', '"9000123"'] },
      { termo: 'Joao Qzxávio', acha: ['"000123"'], somente: true },
      { termo: 'sao qzxopolis', acha: ['"000123"'], somente: true },
      // An invoice number by its start: not 9000123, not every sale of a store whose CNPJ holds it.
      { termo: '000123', acha: ['"000123"'], naoAcha: ['"9000123"', '"QA-NF-UI-01"'], somente: true },
      // Letters and dashes: text only, not the digits "01" inside every CPF and CNPJ.
      { termo: 'QA-NF-UI-01', acha: ['"QA-NF-UI-01"'], somente: true },
      { termo: 'qa-nf', acha: ['"QA-NF-UI-01"'], somente: true },
    ],
  },
  {
    nome: 'Pontuações pendentes',
    rest: (t, c) => `/api/pontuacoes/pendentes?page=1&perPage=100&search=${q(t)}${c.filtro ? `&filterBy=${c.filtro}` : ''}`,
    gql: 'query($b: String) { pontuacoesPendentes(input: { busca: $b, porPagina: 100 }) { itens { parceiro cpf revenda } } }',
    casos: [
      { termo: 'joao qzxavio', acha: [JOAO], naoAcha: [MARIA], somente: true },
      { termo: '908765', acha: [JOAO], somente: true },
      { termo: '901234', acha: [JOAO], naoAcha: [MARIA], somente: true },
      { termo: 'joao qzxavio', filtro: 'CPF', acha: [], somente: true },
      { termo: 'vizinha', filtro: 'LOJA', acha: [MARIA], somente: true },
    ],
  },
  {
    nome: 'Pontuações encerradas',
    rest: (t) => `/api/pontuacoes/encerradas?page=1&perPage=100&search=${q(t)}`,
    gql: 'query($b: String) { pontuacoesEncerradas(input: { busca: $b, porPagina: 100 }) { itens { parceiro revenda reprovadoMotivo } } }',
    casos: [
      { termo: 'ilegivel qzx', acha: ['"Nota ilegível Qzx"'], somente: true },
      { termo: 'JOÃO', acha: [JOAO], naoAcha: [MARIA] },
      { termo: 'qzxavio maria', acha: [MARIA], somente: true },
      { termo: '908765', acha: [JOAO], somente: true },
    ],
  },
  {
    nome: 'Resgates',
    rest: (t) => `/api/resgates?page=1&perPage=100&search=${q(t)}`,
    gql: 'query($b: String) { resgates(input: { busca: $b, porPagina: 100 }) { itens { redemptionCode parceiro } } }',
    casos: [
      { termo: 'acai qzx', acha: ['"QZXR0001"', '"QZXR0002"'], somente: true },
      { termo: 'joao qzxavio', acha: ['"QZXR0001"'], somente: true },
      { termo: 'qzxr0002', acha: ['"QZXR0002"'], somente: true },
      { termo: '908765', acha: ['"QZXR0001"'], somente: true },
    ],
  },
  {
    nome: 'Cartões',
    rest: (t) => `/api/cartoes?page=1&perPage=100&search=${q(t)}`,
    gql: 'query($b: String) { cartoes(input: { busca: $b, porPagina: 100 }) { itens { nome codigoBarras numero } } }',
    casos: [
      { termo: 'onix', acha: ['"Cartão Ônix Qzx"'], somente: true },
      { termo: 'cartao qzx', acha: ['"Cartão Ônix Qzx"', '"Cartão Outro Qzx"'], somente: true },
      { termo: '555000', acha: ['"Cartão Ônix Qzx"'], naoAcha: ['"Cartão Outro Qzx"'], somente: true },
      { termo: 'joao qzxavio', acha: ['"Cartão Ônix Qzx"'], somente: true },
    ],
  },
  {
    nome: 'Produtos',
    rest: (t) => `/api/produtos?pagina=1&limite=100&buscar=${q(t)}`,
    gql: 'query($b: String) { produtos(input: { busca: $b, porPagina: 100 }) { itens { nome codigo codigoBarras } } }',
    casos: [
      { termo: 'acrilica qzx', acha: ['"Tinta Acrílica Qzx"'], somente: true },
      { termo: 'TINTA qzx', acha: ['"Tinta Acrílica Qzx"', '"Tinta Fosca Qzx"'], somente: true },
      { termo: '789123', acha: ['"Tinta Acrílica Qzx"'], naoAcha: ['"Tinta Fosca Qzx"'], somente: true },
      { termo: 'qzxp-2', acha: ['"Tinta Fosca Qzx"'], somente: true },
      // Not a number (it does not start with a digit): a code fragment, looked for anywhere.
      { termo: '-2', acha: ['"Tinta Fosca Qzx"'], naoAcha: ['"Tinta Acrílica Qzx"'] },
    ],
  },
  {
    nome: 'Produtos da loja',
    rest: (t) => `/api/produtos_revenda?pagina=1&limite=100&buscar=${q(t)}`,
    gql: 'query($b: String) { produtosRevenda(input: { busca: $b, porPagina: 100 }) { itens { nome codigo } } }',
    casos: [
      { termo: 'acrilico especial', acha: ['"Acrílico Especial Qzx"'], somente: true },
      { termo: 'qzxl-1', acha: ['"Acrílico Especial Qzx"'], somente: true },
    ],
  },
  {
    nome: 'Prêmios',
    rest: (t) => `/api/premios?page=1&perPage=100&search=${q(t)}`,
    gql: 'query($b: String) { premios(input: { busca: $b, porPagina: 100 }) { itens { nome codigo } } }',
    casos: [
      { termo: 'premio acai', acha: ['"Prêmio Açaí Qzx"'], somente: true },
      { termo: 'PRÊMIO qzx', acha: ['"Prêmio Açaí Qzx"', '"Prêmio Café Qzx"'], somente: true },
      { termo: 'cafe', acha: ['"Prêmio Café Qzx"'], naoAcha: ['"Prêmio Açaí Qzx"'] },
    ],
  },
  {
    nome: 'Ofertas (painel)',
    rest: (t) => `/api/ofertas?pagina=1&limite=100&buscar=${q(t)}`,
    gql: 'query($b: String) { ofertas(input: { busca: $b, porPagina: 100 }) { itens { nome parceiro codigo } } }',
    casos: [
      { termo: 'passeio baleia', acha: ['"Passeio à Baleia Qzx"'], somente: true },
      { termo: 'agencia qzx', acha: ['"Passeio à Baleia Qzx"', '"Jantar Árabe Qzx"'], somente: true },
    ],
  },
  {
    nome: 'Ofertas (loja do membro)',
    loja: true,
    rest: (t) => `/api/tlc-offers?search=${q(t)}`,
    gql: 'query($b: String) { ofertasLoja(input: { busca: $b }) { itens { nome } } }',
    casos: [
      // Words may be in any of the three texts (name, partner, description).
      { termo: 'arabe agencia', acha: ['"Jantar Árabe Qzx"'], somente: true },
      { termo: 'baleia costeiro', acha: ['"Passeio à Baleia Qzx"'], somente: true },
    ],
  },
  {
    nome: 'Pontos por código',
    rest: (t) => `/api/pontuacoes-codigo?search=${q(t)}`,
    gql: 'query($b: String) { pontuacoesCodigo(input: { busca: $b }) { codigo parceiro { nome cpf } } }',
    casos: [
      { termo: 'joao qzxavio', acha: ['"QZXCODE"'], somente: true },
      { termo: '908765', acha: ['"QZXCODE"'], naoAcha: ['"QZXOUTRO"'], somente: true },
      { termo: 'qzxoutro', acha: ['"QZXOUTRO"'], somente: true },
    ],
  },
  {
    nome: 'Pesquisas de mercado',
    rest: (t) => `/api/pesquisa_mercado?pagina=1&limite=100&buscar=${q(t)}`,
    gql: 'query($b: String) { pesquisasMercado(input: { busca: $b, porPagina: 100 }) { itens { cidade categoria } } }',
    casos: [
      { termo: 'sao qzxopolis', acha: ['"São Qzxópolis"'], somente: true },
      { termo: '901234', acha: ['"São Qzxópolis"'], naoAcha: ['"Qzxlândia"'], somente: true },
    ],
  },
];

/** The rows of an answer: the first array found in it (REST and GraphQL name their rows differently). */
function linhasDe(corpo: unknown): unknown[] {
  if (Array.isArray(corpo)) return corpo;
  if (corpo && typeof corpo === 'object') {
    for (const v of Object.values(corpo)) {
      const l = Array.isArray(v) ? v : linhasDe(v);
      if (l.length || Array.isArray(v)) return l;
    }
  }
  return [];
}

function conferir(linhas: unknown[], caso: Caso, onde: string) {
  const textos = linhas.map((l) => JSON.stringify(l));
  for (const a of caso.acha) expect({ onde, acha: a, achou: textos.some((t) => t.includes(a)) }).toEqual({ onde, acha: a, achou: true });
  for (const n of caso.naoAcha ?? []) expect({ onde, naoAcha: n, achou: textos.some((t) => t.includes(n)) }).toEqual({ onde, naoAcha: n, achou: false });
  if (caso.somente) expect({ onde, linhas: textos.length }).toEqual({ onde, linhas: caso.acha.length });
}

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  painel = await amb.entrarPainel(2);
  loja = await amb.entrarLoja();
  await amb.ds.query(`
    WITH redes_ AS (
      INSERT INTO redes (nome, regiao) VALUES ('Rede Ágatha Qzx', 'Região Qzx'), ('Rede 50% Qzx', NULL), ('Rede 500 Qzx', NULL),
        ('Rede a_b Qzx', NULL), ('Rede axb Qzx', NULL), ('Rede c\\d Qzx', NULL), ('Rede cd Qzx', NULL) RETURNING id, nome
    ), lojas AS (
      INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia, razao_social, end_cidade, end_estado)
      SELECT (SELECT id FROM redes_ WHERE nome = 'Rede Ágatha Qzx'), c, cnpj, n, rs, cid, 'SP'
        FROM (VALUES ('QZX-77', '90123456000155', 'Loja Cônego Qzx', 'Cônego Comércio Qzx Ltda', 'São Qzxópolis'),
                     ('QZX-78', '11901234000123', 'Loja Vizinha Qzx', 'Vizinha Qzx Ltda', 'Qzxlândia')) v(c, cnpj, n, rs, cid)
      RETURNING id, codigo
    )
    INSERT INTO parceiros (revenda_id, nome, cpf, email, aceitou_regulamento, ativo)
    SELECT (SELECT id FROM lojas WHERE codigo = c), n, cpf, e, true, true
      FROM (VALUES ('QZX-77', 'João Qzxávio', '90876543210', 'joao.qzx@exemplo.com.br'),
                   ('QZX-78', 'Maria Qzxávio', '11908765432', 'maria.qzx@exemplo.com.br')) v(c, n, cpf, e)`);
  const [p1, p2] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE nome LIKE '% Qzxávio' ORDER BY cpf DESC`);
  await amb.ds.query(
    `
    INSERT INTO vendas (parceiro_id, revenda_id, identificador, total_venda, total_pontos, realizado_em, pontuado_em, tipo_fiscal)
    VALUES ($1, $2, '000123', 10, 1, current_date, now(), 'N'), ($3, $4, 'QA-NF-UI-01', 10, 1, current_date, now(), 'N'),
           ($3, $4, '9000123', 10, 1, current_date, now(), 'N')`,
    [p1.id, p1.revenda_id, p2.id, p2.revenda_id],
  );
  await amb.ds.query(
    `
    INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, status, reprovado_motivo)
    VALUES ($1, $2, 'digitada', 'pendente', NULL), ($3, $4, 'digitada', 'pendente', NULL),
           ($1, $2, 'digitada', 'reprovada', 'Nota ilegível Qzx'), ($3, $4, 'digitada', 'encerrada', NULL)`,
    [p1.id, p1.revenda_id, p2.id, p2.revenda_id],
  );
  await amb.ds.query(
    `
    WITH pr AS (
      INSERT INTO premios (nome, descricao, codigo, custo_total, pontos) VALUES ('Prêmio Açaí Qzx', 'Uma tigela', 'QZX-PR-1', 10, 100),
        ('Prêmio Café Qzx', 'Um pacote', 'QZX-PR-2', 10, 100) RETURNING id, codigo
    )
    INSERT INTO resgates (redemption_code, parceiro_id, revenda_id, premio_id, pontos_gastos, saldo_anterior)
    VALUES ('QZXR0001', $1, $2, (SELECT id FROM pr WHERE codigo = 'QZX-PR-1'), 10, 100),
           ('QZXR0002', $3, $4, (SELECT id FROM pr WHERE codigo = 'QZX-PR-1'), 10, 100)`,
    [p1.id, p1.revenda_id, p2.id, p2.revenda_id],
  );
  await amb.ds.query(
    `
    INSERT INTO cartoes (parceiro_id, cpf, nome, codigo_barras, numero)
    VALUES ($1, '90876543210', 'Cartão Ônix Qzx', '5550001112223', '44445555'), ($2, '11908765432', 'Cartão Outro Qzx', '9555000111', '94444555')`,
    [p1.id, p2.id],
  );
  await amb.ds.query(
    `
    WITH pd AS (
      INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos, codigo_barras)
      VALUES ('QZXP-1', 'Tinta Acrílica Qzx', 10, 1, '7891234000017'), ('QZXP-2', 'Tinta Fosca Qzx', 10, 1, '1789123400001') RETURNING id, codigo
    )
    INSERT INTO produtos_revenda (revenda_id, produto_id, codigo, nome, valor_unitario, valor_pontos)
    SELECT $1, (SELECT id FROM pd WHERE codigo = 'QZXP-1'), 'QZXL-1', 'Acrílico Especial Qzx', 10, 1`,
    [p1.revenda_id],
  );
  await amb.ds.query(`
    WITH cat AS (INSERT INTO ofertas_categorias (provedor_id, nome) VALUES ('qzx-cat', 'Passeios Qzx') RETURNING id),
         exp AS (INSERT INTO ofertas_experiencias (provedor_id, titulo, categoria_id) SELECT 'qzx-exp', 'Experiência Qzx', id FROM cat RETURNING id)
    INSERT INTO ofertas (provedor_id, codigo, nome, descricao, pontos, experiencia_id, parceiro_nome)
    SELECT p, c, n, d, 100, (SELECT id FROM exp), pn
      FROM (VALUES ('qzx-o1', 'QZXO1', 'Passeio à Baleia Qzx', 'Litoral costeiro', 'Agência Qzx Mar'),
                   ('qzx-o2', 'QZXO2', 'Jantar Árabe Qzx', 'Noite temática', 'Agência Qzx Sabores')) v(p, c, n, d, pn)`);
  await amb.ds.query(
    `
    INSERT INTO codigos_cadastro_usos (codigo, parceiro_id, pontos) VALUES ('QZXCODE', $1, 10), ('QZXOUTRO', $2, 10)`,
    [p1.id, p2.id],
  );
  await amb.ds.query(
    `
    INSERT INTO pesquisas_mercado (revenda_id, cidade, categoria, comunicacao, qtde_vendedores, faturamento, media_mensal, share,
      produtos_mais_vendidos, produtos_mais_vendidos_concorrentes, qtde_produtos_vendidos, fonte)
    VALUES ($1, 'São Qzxópolis', 'Tintas', 'WhatsApp', 3, 1000, 100, 10, '[]', '[]', 0, 'Equipe'),
           ($2, 'Qzxlândia', 'Tintas', 'WhatsApp', 3, 1000, 100, 10, '[]', '[]', 0, 'Equipe')`,
    [p1.revenda_id, p2.revenda_id],
  );
});
afterAll(() => amb.fechar());

describe.each(LISTAS)('busca em $nome', (lista) => {
  test.each(lista.casos)('REST: "$termo"', async (caso) => {
    const r = await amb.rest('GET', lista.rest(caso.termo, caso), { token: lista.loja ? loja : painel });
    expect({ status: r.status, corpo: r.status === 200 ? 'ok' : r.corpo }).toEqual({ status: 200, corpo: 'ok' });
    conferir(linhasDe(r.corpo), caso, `REST ${lista.nome}`);
  });

  test.each(lista.casos.filter((c) => !c.filtro))('GraphQL: "$termo"', async (caso) => {
    const r = await amb.gql(lista.gql, { b: caso.termo }, { token: lista.loja ? loja : painel });
    expect(r.errors).toBeUndefined();
    conferir(linhasDe(r.data), caso, `GraphQL ${lista.nome}`);
  });
});

test('a filtro de campo das pendentes vale também no GraphQL', async () => {
  const r = await amb.gql(
    'query($b: String) { pontuacoesPendentes(input: { busca: $b, filtro: CPF, porPagina: 100 }) { itens { parceiro } } }',
    { b: '908765' },
    { token: painel },
  );
  expect(r.errors).toBeUndefined();
  expect(r.data.pontuacoesPendentes.itens).toEqual([{ parceiro: 'João Qzxávio' }]);
});

test('os índices de trigramas existem sobre as expressões normalizadas, e sw_normalizar tira acentos e caixa', async () => {
  const [{ normal }] = await amb.ds.query(`SELECT sw_normalizar('JOÃO São Açaí Ônix') AS normal`);
  expect(normal).toBe('joao sao acai onix');
  const indices: { indexname: string; indexdef: string }[] = await amb.ds.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('parceiros_nome_busca', 'revendas_nome_fantasia_busca', 'revendas_cnpj_busca')`,
  );
  expect(indices.map((i) => i.indexname).sort()).toEqual(['parceiros_nome_busca', 'revendas_cnpj_busca', 'revendas_nome_fantasia_busca']);
  for (const i of indices) expect(i.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
});

test('as consultas escritas com sw_normalizar() casam com os índices (o planejador pode usá-los)', async () => {
  // The function may be inlined (docs/busca.md): an index serves only if it holds the expression the
  // query expands to. On the few demo rows the planner rightly prefers other paths, so the expression
  // the plan shows is compared with the index's; on the catalogue the index is the only way.
  const expressao = (plano: string) => /\((lower\(.*\)) ~~ /.exec(plano)?.[1];
  const planos = await amb.ds.transaction(async (m) => {
    await m.query(`SET LOCAL enable_seqscan = off`);
    const plano = async (sql: string) => (await m.query(`EXPLAIN ${sql}`, ['%joao%'])).map((l: Record<string, string>) => l['QUERY PLAN']).join('\n');
    return [
      await plano(`SELECT id FROM parceiros p WHERE sw_normalizar(p.nome) LIKE sw_normalizar($1)`),
      await plano(`SELECT id FROM revendas r WHERE sw_normalizar(r.nome_fantasia) LIKE sw_normalizar($1)`),
      await plano(`SELECT id FROM ofertas o WHERE sw_normalizar(o.nome || ' ' || o.parceiro_nome || ' ' || o.descricao) LIKE sw_normalizar($1)`),
    ];
  });
  const definicao = async (indice: string) => (await amb.ds.query(`SELECT pg_get_indexdef($1::regclass) AS d`, [indice]))[0].d as string;
  expect(expressao(planos[0])).toBeTruthy();
  expect(await definicao('parceiros_nome_busca')).toContain(`(${expressao(planos[0])} gin_trgm_ops)`);
  expect(await definicao('revendas_nome_fantasia_busca')).toContain(`(${expressao(planos[1])} gin_trgm_ops)`);
  expect(planos[2]).toContain('Bitmap Index Scan on ofertas_catalogo_busca');
});
