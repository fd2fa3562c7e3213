import { MENSAGENS } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { PARCEIRO_DEMO_1, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';

/**
 * Deactivation revokes the person's sessions in the same transaction: reactivating them later
 * must not bring an old token back (docs/decisoes.md, "Desativação revoga sessões").
 */
let amb: AmbienteDeTeste;
let admin: string;
let membroId: number;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  [{ id: membroId }] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
});
afterAll(() => amb.fechar());

const EXPIRADA = { status: 401, corpo: { erro: MENSAGENS.sessaoExpirada } };
const sessoesAbertas = async (coluna: 'parceiro_id' | 'usuario_id', id: number) =>
  (await amb.ds.query(`SELECT count(*)::int AS n FROM sessoes WHERE ${coluna} = $1 AND revogado_em IS NULL`, [id]))[0].n as number;

describe('a member', () => {
  it('deactivated and reactivated through REST: the old token stays dead, a new sign-in works', async () => {
    const antigo = await amb.entrarLoja(PARCEIRO_DEMO_1);
    const status = (ativo: boolean) => amb.rest('PUT', `/api/parceiros/${membroId}`, { token: admin, corpo: { ativo, justificativa: 'Teste de sessão' } });
    expect((await status(false)).status).toBe(200);
    expect(await sessoesAbertas('parceiro_id', membroId)).toBe(0);
    expect((await status(true)).status).toBe(200);
    expect(await amb.rest('GET', '/api/parceiros/eu', { token: antigo })).toEqual(EXPIRADA);
    const novo = await amb.entrarLoja(PARCEIRO_DEMO_1);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token: novo })).status).toBe(200);
  });

  it('deactivated and reactivated through GraphQL: the same', async () => {
    const antigo = await amb.entrarLoja(PARCEIRO_DEMO_1);
    const status = (ativo: boolean) =>
      amb.gql(
        `mutation($id: ID!, $ativo: Boolean!) { alterarStatusParceiro(input: { id: $id, ativo: $ativo, justificativa: "Teste de sessão" }) { resultado { ativo } } }`,
        { id: membroId, ativo },
        { token: admin },
      );
    expect((await status(false)).data.alterarStatusParceiro.resultado.ativo).toBe(false);
    expect((await status(true)).data.alterarStatusParceiro.resultado.ativo).toBe(true);
    const r = await amb.gql('{ meuParceiro { id } }', {}, { token: antigo });
    expect([r.codigo, r.mensagem]).toEqual(['UNAUTHENTICATED', MENSAGENS.sessaoExpirada]);
  });

  it('a status change that fails leaves the sessions alone (same transaction)', async () => {
    const token = await amb.entrarLoja(PARCEIRO_DEMO_1);
    // No justification: refused before anything changes.
    expect((await amb.rest('PUT', `/api/parceiros/${membroId}`, { token: admin, corpo: { ativo: false, justificativa: '' } })).status).toBe(400);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token })).status).toBe(200);
  });
});

describe('a staff user', () => {
  it('deactivated and reactivated in the database (the Administradores screen is in administradores-gestao.test.ts): the old token stays dead', async () => {
    const u = USUARIOS_DEMO.find((x) => x.permissao === 1)!;
    const antigo = await amb.entrarPainel(1);
    expect((await amb.rest('GET', '/api/usuarios/eu', { token: antigo })).status).toBe(200);
    await amb.ds.query(`UPDATE usuarios SET ativo = false WHERE cpf = $1`, [u.cpf]);
    const [{ id }] = await amb.ds.query(`SELECT id FROM usuarios WHERE cpf = $1`, [u.cpf]);
    expect(await sessoesAbertas('usuario_id', id)).toBe(0);
    await amb.ds.query(`UPDATE usuarios SET ativo = true WHERE cpf = $1`, [u.cpf]);
    expect(await amb.rest('GET', '/api/usuarios/eu', { token: antigo })).toEqual(EXPIRADA);
    const novo = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: u.cpf, senha: SENHA_DEMO } });
    expect(novo.status).toBe(200);
  });

  it('other people keep their sessions', async () => {
    const outro = await amb.entrarPainel(5);
    await amb.ds.query(`UPDATE usuarios SET ativo = false WHERE permissao = 4`);
    await amb.ds.query(`UPDATE usuarios SET ativo = true WHERE permissao = 4`);
    expect((await amb.rest('GET', '/api/usuarios/eu', { token: outro })).status).toBe(200);
  });
});
