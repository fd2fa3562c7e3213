import { AmbienteDeTeste } from '../testing/ambiente';
import { SENHA_DEMO } from '../seed/demo';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

describe('Meu Perfil: PUT /api/usuarios', () => {
  it('changes the name, leaves the password when both are blank, and answers without a password', async () => {
    const token = await amb.entrarPainel(0);
    const r = await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: 'Bianca Souza', senha: '', senhaAntiga: '' } });
    expect(r).toEqual({ status: 200, corpo: { nome: 'Bianca Souza' } });
    const login = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '10000000108', senha: SENHA_DEMO } });
    expect(login.corpo.usuario.nome).toBe('Bianca Souza');
    const [log] = await amb.ds.query(`SELECT tipo, responsavel_nome, parametros FROM logs WHERE tipo = 'usuario.perfil' ORDER BY id DESC LIMIT 1`);
    expect(log).toMatchObject({ responsavel_nome: 'Bianca Marca', parametros: { nome: 'Bianca Souza', senhaAlterada: false } });
  });

  it('needs the right current password to set a new one, and applies the password rules', async () => {
    const token = await amb.entrarPainel(5);
    const semAtual = await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: 'Pedro', senha: 'nova senha longa' } });
    expect(semAtual).toEqual({ status: 400, corpo: { erro: 'Informe a senha atual para alterar a senha.' } });
    const errada = await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: 'Pedro', senha: 'nova senha longa', senhaAntiga: 'errada!!' } });
    expect(errada.corpo.erro).toBe('Senha atual incorreta.');
    const curta = await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: 'Pedro', senha: 'curta', senhaAntiga: SENHA_DEMO } });
    expect(curta.corpo.erro).toMatch(/8 caracteres/);
    const comum = await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: 'Pedro', senha: '12345678', senhaAntiga: SENHA_DEMO } });
    expect(comum.corpo.erro).toMatch(/comum/);
    const semNome = await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: '  ' } });
    expect(semNome.corpo.erro).toBe('Nome obrigatório');
  });

  it('a new password works, the old one stops working, and other sessions end', async () => {
    const outra = await amb.entrarPainel(3);
    const token = await amb.entrarPainel(3);
    const r = await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: 'Vitor Vendedor', senha: 'uma frase bem longa', senhaAntiga: SENHA_DEMO } });
    expect(r.status).toBe(200);
    expect((await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '40000000477', senha: SENHA_DEMO } })).status).toBe(400);
    expect((await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '40000000477', senha: 'uma frase bem longa' } })).status).toBe(200);
    expect((await amb.rest('GET', '/api/dashboard', { token })).status).toBe(200);
    expect((await amb.rest('GET', '/api/dashboard', { token: outra })).status).toBe(401);
  });

  it('GraphQL: eu and atualizarMeuPerfil', async () => {
    const token = await amb.entrarPainel(4);
    const eu = await amb.gql(`{ eu { nome cpf email permissao } }`, {}, { token });
    expect(eu.data.eu).toMatchObject({ cpf: '50000000566', permissao: 4 });
    const MUTACAO = `mutation($i: AtualizarMeuPerfilInput!) { atualizarMeuPerfil(input: $i) { resultado { nome } errosDeUsuario { campo mensagem } } }`;
    const r = await amb.gql(MUTACAO, { i: { nome: 'Aurora Lima' } }, { token });
    expect(r.data.atualizarMeuPerfil).toEqual({ resultado: { nome: 'Aurora Lima' }, errosDeUsuario: [] });
    const falha = await amb.gql(MUTACAO, { i: { nome: 'X', senha: 'outra senha boa', senhaAntiga: 'nao' } }, { token });
    expect(falha.data.atualizarMeuPerfil).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: 'Senha atual incorreta.' }] });
    const vazio = await amb.gql(MUTACAO, { i: { nome: '  ' } }, { token });
    expect(vazio.data.atualizarMeuPerfil.errosDeUsuario).toEqual([{ campo: 'nome', mensagem: 'Nome obrigatório' }]);
    // A REST body that is not an object is refused as a whole; a bad field names itself.
    expect(await amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: 'Aurora', senha: 12 } })).toEqual({
      status: 400,
      corpo: { erro: 'Senha inválida', campo: 'senha' },
    });
  });
});

describe('Cadastrar Administrador: POST /api/usuarios', () => {
  const novo = { nome: 'Nova Operadora', email: 'nova@exemplo.com.br', cpf: '529.982.247-25', senha: 'senha forte demais', permissao: 1 };

  it('validates with the contract messages', async () => {
    const token = await amb.entrarPainel(2);
    const casos: [Record<string, unknown>, string][] = [
      [{ ...novo, nome: '' }, 'Nome obrigatório'],
      [{ ...novo, cpf: '' }, 'CPF obrigatório'],
      [{ ...novo, cpf: '111.111.111-11' }, 'CPF não é válido'],
      [{ ...novo, email: '' }, 'Email obrigatório'],
      [{ ...novo, email: 'sem-arroba' }, 'Email inválido'],
      [{ ...novo, senha: '' }, 'Senha obrigatório'],
      [{ ...novo, permissao: '' }, 'Permisão obrigatório'],
      [{ ...novo, permissao: 9 }, 'Permissão inválida'],
      [{ ...novo, permissao: 3 }, 'Selecione ao menos uma loja'],
      [{ ...novo, permissao: 3, idRevendasPermitidas: '99999' }, 'Loja não encontrada.'],
    ];
    for (const [corpo, erro] of casos) {
      const r = await amb.rest('POST', '/api/usuarios', { token, corpo });
      expect({ corpo, r: r.corpo.erro }).toEqual({ corpo, r: erro });
      expect(r.status).toBe(400);
    }
  });

  it('creates a user (digits-only CPF), refuses a duplicate, and records it', async () => {
    const token = await amb.entrarPainel(2);
    const r = await amb.rest('POST', '/api/usuarios', { token, corpo: { ...novo, permissao: 3, idRevendasPermitidas: '1,2' } });
    expect(r.status).toBe(201);
    expect(r.corpo).toMatchObject({ nome: 'Nova Operadora', cpf: '52998224725', permissao: 3, idRevendasPermitidas: '1,2' });
    const dup = await amb.rest('POST', '/api/usuarios', { token, corpo: novo });
    expect(dup).toEqual({ status: 409, corpo: { erro: 'Usuário já cadastrado' } });
    const busca = await amb.rest('GET', '/api/usuarios?cpf=529.982.247-25', { token });
    expect(busca.corpo.usuarios).toHaveLength(1);
    expect(JSON.stringify(busca.corpo)).not.toMatch(/senha/i);
    const login = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: '52998224725', senha: novo.senha } });
    expect(login.status).toBe(200);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'usuario.criar' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toMatchObject({ cpf: '52998224725', permissao: 3 });
    expect(JSON.stringify(log.parametros)).not.toMatch(/senha forte/);
  });

  it('an Operator cannot create an Administrator; other roles cannot create users', async () => {
    const operador = await amb.entrarPainel(1);
    const r = await amb.rest('POST', '/api/usuarios', { token: operador, corpo: { ...novo, cpf: '11144477735', permissao: 2 } });
    expect(r).toEqual({ status: 403, corpo: { erro: 'Você não pode conceder esta permissão.' } });
    const marca = await amb.entrarPainel(0);
    expect((await amb.rest('POST', '/api/usuarios', { token: marca, corpo: novo })).status).toBe(403);
  });

  it('GraphQL: criarUsuario and usuarios(cpf)', async () => {
    const token = await amb.entrarPainel(1);
    const MUTACAO = `mutation($i: CriarUsuarioInput!) { criarUsuario(input: $i) { resultado { id cpf permissao } errosDeUsuario { campo mensagem } } }`;
    const r = await amb.gql(MUTACAO, { i: { ...novo, cpf: '935.411.347-80', permissao: 4 } }, { token });
    expect(r.data.criarUsuario.resultado).toMatchObject({ cpf: '93541134780', permissao: 4 });
    expect(typeof r.data.criarUsuario.resultado.id).toBe('string');
    const cpfRuim = await amb.gql(MUTACAO, { i: { ...novo, cpf: '111.111.111-12' } }, { token });
    expect(cpfRuim.data.criarUsuario).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'cpf', mensagem: 'CPF não é válido' }] });
    const lista = await amb.gql(`{ usuarios(input: { cpf: "93541134780" }) { nome } }`, {}, { token });
    expect(lista.data.usuarios).toEqual([{ nome: 'Nova Operadora' }]);
  });
});
