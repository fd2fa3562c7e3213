import { MENSAGENS } from '@sw/common';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Money and ids in GraphQL (docs/api.md, "Dinheiro"): reais are exact decimal text with two places
 * (Dinheiro), the point value four (ValorPonto); an input with more places is refused in Portuguese;
 * entity ids are ID (text). REST keeps its numbers (contract).
 */

let amb: AmbienteDeTeste;
let admin: string;
let numero = 0;
const novoNumero = () => `D${Date.now() % 100000}${++numero}`;

const PONTUAR = `mutation($i: PontuarVendaInput!) {
  pontuarVenda(input: $i) { resultado { id totalVenda totalDescontos } errosDeUsuario { campo mensagem } }
}`;
const ITENS_DA_VENDA = `query($id: ID!) { itensDaVenda(id: $id) { valorUnitario valorDesconto subTotal } }`;
const DOCUMENTO = `query($i: VendasPorDocumentoInput!) { vendasPorDocumento(input: $i) { id revendaId totalVenda } }`;

const venda = (itens: Record<string, unknown>[]) => ({
  venda: { cpf: PARCEIRO_DEMO_1, tipoFiscal: 'N', identificador: novoNumero(), realizadoEm: '2026-01-15', itens },
  enviarMensagem: false,
});

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
});
afterAll(() => amb.fechar());

describe('Dinheiro: reais as exact decimal text', () => {
  it('a sale of R$ 1234.5 reads back "1234.50", in the answer, the items and the document lookup', async () => {
    const entrada = venda([{ codigo: 'SW-ACRPF-BR-18L', qtde: 1, valorUnitario: 1234.5 }]);
    const g = await amb.gql(PONTUAR, { i: entrada }, { token: admin });
    expect(g.data.pontuarVenda.errosDeUsuario).toEqual([]);
    const { id, totalVenda, totalDescontos } = g.data.pontuarVenda.resultado;
    expect([totalVenda, totalDescontos]).toEqual(['1234.50', '0.00']);
    expect(typeof id).toBe('string');

    const itens = await amb.gql(ITENS_DA_VENDA, { id }, { token: admin });
    expect(itens.data.itensDaVenda).toEqual([{ valorUnitario: '1234.50', valorDesconto: '0.00', subTotal: '1234.50' }]);

    const doc = await amb.gql(DOCUMENTO, { i: { identificador: entrada.venda.identificador } }, { token: admin });
    expect(doc.data.vendasPorDocumento).toEqual([{ id, revendaId: expect.stringMatching(/^\d+$/), totalVenda: '1234.50' }]);
  });

  it('cents that a float would blur stay exact: 0.10 + 0.20 is "0.30", a large sum keeps its cents', async () => {
    const g = await amb.gql(
      PONTUAR,
      {
        i: venda([
          { codigo: 'SW-ACRPF-BR-18L', qtde: 1, valorUnitario: '0.10' },
          { codigo: 'SW-FUNDO-18L', qtde: 1, valorUnitario: 0.2 },
        ]),
      },
      { token: admin },
    );
    expect(g.data.pontuarVenda.errosDeUsuario).toEqual([]);
    expect(g.data.pontuarVenda.resultado.totalVenda).toBe('0.30');

    const grande = await amb.gql(PONTUAR, { i: venda([{ codigo: 'SW-ACRPF-BR-18L', qtde: 3, valorUnitario: '33333333.11' }]) }, { token: admin });
    expect(grande.data.pontuarVenda.resultado.totalVenda).toBe('99999999.33');
  });

  it('more decimals than reais have, or a value that is not a number, is refused in Portuguese', async () => {
    for (const valorUnitario of ['12.345', 12.345, 'doze', '1e3', true]) {
      const g = await amb.gql(PONTUAR, { i: venda([{ codigo: 'SW-ACRPF-BR-18L', qtde: 1, valorUnitario }]) }, { token: admin });
      expect([g.codigo, g.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.dinheiroInvalido(2)]);
    }
    // The same in the query text itself (a literal, not a variable).
    const literal = await amb.gql(
      `mutation { pontuarVenda(input: { venda: { cpf: "${PARCEIRO_DEMO_1}", tipoFiscal: N, identificador: "X1", realizadoEm: "2026-01-15",
        itens: [{ codigo: "SW-ACRPF-BR-18L", qtde: 1, valorUnitario: 1.001 }] } }) { resultado { id } } }`,
      {},
      { token: admin },
    );
    expect([literal.codigo, literal.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.dinheiroInvalido(2)]);
  });

  it('the point value has four places (ValorPonto) and refuses a fifth', async () => {
    const criada = await amb.gql(
      `mutation($i: CriarRedeInput!) { criarRede(input: $i) { resultado { id valorPonto } errosDeUsuario { mensagem } } }`,
      { i: { nome: `Rede Dinheiro ${novoNumero()}`, regiao: 'Sul', valorPonto: '0.0125' } },
      { token: admin },
    );
    expect(criada.data.criarRede.resultado).toEqual({ id: expect.stringMatching(/^\d+$/), valorPonto: '0.0125' });
    const recusada = await amb.gql(
      `mutation($i: CriarRedeInput!) { criarRede(input: $i) { resultado { id } } }`,
      { i: { nome: `Rede Dinheiro ${novoNumero()}`, regiao: 'Sul', valorPonto: 0.01255 } },
      { token: admin },
    );
    expect([recusada.codigo, recusada.mensagem]).toEqual(['BAD_USER_INPUT', MENSAGENS.dinheiroInvalido(4)]);
  });

  it('REST keeps money as numbers (contract)', async () => {
    const r = await amb.rest('POST', '/api/pontuacoes/pontuar', {
      corpo: venda([{ codigo: 'SW-ACRPF-BR-18L', qtde: 1, valorUnitario: 1234.5 }]),
      token: admin,
    });
    expect(r.status).toBe(201);
    expect(r.corpo.totalVenda).toBe(1234.5);
  });
});

describe('ids are ID', () => {
  it('the member, their store and the staff anti-fraud networks answer ids as text', async () => {
    const token = await amb.entrarLoja();
    const eu = await amb.gql(`{ meuParceiro { id revenda { id } } }`, {}, { token });
    expect(eu.data.meuParceiro).toEqual({ id: expect.stringMatching(/^\d+$/), revenda: { id: expect.stringMatching(/^\d+$/) } });

    const redes = await amb.gql(`{ redesAntifraude { id nome } }`, {}, { token: admin });
    for (const rede of redes.data.redesAntifraude) expect(typeof rede.id).toBe('string');
  });
});
