import { AmbienteDeTeste } from '../testing/ambiente';
import { PARCEIRO_DEMO_1 } from '../seed/demo';

/**
 * Vendedores Lojas read their input with one schema per operation (parceiros.esquemas.ts): a bad
 * field is the same message through both doors, naming the field; a lookup that misses is null.
 */

let amb: AmbienteDeTeste;
let admin: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
});
afterAll(() => amb.fechar());

const ERROS = 'errosDeUsuario { campo mensagem codigo }';

describe('parceiros: one input schema for REST and GraphQL', () => {
  it('a malformed form field is a 400 with the message and the field (REST), errosDeUsuario (GraphQL), nothing saved', async () => {
    const [p] = await amb.ds.query(`SELECT id, nome FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const rest = await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { celular: '123' } });
    expect(rest).toEqual({ status: 400, corpo: { erro: 'Celular inválido', campo: 'celular' } });
    expect(await amb.rest('PUT', `/api/parceiros/${p.id}`, { token: admin, corpo: { dataNascimento: '31/02/1990' } })).toEqual({
      status: 400,
      corpo: { erro: 'Data de Nascimento inválido', campo: 'dataNascimento' },
    });
    expect(await amb.rest('PUT', '/api/parceiros/abc', { token: admin, corpo: { nome: 'X' } })).toEqual({
      status: 400,
      corpo: { erro: 'Id inválido', campo: 'id' },
    });
    expect(await amb.rest('GET', '/api/parceiros?ativo=talvez', { token: admin })).toEqual({ status: 400, corpo: { erro: 'Ativo inválido', campo: 'ativo' } });

    const gql = await amb.gql(
      `mutation($i: AtualizarParceiroInput!) { atualizarParceiro(input: $i) { resultado { id } ${ERROS} } }`,
      { i: { id: p.id, celular: '123' } },
      { token: admin },
    );
    expect(gql.data.atualizarParceiro).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'celular', mensagem: 'Celular inválido', codigo: 'BAD_USER_INPUT' }],
    });
    const status = await amb.gql(
      `mutation { alterarStatusParceiro(input: { id: ${p.id}, ativo: false, justificativa: "  " }) { resultado { id } ${ERROS} } }`,
      {},
      { token: admin },
    );
    expect(status.data.alterarStatusParceiro.errosDeUsuario).toEqual([
      { campo: 'justificativa', mensagem: 'Por favor, informe uma justificativa', codigo: 'BAD_USER_INPUT' },
    ]);
    const criar = await amb.gql(
      `mutation($i: CriarParceiroInput!) { criarParceiro(input: $i) { resultado { id } ${ERROS} } }`,
      {
        i: {
          sexo: 'F',
          cnpjRevenda: '11.222.333/0001-82',
          nome: 'X',
          cpf: '52998224725',
          dataNascimento: '19900101',
          celular: '11988887777',
          endCep: '01310100',
          endRua: 'R',
          endNumero: '1',
          endBairro: 'B',
          endCidade: 'C',
          endEstado: 'SP',
        },
      },
      { token: admin },
    );
    expect(criar.data.criarParceiro.errosDeUsuario).toEqual([{ campo: 'cnpjRevenda', mensagem: 'CNPJ não é válido', codigo: 'BAD_USER_INPUT' }]);

    const [depois] = await amb.ds.query(`SELECT nome, celular, ativo FROM parceiros WHERE id = $1`, [p.id]);
    expect(depois.nome).toBe(p.nome);
    expect(depois.ativo).toBe(true);
  });

  it('a lookup that misses is null beside its siblings; a malformed id is refused', async () => {
    const vizinhos = await amb.gql(
      `{ parceiros(input: { porPagina: 1 }) { total } parceiro(id: 999999) { id } justificativasDoParceiro(id: 999999) { id } }`,
      {},
      { token: admin },
    );
    expect(vizinhos.data).toEqual({ parceiros: { total: expect.any(Number) }, parceiro: null, justificativasDoParceiro: null });
    expect(vizinhos.data.parceiros.total).toBeGreaterThan(0);
    // Past the int column's range it names no one: still null, never a database error.
    expect((await amb.gql(`{ parceiro(id: "99999999999") { id } }`, {}, { token: admin })).data).toEqual({ parceiro: null });
    expect(await amb.gql(`{ parceiro(id: "abc") { id } }`, {}, { token: admin })).toMatchObject({ codigo: 'BAD_USER_INPUT', mensagem: 'Id inválido' });
    // A salesperson outside a role-3 user's stores reads as one that does not exist.
    const [fora] = await amb.ds.query(
      `SELECT p.id FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.ativo AND r.cnpj <> '11222333000181' LIMIT 1`,
    );
    const loja = await amb.gql(`{ parceiro(id: ${fora.id}) { id } }`, {}, { token: await amb.entrarPainel(3) });
    expect(loja.data).toEqual({ parceiro: null });
  });

  it('lists sort by an enum field and answer the one page shape', async () => {
    const q = `query($i: ListaParceirosInput) { parceiros(input: $i) { itens { nome } total totalEstimado pagina porPagina temProxima } }`;
    const r = await amb.gql(q, { i: { ordenarPor: 'nome', direcao: 'DESC', porPagina: 2 } }, { token: admin });
    expect(r.data.parceiros).toMatchObject({ pagina: 1, porPagina: 2, totalEstimado: false });
    expect(r.data.parceiros.itens).toHaveLength(2);
    expect(r.data.parceiros.temProxima).toBe(r.data.parceiros.total > 2);
    const rest = await amb.rest('GET', '/api/parceiros?perPage=2&sortField=nome&sortOrder=desc', { token: admin });
    expect(r.data.parceiros.itens.map((p: { nome: string }) => p.nome)).toEqual(rest.corpo.parceiros.map((p: { nome: string }) => p.nome));
    expect(r.data.parceiros.total).toBe(rest.corpo.totalRecords);
    expect((await amb.gql(q, { i: { ordenarPor: 'senha' } }, { token: admin })).codigo).toBe('BAD_USER_INPUT');
  });
});
