import { OPCOES_PERMISSAO, PERMISSOES_CONCEDIVEIS, Permissao } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { cpfDe } from '../seed/gerador';
import { LOJA_DEMO_1, LOJA_DEMO_2 } from '../seed/demo';

/** Cadastrar Administrador: who may grant which role, network limits, and the duplicate-CPF lookup. */
let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
let loja1: { id: number; rede_id: number };
let loja2: { id: number; rede_id: number };
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
  [loja1] = await amb.ds.query(`SELECT id, rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_1]);
  [loja2] = await amb.ds.query(`SELECT id, rede_id FROM revendas WHERE cnpj = $1`, [LOJA_DEMO_2]);
});
afterAll(() => amb.fechar());

let sequencia = 0;
const novoCpf = () => cpfDe(900000000 + ++sequencia * 7);
const novo = (permissao: number, extra: Record<string, unknown> = {}) => ({
  nome: 'Pessoa Nova',
  email: 'pessoa@exemplo.com.br',
  cpf: novoCpf(),
  senha: 'uma senha comprida',
  permissao,
  ...(permissao === Permissao.Vendedor ? { idRevendasPermitidas: String(loja1.id) } : {}),
  ...extra,
});

describe('the grant table (PERMISSOES_CONCEDIVEIS), enforced on the server', () => {
  it.each([0, 1, 2, 3, 4, 5])('REST: role %i creates exactly the roles the table lists', async (criador) => {
    for (const alvo of OPCOES_PERMISSAO) {
      const r = await amb.rest('POST', '/api/usuarios', { token: tokens[criador], corpo: novo(alvo) });
      const pode = PERMISSOES_CONCEDIVEIS[criador as Permissao].includes(alvo);
      expect({ criador, alvo, status: r.status }).toEqual({ criador, alvo, status: pode ? 201 : 403 });
      if (pode) expect(r.corpo.permissao).toBe(alvo);
      else if ([1, 2].includes(criador)) expect(r.corpo.erro).toBe('Você não pode conceder esta permissão.');
    }
  });

  it('GraphQL: the same table', async () => {
    const criar = (token: string, input: unknown) =>
      amb.gql(`mutation($i: CriarUsuarioInput!) { criarUsuario(input: $i) { resultado { permissao idRevendasPermitidas } } }`, { i: input }, { token });
    expect((await criar(tokens[2], novo(2))).data.criarUsuario.resultado.permissao).toBe(2);
    expect(await criar(tokens[1], novo(2))).toMatchObject({ codigo: 'FORBIDDEN', mensagem: 'Você não pode conceder esta permissão.' });
    expect((await criar(tokens[1], novo(3))).data.criarUsuario.resultado).toEqual({ permissao: 3, idRevendasPermitidas: String(loja1.id) });
    for (const papel of [0, 3, 4, 5]) expect((await criar(tokens[papel], novo(4))).codigo).toBe('FORBIDDEN');
  });
});

describe('stores and networks of the new user', () => {
  it('keeps stores only for role 3', async () => {
    const r = await amb.rest('POST', '/api/usuarios', { token: tokens[2], corpo: novo(0, { idRevendasPermitidas: `${loja1.id},${loja2.id}` }) });
    expect(r.status).toBe(201);
    expect(r.corpo.idRevendasPermitidas).toBeNull();
  });

  it('refuses role-3 stores outside the chosen networks, and unknown ones', async () => {
    const fora = await amb.rest('POST', '/api/usuarios', {
      token: tokens[2],
      corpo: novo(3, { idRevendasPermitidas: `${loja1.id},${loja2.id}`, idRedesPermitidas: String(loja1.rede_id) }),
    });
    expect(fora).toEqual({ status: 400, corpo: { erro: 'As lojas escolhidas devem pertencer às redes permitidas.' } });
    const ok = await amb.rest('POST', '/api/usuarios', {
      token: tokens[2],
      corpo: novo(3, { idRevendasPermitidas: [loja1.id], idRedesPermitidas: [loja1.rede_id] }),
    });
    expect(ok.corpo).toMatchObject({ idRevendasPermitidas: String(loja1.id), idRedesPermitidas: String(loja1.rede_id) });
    expect((await amb.rest('POST', '/api/usuarios', { token: tokens[2], corpo: novo(1, { idRedesPermitidas: '99999' }) })).corpo.erro).toBe(
      'Rede não encontrada.',
    );
    expect((await amb.rest('POST', '/api/usuarios', { token: tokens[2], corpo: novo(1, { idRedesPermitidas: 'a,b' }) })).corpo.erro).toBe('Redes inválidas');
  });

  it('a network-limited creator hands out its networks by default and nothing beyond them', async () => {
    await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = $1 WHERE permissao = 1`, [[loja1.rede_id]]);
    try {
      const herdou = await amb.rest('POST', '/api/usuarios', { token: tokens[1], corpo: novo(0) });
      expect(herdou.corpo.idRedesPermitidas).toBe(String(loja1.rede_id));
      const outra = await amb.rest('POST', '/api/usuarios', { token: tokens[1], corpo: novo(0, { idRedesPermitidas: String(loja2.rede_id) }) });
      expect(outra).toEqual({ status: 403, corpo: { erro: 'Você não pode conceder acesso a esta rede.' } });
      const lojaDeFora = await amb.rest('POST', '/api/usuarios', { token: tokens[1], corpo: novo(3, { idRevendasPermitidas: String(loja2.id) }) });
      expect(lojaDeFora.corpo.erro).toBe('As lojas escolhidas devem pertencer às redes permitidas.');
    } finally {
      await amb.ds.query(`UPDATE usuarios SET id_redes_permitidas = NULL WHERE permissao = 1`);
    }
  });

  it('a role-3 user created for one store sees only that store', async () => {
    const cpf = novoCpf();
    const r = await amb.rest('POST', '/api/usuarios', { token: tokens[1], corpo: novo(3, { cpf, idRevendasPermitidas: String(loja2.id) }) });
    expect(r.status).toBe(201);
    const login = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf, senha: 'uma senha comprida' } });
    const token = `|${login.corpo.token}`;
    const painel = await amb.rest('GET', '/api/dashboard', { token });
    expect(painel.corpo.revendasCadastradas).toBe(1);
    expect(painel.corpo.topRevendasPontuadas.every((t: any) => t.id === loja2.id)).toBe(true);
  });
});

describe('the duplicate-CPF lookup the form makes on leaving the CPF field', () => {
  it('finds an existing user with or without mask, nothing for a new CPF, and refuses a malformed one', async () => {
    const existente = await amb.rest('GET', '/api/usuarios?cpf=300.000.003-88', { token: tokens[1] });
    expect(existente.corpo.usuarios).toEqual([expect.objectContaining({ cpf: '30000000388', nome: 'Adriana Administradora' })]);
    expect((await amb.rest('GET', `/api/usuarios?cpf=${novoCpf()}`, { token: tokens[2] })).corpo).toEqual({ usuarios: [] });
    expect(await amb.rest('GET', '/api/usuarios?cpf=123', { token: tokens[2] })).toEqual({ status: 400, corpo: { erro: 'CPF não é válido', campo: 'cpf' } });
    const gql = await amb.gql(`{ usuarios(input: { cpf: "30000000388" }) { nome } }`, {}, { token: tokens[2] });
    expect(gql.data.usuarios).toEqual([{ nome: 'Adriana Administradora' }]);
    for (const papel of [0, 3, 4, 5]) expect((await amb.rest('GET', '/api/usuarios?cpf=30000000388', { token: tokens[papel] })).status).toBe(403);
  });
});
