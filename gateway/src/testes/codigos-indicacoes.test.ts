import { MENSAGENS_CONTAS as M } from '@sw/common';
import { LOJA_DEMO_1, PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste } from '../testing/ambiente';
import { esperarRazaoIntegro } from '../testing/razao';

/**
 * Sign-up codes (panel CRUD, Pontos por código), their use in the public registration (points once,
 * uses counted under a lock, expired/exhausted refused) and referrals (recorded at registration,
 * validated by the first credited sale, the referrer credited exactly once).
 */

let amb: AmbienteDeTeste;
let admin: string;
let operador: string;
let marca: string;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  [admin, operador, marca] = [await amb.entrarPainel(2), await amb.entrarPainel(1), await amb.entrarPainel(0)];
});
afterAll(() => amb.fechar());

let seq = 0;
const ip = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++seq / 200)}.${seq % 200}` });
let cpfSeq = 880000000;
const formulario = (extra: Record<string, unknown> = {}) => ({
  cnpjRevenda: LOJA_DEMO_1,
  nome: 'Rita Indicada',
  cpf: cpfDe(++cpfSeq),
  celular: '(11) 98765-4321',
  dataNascimento: '1991-02-03',
  sexo: 'F',
  endCep: '01310-100',
  endRua: 'Avenida Paulista',
  endNumero: '10',
  endBairro: 'Bela Vista',
  endCidade: 'São Paulo',
  endEstado: 'SP',
  senha: 'uma frase comprida',
  confirmarSenha: 'uma frase comprida',
  aceitouPoliticaPrivacidade: true,
  ...extra,
});
const cadastrar = (extra: Record<string, unknown> = {}) => amb.rest('POST', '/api/parceiros', { corpo: formulario(extra), cabecalhos: ip() });
const criarCodigo = (corpo: Record<string, unknown>, token = admin) => amb.rest('POST', '/api/codigos-cadastro', { corpo, token });
const amanha = () => new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10);
const ontem = () => new Date(Date.now() - 2 * 86400000).toISOString().slice(0, 10);

describe('Códigos de cadastro (panel)', () => {
  it('registers an upper-case code and lists, edits and deletes it with the contract messages', async () => {
    const r = await criarCodigo({ codigo: 'bemvindo10', pontos: 100, usos: 5, expiraEm: amanha() });
    expect(r.status).toBe(201);
    expect(r.corpo.codigo).toMatchObject({ codigo: 'BEMVINDO10', pontos: 100, usos: 5, usosRealizados: 0, expiraEm: amanha() });
    expect(await criarCodigo({ codigo: 'BemVindo10', pontos: 1, usos: 1 })).toEqual({ status: 409, corpo: { erro: M.codigoJaCadastrado } });
    const lista = await amb.rest('GET', '/api/codigos-cadastro', { token: marca });
    expect(lista.corpo.rows.map((c: { codigo: string }) => c.codigo)).toContain('BEMVINDO10');
    const id = r.corpo.codigo.id;
    const put = await amb.rest('PUT', `/api/codigos-cadastro/${id}`, { corpo: { codigo: 'BEMVINDO10', pontos: 150, usos: 6, expiraEm: '' }, token: operador });
    expect(put.corpo).toMatchObject({ mensagem: M.codigoAtualizado, codigo: { pontos: 150, usos: 6, expiraEm: null } });
    expect((await amb.rest('DELETE', `/api/codigos-cadastro/${id}`, { token: operador })).status).toBe(403);
    expect(await amb.rest('DELETE', `/api/codigos-cadastro/${id}`, { token: admin })).toEqual({ status: 200, corpo: { mensagem: M.codigoExcluido } });
    expect((await amb.rest('DELETE', `/api/codigos-cadastro/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses bad input in the order of the form', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ pontos: 1, usos: 1 }, M.informeCodigo],
      [{ codigo: 'X', usos: 1 }, M.informePontos],
      [{ codigo: 'X', pontos: 0, usos: 1 }, M.pontosMinimo],
      [{ codigo: 'X', pontos: 1 }, M.informeUsos],
      [{ codigo: 'X', pontos: 1, usos: 0 }, M.usosMinimo],
      [{ codigo: 'X', pontos: 1, usos: 1, expiraEm: ontem() }, M.expiracaoInvalida],
      [{ codigo: 'X', pontos: 1, usos: 1, expiraEm: '3000-01-01' }, M.expiracaoInvalida],
      [{ codigo: 'X', pontos: 1, usos: 1, expiraEm: '2026-02-30' }, M.expiracaoInvalida],
      [{ codigo: 'com espaço', pontos: 1, usos: 1 }, M.codigoFormato],
    ];
    for (const [corpo, erro] of casos) expect(await criarCodigo(corpo)).toMatchObject({ status: 400, corpo: { erro } });
    expect((await criarCodigo({ codigo: 'LIMITE', pontos: 1, usos: 1, expiraEm: '2999-12-31' })).status).toBe(201);
  });

  it('follows the roles: registration 1–2, list and report for the Códigos menu, none for members', async () => {
    expect((await criarCodigo({ codigo: 'MARCA', pontos: 1, usos: 1 }, marca)).status).toBe(403);
    expect((await criarCodigo({ codigo: 'OPERADOR1', pontos: 1, usos: 1 }, operador)).status).toBe(201);
    const membro = await amb.entrarLoja();
    expect((await amb.rest('GET', '/api/codigos-cadastro', { token: membro })).status).toBe(403);
    expect((await amb.rest('GET', '/api/pontuacoes-codigo', { token: membro })).status).toBe(403);
    expect((await amb.rest('GET', '/api/codigos-cadastro')).status).toBe(401);
  });

  it('GraphQL: create, edit, delete and the report', async () => {
    const campos = `resultado { id codigo pontos usos usosRealizados expiraEm } errosDeUsuario { campo mensagem }`;
    const g = await amb.gql(
      `mutation($i: CriarCodigoCadastroInput!) { criarCodigoCadastro(input: $i) { ${campos} } }`,
      { i: { codigo: 'gql1', pontos: 10, usos: 2 } },
      { token: admin },
    );
    const criado = g.data.criarCodigoCadastro.resultado;
    expect(criado).toMatchObject({ codigo: 'GQL1', pontos: 10, usos: 2, usosRealizados: 0, expiraEm: null });
    const ruim = await amb.gql(
      `mutation($i: AtualizarCodigoCadastroInput!) { atualizarCodigoCadastro(input: $i) { ${campos} } }`,
      { i: { id: criado.id, codigo: 'GQL1', pontos: 10, usos: 2, expiraEm: ontem() } },
      { token: admin },
    );
    expect(ruim.data.atualizarCodigoCadastro).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: M.expiracaoInvalida }] });
    const lista = await amb.gql(`{ codigosCadastro { codigo } }`, {}, { token: marca });
    expect(lista.data.codigosCadastro.map((c: { codigo: string }) => c.codigo)).toContain('GQL1');
    const excluido = await amb.gql(
      `mutation($i: ExcluirCodigoCadastroInput!) { excluirCodigoCadastro(input: $i) { resultado { mensagem } errosDeUsuario { campo } } }`,
      { i: { id: criado.id } },
      { token: admin },
    );
    expect(excluido.data.excluirCodigoCadastro).toEqual({ resultado: { mensagem: M.codigoExcluido }, errosDeUsuario: [] });
  });

  it('malformed input is refused at the door: 400 on REST, errosDeUsuario with the field on GraphQL; a well-formed unknown id is 404', async () => {
    expect(await amb.rest('PUT', '/api/codigos-cadastro/abc', { corpo: { codigo: 'X', pontos: 1, usos: 1 }, token: admin })).toEqual({
      status: 400,
      corpo: { erro: expect.stringMatching(/inválido$/), campo: 'id' },
    });
    expect(await amb.rest('DELETE', '/api/codigos-cadastro/0', { token: admin })).toMatchObject({ status: 400 });
    expect(await amb.rest('DELETE', '/api/codigos-cadastro/99999999999', { token: admin })).toEqual({ status: 404, corpo: { erro: M.codigoNaoEncontrado } });
    const g = await amb.gql(
      `mutation { criarCodigoCadastro(input: { codigo: "OK", pontos: 0, usos: 1 }) { resultado { id } errosDeUsuario { campo mensagem codigo } } }`,
      {},
      { token: admin },
    );
    expect(g.data.criarCodigoCadastro).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'pontos', mensagem: M.pontosMinimo, codigo: 'BAD_USER_INPUT' }] });
    const id = await amb.gql(
      `mutation { excluirCodigoCadastro(input: { id: "x1" }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      {},
      { token: admin },
    );
    expect(id.data.excluirCodigoCadastro).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'id', mensagem: expect.stringMatching(/inválido$/) }] });
  });
});

describe('Registration with a sign-up code', () => {
  it('credits the code’s points once through the ledger and lists the use in Pontos por código', async () => {
    await criarCodigo({ codigo: 'FEIRA2026', pontos: 250, usos: 3 });
    const r = await cadastrar({ codigo_cadastro: 'feira2026' });
    expect(r.status).toBe(201);
    expect(r.corpo.parceiro.saldoPontos).toBe(250);
    const [c] = await amb.ds.query(`SELECT usos_realizados FROM codigos_cadastro WHERE codigo = 'FEIRA2026'`);
    expect(c.usos_realizados).toBe(1);
    const movs = await amb.ds.query(`SELECT tipo, pontos::float FROM movimentos_pontos m JOIN parceiros p ON p.id = m.parceiro_id WHERE p.cpf = $1`, [
      r.corpo.parceiro.cpf,
    ]);
    expect(movs).toEqual([{ tipo: 'credito_codigo', pontos: 250 }]);
    const rel = await amb.rest('GET', '/api/pontuacoes-codigo?search=feira', { token: marca });
    expect(rel.corpo.rows).toEqual([
      expect.objectContaining({ codigo: 'FEIRA2026', pontos: 250, parceiro: { nome: 'Rita Indicada', cpf: r.corpo.parceiro.cpf } }),
    ]);
    const g = await amb.gql(`{ pontuacoesCodigo(input: { busca: "${r.corpo.parceiro.cpf}" }) { codigo pontos parceiro { cpf } } }`, {}, { token: admin });
    expect(g.data.pontuacoesCodigo).toEqual([{ codigo: 'FEIRA2026', pontos: 250, parceiro: { cpf: r.corpo.parceiro.cpf } }]);
    await esperarRazaoIntegro(amb.ds.manager);
  });

  it('refuses unknown, expired and exhausted codes, saving nothing', async () => {
    await criarCodigo({ codigo: 'VENCIDO', pontos: 10, usos: 5 });
    await amb.ds.query(`UPDATE codigos_cadastro SET expira_em = current_date - 3 WHERE codigo = 'VENCIDO'`);
    await criarCodigo({ codigo: 'UMUSO', pontos: 10, usos: 1 });
    expect((await cadastrar({ codigo_cadastro: 'UMUSO' })).status).toBe(201);
    const casos: [string, string][] = [
      ['NAOEXISTE', M.codigoNaoEncontrado],
      ['VENCIDO', M.codigoExpirado],
      ['UMUSO', M.codigoEsgotado],
    ];
    for (const [codigo, erro] of casos) {
      const dados = formulario({ codigo_cadastro: codigo });
      const r = await amb.rest('POST', '/api/parceiros', { corpo: dados, cabecalhos: ip() });
      expect(r).toEqual({ status: 400, corpo: { erro } });
      expect(await amb.ds.query(`SELECT 1 FROM parceiros WHERE cpf = $1`, [dados.cpf])).toEqual([]);
    }
    const g = await amb.gql(`mutation($i: CadastroParceiroInput!) { cadastrarParceiro(input: $i) { errosDeUsuario { mensagem } } }`, {
      i: { ...formulario(), codigoCadastro: 'VENCIDO', celular: '11987654321', endCep: '01310100', cnpjRevenda: LOJA_DEMO_1 },
    });
    expect(g.data.cadastrarParceiro.errosDeUsuario).toEqual([{ mensagem: M.codigoExpirado }]);
  });

  it('counts the last use under a lock: of two parallel registrations only one gets it', async () => {
    await criarCodigo({ codigo: 'ULTIMO', pontos: 40, usos: 1 });
    const rs = await Promise.all([cadastrar({ codigo_cadastro: 'ULTIMO' }), cadastrar({ codigo_cadastro: 'ULTIMO' })]);
    expect(rs.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(rs.find((r) => r.status === 400)!.corpo.erro).toBe(M.codigoEsgotado);
    const [c] = await amb.ds.query(`SELECT usos_realizados FROM codigos_cadastro WHERE codigo = 'ULTIMO'`);
    expect(c.usos_realizados).toBe(1);
  });
});

describe('Referrals', () => {
  const ITENS = [{ codigo: 'SW-ACRPF-BR-18L', qtde: 1, valorUnitario: 489.9 }];
  let n = 0;
  const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const venda = (cpf: string) =>
    amb.rest('POST', '/api/pontuacoes/pontuar', {
      corpo: { venda: { cpf, tipoFiscal: 'N', identificador: `IND${Date.now() % 100000}${++n}`, realizadoEm: hoje(), itens: ITENS } },
      token: admin,
    });

  it('records the referral, lists it only to its referrer and credits the referrer once on the first sale', async () => {
    const [carlos] = await amb.ds.query(`SELECT id, id_indicacao, saldo_pontos::float AS saldo FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const r = await cadastrar({ nome: 'Pedro Indicado', quemIndicou: carlos.id_indicacao.toLowerCase() });
    expect(r.status).toBe(201);
    expect(r.corpo.parceiro.idIndicacao).toMatch(/^SW[A-Z2-9]{8}$/);
    const token = await amb.entrarLoja();
    const codigo = await amb.rest('GET', '/api/indicacoes/meu-codigo', { token });
    expect(codigo.corpo).toEqual({ codigo: carlos.id_indicacao, link: expect.stringMatching(new RegExp(`/cadastrar\\?quemIndicou=${carlos.id_indicacao}$`)) });

    const antes = await amb.rest('GET', `/api/indicacoes/${carlos.id_indicacao}?sortField=nome&sortOrder=asc`, { token });
    const cpf: string = r.corpo.parceiro.cpf;
    const linha = antes.corpo.rows.find((l: { nome: string }) => l.nome === 'Pedro Indicado');
    expect(linha).toMatchObject({
      cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      celular: '11987654321',
      validado: false,
      plataforma: 'Indicado por Cadastro',
    });
    expect(antes.corpo.resumo).toEqual({ validas: 0, pontos: 0 });
    expect((await amb.rest('GET', '/api/indicacoes/JULIANA833', { token })).corpo.erro).toBe(M.indicacaoSomenteSua);
    expect((await amb.rest('GET', `/api/indicacoes/${carlos.id_indicacao}`, { token: `${r.corpo.token}|` })).status).toBe(404);
    expect((await amb.rest('GET', `/api/indicacoes/${carlos.id_indicacao}`, { token: admin })).status).toBe(403);

    // Two sales of the referred member committing at once: the referral turns valid once.
    const vendas = await Promise.all([venda(cpf), venda(cpf), venda(cpf)]);
    expect(vendas.map((v) => v.status)).toEqual([201, 201, 201]);
    const movs = await amb.ds.query(`SELECT pontos::float FROM movimentos_pontos WHERE parceiro_id = $1 AND tipo = 'credito_indicacao'`, [carlos.id]);
    expect(movs).toEqual([{ pontos: 500 }]);
    const [depois] = await amb.ds.query(`SELECT saldo_pontos::float AS saldo FROM parceiros WHERE id = $1`, [carlos.id]);
    expect(depois.saldo).toBe(carlos.saldo + 500);
    const g = await amb.gql(
      `query($c: String!) { indicacoes(input: { codigo: $c, ordenarPor: validado, direcao: DESC }) { total temProxima itens { nome validado } } resumoIndicacoes { validas pontos } }`,
      { c: carlos.id_indicacao },
      { token },
    );
    expect(g.data.resumoIndicacoes).toEqual({ validas: 1, pontos: 500 });
    expect(g.data.indicacoes.itens[0]).toEqual({ nome: 'Pedro Indicado', validado: true });
    expect(g.data.indicacoes.temProxima).toBe(false);
    await esperarRazaoIntegro(amb.ds.manager);
  });

  it('a blank code is refused at the door: 400 on REST, BAD_USER_INPUT naming the field on GraphQL', async () => {
    const token = await amb.entrarLoja();
    expect(await amb.rest('GET', '/api/indicacoes/%20', { token })).toEqual({
      status: 400,
      corpo: { erro: 'Código de indicação obrigatório', campo: 'referralCode' },
    });
    const g = await amb.gql(`{ indicacoes(input: { codigo: " " }) { total } }`, {}, { token });
    expect(g.codigo).toBe('BAD_USER_INPUT');
    expect(g.errors![0].extensions).toMatchObject({ campo: 'codigo' });
    expect(g.mensagem).toBe('Código de indicação obrigatório');
  });

  it('free text in quemIndicou that is no member’s code records no referral', async () => {
    const r = await cadastrar({ quemIndicou: 'minha vizinha' });
    expect(r.status).toBe(201);
    expect(await amb.ds.query(`SELECT 1 FROM indicacoes i JOIN parceiros p ON p.id = i.indicado_id WHERE p.cpf = $1`, [r.corpo.parceiro.cpf])).toEqual([]);
  });
});
