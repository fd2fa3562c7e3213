import { MENSAGENS, Permissao } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { SmtpFalso } from '../testing/smtp-falso';
import { cpfDe } from '../seed/gerador';
import { LOJA_DEMO_1, LOJA_DEMO_2, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';

/**
 * Administradores: list, edit, deactivate/reactivate and password reset of panel users,
 * through REST and GraphQL — who reaches whom (the grant table), the self rules, the sessions that
 * end, the sign-in of a deactivated user and the audit log.
 */
let amb: AmbienteDeTeste;
let smtp: SmtpFalso;
const tokens: Record<number, string> = {};
let loja1: { id: number; rede_id: number };
let loja2: { id: number; rede_id: number };
const idDemo: Record<number, number> = {};
beforeAll(async () => {
  smtp = await SmtpFalso.iniciar();
  amb = await AmbienteDeTeste.criar({ SMTP_URL: smtp.url });
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  for (const u of USUARIOS_DEMO) [{ id: idDemo[u.permissao] }] = await amb.ds.query(`SELECT id FROM usuarios WHERE cpf = $1`, [u.cpf]);
  [loja1] = await amb.ds.query(`SELECT id, rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
  [loja2] = await amb.ds.query(`SELECT id, rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_2]);
});
afterAll(async () => {
  await amb.fechar();
  await smtp.fechar();
});

let sequencia = 0;
const SENHA = 'uma senha comprida';
/** A fresh panel user created by role 2; returns its id, CPF and e-mail. */
async function criarUsuario(permissao: number, extra: Record<string, unknown> = {}) {
  const n = ++sequencia;
  const corpo = {
    nome: `Gestão Pessoa ${n}`,
    email: `gestao${n}@exemplo.com.br`,
    cpf: cpfDe(910000000 + n * 13),
    senha: SENHA,
    permissao,
    ...(permissao === Permissao.Vendedor ? { idRevendasPermitidas: String(loja1.id) } : {}),
    ...extra,
  };
  const r = await amb.rest('POST', '/api/usuarios', { token: tokens[2], corpo });
  expect(r.status).toBe(201);
  return { id: Number(r.corpo.id), cpf: corpo.cpf, email: corpo.email };
}
const entrar = (cpf: string, senha = SENHA) => amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf, senha } });
const tokenDe = async (cpf: string, senha = SENHA) => `|${(await entrar(cpf, senha)).corpo.token}`;
const ultimoLog = async (tipo: string) =>
  (await amb.ds.query(`SELECT parametros, responsavel_id FROM logs WHERE tipo = $1 ORDER BY id DESC LIMIT 1`, [tipo]))[0];
const EXPIRADA = { status: 401, corpo: { erro: MENSAGENS.sessaoExpirada } };

describe('who may call what (the matrix)', () => {
  it.each([0, 3, 4, 5])('role %i: 403 on every Administradores operation, REST and GraphQL', async (papel) => {
    const alvo = idDemo[4];
    const t = tokens[papel];
    expect((await amb.rest('GET', '/api/usuarios?page=1', { token: t })).status).toBe(403);
    expect((await amb.rest('PUT', `/api/usuarios/${alvo}`, { token: t, corpo: { nome: 'X' } })).status).toBe(403);
    for (const acao of ['desativar', 'ativar', 'redefinir-senha'])
      expect((await amb.rest('POST', `/api/usuarios/${alvo}/${acao}`, { token: t })).status).toBe(403);
    expect((await amb.gql('{ listaUsuarios { total } }', {}, { token: t })).codigo).toBe('FORBIDDEN');
    expect((await amb.gql(`mutation { desativarUsuario(input: { id: "${alvo}" }) { resultado { id } } }`, {}, { token: t })).codigo).toBe('FORBIDDEN');
    expect((await amb.gql(`mutation { redefinirSenhaUsuario(input: { id: "${alvo}" }) { resultado } }`, {}, { token: t })).codigo).toBe('FORBIDDEN');
  });

  it('without a session: 401', async () => {
    expect((await amb.rest('GET', '/api/usuarios?page=1')).status).toBe(401);
    expect((await amb.rest('POST', `/api/usuarios/${idDemo[4]}/desativar`)).status).toBe(401);
  });
});

describe('the list', () => {
  it('role 2 sees every user, paged, with the contract lookups unchanged', async () => {
    const r = await amb.rest('GET', '/api/usuarios?page=1&perPage=100', { token: tokens[2] });
    expect(r.status).toBe(200);
    expect(r.corpo.totalRecords).toBeGreaterThanOrEqual(6);
    const papeis = new Set(r.corpo.usuarios.map((u: { permissao: number }) => u.permissao));
    expect([...papeis].sort()).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5]));
    expect(r.corpo.usuarios[0]).toEqual(expect.objectContaining({ id: expect.anything(), nome: expect.any(String), ativo: true }));
    expect(r.corpo.usuarios[0]).not.toHaveProperty('senhaHash');
    // ?cpf and the bare list keep the contract's {usuarios} without paging keys.
    const porCpf = await amb.rest('GET', `/api/usuarios?cpf=${USUARIOS_DEMO[2].cpf}`, { token: tokens[1] });
    expect(porCpf.corpo).toEqual({ usuarios: [expect.objectContaining({ nome: USUARIOS_DEMO[2].nome })] });
    expect(Object.keys((await amb.rest('GET', '/api/usuarios', { token: tokens[2] })).corpo)).toEqual(['usuarios']);
  });

  it('role 1 sees only the roles it may grant (never role 2), by REST and GraphQL', async () => {
    const r = await amb.rest('GET', '/api/usuarios?page=1&perPage=100', { token: tokens[1] });
    expect(r.status).toBe(200);
    expect(r.corpo.usuarios.some((u: { permissao: number }) => u.permissao === 2)).toBe(false);
    expect(r.corpo.usuarios.some((u: { permissao: number }) => u.permissao === 1)).toBe(true);
    const g = await amb.gql('{ listaUsuarios(input: { porPagina: 100 }) { total itens { id permissao } } }', {}, { token: tokens[1] });
    expect(g.data.listaUsuarios.itens.every((u: { permissao: number }) => u.permissao !== 2)).toBe(true);
    expect(g.data.listaUsuarios.total).toBe(r.corpo.totalRecords);
    // Asking for role 2 explicitly changes nothing.
    expect((await amb.rest('GET', '/api/usuarios?page=1&permissao=2', { token: tokens[1] })).corpo).toEqual({ usuarios: [], totalRecords: 0 });
  });

  it('searches by name, e-mail and CPF; filters by ativo; pages', async () => {
    const u = await criarUsuario(0);
    const porNome = await amb.gql(
      `{ listaUsuarios(input: { busca: "Gestão Pessoa ${sequencia}" }) { total itens { id nome email } } }`,
      {},
      { token: tokens[2] },
    );
    expect(porNome.data.listaUsuarios.itens.map((i: { id: string }) => Number(i.id))).toContain(u.id);
    const porCpf = await amb.rest('GET', `/api/usuarios?page=1&search=${u.cpf.slice(0, 9)}`, { token: tokens[2] });
    expect(porCpf.corpo.usuarios.map((i: { id: number }) => Number(i.id))).toEqual([u.id]);
    const porEmail = await amb.rest('GET', `/api/usuarios?pagina=1&buscar=${encodeURIComponent(u.email)}`, { token: tokens[2] });
    expect(porEmail.corpo).toEqual({ rows: [expect.objectContaining({ email: u.email })], count: 1 });
    const pagina = await amb.gql(
      '{ listaUsuarios(input: { pagina: 2, porPagina: 2 }) { pagina porPagina temProxima itens { id } } }',
      {},
      { token: tokens[2] },
    );
    expect(pagina.data.listaUsuarios).toMatchObject({ pagina: 2, porPagina: 2 });
    expect(pagina.data.listaUsuarios.itens).toHaveLength(2);
    await amb.rest('POST', `/api/usuarios/${u.id}/desativar`, { token: tokens[2] });
    const inativos = await amb.gql('{ listaUsuarios(input: { ativo: false, porPagina: 100 }) { itens { id ativo } } }', {}, { token: tokens[2] });
    expect(inativos.data.listaUsuarios.itens).toContainEqual({ id: String(u.id), ativo: false });
    expect(inativos.data.listaUsuarios.itens.every((i: { ativo: boolean }) => !i.ativo)).toBe(true);
  });

  it('a network-limited actor sees only users limited to its networks', async () => {
    const dentro = await criarUsuario(0, { idRedesPermitidas: String(loja1.rede_id) });
    const fora = await criarUsuario(0, { idRedesPermitidas: String(loja2.rede_id) });
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE id = $2`, [[loja1.rede_id], idDemo[1]]);
    try {
      const ids = (await amb.rest('GET', '/api/usuarios?page=1&perPage=100', { token: tokens[1] })).corpo.usuarios.map((u: { id: number }) => Number(u.id));
      expect(ids).toContain(dentro.id);
      expect(ids).not.toContain(fora.id);
      expect((await amb.rest('PUT', `/api/usuarios/${fora.id}`, { token: tokens[1], corpo: { nome: 'Outro' } })).status).toBe(404);
      // An actor limited to networks cannot lift the limit of someone within them.
      const semRedes = await amb.rest('PUT', `/api/usuarios/${dentro.id}`, { token: tokens[1], corpo: { idRedesPermitidas: [] } });
      expect(semRedes.corpo.idRedesPermitidas).toBe(String(loja1.rede_id));
      expect((await amb.rest('PUT', `/api/usuarios/${dentro.id}`, { token: tokens[1], corpo: { idRedesPermitidas: String(loja2.rede_id) } })).status).toBe(403);
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE id = $1`, [idDemo[1]]);
    }
  });
});

describe('editing', () => {
  it('changes name, e-mail, role and stores, and logs before → after', async () => {
    const u = await criarUsuario(0);
    const r = await amb.rest('PUT', `/api/usuarios/${u.id}`, {
      token: tokens[2],
      corpo: { nome: '  Nome Novo ', email: 'NOVO@Exemplo.com.br', permissao: 3, idRevendasPermitidas: `${loja1.id}` },
    });
    expect(r).toEqual({
      status: 200,
      corpo: expect.objectContaining({ nome: 'Nome Novo', email: 'novo@exemplo.com.br', permissao: 3, idRevendasPermitidas: String(loja1.id), ativo: true }),
    });
    const log = await ultimoLog('usuario.editar');
    expect(log.responsavel_id).toBe(idDemo[2]);
    expect(log.parametros).toMatchObject({
      id: u.id,
      antes: { nome: `Gestão Pessoa ${sequencia}`, email: u.email, permissao: 0, idRevendasPermitidas: [] },
      depois: { nome: 'Nome Novo', email: 'novo@exemplo.com.br', permissao: 3, idRevendasPermitidas: [loja1.id] },
    });
    // A field left out keeps its value; leaving role 3 drops the stores.
    const so = await amb.rest('PUT', `/api/usuarios/${u.id}`, { token: tokens[2], corpo: { permissao: 4 } });
    expect(so.corpo).toMatchObject({ nome: 'Nome Novo', permissao: 4, idRevendasPermitidas: null });
  });

  it('the same rules as creation: role 3 needs stores; stores within the networks; bad input is a clear 400', async () => {
    const u = await criarUsuario(0);
    expect(await amb.rest('PUT', `/api/usuarios/${u.id}`, { token: tokens[2], corpo: { permissao: 3 } })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.selecioneLoja },
    });
    expect(
      await amb.rest('PUT', `/api/usuarios/${u.id}`, {
        token: tokens[2],
        corpo: { permissao: 3, idRevendasPermitidas: `${loja2.id}`, idRedesPermitidas: `${loja1.rede_id}` },
      }),
    ).toEqual({ status: 400, corpo: { erro: MENSAGENS.lojaForaDasRedes } });
    expect((await amb.rest('PUT', `/api/usuarios/${u.id}`, { token: tokens[2], corpo: { email: 'sem-arroba' } })).corpo.erro).toBe('Email inválido');
    expect((await amb.rest('PUT', `/api/usuarios/${u.id}`, { token: tokens[2], corpo: { nome: '' } })).corpo.erro).toBe('Nome obrigatório');
    expect(await amb.rest('PUT', '/api/usuarios/999999', { token: tokens[2], corpo: { nome: 'X' } })).toEqual({
      status: 404,
      corpo: { erro: MENSAGENS.usuarioNaoEncontrado },
    });
    expect((await amb.rest('PUT', '/api/usuarios/abc', { token: tokens[2], corpo: { nome: 'X' } })).status).toBe(400);
    // Nothing half-applied.
    const [linha] = await amb.ds.query(`SELECT permissao, email FROM usuarios WHERE id = $1`, [u.id]);
    expect(linha).toEqual({ permissao: 0, email: u.email });
  });

  it('role 1 cannot reach role 2 users nor promote anyone to role 2', async () => {
    const admin = await criarUsuario(2);
    expect(await amb.rest('PUT', `/api/usuarios/${admin.id}`, { token: tokens[1], corpo: { nome: 'X' } })).toEqual({
      status: 404,
      corpo: { erro: MENSAGENS.usuarioNaoEncontrado },
    });
    expect((await amb.rest('POST', `/api/usuarios/${admin.id}/desativar`, { token: tokens[1] })).status).toBe(404);
    expect((await amb.rest('POST', `/api/usuarios/${admin.id}/redefinir-senha`, { token: tokens[1] })).status).toBe(404);
    const u = await criarUsuario(0);
    expect(await amb.rest('PUT', `/api/usuarios/${u.id}`, { token: tokens[1], corpo: { permissao: 2 } })).toEqual({
      status: 403,
      corpo: { erro: MENSAGENS.permissaoNaoConcedida },
    });
    expect((await amb.rest('PUT', `/api/usuarios/${u.id}`, { token: tokens[1], corpo: { permissao: 5 } })).corpo.permissao).toBe(5);
  });

  it('no one changes their own role; their own name is fine', async () => {
    expect(await amb.rest('PUT', `/api/usuarios/${idDemo[2]}`, { token: tokens[2], corpo: { permissao: 0 } })).toEqual({
      status: 403,
      corpo: { erro: MENSAGENS.naoAlterePropriaPermissao },
    });
    expect(
      await amb.gql(`mutation { atualizarUsuario(input: { id: "${idDemo[1]}", permissao: 4 }) { resultado { id } } }`, {}, { token: tokens[1] }),
    ).toMatchObject({ codigo: 'FORBIDDEN', mensagem: MENSAGENS.naoAlterePropriaPermissao });
    const r = await amb.rest('PUT', `/api/usuarios/${idDemo[1]}`, { token: tokens[1], corpo: { nome: USUARIOS_DEMO[1].nome, permissao: 1 } });
    expect(r.status).toBe(200);
  });

  it('GraphQL: atualizarUsuario, with field errors in errosDeUsuario', async () => {
    const u = await criarUsuario(4);
    const ok = await amb.gql(
      `mutation($i: AtualizarUsuarioInput!) { atualizarUsuario(input: $i) { resultado { id nome permissao } errosDeUsuario { campo mensagem } } }`,
      { i: { id: String(u.id), nome: 'Pelo GraphQL', permissao: 0 } },
      { token: tokens[2] },
    );
    expect(ok.data.atualizarUsuario).toEqual({ resultado: { id: String(u.id), nome: 'Pelo GraphQL', permissao: 0 }, errosDeUsuario: [] });
    const ruim = await amb.gql(
      `mutation($i: AtualizarUsuarioInput!) { atualizarUsuario(input: $i) { resultado { id } errosDeUsuario { campo mensagem } } }`,
      { i: { id: String(u.id), email: 'x' } },
      { token: tokens[2] },
    );
    expect(ruim.data.atualizarUsuario).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'email', mensagem: 'Email inválido' }] });
  });
});

describe('deactivating and reactivating', () => {
  it('ends the open sessions at once, refuses the sign-in with a clear message, and is logged', async () => {
    const u = await criarUsuario(1);
    const sessao = await tokenDe(u.cpf);
    expect((await amb.rest('GET', '/api/usuarios/eu', { token: sessao })).status).toBe(200);
    const r = await amb.rest('POST', `/api/usuarios/${u.id}/desativar`, { token: tokens[2] });
    expect(r).toEqual({ status: 200, corpo: expect.objectContaining({ id: u.id, ativo: false }) });
    expect(await amb.rest('GET', '/api/usuarios/eu', { token: sessao })).toEqual(EXPIRADA);
    expect((await amb.gql('{ eu { id } }', {}, { token: sessao })).mensagem).toBe(MENSAGENS.sessaoExpirada);
    expect(await entrar(u.cpf)).toEqual({ status: 403, corpo: { erro: MENSAGENS.usuarioDesativadoEntrar } });
    // A wrong password never learns the account is deactivated.
    expect(await entrar(u.cpf, 'senha errada demais')).toEqual({ status: 400, corpo: { erro: MENSAGENS.credenciaisInvalidas } });
    expect((await ultimoLog('usuario.desativar')).parametros).toMatchObject({
      id: u.id,
      antes: { ativo: true },
      depois: { ativo: false },
      sessoesEncerradas: 1,
    });

    const volta = await amb.rest('POST', `/api/usuarios/${u.id}/ativar`, { token: tokens[1] });
    expect(volta.corpo).toMatchObject({ id: u.id, ativo: true });
    expect((await ultimoLog('usuario.ativar')).parametros).toMatchObject({ id: u.id, antes: { ativo: false }, depois: { ativo: true } });
    expect(await amb.rest('GET', '/api/usuarios/eu', { token: sessao })).toEqual(EXPIRADA);
    expect((await entrar(u.cpf)).status).toBe(200);
  });

  it('no one deactivates themselves', async () => {
    expect(await amb.rest('POST', `/api/usuarios/${idDemo[2]}/desativar`, { token: tokens[2] })).toEqual({
      status: 403,
      corpo: { erro: MENSAGENS.naoDesativeASiMesmo },
    });
    expect(await amb.gql(`mutation { desativarUsuario(input: { id: "${idDemo[1]}" }) { resultado { id } } }`, {}, { token: tokens[1] })).toMatchObject({
      codigo: 'FORBIDDEN',
      mensagem: MENSAGENS.naoDesativeASiMesmo,
    });
    expect((await amb.rest('GET', '/api/usuarios/eu', { token: tokens[2] })).status).toBe(200);
  });

  it('GraphQL: desativarUsuario and ativarUsuario; other people keep their sessions', async () => {
    const u = await criarUsuario(5);
    const sessao = await tokenDe(u.cpf);
    const des = await amb.gql(`mutation { desativarUsuario(input: { id: "${u.id}" }) { resultado { id ativo } } }`, {}, { token: tokens[1] });
    expect(des.data.desativarUsuario.resultado).toEqual({ id: String(u.id), ativo: false });
    expect(await amb.rest('GET', '/api/usuarios/eu', { token: sessao })).toEqual(EXPIRADA);
    expect((await amb.rest('GET', '/api/usuarios/eu', { token: tokens[5] })).status).toBe(200);
    const at = await amb.gql(`mutation { ativarUsuario(input: { id: "${u.id}" }) { resultado { id ativo } } }`, {}, { token: tokens[1] });
    expect(at.data.ativarUsuario.resultado).toEqual({ id: String(u.id), ativo: true });
  });
});

/** The provisional password in an e-mail (quoted-printable may wrap lines and encode the accents). */
function senhaDoEmail(bruto: string): string {
  const texto = bruto.replace(/=\r?\n/g, '');
  const m = texto.match(/Senha provis\S*:? ([A-Za-z2-9]{12})\b/);
  if (!m) throw new Error('senha provisória ausente');
  return m[1];
}

describe('password reset', () => {
  it('e-mails a provisional password that signs in; the old password and sessions stop working; logged without the password', async () => {
    const u = await criarUsuario(0);
    const sessao = await tokenDe(u.cpf);
    const r = await amb.rest('POST', `/api/usuarios/${u.id}/redefinir-senha`, { token: tokens[2] });
    expect(r).toEqual({ status: 200, corpo: { mensagem: MENSAGENS.senhaRedefinidaEnviada } });
    const email = await smtp.proximo(u.email);
    const senha = senhaDoEmail(email.bruto);
    expect(await amb.rest('GET', '/api/usuarios/eu', { token: sessao })).toEqual(EXPIRADA);
    expect((await entrar(u.cpf)).status).toBe(400);
    expect((await entrar(u.cpf, senha)).status).toBe(200);
    const log = await ultimoLog('usuario.senha.redefinir');
    expect(log.parametros).toMatchObject({ id: u.id, sessoesEncerradas: 1 });
    expect(JSON.stringify(log.parametros)).not.toContain(senha);
  });

  it('GraphQL twin; refused without an e-mail or for a deactivated user, changing nothing', async () => {
    const u = await criarUsuario(3);
    const g = await amb.gql(`mutation { redefinirSenhaUsuario(input: { id: "${u.id}" }) { resultado errosDeUsuario { mensagem } } }`, {}, { token: tokens[1] });
    expect(g.data.redefinirSenhaUsuario).toEqual({ resultado: MENSAGENS.senhaRedefinidaEnviada, errosDeUsuario: [] });
    expect((await entrar(u.cpf, senhaDoEmail((await smtp.proximo(u.email)).bruto))).status).toBe(200);

    const semEmail = await criarUsuario(0);
    await amb.ds.query(`UPDATE usuarios SET email = '' WHERE id = $1`, [semEmail.id]);
    expect(await amb.rest('POST', `/api/usuarios/${semEmail.id}/redefinir-senha`, { token: tokens[2] })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.usuarioSemEmail },
    });
    expect((await entrar(semEmail.cpf)).status).toBe(200);

    const inativo = await criarUsuario(0);
    await amb.rest('POST', `/api/usuarios/${inativo.id}/desativar`, { token: tokens[2] });
    expect(await amb.rest('POST', `/api/usuarios/${inativo.id}/redefinir-senha`, { token: tokens[2] })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.reativeAntesDeRedefinir },
    });
  });

  it('the demo password of others is untouched', async () => {
    expect((await entrar(USUARIOS_DEMO[4].cpf, SENHA_DEMO)).status).toBe(200);
  });
});
