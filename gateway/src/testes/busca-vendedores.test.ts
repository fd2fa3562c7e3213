import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * The salesperson search matches word starts (docs/busca.md, "Vendedores"; core/busca-inicio.ts):
 * name, e-mail (whole or by its parts), CPF and store name, accents and case ignored, every word
 * required, through REST and GraphQL; the order stays the list's (name); the words follow an edit of
 * the salesperson and a renamed store (kept by the migration BuscaVendedores' triggers).
 *
 * The fixtures carry the made-up syllable "Wyq", which no demo row has.
 */

let amb: AmbienteDeTeste;
let painel: string;
const JOAO = 'João Wyqávio';
const MARIA = 'Maria Wyqávio Souza';

const q = encodeURIComponent;

async function nomesRest(termo: string, extra = ''): Promise<string[]> {
  const r = await amb.rest<{ parceiros: { nome: string }[] }>('GET', `/api/parceiros?page=1&perPage=100&search=${q(termo)}${extra}`, {
    token: painel,
  });
  expect(r.status).toBe(200);
  return r.corpo.parceiros.map((l) => l.nome);
}

async function nomesGql(termo: string): Promise<string[]> {
  const r = await amb.gql('query($b: String) { parceiros(input: { busca: $b, porPagina: 100 }) { itens { nome } } }', { b: termo }, { token: painel });
  expect(r.errors).toBeUndefined();
  return r.data.parceiros.itens.map((l: { nome: string }) => l.nome);
}

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  painel = await amb.entrarPainel(2);
  await amb.ds.query(`
    WITH lojas AS (
      INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia, razao_social, responsavel, celular, end_cep, end_rua, end_numero,
        end_bairro, end_cidade, end_estado)
      SELECT (SELECT min(id) FROM redes), c, cnpj, n, n || ' Ltda', 'Responsável', '11987654321', '01001000', 'Praça da Sé', '1',
        'Sé', 'São Paulo', 'SP'
        FROM (VALUES ('WYQ-1', '90123456000131', 'Loja Cônego Wyq'), ('WYQ-2', '11901234000126', 'Loja Vizinha Wyq')) v(c, cnpj, n)
      RETURNING id, codigo
    )
    INSERT INTO parceiros (revenda_id, nome, cpf, email, aceitou_regulamento, ativo, celular, sexo, data_nascimento,
      end_cep, end_rua, end_numero, end_bairro, end_cidade, end_estado)
    SELECT (SELECT id FROM lojas WHERE codigo = c), n, cpf, e, true, true, '11987654321', 'F', '1990-01-01',
      '01001000', 'Praça da Sé', '1', 'Sé', 'São Paulo', 'SP'
      FROM (VALUES ('WYQ-1', '${JOAO}', '90876543247', 'joao.wyq@exemplo.com.br'),
                   ('WYQ-2', '${MARIA}', '11908765402', 'Maria.Wyq@Exemplo.com.br')) v(c, n, cpf, e)`);
});
afterAll(() => amb.fechar());

// [term, the salespeople that come back]: nothing else comes back.
const CASOS: [string, string[]][] = [
  // The start of a word of the name, accents and case ignored; the middle of a word is not a start.
  ['wyq', [JOAO, MARIA]],
  ['WYQÁVIO', [JOAO, MARIA]],
  ['yqavio', []],
  ['JOÃO wyqavio', [JOAO]],
  ['wyqavio sou', [MARIA]],
  // Every word required; a word of 1 or 2 letters filters too.
  ['jo wyqavio', [JOAO]],
  ['wyqavio ma', [MARIA]],
  // Only words under 3 letters: no key to start from, the same rule read in the list's order.
  ['ma wy', [MARIA]],
  // The e-mail whole from its start, or any of its parts.
  ['joao.wyq@exemplo', [JOAO]],
  ['maria.wyq@exemplo.com.br', [MARIA]],
  ['exemplo wyqavio', [JOAO, MARIA]],
  ['xemplo wyq', []],
  // The CPF from its start, with or without the mask; Maria's CPF holds 908765 further in.
  ['908765', [JOAO]],
  ['908.765.432-47', [JOAO]],
  ['87654', []],
  // The store's name.
  ['conego', [JOAO]],
  ['cônego wyq', [JOAO]],
  ['vizinha', [MARIA]],
];

describe('a busca de vendedores casa o início das palavras', () => {
  test.each(CASOS)('REST: "%s"', async (termo, esperado) => {
    expect(await nomesRest(termo)).toEqual(esperado);
  });
  test.each(CASOS)('GraphQL: "%s"', async (termo, esperado) => {
    expect(await nomesGql(termo)).toEqual(esperado);
  });
});

test('com termo, a lista continua na ordem pedida (nome por padrão) e pagina por ela', async () => {
  expect(await nomesRest('wyq')).toEqual([JOAO, MARIA]);
  expect(await nomesRest('wyq', '&sortField=nome&sortOrder=desc')).toEqual([MARIA, JOAO]);
  expect(await nomesRest('wyq', '&sortField=cpf&sortOrder=asc')).toEqual([MARIA, JOAO]);
  const pagina2 = await amb.rest<{ parceiros: { nome: string }[]; totalRecords: number }>('GET', `/api/parceiros?page=2&perPage=1&search=wyq`, {
    token: painel,
  });
  expect({ nomes: pagina2.corpo.parceiros.map((l) => l.nome), total: pagina2.corpo.totalRecords }).toEqual({ nomes: [MARIA], total: 2 });
  const gql = await amb.gql('query { parceiros(input: { busca: "wyq", pagina: 2, porPagina: 1 }) { total itens { nome } } }', {}, { token: painel });
  expect(gql.data.parceiros).toEqual({ total: 2, itens: [{ nome: MARIA }] });
});

test('a busca acompanha a edição do vendedor e o novo nome da loja', async () => {
  const [maria] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE cpf = '11908765402'`);
  const editado = await amb.rest('PUT', `/api/parceiros/${maria.id}`, { token: painel, corpo: { nome: 'Maria Wyqávio Rocha' } });
  expect({ status: editado.status, corpo: editado.status === 200 ? 'ok' : editado.corpo }).toEqual({ status: 200, corpo: 'ok' });
  expect(await nomesRest('wyqavio rocha')).toEqual(['Maria Wyqávio Rocha']);
  expect(await nomesGql('wyqavio souza')).toEqual([]);

  const loja = await amb.rest('PUT', `/api/revendas/${maria.revenda_id}`, { token: painel, corpo: { nomeFantasia: 'Loja Ponte Wyq' } });
  expect({ status: loja.status, corpo: loja.status === 200 ? 'ok' : loja.corpo }).toEqual({ status: 200, corpo: 'ok' });
  expect(await nomesRest('ponte wyq')).toEqual(['Maria Wyqávio Rocha']);
  expect(await nomesGql('vizinha')).toEqual([]);
});
