import { MENSAGENS, MENSAGENS_INTEGRACAO } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { PARCEIRO_DEMO_1, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';

/**
 * A token half that acts but is no live session (unknown, expired, revoked) is a 401 on every path,
 * public and shared ones included, so the app signs the person out (spec 1 §2); only the operations
 * that hand out a session ignore it (docs/decisoes.md, "Token recusado").
 */
let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

const EXPIRADA = { status: 401, corpo: { erro: MENSAGENS.sessaoExpirada } };
const PAINEL = { AppLocation: 'http://localhost:4000/painel/vendedores' };
const LOJA = { AppLocation: 'http://localhost:4000/home' };

/** A panel token whose session has expired, as a browser keeps it after the fact. */
async function painelVencido(): Promise<string> {
  const token = await amb.entrarPainel(2);
  await amb.ds.query(`UPDATE sessoes SET expira_em = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessoes)`);
  return token;
}

describe('REST: the shared paths no longer treat a stale staff token as a visitor', () => {
  it.each([
    ['GET', '/api/parceiros?page=1', undefined],
    ['GET', '/api/revendas?completo=1', undefined],
    ['GET', '/api/revendas/1', undefined],
    ['POST', '/api/parceiros', { nome: 'Fulano', cpf: '52998224725' }],
  ])('%s %s with an unknown and with an expired panel token → 401', async (metodo, caminho, corpo) => {
    expect(await amb.rest(metodo, caminho, { token: '|token-que-nao-existe', corpo, cabecalhos: PAINEL })).toEqual(EXPIRADA);
    expect(await amb.rest(metodo, caminho, { token: await painelVencido(), corpo, cabecalhos: PAINEL })).toEqual(EXPIRADA);
  });

  it('a stale store token is refused on public and member paths alike', async () => {
    const loja = await amb.entrarLoja();
    expect((await amb.rest('DELETE', '/api/sessoes', { token: loja })).status).toBe(200);
    for (const caminho of ['/api/revendas', '/api/parceiros?cpf=52998224725', '/api/cep/01001000', '/api/parceiros/eu']) {
      expect(await amb.rest('GET', caminho, { token: loja, cabecalhos: LOJA })).toEqual(EXPIRADA);
    }
    // Without the token, the same public call is the registration picker again.
    expect((await amb.rest('GET', '/api/revendas')).status).toBe(200);
  });

  it('with both halves, the half that acts must be live; the other one is not read', async () => {
    const loja = (await amb.entrarLoja()).slice(0, -1);
    const ambos = `${loja}|token-de-painel-vencido`;
    // On a storefront page the store half acts: it is live, so the stale panel half does not matter.
    expect((await amb.rest('GET', '/api/parceiros/eu', { token: ambos, cabecalhos: LOJA })).corpo.cpf).toBe(PARCEIRO_DEMO_1);
    expect((await amb.rest('GET', '/api/revendas', { token: ambos, cabecalhos: LOJA })).status).toBe(200);
    // On a panel page the panel half acts, and it is no session.
    expect(await amb.rest('GET', '/api/revendas?completo=1', { token: ambos, cabecalhos: PAINEL })).toEqual(EXPIRADA);
  });
});

describe('GraphQL: the same refusal, with the shape of the other 401s', () => {
  it('a public query and a staff query with a stale token answer UNAUTHENTICATED', async () => {
    const vencido = await painelVencido();
    for (const consulta of ['{ revendasPublicas { id } }', '{ parceiros(input: { porPagina: 5 }) { total } }', '{ cpfCadastrado(cpf: "52998224725") }']) {
      const r = await amb.gql(consulta, {}, { token: vencido, cabecalhos: PAINEL });
      expect([r.codigo, r.mensagem]).toEqual(['UNAUTHENTICATED', MENSAGENS.sessaoExpirada]);
      expect(r.data ?? null).toBeNull();
      // The same status and extensions as a 401 from the guard without any token.
      expect(r.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    }
    const semToken = await amb.gql('{ parceiros(input: { porPagina: 5 }) { total } }');
    const comVencido = await amb.gql('{ parceiros(input: { porPagina: 5 }) { total } }', {}, { token: vencido });
    expect(comVencido.status).toBe(semToken.status);
    expect(comVencido.errors![0].extensions).toEqual(semToken.errors![0].extensions);
  });
});

describe('signing in again with a stale token still stored', () => {
  const staff = USUARIOS_DEMO.find((u) => u.permissao === 1)!;

  it('panel and storefront sign-in (REST and GraphQL) ignore the stale token the browser still sends', async () => {
    const vencido = await painelVencido();
    const painel = await amb.rest('POST', '/api/sessoes/usuario', { token: vencido, corpo: { cpf: staff.cpf, senha: SENHA_DEMO }, cabecalhos: PAINEL });
    expect(painel.status).toBe(200);
    const novo = `|${painel.corpo.token}`;
    expect((await amb.rest('GET', '/api/revendas?completo=1', { token: novo, cabecalhos: PAINEL })).status).toBe(200);

    const g = await amb.gql(
      `mutation { entrarUsuario(input: { cpf: "${staff.cpf}", senha: "${SENHA_DEMO}" }) { resultado { token } } }`,
      {},
      { token: vencido, cabecalhos: PAINEL },
    );
    expect(g.data.entrarUsuario.resultado.token).toEqual(expect.any(String));

    const lojaVelha = 'token-de-loja-velho|';
    const loja = await amb.rest('POST', '/api/sessoes/parceiro', { token: lojaVelha, corpo: { cpf: PARCEIRO_DEMO_1, senha: SENHA_DEMO }, cabecalhos: LOJA });
    expect(loja.status).toBe(200);
    const gl = await amb.gql(
      `mutation { entrarParceiro(input: { cpf: "${PARCEIRO_DEMO_1}", senha: "${SENHA_DEMO}" }) { resultado { token } } }`,
      {},
      { token: lojaVelha, cabecalhos: LOJA },
    );
    expect(gl.data.entrarParceiro.resultado.token).toEqual(expect.any(String));
    // The social button's configuration is part of the login screen.
    expect((await amb.gql('{ loginSocialConfig { habilitado } }', {}, { token: lojaVelha, cabecalhos: LOJA })).errors).toBeUndefined();
  });

  it('password recovery ignores it too', async () => {
    const r = await amb.rest('POST', '/api/sessoes/parceiro/esqueceu-senha', {
      token: 'token-de-loja-velho|',
      corpo: { informacao: PARCEIRO_DEMO_1 },
      cabecalhos: LOJA,
    });
    expect(r.status).toBe(200);
    const g = await amb.gql(
      `mutation { validarRecuperacaoSenha(input: { uuid: "00000000-0000-4000-8000-000000000000" }) { resultado { valido } } }`,
      {},
      { token: 'token-de-loja-velho|' },
    );
    expect(g.codigo).not.toBe('UNAUTHENTICATED');
  });
});

describe('integrator key', () => {
  it('an unknown key is a 401 on every path, not an anonymous call', async () => {
    const chave = { 'X-Api-Key': 'swk_chave-que-nao-existe' };
    expect(await amb.rest('GET', '/api/revendas', { cabecalhos: chave })).toEqual({ status: 401, corpo: { erro: MENSAGENS_INTEGRACAO.chaveInvalida } });
    expect(await amb.rest('GET', '/api/cep/01001000', { cabecalhos: chave })).toEqual({ status: 401, corpo: { erro: MENSAGENS_INTEGRACAO.chaveInvalida } });
    const g = await amb.gql('{ revendasPublicas { id } }', {}, { cabecalhos: chave });
    expect([g.codigo, g.mensagem]).toEqual(['UNAUTHENTICATED', MENSAGENS_INTEGRACAO.chaveInvalida]);
  });
});
