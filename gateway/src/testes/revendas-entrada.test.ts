import { LOJA_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Lojas read their input with one schema per operation (revendas.esquemas.ts): a bad field is the
 * same message through both doors, naming the field; a lookup that misses is null.
 */

let amb: AmbienteDeTeste;
let admin: string;
let id: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  [{ id }] = await amb.ds.query(`SELECT id::text AS id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
});
afterAll(() => amb.fechar());

const ERROS = 'errosDeUsuario { campo mensagem codigo }';

describe('revendas: one input schema for REST and GraphQL', () => {
  it('a malformed field is a 400 with the message and the field (REST), errosDeUsuario (GraphQL), nothing saved', async () => {
    const [antes] = await amb.ds.query(`SELECT celular, cenario FROM revendas WHERE id = $1`, [id]);
    expect(await amb.rest('PUT', `/api/revendas/${id}`, { token: admin, corpo: { celular: '119876' } })).toEqual({
      status: 400,
      corpo: { erro: 'Celular inválido', campo: 'celular' },
    });
    expect(await amb.rest('PUT', `/api/revendas/${id}`, { token: admin, corpo: { cenario: 4 } })).toEqual({
      status: 400,
      corpo: { erro: 'Cenário inválido', campo: 'cenario' },
    });
    expect(await amb.rest('GET', '/api/revendas?ativo=talvez&page=1', { token: admin })).toEqual({
      status: 400,
      corpo: { erro: 'Ativo inválido', campo: 'ativo' },
    });

    const gql = await amb.gql(
      `mutation($i: AtualizarRevendaInput!) { atualizarRevenda(input: $i) { resultado { id } ${ERROS} } }`,
      { i: { id, celular: '119876' } },
      { token: admin },
    );
    expect(gql.data.atualizarRevenda).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'celular', mensagem: 'Celular inválido', codigo: 'BAD_USER_INPUT' }],
    });
    const cep = await amb.gql(`mutation { atualizarRevenda(input: { id: ${id}, endCep: "0131010" }) { ${ERROS} } }`, {}, { token: admin });
    expect(cep.data.atualizarRevenda.errosDeUsuario).toEqual([{ campo: 'endCep', mensagem: 'CEP inválido', codigo: 'BAD_USER_INPUT' }]);
    // The switches speak the same way.
    const ativo = await amb.gql(`mutation { alterarAtivoRevenda(input: { id: "abc", ativo: true }) { ${ERROS} } }`, {}, { token: admin });
    expect(ativo.data.alterarAtivoRevenda.errosDeUsuario).toEqual([{ campo: 'id', mensagem: 'Identificador inválido', codigo: 'BAD_USER_INPUT' }]);

    const [depois] = await amb.ds.query(`SELECT celular, cenario FROM revendas WHERE id = $1`, [id]);
    expect(depois).toEqual(antes);
  });

  it('a lookup that misses is null beside its siblings', async () => {
    const r = await amb.gql(
      `{ revendas(input: { porPagina: 1 }) { total } revenda(id: 999999) { id } revendaPorCnpj(cnpj: "11222333000182") { id } }`,
      {},
      { token: admin },
    );
    expect(r.data).toEqual({ revendas: { total: expect.any(Number) }, revenda: null, revendaPorCnpj: null });
    expect(r.data.revendas.total).toBeGreaterThan(0);
    expect((await amb.gql(`{ revenda(id: "99999999999") { id } }`, {}, { token: admin })).data).toEqual({ revenda: null });
    expect(await amb.gql(`{ revenda(id: "abc") { id } }`, {}, { token: admin })).toMatchObject({
      codigo: 'BAD_USER_INPUT',
      mensagem: 'Identificador inválido',
    });
    const loja = await amb.gql(`query($id: ID!) { revenda(id: $id) { id cnpj tipoPontuacao cenario } }`, { id }, { token: admin });
    expect(loja.data.revenda).toMatchObject({ id, cnpj: LOJA_DEMO_1, tipoPontuacao: expect.stringMatching(/^(SISTEMA|DIGITACAO|FOTO)$/) });
  });

  it('lists sort by an enum field and answer the one page shape', async () => {
    const q = `query($i: ListaRevendasInput) { revendas(input: $i) { itens { nomeFantasia } total totalEstimado pagina porPagina temProxima } }`;
    const r = await amb.gql(q, { i: { ordenarPor: 'nomeFantasia', direcao: 'DESC', porPagina: 2 } }, { token: admin });
    expect(r.data.revendas).toMatchObject({ pagina: 1, porPagina: 2, totalEstimado: false });
    expect(r.data.revendas.temProxima).toBe(r.data.revendas.total > 2);
    const rest = await amb.rest('GET', '/api/revendas?perPage=2&sortField=nomeFantasia&sortOrder=desc', { token: admin });
    expect(r.data.revendas.itens.map((l: { nomeFantasia: string }) => l.nomeFantasia)).toEqual(
      rest.corpo.revendas.map((l: { nomeFantasia: string }) => l.nomeFantasia),
    );
    expect((await amb.gql(q, { i: { ordenarPor: 'email' } }, { token: admin })).codigo).toBe('BAD_USER_INPUT');
  });
});
