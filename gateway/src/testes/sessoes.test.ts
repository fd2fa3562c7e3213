import { AmbienteDeTeste } from '../testing/ambiente';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2, SENHA_DEMO } from '../seed/demo';
import { cpfDe } from '../seed/gerador';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

describe('POST /api/sessoes/usuario', () => {
  it('signs in with a masked or bare CPF and never returns the password hash', async () => {
    for (const cpf of ['300.000.003-88', '30000000388']) {
      const r = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf, senha: SENHA_DEMO } });
      expect(r.status).toBe(200);
      expect(r.corpo.token).toMatch(/^[\w-]{40,}$/);
      expect(r.corpo.usuario).toMatchObject({ nome: 'Adriana Administradora', cpf: '30000000388', permissao: 2 });
      expect(r.corpo.redesAntifraude).toEqual([]);
      expect(JSON.stringify(r.corpo)).not.toMatch(/senha|argon2/i);
    }
  });

  it('stores only a hash of the token', async () => {
    const r = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '20000000299', senha: SENHA_DEMO } });
    const [linha] = await amb.ds.query(`SELECT count(*)::int AS n FROM sessoes WHERE token_hash = $1`, [r.corpo.token]);
    expect(linha.n).toBe(0);
  });

  it('refuses a wrong password, an unknown CPF and an invalid CPF with a Portuguese erro', async () => {
    const errada = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '10000000108', senha: 'errada123' } });
    expect(errada).toEqual({ status: 400, corpo: { erro: 'CPF ou senha inválidos.' } });
    const desconhecido = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '52998224725', senha: 'qualquer coisa' } });
    expect(desconhecido).toEqual({ status: 400, corpo: { erro: 'CPF ou senha inválidos.' } });
    const invalido = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '123', senha: 'x' } });
    expect(invalido).toEqual({ status: 400, corpo: { erro: 'CPF não é válido', campo: 'cpf' } });
  });

  it('answers 400 with erro to malformed bodies, never 500', async () => {
    for (const bruto of ['{quebrado', '[]', '"texto"', 'null']) {
      const r = await amb.rest('POST', '/api/sessoes/usuario', { bruto });
      expect(r.status).toBe(400);
      expect(r.corpo.erro).toEqual(expect.any(String));
    }
    const tipos = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: { $ne: 1 }, senha: ['a'] } });
    expect(tipos.status).toBe(400);
  });
});

describe('one input schema: field problems name the field, a refused sign-in stays an error', () => {
  it('REST: a missing or invalid CPF and a missing password → 400 with the message and campo', async () => {
    for (const caminho of ['/api/sessoes/usuario', '/api/sessoes/parceiro']) {
      expect(await amb.rest('POST', caminho, { corpo: { senha: 'x' } })).toEqual({ status: 400, corpo: { erro: 'CPF obrigatório', campo: 'cpf' } });
      expect(await amb.rest('POST', caminho, { corpo: { cpf: '123', senha: 'x' } })).toEqual({
        status: 400,
        corpo: { erro: 'CPF não é válido', campo: 'cpf' },
      });
      expect(await amb.rest('POST', caminho, { corpo: { cpf: '52998224725', senha: ['a'] } })).toEqual({
        status: 400,
        corpo: { erro: 'Senha obrigatório', campo: 'senha' },
      });
    }
  });

  it('GraphQL: the same problems in errosDeUsuario; wrong credentials keep extensions.code', async () => {
    const m = `mutation($input: EntrarUsuarioInput!) { entrarUsuario(input: $input) { resultado { token } errosDeUsuario { campo mensagem codigo } } }`;
    const semCpf = await amb.gql(m, { input: { cpf: '', senha: 'x' } });
    expect(semCpf.data.entrarUsuario).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'cpf', mensagem: 'CPF obrigatório', codigo: 'BAD_USER_INPUT' }] });
    const semSenha = await amb.gql(
      `mutation { entrarParceiro(input: { cpf: "52998224725", senha: "" }) { resultado { token } errosDeUsuario { campo mensagem } } }`,
    );
    expect(semSenha.data.entrarParceiro.errosDeUsuario).toEqual([{ campo: 'senha', mensagem: 'Senha obrigatório' }]);
    const errada = await amb.gql(m, { input: { cpf: '52998224725', senha: 'nao-e-essa' } }, { cabecalhos: { 'x-forwarded-for': '10.3.0.1' } });
    expect(errada.codigo).toBe('BAD_USER_INPUT');
    expect(errada.errors?.[0].message).toBe('CPF ou senha inválidos.');
    const longa = await amb.gql(m, { input: { cpf: '52998224725', senha: 'x'.repeat(129) } });
    expect(longa.errors?.[0].message).toBe('CPF ou senha inválidos.');
  });
});

describe('throttling', () => {
  it('answers 429 after 10 failures for one CPF within the window, even with the right password', async () => {
    const cpf = '50000000566';
    const ip = { 'x-forwarded-for': '10.1.1.1' };
    for (let i = 0; i < 10; i++) {
      const r = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf, senha: `errada-${i}` }, cabecalhos: ip });
      expect(r.status).toBe(400);
    }
    const bloqueado = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf, senha: SENHA_DEMO }, cabecalhos: { 'x-forwarded-for': '10.1.1.2' } });
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.corpo.erro).toMatch(/Muitas tentativas/);
    // The window passing lifts the block.
    await amb.ds.query(`UPDATE tentativas_login SET criado_em = now() - interval '16 minutes' WHERE cpf = $1`, [cpf]);
    const depois = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf, senha: SENHA_DEMO }, cabecalhos: ip });
    expect(depois.status).toBe(200);
  });

  // One address is many phones behind a carrier's NAT: it is held back for every CPF only when it
  // fails for more than LOGIN_MAX_CPFS_ENDERECO (20) distinct CPFs (tentativas-login.test.ts).
  it('answers 429 to an address that failed for more than 20 CPFs', async () => {
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    for (let i = 0; i < 21; i++) {
      await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: cpfDe(900000 + i), senha: `x-${i}-errada` }, cabecalhos: ip });
    }
    const r = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_1, senha: SENHA_DEMO }, cabecalhos: ip });
    expect(r.status).toBe(429);
    const outroIp = await amb.rest('POST', '/api/sessoes/parceiro', {
      corpo: { cpf: PARCEIRO_DEMO_1, senha: SENHA_DEMO },
      cabecalhos: { 'x-forwarded-for': '10.9.9.10' },
    });
    expect(outroIp.status).toBe(200);
  });

  it('the GraphQL door counts the same failures', async () => {
    const cpf = '60000000655';
    for (let i = 0; i < 10; i++) {
      await amb.gql(
        `mutation($cpf: String!) { entrarUsuario(input: { cpf: $cpf, senha: "errada-senha" }) { resultado { token } } }`,
        { cpf },
        { cabecalhos: { 'x-forwarded-for': `10.2.0.${i}` } },
      );
    }
    const r = await amb.gql(
      `mutation($cpf: String!) { entrarUsuario(input: { cpf: $cpf, senha: "${SENHA_DEMO}" }) { resultado { token } } }`,
      { cpf },
      { cabecalhos: { 'x-forwarded-for': '10.2.1.1' } },
    );
    expect(r.codigo).toBe('TOO_MANY_REQUESTS');
  });
});

describe('tokens', () => {
  it('401 for a missing, revoked, idle or expired token', async () => {
    expect((await amb.rest('GET', '/api/dashboard')).status).toBe(401);
    expect((await amb.rest('GET', '/api/dashboard', { token: '|naoexiste' })).status).toBe(401);

    const sair = await amb.entrarPainel(1);
    expect((await amb.rest('GET', '/api/dashboard', { token: sair })).status).toBe(200);
    expect((await amb.rest('DELETE', '/api/sessoes', { token: sair })).status).toBe(200);
    const revogado = await amb.rest('GET', '/api/dashboard', { token: sair });
    expect(revogado).toEqual({ status: 401, corpo: { erro: 'Sua sessão expirou. Entre novamente.' } });

    const ocioso = await amb.entrarPainel(1);
    await amb.ds.query(`UPDATE sessoes SET ultimo_uso_em = now() - interval '9 hours' WHERE id = (SELECT max(id) FROM sessoes)`);
    expect((await amb.rest('GET', '/api/dashboard', { token: ocioso })).status).toBe(401);

    const vencido = await amb.entrarPainel(1);
    await amb.ds.query(`UPDATE sessoes SET expira_em = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessoes)`);
    expect((await amb.rest('GET', '/api/dashboard', { token: vencido })).status).toBe(401);
  });

  it('honours both halves: AppLocation decides which one acts', async () => {
    const painel = (await amb.entrarPainel(2)).slice(1);
    const loja = (await amb.entrarLoja()).slice(0, -1);
    const ambos = `${loja}|${painel}`;
    const noPainel = await amb.rest('GET', '/api/dashboard', { token: ambos, cabecalhos: { AppLocation: 'http://localhost:4000/painel/dashboard' } });
    expect(noPainel.status).toBe(200);
    const naLoja = await amb.rest('GET', '/api/dashboard', { token: ambos, cabecalhos: { AppLocation: 'http://localhost:4000/home' } });
    expect(naLoja.status).toBe(403);
    const eu = await amb.rest('GET', '/api/parceiros/eu', { token: ambos, cabecalhos: { AppLocation: 'http://localhost:4000/home' } });
    expect(eu.corpo.cpf).toBe(PARCEIRO_DEMO_1);
  });
});

describe('POST /api/sessoes/parceiro', () => {
  it('signs the member in, records the access and returns the store scoring type', async () => {
    await amb.ds.query(`UPDATE parceiros SET ultimo_acesso_em = NULL WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
    const r = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: '800.000.008-33', senha: SENHA_DEMO } });
    expect(r.status).toBe(200);
    expect(r.corpo.parceiro).toMatchObject({ cpf: PARCEIRO_DEMO_2, aceitouRegulamento: false, revenda: { cnpj: '44555666000181', tipoPontuacao: 2 } });
    expect(JSON.stringify(r.corpo)).not.toMatch(/senha|googleAuthId/i);
    const [p] = await amb.ds.query(`SELECT ultimo_acesso_em FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
    expect(p.ultimo_acesso_em).not.toBeNull();
  });

  it('refuses an inactive member with the contract message, after checking the password', async () => {
    const [p] = await amb.ds.query(`SELECT cpf FROM parceiros WHERE NOT ativo LIMIT 1`);
    const errada = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: p.cpf, senha: 'nao-e-essa' } });
    expect(errada.corpo.erro).toBe('CPF ou senha inválidos.');
    const certa = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: p.cpf, senha: SENHA_DEMO } });
    expect(certa).toEqual({ status: 403, corpo: { erro: 'Parceiro não tem permissão para acessar a loja.' } });
  });

  it('a member deactivated while signed in loses the session', async () => {
    const token = await amb.entrarLoja(PARCEIRO_DEMO_2);
    await amb.ds.query(`UPDATE parceiros SET ativo = false WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token })).status).toBe(401);
    await amb.ds.query(`UPDATE parceiros SET ativo = true WHERE cpf = $1`, [PARCEIRO_DEMO_2]);
  });

  it('GraphQL: entrarParceiro and sair', async () => {
    const r = await amb.gql(
      `mutation { entrarParceiro(input: { cpf: "700.000.007-44", senha: "${SENHA_DEMO}" }) { resultado { token parceiro { nome saldoPontos revenda { resgateLiberado } } } } }`,
    );
    expect(r.data.entrarParceiro.resultado.parceiro).toMatchObject({ nome: 'Carlos Eduardo Pereira', revenda: { resgateLiberado: true } });
    expect(r.data.entrarParceiro.resultado.parceiro.saldoPontos).toMatch(/^\d{4,}\.\d{2}$/);
    const token = `${r.data.entrarParceiro.resultado.token}|`;
    expect((await amb.gql(`mutation { sair }`, {}, { token })).data.sair).toBe(true);
    expect((await amb.gql(`{ meuParceiro { id } }`, {}, { token })).codigo).toBe('UNAUTHENTICATED');
  });
});
