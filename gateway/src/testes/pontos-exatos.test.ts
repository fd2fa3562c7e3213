import { MENSAGENS } from '@sw/common';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Points in GraphQL as the ledger stores them (docs/api.md, "Dinheiro e pontos"): every points
 * amount is the Pontos scalar, exact decimal text with two places; an input with more places, or
 * that is not a number, is refused in Portuguese before the resolver. REST keeps its numbers.
 */

let amb: AmbienteDeTeste;
let admin: string;
let chave: string;
let membro: { id: number; cpf: string };
let ref = 0;

const CREDITAR = `mutation($input: CreditarPontosPlataformaInput!) {
  creditarPontosPlataforma(input: $input) { resultado { pontos duplicada } errosDeUsuario { campo mensagem } } }`;
const creditar = (pontos: unknown) =>
  amb.gql(CREDITAR, { input: { cpf: membro.cpf, pontos, referencia: `exatos-${++ref}` } }, { cabecalhos: { 'X-Api-Key': chave } });

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  const cpf = cpfDe(455000001);
  const [p] = await amb.ds.query(`INSERT INTO parceiros (revenda_id, nome, cpf) VALUES (1, 'Pontos Exatos', $1) RETURNING id`, [cpf]);
  membro = { id: p.id, cpf };
  const r = await amb.rest('POST', '/api/integracoes/chaves', { token: admin, corpo: { nome: 'Pontos exatos', plataforma: 'SW PRO Cursos' } });
  expect(r.status).toBe(201);
  chave = r.corpo.segredo;
});
afterAll(() => amb.fechar());

describe('Pontos: points as exact decimal text', () => {
  it('a balance of 0.1 + 0.2 reads "0.30" in every points field, and REST keeps its number', async () => {
    const a = await creditar(0.1);
    const b = await creditar('0.20');
    expect([a.data.creditarPontosPlataforma, b.data.creditarPontosPlataforma]).toEqual([
      { resultado: { pontos: '0.10', duplicada: false }, errosDeUsuario: [] },
      { resultado: { pontos: '0.20', duplicada: false }, errosDeUsuario: [] },
    ]);

    const g = await amb.gql(
      `query($id: ID!) { saldoPontos(id: $id) { saldoPontos } parceiro(id: $id) { saldoPontos totalPontos } }`,
      { id: String(membro.id) },
      { token: admin },
    );
    expect(g.data).toEqual({ saldoPontos: { saldoPontos: '0.30' }, parceiro: { saldoPontos: '0.30', totalPontos: '0.30' } });

    const rest = await amb.rest('GET', `/api/pontuacoes/saldo/${membro.id}`, { token: admin });
    expect(rest.corpo[0].saldoPontos).toBe(0.3);
  });

  it('two decimals that a float would blur in a check are accepted: 0.29 is 0.29 points', async () => {
    // 0.29 × 100 is 28.999999999999996 in floating point: the input schema counts decimals on the digits.
    const g = await creditar('0.29');
    expect(g.data.creditarPontosPlataforma).toEqual({ resultado: { pontos: '0.29', duplicada: false }, errosDeUsuario: [] });
    const saldo = await amb.gql(`query($id: ID) { saldoPontos(id: $id) { saldoPontos } }`, { id: String(membro.id) }, { token: admin });
    expect(saldo.data.saldoPontos.saldoPontos).toBe('0.59');
  });

  it('more decimals than the ledger keeps, or a value that is not a number, is refused in Portuguese', async () => {
    for (const pontos of ['1.234', 1.234, 'abc', '1e3', true]) {
      const g = await creditar(pontos);
      expect([g.codigo, g.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.pontosDecimalInvalido(2)]);
    }
    // The same in the query text itself (a literal, not a variable), on another points input.
    const literal = await amb.gql(`mutation { editarPontosOferta(input: { id: "1", pontos: 10.001 }) { resultado { pontos } } }`, {}, { token: admin });
    expect([literal.codigo, literal.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.pontosDecimalInvalido(2)]);
    const saldo = await amb.gql(`query($id: ID) { saldoPontos(id: $id) { saldoPontos } }`, { id: String(membro.id) }, { token: admin });
    expect(saldo.data.saldoPontos.saldoPontos).toBe('0.59');
  });
});
