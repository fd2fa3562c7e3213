import { AmbienteDeTeste } from '../testing/ambiente';
import { LOJA_DEMO_1, LOJA_DEMO_2, PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

// Each test speaks from its own address, so the per-address throttle of one does not touch another.
let ipSeq = 0;
const novoIp = () => ({ 'x-forwarded-for': `10.7.0.${++ipSeq}` });

let cpfSeq = 990000000;
function formulario(extra: Record<string, unknown> = {}) {
  return {
    cnpjRevenda: LOJA_DEMO_1,
    nome: 'Maria Visitante',
    cpf: cpfDe(++cpfSeq),
    email: 'maria@exemplo.com.br',
    celular: '(11) 98765-4321',
    dataNascimento: '1990-05-20',
    sexo: 'F',
    endCep: '01310-100',
    endRua: 'Avenida Paulista',
    endNumero: '1000',
    endBairro: 'Bela Vista',
    endCidade: 'São Paulo',
    endEstado: 'SP',
    senha: 'frase secreta boa',
    confirmarSenha: 'frase secreta boa',
    aceitouPoliticaPrivacidade: true,
    quemIndicou: 'IND00001',
    ...extra,
  };
}

describe('POST /api/parceiros without a panel token (self-registration)', () => {
  it('registers, signs the member in and audits, with the terms still to accept', async () => {
    const dados = formulario();
    const r = await amb.rest('POST', '/api/parceiros', { corpo: dados, cabecalhos: novoIp() });
    expect(r.status).toBe(201);
    expect(r.corpo.token).toMatch(/^[\w-]{40,}$/);
    expect(r.corpo.parceiro).toMatchObject({ cpf: dados.cpf, nome: 'Maria Visitante', aceitouRegulamento: false, ativo: true, cnpjRevenda: LOJA_DEMO_1 });
    expect(JSON.stringify(r.corpo)).not.toMatch(/senha|argon2/i);
    const eu = await amb.rest('GET', '/api/parceiros/eu', { token: `${r.corpo.token}|` });
    expect(eu.status).toBe(200);
    expect(eu.corpo.cpf).toBe(dados.cpf);
    const login = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: dados.cpf, senha: dados.senha } });
    expect(login.status).toBe(200);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'parceiro.cadastrar' AND parametros->>'cpf' = $1`, [dados.cpf]);
    expect(log.parametros).toMatchObject({ quemIndicou: 'IND00001', codigoCadastro: null });
    const [p] = await amb.ds.query(`SELECT quem_indicou FROM parceiros WHERE cpf = $1`, [dados.cpf]);
    expect(p.quem_indicou).toBe('IND00001');
  });

  it('accepts the store by id (the store’s own link)', async () => {
    const [loja] = await amb.ds.query(`SELECT id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
    const r = await amb.rest('POST', '/api/parceiros', { corpo: formulario({ cnpjRevenda: undefined, idRevenda: loja.id }), cabecalhos: novoIp() });
    expect(r.status).toBe(201);
    expect(r.corpo.parceiro.revenda.id).toBe(loja.id);
  });

  it('reports the first problem with the contract messages and saves nothing', async () => {
    const ip = novoIp();
    const casos: [Record<string, unknown>, string][] = [
      [{ sexo: '' }, 'Sexo obrigatório'],
      [{ aceitouPoliticaPrivacidade: false }, 'Você deve aceitar a politica de privacidade'],
      [{ cnpjRevenda: '' }, 'Selecione uma revenda.'],
      [{ nome: '' }, 'Nome obrigatório'],
      [{ cpf: '111.111.111-11' }, 'CPF não é válido'],
      [{ confirmarSenha: 'outra coisa' }, 'Senhas não conferem'],
      [{ senha: 'curta', confirmarSenha: 'curta' }, 'A senha deve ter ao menos 8 caracteres.'],
      [{ senha: '12345678', confirmarSenha: '12345678' }, 'Esta senha é muito comum. Escolha outra.'],
      [{ celular: '1199' }, 'Celular inválido'],
      [{ cnpjRevenda: '00.000.000/0001-91' }, 'Loja não encontrada.'],
    ];
    for (const [mudanca, erro] of casos) {
      const r = await amb.rest('POST', '/api/parceiros', { corpo: formulario(mudanca), cabecalhos: { 'x-forwarded-for': `10.8.0.${++ipSeq}` } });
      expect(`${JSON.stringify(mudanca)} → ${r.status} ${r.corpo.erro}`).toBe(`${JSON.stringify(mudanca)} → 400 ${erro}`);
    }
    const cpf = cpfDe(++cpfSeq);
    const propria = await amb.rest('POST', '/api/parceiros', { corpo: formulario({ cpf, senha: cpf, confirmarSenha: cpf }), cabecalhos: ip });
    expect(propria.corpo.erro).toBe('A senha não pode ser o seu CPF.');
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM parceiros WHERE cpf = $1`, [cpf]);
    expect(n).toBe(0);
  });

  it('refuses members under 18, a CPF already registered (409) and an inactive store', async () => {
    const menor = await amb.rest('POST', '/api/parceiros', {
      corpo: formulario({ dataNascimento: `${new Date().getFullYear() - 10}0101` }),
      cabecalhos: novoIp(),
    });
    expect(menor.status).toBe(400);
    expect(menor.corpo.erro).toMatch(/18/);
    const dup = await amb.rest('POST', '/api/parceiros', { corpo: formulario({ cpf: PARCEIRO_DEMO_1 }), cabecalhos: novoIp() });
    expect(dup).toEqual({ status: 409, corpo: { erro: 'Vendedor Loja já cadastrado' } });
    await amb.ds.query(`UPDATE revendas SET ativo = false WHERE cnpj = $1`, [LOJA_DEMO_2]);
    try {
      const inativa = await amb.rest('POST', '/api/parceiros', { corpo: formulario({ cnpjRevenda: LOJA_DEMO_2 }), cabecalhos: novoIp() });
      expect(inativa.status).toBe(400);
      expect(inativa.corpo.erro).toBe('A loja está inativa: não é possível vincular vendedores a ela.');
    } finally {
      await amb.ds.query(`UPDATE revendas SET ativo = true WHERE cnpj = $1`, [LOJA_DEMO_2]);
    }
  });

  it('answers 400 with erro to malformed bodies', async () => {
    for (const bruto of ['{quebrado', '[]', 'null']) {
      const r = await amb.rest('POST', '/api/parceiros', { bruto, cabecalhos: novoIp() });
      expect(r.status).toBe(400);
      expect(r.corpo.erro).toEqual(expect.any(String));
    }
  });

  it('is throttled per address (429 after the login limit)', async () => {
    const ip = novoIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await amb.rest('POST', '/api/parceiros', { corpo: { sexo: '' }, cabecalhos: ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const outro = await amb.rest('POST', '/api/parceiros', { corpo: { sexo: '' }, cabecalhos: novoIp() });
    expect(outro.status).toBe(400);
  });

  it('keeps the staff registration for panel tokens (roles without it get 403)', async () => {
    const dados = formulario();
    const admin = await amb.rest('POST', '/api/parceiros', { token: await amb.entrarPainel(2), corpo: dados });
    expect(admin.status).toBe(201);
    expect(admin.corpo.token).toBeUndefined();
    expect(admin.corpo.cpf).toBe(dados.cpf);
    const auditor = await amb.rest('POST', '/api/parceiros', { token: await amb.entrarPainel(4), corpo: formulario() });
    expect(auditor.status).toBe(403);
  });
});

describe('public reads leak no personal data', () => {
  it('GET /api/parceiros?cpf answers only {existe}', async () => {
    const ip = novoIp();
    expect(await amb.rest('GET', `/api/parceiros?cpf=${PARCEIRO_DEMO_1}`, { cabecalhos: ip })).toEqual({ status: 200, corpo: { existe: true } });
    expect(await amb.rest('GET', `/api/parceiros?cpf=${cpfDe(123456789)}`, { cabecalhos: ip })).toEqual({ status: 200, corpo: { existe: false } });
    expect(await amb.rest('GET', '/api/parceiros?cpf=123', { cabecalhos: ip })).toEqual({ status: 400, corpo: { erro: 'CPF não é válido', campo: 'cpf' } });
    const semCpf = await amb.rest('GET', '/api/parceiros', { cabecalhos: ip });
    expect(semCpf.status).toBe(400);
    const staff = await amb.rest('GET', `/api/parceiros?cpf=${PARCEIRO_DEMO_1}`, { token: await amb.entrarPainel(2) });
    expect(staff.corpo.parceiros[0].cpf).toBe(PARCEIRO_DEMO_1);
  });

  it('GET /api/revendas and /api/revendas/{id} answer only id, name (and CNPJ in the picker) of active stores', async () => {
    const lista = await amb.rest('GET', '/api/revendas?page=1&perPage=10', { cabecalhos: novoIp() });
    expect(lista.status).toBe(200);
    expect(Object.keys(lista.corpo)).toEqual(['revendas']);
    expect(lista.corpo.revendas.length).toBeGreaterThan(0);
    for (const r of lista.corpo.revendas) expect(Object.keys(r).sort()).toEqual(['cnpj', 'id', 'nomeFantasia']);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM revendas WHERE ativo`);
    expect(lista.corpo.revendas).toHaveLength(n);
    const [loja] = await amb.ds.query(`SELECT id, nome_fantasia FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
    expect(await amb.rest('GET', `/api/revendas/${loja.id}`)).toEqual({ status: 200, corpo: { revenda: { id: loja.id, nomeFantasia: loja.nome_fantasia } } });
    expect((await amb.rest('GET', '/api/revendas/999999')).status).toBe(404);
    expect((await amb.rest('GET', '/api/revendas/abc')).status).toBe(400);
    const staff = await amb.rest('GET', `/api/revendas/${loja.id}`, { token: await amb.entrarPainel(2) });
    expect(staff.corpo.revenda.cnpj).toBe(LOJA_DEMO_1);
  });
});

describe('GraphQL', () => {
  it('cadastrarParceiro, cpfCadastrado, revendasPublicas and revendaPublica', async () => {
    const ip = novoIp();
    const { senha, confirmarSenha, aceitouPoliticaPrivacidade, ...resto } = formulario();
    const input = { ...resto, senha, confirmarSenha, aceitouPoliticaPrivacidade };
    const cadastrar = `mutation($i: CadastroParceiroInput!) { cadastrarParceiro(input: $i) { resultado { token parceiro { cpf aceitouRegulamento } } errosDeUsuario { campo mensagem } } }`;
    const r = await amb.gql(cadastrar, { i: input }, { cabecalhos: ip });
    expect(r.errors).toBeUndefined();
    expect(r.data.cadastrarParceiro.resultado.parceiro).toEqual({ cpf: resto.cpf, aceitouRegulamento: false });
    expect(r.data.cadastrarParceiro.errosDeUsuario).toEqual([]);
    // A CPF already registered is a conflict, not a field of the form: it stays an error with its code.
    const dup = await amb.gql(cadastrar, { i: input }, { cabecalhos: ip });
    expect(dup).toMatchObject({ codigo: 'CONFLICT', mensagem: 'Vendedor Loja já cadastrado' });
    const ruim = await amb.gql(cadastrar, { i: { ...input, confirmarSenha: 'x' } }, { cabecalhos: ip });
    expect(ruim.data.cadastrarParceiro).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'confirmarSenha', mensagem: 'Senhas não conferem' }] });
    // A required field is non-null in CadastroParceiroInput; sent blank, it gets the form's message, as on REST.
    const semSexo = await amb.gql(cadastrar, { i: { ...input, sexo: '' } }, { cabecalhos: ip });
    expect(semSexo.data.cadastrarParceiro.errosDeUsuario).toEqual([{ campo: 'sexo', mensagem: 'Sexo obrigatório' }]);
    const { sexo: _sexo, ...semCampo } = input;
    const ausente = await amb.gql(cadastrar, { i: semCampo }, { cabecalhos: ip });
    expect(ausente.errors?.[0]?.message).toMatch(/sexo/);
    const existe = await amb.gql(`query($c: String!) { cpfCadastrado(cpf: $c) }`, { c: resto.cpf }, { cabecalhos: ip });
    expect(existe.data.cpfCadastrado).toBe(true);
    const lojas = await amb.gql(`{ revendasPublicas { id nomeFantasia cnpj } }`);
    expect(lojas.data.revendasPublicas.length).toBeGreaterThan(0);
    const primeira = lojas.data.revendasPublicas[0];
    expect(primeira.id).toEqual(expect.stringMatching(/^\d+$/));
    const uma = await amb.gql(`query($id: ID!) { revendaPublica(id: $id) { nomeFantasia } }`, { id: primeira.id });
    expect(uma.data.revendaPublica.nomeFantasia).toBe(primeira.nomeFantasia);
    // A store that is not there (or not active) is null, and its siblings still answer.
    const nenhuma = await amb.gql(`{ revendaPublica(id: "999999") { nomeFantasia } revendasPublicas { id } }`);
    expect(nenhuma.data.revendaPublica).toBeNull();
    expect(nenhuma.data.revendasPublicas.length).toBe(lojas.data.revendasPublicas.length);
    // The store's own link sends its id as text.
    const pelaLoja = formulario();
    const { cnpjRevenda: _cnpj, ...semCnpj } = pelaLoja;
    const viaLink = await amb.gql(cadastrar, { i: { ...semCnpj, idRevenda: primeira.id } }, { cabecalhos: novoIp() });
    expect(viaLink.data.cadastrarParceiro.errosDeUsuario).toEqual([]);
  });
});
