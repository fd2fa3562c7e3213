import { LOJA_DEMO_1, LOJA_DEMO_2 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

const CHAVES = [
  'ativo',
  'celular',
  'cenario',
  'cnpj',
  'cnpjCddRevendaMaster',
  'codigo',
  'criadoEm',
  'email',
  'endBairro',
  'endCep',
  'endCidade',
  'endComplemento',
  'endEstado',
  'endNumero',
  'endRua',
  'fatorPontuacao',
  'id',
  'lancamentoManual',
  'lancamentoRelatorio',
  'nomeFantasia',
  'razaoSocial',
  'rede',
  'redeId',
  'resgateLiberado',
  'responsavel',
  'telefone',
  'tipoPontuacao',
];
const FIGURAS = ['numeroParceiros', 'saldoPontos', 'totalPontos', 'totalVendas', 'ultimaPontuacao'];

/** Per-store figures computed independently. */
async function figurasEsperadas(id: number) {
  const [l] = await amb.ds.query(
    `SELECT (SELECT count(*) FROM parceiros WHERE revenda_id = $1 AND ativo)::int AS "numeroParceiros",
            (SELECT coalesce(sum(saldo_pontos), 0) FROM parceiros WHERE revenda_id = $1)::float AS "saldoPontos",
            (SELECT coalesce(sum(total_venda), 0) FROM vendas WHERE revenda_id = $1 AND cancelada_em IS NULL)::float AS "totalVendas",
            (SELECT coalesce(sum(total_pontos), 0) FROM vendas WHERE revenda_id = $1 AND cancelada_em IS NULL)::float AS "totalPontos",
            (SELECT max(pontuado_em) FROM vendas WHERE revenda_id = $1 AND cancelada_em IS NULL) AS "ultimaPontuacao"`,
    [id],
  );
  return { ...l, ultimaPontuacao: l.ultimaPontuacao ? new Date(l.ultimaPontuacao).toISOString() : null };
}

const comparar = (obtido: any, esperado: any) => {
  for (const f of FIGURAS) {
    if (typeof esperado[f] === 'number') expect([f, obtido[f]]).toEqual([f, expect.closeTo(esperado[f], 2)]);
    else expect([f, obtido[f]]).toEqual([f, esperado[f]]);
  }
};

async function idDaLoja(cnpj: string): Promise<number> {
  const [l] = await amb.ds.query(`SELECT id FROM revendas WHERE cnpj = $1`, [cnpj]);
  return l.id;
}

describe('GET /api/revendas', () => {
  it('ativo=1: the picker list of active stores by nomeFantasia, with the store fields', async () => {
    const token = await amb.entrarPainel(0);
    const r = await amb.rest('GET', '/api/revendas?ativo=1', { token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.corpo)).toEqual(['revendas']);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM revendas WHERE ativo`);
    expect(r.corpo.revendas).toHaveLength(n);
    expect(Object.keys(r.corpo.revendas[0]).sort()).toEqual(CHAVES);
    const nomes = (await amb.ds.query(`SELECT nome_fantasia FROM revendas WHERE ativo ORDER BY nome_fantasia, id`)).map((x: any) => x.nome_fantasia);
    expect(r.corpo.revendas.map((x: any) => x.nomeFantasia)).toEqual(nomes);
    expect(r.corpo.revendas.find((x: any) => x.cnpj === LOJA_DEMO_1)).toMatchObject({
      codigo: 'L0001',
      rede: 'Rede Horizonte',
      tipoPontuacao: 1,
      fatorPontuacao: 2,
    });
  });

  it('codigo and cnpj (masked or not) look one store up', async () => {
    const token = await amb.entrarPainel(1);
    const porCodigo = await amb.rest('GET', '/api/revendas?codigo=L0002', { token });
    expect(porCodigo.corpo.revendas.map((x: any) => x.cnpj)).toEqual([LOJA_DEMO_2]);
    const porCnpj = await amb.rest('GET', `/api/revendas?cnpj=${encodeURIComponent('11.222.333/0001-81')}`, { token });
    expect(porCnpj.corpo.revendas.map((x: any) => x.codigo)).toEqual(['L0001']);
    expect((await amb.rest('GET', '/api/revendas?codigo=NAOEXISTE', { token })).corpo).toEqual({ revendas: [] });
  });

  it('paged: both dialects, the network filter (id or name), search and completo figures', async () => {
    const token = await amb.entrarPainel(2);
    const [horizonte] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Rede Horizonte'`);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM revendas WHERE rede_id = $1`, [horizonte.id]);
    const a = await amb.rest('GET', `/api/revendas?page=1&perPage=5&completo=1&rede=${horizonte.id}`, { token });
    expect(Object.keys(a.corpo).sort()).toEqual(['revendas', 'totalRecords']);
    expect(a.corpo.totalRecords).toBe(n);
    expect(a.corpo.revendas).toHaveLength(Math.min(5, n));
    expect(a.corpo.revendas.every((x: any) => x.rede === 'Rede Horizonte')).toBe(true);
    for (const loja of a.corpo.revendas) {
      expect(Object.keys(loja).sort()).toEqual([...CHAVES, ...FIGURAS].sort());
      comparar(loja, await figurasEsperadas(loja.id));
    }
    const porNome = await amb.rest('GET', `/api/revendas?page=1&perPage=0&rede=${encodeURIComponent('rede horizonte')}`, { token });
    expect(porNome.corpo.totalRecords).toBe(n);
    expect(porNome.corpo.revendas[0].numeroParceiros).toBeUndefined();
    const generico = await amb.rest(
      'GET',
      `/api/revendas?pagina=1&limite=10&buscar=Paulista&filtros=${encodeURIComponent(JSON.stringify({ rede: horizonte.id }))}`,
      { token },
    );
    expect(generico.corpo).toMatchObject({ count: 1, rows: [{ cnpj: LOJA_DEMO_1 }] });
    const cnpj = await amb.rest('GET', `/api/revendas?page=1&search=${encodeURIComponent('44.555.666')}`, { token });
    expect(cnpj.corpo.revendas.map((x: any) => x.cnpj)).toEqual([LOJA_DEMO_2]);
  });

  it('sorts by any whitelisted column, figures included, in SQL', async () => {
    const token = await amb.entrarPainel(2);
    const r = await amb.rest('GET', '/api/revendas?page=1&perPage=100&sortField=totalVendas&sortOrder=-1&completo=1', { token });
    const vendas = r.corpo.revendas.map((x: any) => x.totalVendas);
    expect(vendas.length).toBeGreaterThanOrEqual(30);
    expect([...vendas].sort((a, b) => b - a)).toEqual(vendas);
    const porParceiros = await amb.rest('GET', '/api/revendas?page=1&perPage=3&sortField=numeroParceiros&sortOrder=desc&completo=1', { token });
    const [maior] = await amb.ds.query(`SELECT count(*) FILTER (WHERE ativo)::int AS n FROM parceiros GROUP BY revenda_id ORDER BY 1 DESC LIMIT 1`);
    expect(porParceiros.corpo.revendas[0].numeroParceiros).toBe(maior.n);
    const codigo = await amb.rest('GET', '/api/revendas?page=2&perPage=10&sortField=codigo&sortOrder=asc', { token });
    expect(codigo.corpo.revendas[0].codigo).toBe('L0011');
    expect((await amb.rest('GET', '/api/revendas?page=1&sortField=senha', { token })).status).toBe(400);
    expect((await amb.rest('GET', '/api/revendas?page=1&perPage=5000', { token })).status).toBe(400);
    expect((await amb.rest('GET', '/api/revendas?pagina=1&filtros=%7Bquebrado', { token })).corpo).toEqual({ erro: 'Parâmetro filtros inválido.' });
  });

  it('role 3 sees only its store, in every read', async () => {
    const token = await amb.entrarPainel(3);
    const [u] = await amb.ds.query(`SELECT id_revendas_permitidas AS lojas FROM usuarios WHERE permissao = 3`);
    const lista = await amb.rest('GET', '/api/revendas?page=1&perPage=100', { token });
    expect(lista.corpo.revendas.map((x: any) => x.id)).toEqual(u.lojas);
    expect((await amb.rest('GET', '/api/revendas?ativo=1', { token })).corpo.revendas).toHaveLength(1);
    expect((await amb.rest('GET', `/api/revendas?cnpj=${LOJA_DEMO_2}`, { token })).corpo).toEqual({ revendas: [] });
    const outra = await idDaLoja(LOJA_DEMO_2);
    expect((await amb.rest('GET', `/api/revendas/${outra}`, { token })).corpo).toEqual({ erro: 'Loja não encontrada.' });
    expect((await amb.rest('GET', `/api/revendas/cnpj/${LOJA_DEMO_2}`, { token })).status).toBe(404);
    const propria = await amb.rest('GET', `/api/revendas/cnpj/${LOJA_DEMO_1}`, { token });
    expect(propria.corpo.revenda.id).toBe(u.lojas[0]);
  });

  it('inactive stores: seen by roles 2 and 5 (who may reactivate them), hidden from the others', async () => {
    const id = await idDaLoja(LOJA_DEMO_2);
    await amb.ds.query(`UPDATE revendas SET ativo = false WHERE id = $1`, [id]);
    try {
      for (const papel of [2, 5]) {
        const r = await amb.rest('GET', `/api/revendas/${id}`, { token: await amb.entrarPainel(papel) });
        expect(r.corpo.revenda.ativo).toBe(false);
      }
      for (const papel of [0, 1, 4]) {
        const token = await amb.entrarPainel(papel);
        expect((await amb.rest('GET', `/api/revendas/${id}`, { token })).status).toBe(404);
        const lista = await amb.rest('GET', '/api/revendas?page=1&perPage=0', { token });
        expect(lista.corpo.revendas.some((x: any) => x.id === id)).toBe(false);
      }
      const soInativas = await amb.rest('GET', '/api/revendas?page=1&ativo=0', { token: await amb.entrarPainel(2) });
      expect(soInativas.corpo.revendas.map((x: any) => x.id)).toEqual([id]);
    } finally {
      await amb.ds.query(`UPDATE revendas SET ativo = true WHERE id = $1`, [id]);
    }
  });

  it('GET /api/revendas/{id} and /cnpj/{cnpj}: the detail with its figures; unknown → 404', async () => {
    const token = await amb.entrarPainel(2);
    const id = await idDaLoja(LOJA_DEMO_1);
    const r = await amb.rest('GET', `/api/revendas/${id}`, { token });
    expect(Object.keys(r.corpo)).toEqual(['revenda']);
    expect(Object.keys(r.corpo.revenda).sort()).toEqual([...CHAVES, ...FIGURAS].sort());
    comparar(r.corpo.revenda, await figurasEsperadas(id));
    expect(r.corpo.revenda.numeroParceiros).toBeGreaterThan(0);
    const porCnpj = await amb.rest('GET', `/api/revendas/cnpj/${encodeURIComponent('11.222.333/0001-81')}`, { token });
    expect(porCnpj.corpo).toEqual(r.corpo);
    for (const caminho of ['/api/revendas/999999', '/api/revendas/99999999999', '/api/revendas/cnpj/123', '/api/revendas/cnpj/11222333000182']) {
      expect((await amb.rest('GET', caminho, { token })).corpo).toEqual({ erro: 'Loja não encontrada.' });
    }
    // A malformed id is a bad request (docs/api.md), a well-formed unknown one a 404.
    expect(await amb.rest('GET', '/api/revendas/x', { token })).toEqual({ status: 400, corpo: { erro: 'Identificador inválido', campo: 'id' } });
  });
});

describe('GraphQL reads', () => {
  it('revendas (picker and list), revenda, revendaPorCnpj and revendaCodigoEmUso', async () => {
    const token = await amb.entrarPainel(1);
    const picker = await amb.gql(`{ revendas(input: { ativo: true, busca: "horizonte", porPagina: 5 }) { itens { id cnpj nomeFantasia } } }`, {}, { token });
    expect(picker.data.revendas.itens.map((x: any) => x.cnpj)).toContain(LOJA_DEMO_1);
    const [litoral] = await amb.ds.query(`SELECT id FROM redes WHERE nome = 'Tintas Litoral'`);
    const pagina = await amb.gql(
      `query($rede: String) { revendas(input: { pagina: 1, porPagina: 3, ordenarPor: nomeFantasia, direcao: DESC, rede: $rede, completo: true }) { total itens { nomeFantasia rede totalVendas tipoPontuacao cenario } } }`,
      { rede: String(litoral.id) },
      { token },
    );
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM revendas WHERE rede_id = $1`, [litoral.id]);
    expect(pagina.data.revendas.total).toBe(n);
    expect(pagina.data.revendas.itens.every((l: any) => l.rede === 'Tintas Litoral' && /^\d+\.\d{2}$/.test(l.totalVendas))).toBe(true);
    expect(pagina.data.revendas.itens[0].tipoPontuacao).toMatch(/^(SISTEMA|DIGITACAO|FOTO)$/);
    expect(pagina.data.revendas.itens[0].cenario).toMatch(/^(INICIAL|A|B|C)$/);
    const id = await idDaLoja(LOJA_DEMO_1);
    const uma = await amb.gql(`query($id: ID!) { revenda(id: $id) { cnpj numeroParceiros saldoPontos ultimaPontuacao } }`, { id }, { token });
    expect(uma.data.revenda.saldoPontos).toMatch(/^\d+\.\d{2}$/);
    comparar({ ...(await figurasEsperadas(id)), ...uma.data.revenda, saldoPontos: Number(uma.data.revenda.saldoPontos) }, await figurasEsperadas(id));
    const porCnpj = await amb.gql(`{ revendaPorCnpj(cnpj: "44.555.666/0001-81") { codigo } }`, {}, { token });
    expect(porCnpj.data.revendaPorCnpj.codigo).toBe('L0002');
    expect((await amb.gql(`{ revendaPorCnpj(cnpj: "1") { codigo } }`, {}, { token })).data).toEqual({ revendaPorCnpj: null });
    const emUso = await amb.gql(
      `query($e: ID) { a: revendaCodigoEmUso(codigo: "L0001") b: revendaCodigoEmUso(codigo: "L0001", exceto: $e) c: revendaCodigoEmUso(codigo: "NOVO") }`,
      { e: id },
      { token },
    );
    expect(emUso.data).toEqual({ a: true, b: false, c: false });
  });

  it('role 3 gets only its store from every GraphQL read', async () => {
    const token = await amb.entrarPainel(3);
    const lista = await amb.gql(`{ revendas(input: { porPagina: 0 }) { total itens { cnpj } } }`, {}, { token });
    expect(lista.data).toEqual({ revendas: { total: 1, itens: [{ cnpj: LOJA_DEMO_1 }] } });
    expect((await amb.gql(`{ revendaPorCnpj(cnpj: "${LOJA_DEMO_2}") { id } }`, {}, { token })).data).toEqual({ revendaPorCnpj: null });
  });

  it('no store data without a staff token', async () => {
    // Visitors and members get only the registration picker (docs/cadastro-e-senha.md).
    const membro = await amb.entrarLoja();
    for (const token of [undefined, membro]) {
      const r = await amb.rest('GET', '/api/revendas?ativo=1', { token });
      expect(r.status).toBe(200);
      expect(Object.keys(r.corpo.revendas[0]).sort()).toEqual(['cnpj', 'id', 'nomeFantasia']);
    }
    expect((await amb.gql(`{ revendas { itens { cnpj } } }`)).codigo).toBe('UNAUTHENTICATED');
  });
});
