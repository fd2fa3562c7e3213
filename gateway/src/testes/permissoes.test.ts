import { OPERACOES, Papel, PARCEIRO, podeExecutar } from '@sw/common';
import { OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Every operation of both doors, run by every role, the member and an anonymous caller:
 * 401 for anonymous callers of protected operations, 403 for roles the matrix leaves out,
 * anything else for the roles it lists. New operations must be added to the tables below.
 */
const PEDIDOS_REST: Record<string, { corpo?: unknown }> = {
  'POST /api/sessoes/usuario': { corpo: {} },
  'POST /api/sessoes/parceiro': { corpo: {} },
  'DELETE /api/sessoes': {},
  'PUT /api/usuarios': { corpo: {} },
  'GET /api/usuarios/eu': {},
  'POST /api/usuarios': { corpo: {} },
  'GET /api/usuarios': {},
  'GET /api/parceiros/eu': {},
  'PUT /api/parceiros': { corpo: {} },
  'GET /api/redes': {},
  'GET /api/dashboard': {},
  'GET /api/cep/:cep': {},
  'GET /api/pesquisa_mercado': {},
  'GET /api/pesquisa_mercado/:id': {},
  'POST /api/pesquisa_mercado': { corpo: {} },
  'PUT /api/pesquisa_mercado/:id': { corpo: {} },
  'DELETE /api/pesquisa_mercado/:id': {},
  'GET /api/parceiros': {},
  'POST /api/parceiros': { corpo: {} },
  'GET /api/parceiros/export': {},
  'PUT /api/parceiros/:id': { corpo: {} },
  'DELETE /api/parceiros/:id': {},
  'GET /api/parceiros/:id/justificativas': {},
};

const PEDIDOS_GRAPHQL: Record<string, string> = {
  entrarUsuario: `mutation { entrarUsuario(cpf: "", senha: "") { token } }`,
  entrarParceiro: `mutation { entrarParceiro(cpf: "", senha: "") { token } }`,
  sair: `mutation { sair }`,
  eu: `{ eu { id } }`,
  atualizarMeuPerfil: `mutation { atualizarMeuPerfil(input: { nome: "" }) { id } }`,
  criarUsuario: `mutation { criarUsuario(input: { nome: "", email: "", cpf: "", senha: "", permissao: 0 }) { id } }`,
  usuarios: `{ usuarios { id } }`,
  meuParceiro: `{ meuParceiro { id } }`,
  aceitarRegulamento: `mutation { aceitarRegulamento { id } }`,
  redes: `{ redes { id } }`,
  dashboard: `{ dashboard { parceirosCadastrados } }`,
  cep: `{ cep(cep: "1") { uf } }`,
  pesquisasMercado: `{ pesquisasMercado { total } }`,
  pesquisaMercado: `{ pesquisaMercado(id: 0) { id } }`,
  criarPesquisaMercado: `mutation { criarPesquisaMercado(input: {}) { id } }`,
  atualizarPesquisaMercado: `mutation { atualizarPesquisaMercado(id: 0, input: {}) { id } }`,
  excluirPesquisaMercado: `mutation { excluirPesquisaMercado(id: 0) }`,
  parceiros: `{ parceiros { totalRecords } }`,
  parceiro: `{ parceiro(id: 0) { id } }`,
  parceiroPorCpf: `{ parceiroPorCpf(cpf: "1") { id } }`,
  justificativasDoParceiro: `{ justificativasDoParceiro(id: 0) { id } }`,
  criarParceiro: `mutation { criarParceiro(input: {}) { id } }`,
  atualizarParceiro: `mutation { atualizarParceiro(id: 0, input: {}) { id } }`,
  alterarStatusParceiro: `mutation { alterarStatusParceiro(id: 0, ativo: true, justificativa: "x") { id } }`,
  excluirParceiro: `mutation { excluirParceiro(id: 0) }`,
};

const PAPEIS: (Papel | null)[] = [null, PARCEIRO, 0, 1, 2, 3, 4, 5];
const nomePapel = (p: Papel | null) => (p === null ? 'anônimo' : String(p));

let amb: AmbienteDeTeste;
beforeAll(async () => { amb = await AmbienteDeTeste.criar(); });
afterAll(() => amb.fechar());

async function tokenDe(papel: Papel | null): Promise<string | undefined> {
  if (papel === null) return undefined;
  if (papel === PARCEIRO) return amb.entrarLoja();
  return amb.entrarPainel(papel as number);
}

it('every exposed operation is in the tables of this test', () => {
  const rest = OPERACOES_EXPOSTAS.filter((o) => o.porta === 'rest').map((o) => o.nome).sort();
  const gql = OPERACOES_EXPOSTAS.filter((o) => o.porta === 'graphql').map((o) => o.nome).sort();
  expect(rest).toEqual(Object.keys(PEDIDOS_REST).sort());
  expect(gql).toEqual(Object.keys(PEDIDOS_GRAPHQL).sort());
});

it('operation → roles has not changed unreviewed', () => {
  const matriz = OPERACOES_EXPOSTAS.map((o) => `${o.porta} ${o.nome} → ${o.operacao} → [${(OPERACOES[o.operacao] as readonly Papel[]).join(', ')}]`).sort();
  expect(matriz).toMatchSnapshot();
});

describe.each(PAPEIS)('caller %s', (papel) => {
  let token: string | undefined;
  beforeAll(async () => { token = await tokenDe(papel); });

  it.each(OPERACOES_EXPOSTAS.map((o) => [o.porta, o.nome, o.operacao] as const))('%s %s', async (porta, nome, operacao) => {
    // Signing out revokes the token, so it gets one of its own.
    const credencial = operacao === 'sessao.sair' ? await tokenDe(papel) : token;
    let status: number;
    if (porta === 'rest') {
      const [metodo, caminho] = nome.split(' ');
      const r = await amb.rest(metodo, caminho, { token: credencial, corpo: PEDIDOS_REST[nome].corpo });
      status = r.status;
    } else {
      const r = await amb.gql(PEDIDOS_GRAPHQL[nome], {}, { token: credencial });
      status = r.codigo === 'UNAUTHENTICATED' ? 401 : r.codigo === 'FORBIDDEN' ? 403 : 200;
    }
    const publico = (OPERACOES[operacao] as readonly Papel[]).includes('publico');
    const esperado = publico || podeExecutar(operacao, papel) ? 'permitido' : papel === null ? 401 : 403;
    const obtido = status === 401 || status === 403 ? status : 'permitido';
    expect(`${nomePapel(papel)} ${nome}: ${obtido}`).toBe(`${nomePapel(papel)} ${nome}: ${esperado}`);
  });
});
