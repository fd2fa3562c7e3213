import { MENSAGENS } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { PARCEIRO_DEMO_1, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';

/**
 * The current password typed on a profile screen to set a new one is held to the login limit
 * (LOGIN_MAX_TENTATIVAS per CPF and per address): with a stolen session, unlimited tries would find it.
 */
let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ LOGIN_MAX_TENTATIVAS: '3' });
});
afterAll(() => amb.fechar());

// Each case from its own address, so that one case's failures do not block the other's.
const de = (ip: string) => ({ 'x-forwarded-for': ip });

it('a member: three wrong current passwords, then refused even with the right one, and signing in is refused too', async () => {
  const login = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_1, senha: SENHA_DEMO }, cabecalhos: de('10.1.0.1') });
  const token = `${login.corpo.token}|`;
  const trocar = (senhaAntiga: string) =>
    amb.rest('PUT', '/api/parceiros', { token, corpo: { senha: 'Outra Senha Longa 9', senhaAntiga }, cabecalhos: de('10.1.0.1') });
  for (let i = 0; i < 3; i++) expect(await trocar('errada-123')).toMatchObject({ status: 400, corpo: { erro: MENSAGENS.senhaAtualIncorreta } });
  expect(await trocar(SENHA_DEMO)).toMatchObject({ status: 429, corpo: { erro: MENSAGENS.muitasTentativas } });
  // The password did not change, and the CPF is locked for sign-in from anywhere within the window.
  const entrar = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_1, senha: SENHA_DEMO }, cabecalhos: de('10.1.0.2') });
  expect(entrar.status).toBe(429);
  const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM tentativas_login WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
  expect(n).toBe(3);
});

it('a staff user: the failures are kept even though the profile change runs in a transaction', async () => {
  const u = USUARIOS_DEMO.find((x) => x.permissao === 1)!;
  const login = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: u.cpf, senha: SENHA_DEMO }, cabecalhos: de('10.2.0.1') });
  const token = `|${login.corpo.token}`;
  const trocar = (senhaAntiga: string) =>
    amb.rest('PUT', '/api/usuarios', { token, corpo: { nome: u.nome, senha: 'Outra Senha Longa 9', senhaAntiga }, cabecalhos: de('10.2.0.1') });
  for (let i = 0; i < 3; i++) expect((await trocar('errada-123')).corpo.erro).toBe(MENSAGENS.senhaAtualIncorreta);
  expect(await trocar(SENHA_DEMO)).toMatchObject({ status: 429, corpo: { erro: MENSAGENS.muitasTentativas } });
  // GraphQL is the same door to the same rule.
  const g = await amb.gql(
    `mutation($i: AtualizarMeuPerfilInput!) { atualizarMeuPerfil(input: $i) { resultado { nome } } }`,
    { i: { nome: u.nome, senha: 'Outra Senha Longa 9', senhaAntiga: SENHA_DEMO } },
    { token, cabecalhos: de('10.2.0.1') },
  );
  expect(g.mensagem).toBe(MENSAGENS.muitasTentativas);
});
