import { MENSAGENS_CONTAS as M } from '@sw/common';
import { LOJA_DEMO_1, PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste } from '../testing/ambiente';
import { textoPontos } from '../testing/pontos';
import { OidcFalso } from '../testing/oidc-falso';
import { SmtpFalso } from '../testing/smtp-falso';

/**
 * The member's account: profile (no mass assignment, current password to change it), contact
 * (through SMTP, an empty message is not sent), their store's products, social login against a
 * local OpenID Connect issuer (valid, forged, expired, wrong audience, inactive, unregistered).
 */

let amb: AmbienteDeTeste;
let smtp: SmtpFalso;
let oidc: OidcFalso;
beforeAll(async () => {
  smtp = await SmtpFalso.iniciar();
  oidc = await OidcFalso.iniciar();
  amb = await AmbienteDeTeste.criar({ SMTP_URL: smtp.url, SW_EMAIL_SUPORTE: 'suporte@exemplo.com.br', OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: 'loja-teste' });
});
afterAll(async () => {
  await amb.fechar();
  await smtp.fechar();
  await oidc.fechar();
});

let seq = 0;
const ip = () => ({ 'x-forwarded-for': `10.11.${Math.floor(++seq / 200)}.${seq % 200}` });
let cpfSeq = 770000000;
async function novoMembro(extra: Record<string, unknown> = {}) {
  const dados = {
    cnpjRevenda: LOJA_DEMO_1,
    nome: 'Ana Perfil',
    cpf: cpfDe(++cpfSeq),
    email: `ana${cpfSeq}@exemplo.com.br`,
    celular: '11987654321',
    dataNascimento: '1988-07-09',
    sexo: 'F',
    endCep: '01310100',
    endRua: 'Rua A',
    endNumero: '1',
    endBairro: 'Centro',
    endCidade: 'São Paulo',
    endEstado: 'SP',
    senha: 'senha inicial boa',
    confirmarSenha: 'senha inicial boa',
    aceitouPoliticaPrivacidade: true,
    ...extra,
  };
  const r = await amb.rest('POST', '/api/parceiros', { corpo: dados, cabecalhos: ip() });
  expect(r.status).toBe(201);
  const token = `${r.corpo.token}|`;
  // The storefront has a new member accept the regulation before anything else (regulamento.test.ts).
  expect((await amb.rest('PUT', '/api/parceiros', { token, corpo: { aceitouRegulamento: 1 } })).status).toBe(200);
  return { token, id: r.corpo.parceiro.id as number, cpf: dados.cpf, email: dados.email, senha: dados.senha };
}

describe('Profile (PUT /api/parceiros, atualizarPerfilParceiro)', () => {
  it('edits the member’s own data; blank passwords leave the password unchanged', async () => {
    const m = await novoMembro();
    const r = await amb.rest('PUT', '/api/parceiros', {
      token: m.token,
      corpo: { nome: 'Ana  Nova', endCidade: 'Campinas', celular: '(19) 99876-5432', senha: '', senhaAntiga: '' },
    });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ nome: 'Ana Nova', endCidade: 'Campinas', celular: '19998765432', cpf: m.cpf });
    expect((await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: m.cpf, senha: m.senha } })).status).toBe(200);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'parceiro.perfil.editar' AND (parametros->>'parceiroId')::int = $1`, [m.id]);
    expect(log.parametros).toMatchObject({ campos: expect.arrayContaining(['nome', 'endCidade', 'celular']), senhaAlterada: false });
  });

  it('refuses balance, status, store and other protected fields, changing nothing (no mass assignment)', async () => {
    const m = await novoMembro();
    const [outra] = await amb.ds.query(`SELECT cnpj FROM revendas WHERE cnpj <> $1 LIMIT 1`, [LOJA_DEMO_1]);
    const tentativas: Record<string, unknown>[] = [
      { nome: 'X', saldoPontos: 999999 },
      { ativo: false },
      { cnpjRevenda: outra.cnpj },
      { revendaId: 1 },
      { idIndicacao: 'MEU' },
      { totalPontos: 5 },
      { googleAuthId: 'x' },
      { cpf: cpfDe(1234) },
      { permissao: 2 },
    ];
    for (const corpo of tentativas) {
      const r = await amb.rest('PUT', '/api/parceiros', { token: m.token, corpo });
      expect(r.status).toBe(400);
      expect(r.corpo.erro).toMatch(/não podem ser alterados/);
    }
    const [p] = await amb.ds.query(`SELECT nome, saldo_pontos::float AS saldo, ativo, id_indicacao, google_auth_id, cpf FROM parceiros WHERE id = $1`, [m.id]);
    expect(p).toMatchObject({ nome: 'Ana Perfil', saldo: 0, ativo: true, google_auth_id: null, cpf: m.cpf });
    expect(p.id_indicacao).not.toBe('MEU');
    // GraphQL has no such fields at all.
    const g = await amb.gql(`mutation { atualizarPerfilParceiro(input: { saldoPontos: 10 }) { id } }`, {}, { token: m.token });
    expect(g.errors).toBeDefined();
    // The terms acceptance alone is still its own call.
    expect((await amb.rest('PUT', '/api/parceiros', { token: m.token, corpo: { aceitouRegulamento: 1 } })).corpo.aceitouRegulamento).toBe(true);
  });

  it('applies the form rules: required fields, age, phone', async () => {
    const m = await novoMembro();
    const casos: [Record<string, unknown>, string | RegExp][] = [
      [{ nome: '' }, 'Nome obrigatório'],
      [{ sexo: '' }, 'Sexo obrigatório'],
      [{ celular: '1199' }, 'Celular inválido'],
      [{ dataNascimento: `${new Date().getFullYear() - 15}-01-01` }, /18 anos/],
      [{ endCep: '123' }, 'CEP inválido'],
    ];
    for (const [corpo, erro] of casos) {
      const r = await amb.rest('PUT', '/api/parceiros', { token: m.token, corpo });
      expect(r.status).toBe(400);
      expect(r.corpo.erro).toMatch(erro);
    }
  });

  it('changes the password only with the current one, under the password rule, ending other sessions', async () => {
    const m = await novoMembro();
    const outraSessao = (await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: m.cpf, senha: m.senha } })).corpo.token;
    const put = (corpo: Record<string, unknown>) => amb.rest('PUT', '/api/parceiros', { token: m.token, corpo });
    expect((await put({ senha: 'nova senha longa' })).corpo.erro).toBe(M.informeSenhaAtual);
    expect((await put({ senha: 'nova senha longa', senhaAntiga: 'errada!!' })).corpo.erro).toBe(M.senhaAtualIncorreta);
    expect((await put({ senha: '12345678', senhaAntiga: m.senha })).corpo.erro).toBe('Esta senha é muito comum. Escolha outra.');
    expect((await put({ senha: m.cpf, senhaAntiga: m.senha })).corpo.erro).toBe('A senha não pode ser o seu CPF.');
    expect((await put({ senha: 'curta', senhaAntiga: m.senha })).corpo.erro).toMatch(/8 caracteres/);
    expect((await put({ senha: 'x'.repeat(129), senhaAntiga: m.senha })).corpo.erro).toMatch(/128/);
    expect((await put({ senha: 'nova senha longa', confirmarSenha: 'outra', senhaAntiga: m.senha })).corpo.erro).toBe('Senhas não conferem');
    const g = await amb.gql(
      `mutation($i: PerfilInput!) { atualizarPerfilParceiro(input: $i) { resultado { id } errosDeUsuario { mensagem } } }`,
      { i: { senha: 'nova senha longa', senhaAntiga: m.senha } },
      { token: m.token },
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.atualizarPerfilParceiro.errosDeUsuario).toEqual([]);
    expect((await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: m.cpf, senha: 'nova senha longa' } })).status).toBe(200);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token: `${outraSessao}|` })).status).toBe(401);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token: m.token })).status).toBe(200);
  });
});

describe('Contact (POST /api/enviar-email-contato)', () => {
  it('sends the message with the member’s data to the support address through SMTP', async () => {
    const m = await novoMembro({ nome: 'Bruno Contato' });
    const r = await amb.rest('POST', '/api/enviar-email-contato', { token: m.token, corpo: { mensagem: 'Não recebi meu voucher.' } });
    expect(r).toEqual({ status: 200, corpo: { mensagem: M.mensagemEnviada } });
    const email = await smtp.proximo('suporte@exemplo.com.br');
    expect(email.bruto).toContain('Bruno Contato');
    expect(email.bruto).toContain(m.cpf);
    expect(email.bruto).toMatch(/N=C3=A3o recebi meu voucher|Não recebi meu voucher/);
    expect(email.bruto).toMatch(new RegExp(`Reply-To: ${m.email}`, 'i'));
    const g = await amb.gql(`mutation { enviarEmailContato(input: { mensagem: "Outra dúvida" }) { resultado { mensagem } } }`, {}, { token: m.token });
    expect(g.data.enviarEmailContato.resultado.mensagem).toBe(M.mensagemEnviada);
    await smtp.proximo('suporte@exemplo.com.br');
  });

  it('an empty message is refused and nothing is sent; staff and visitors cannot send', async () => {
    const m = await novoMembro();
    for (const mensagem of ['', '   ', undefined]) {
      expect(await amb.rest('POST', '/api/enviar-email-contato', { token: m.token, corpo: { mensagem } })).toEqual({
        status: 400,
        corpo: { erro: M.informeMensagem, campo: 'mensagem' },
      });
    }
    const g = await amb.gql(
      `mutation { enviarEmailContato(input: { mensagem: " " }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      {},
      { token: m.token },
    );
    expect(g.data.enviarEmailContato).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'mensagem', mensagem: M.informeMensagem }] });
    // The contact e-mail is sent before the answer (contato.service awaits it): nothing can still be on its way.
    expect(smtp.recebidos).toHaveLength(0);
    expect((await amb.rest('POST', '/api/enviar-email-contato', { corpo: { mensagem: 'oi' } })).status).toBe(401);
    expect((await amb.rest('POST', '/api/enviar-email-contato', { token: await amb.entrarPainel(2), corpo: { mensagem: 'oi' } })).status).toBe(403);
  });
});

describe('Store products (/pontos-produtos)', () => {
  it('lists only the member’s store’s active products, points desc first, searchable and paged; never the ativo toggle', async () => {
    const token = await amb.entrarLoja(PARCEIRO_DEMO_1);
    const [eu] = await amb.ds.query(`SELECT revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM produtos_revenda WHERE revenda_id = $1 AND ativo`, [eu.revenda_id]);
    const r = await amb.rest('GET', '/api/produtos_revenda?pagina=1&limite=5', { token });
    expect(r.status).toBe(200);
    expect(r.corpo.count).toBe(n);
    expect(r.corpo.podeAlterarAtivo).toBe(false);
    const pontos = r.corpo.rows.map((p: { valorPontos: number }) => p.valorPontos);
    expect(pontos).toEqual([...pontos].sort((a, b) => b - a));
    expect(Object.keys(r.corpo.rows[0]).sort()).toEqual(['codigo', 'id', 'nome', 'pontosPorUnidade', 'valorPontos']);
    // The store comes from the session: a cnpjRevenda in the query changes nothing.
    const [outra] = await amb.ds.query(`SELECT cnpj FROM revendas WHERE id <> $1 LIMIT 1`, [eu.revenda_id]);
    expect((await amb.rest('GET', `/api/produtos_revenda?cnpjRevenda=${outra.cnpj}&limite=0`, { token })).corpo.count).toBe(n);
    const busca = await amb.rest('GET', `/api/produtos_revenda?buscar=${encodeURIComponent(r.corpo.rows[0].codigo)}`, { token });
    expect(busca.corpo.rows.map((p: { id: number }) => p.id)).toContain(r.corpo.rows[0].id);
    const g = await amb.gql(
      `{ produtosDaMinhaLoja(input: { porPagina: 2, ordenarPor: nome, direcao: ASC }) { total porPagina itens { nome } } }`,
      {},
      { token },
    );
    expect(g.data.produtosDaMinhaLoja).toMatchObject({ total: n, porPagina: 2 });
    const nomes = g.data.produtosDaMinhaLoja.itens.map((p: { nome: string }) => p.nome);
    expect(nomes).toHaveLength(Math.min(2, n));
    expect((await amb.rest('PUT', `/api/produtos_revenda/${r.corpo.rows[0].id}`, { token, corpo: { ativo: 0 } })).status).toBe(403);
  });

  it('shows what a unit earns at the member’s store: product points × the store factor', async () => {
    const token = await amb.entrarLoja(PARCEIRO_DEMO_1);
    const [eu] = await amb.ds.query(`SELECT revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const [antes] = await amb.ds.query(`SELECT fator_pontuacao FROM revendas WHERE id = $1`, [eu.revenda_id]);
    await amb.ds.query(`UPDATE revendas SET fator_pontuacao = 2 WHERE id = $1`, [eu.revenda_id]);
    try {
      const r = await amb.rest('GET', '/api/produtos_revenda?pagina=1&limite=3', { token });
      expect(r.corpo.rows.length).toBeGreaterThan(0);
      for (const p of r.corpo.rows) expect(p.pontosPorUnidade).toBeCloseTo(p.valorPontos * 2, 2);
      const g = await amb.gql(`{ produtosDaMinhaLoja(input: { porPagina: 3 }) { itens { id valorPontos pontosPorUnidade } } }`, {}, { token });
      expect(g.data.produtosDaMinhaLoja.itens).toEqual(
        r.corpo.rows.map((p: any) => ({ id: String(p.id), valorPontos: textoPontos(p.valorPontos), pontosPorUnidade: textoPontos(p.pontosPorUnidade) })),
      );
    } finally {
      await amb.ds.query(`UPDATE revendas SET fator_pontuacao = $2 WHERE id = $1`, [eu.revenda_id, antes.fator_pontuacao]);
    }
  });
});

describe('Social login', () => {
  const entrar = (idToken: string, extra: Record<string, unknown> = {}) =>
    amb.rest('POST', '/api/sessoes/parceiro', { corpo: { google: idToken, ...extra }, cabecalhos: ip() });

  it('tells the storefront it is configured', async () => {
    const r = await amb.rest('GET', '/api/sessoes/parceiro/social');
    expect(r.corpo).toEqual({ habilitado: true, provedor: 'google', clientId: 'loja-teste', authorizationEndpoint: `${oidc.issuer}/authorize` });
  });

  it('signs in a member by a verified e-mail, links the account, then by the subject', async () => {
    const m = await novoMembro();
    const token = await oidc.token({ sub: 'google-123', email: m.email.toUpperCase(), email_verified: true, name: 'Ana' });
    const r = await entrar(token);
    expect(r.status).toBe(200);
    expect(r.corpo.parceiro.id).toBe(m.id);
    expect((await amb.rest('GET', '/api/parceiros/eu', { token: `${r.corpo.token}|` })).status).toBe(200);
    const [p] = await amb.ds.query(`SELECT google_auth_id FROM parceiros WHERE id = $1`, [m.id]);
    expect(p.google_auth_id).toBe('google-123');
    const g = await amb.gql(
      `mutation($t: String!) { entrarParceiroSocial(idToken: $t) { parceiro { id } } }`,
      { t: await oidc.token({ sub: 'google-123' }) },
      { cabecalhos: ip() },
    );
    expect(g.data.entrarParceiroSocial.parceiro.id).toBe(String(m.id));
  });

  it('refuses forged, expired, wrong-audience and wrong-issuer tokens', async () => {
    const m = await novoMembro();
    const claims = { sub: 'google-456', email: m.email, email_verified: true };
    const ruins = [
      await oidc.token(claims, { forjada: true }),
      await oidc.token(claims, { expiraEmSegundos: -120 }),
      await oidc.token(claims, { aud: 'outro-cliente' }),
      await oidc.token(claims, { iss: 'https://falso.exemplo.com' }),
      'nao.e.um.token.valido.de.jeito.nenhum',
    ];
    for (const t of ruins) expect(await entrar(t)).toEqual({ status: 400, corpo: { erro: M.socialTokenInvalido } });
    const g = await amb.gql(`mutation($t: String!) { entrarParceiroSocial(idToken: $t) { token } }`, { t: ruins[0] }, { cabecalhos: ip() });
    expect(g.mensagem).toBe(M.socialTokenInvalido);
    const [p] = await amb.ds.query(`SELECT google_auth_id FROM parceiros WHERE id = $1`, [m.id]);
    expect(p.google_auth_id).toBeNull();
  });

  it('an inactive member is refused; an unregistered account gets 400 with the social data', async () => {
    const m = await novoMembro();
    await amb.ds.query(`UPDATE parceiros SET ativo = false WHERE id = $1`, [m.id]);
    const inativo = await entrar(await oidc.token({ sub: 'google-789', email: m.email, email_verified: true }));
    expect(inativo).toEqual({ status: 403, corpo: { erro: 'Parceiro não tem permissão para acessar a loja.' } });
    const novo = await entrar(await oidc.token({ sub: 'google-novo', email: 'novo@exemplo.com.br', email_verified: true, name: 'Novo Vendedor' }));
    expect(novo).toEqual({ status: 400, corpo: { erro: M.socialSemCadastro, social: { nome: 'Novo Vendedor', email: 'novo@exemplo.com.br' } } });
    const g = await amb.gql(
      `mutation($t: String!) { entrarParceiroSocial(idToken: $t) { token } }`,
      { t: await oidc.token({ sub: 'google-novo2', email: 'n2@exemplo.com.br', name: 'N2' }) },
      { cabecalhos: ip() },
    );
    expect(g.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', social: { nome: 'N2', email: 'n2@exemplo.com.br' } });
    // An unverified e-mail never links an account.
    const m2 = await novoMembro();
    expect((await entrar(await oidc.token({ sub: 'google-x', email: m2.email, email_verified: false }))).status).toBe(400);
  });

  it('a password login still works beside it', async () => {
    expect((await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_1, senha: 'Demo@2026' } })).status).toBe(200);
  });
});

describe('Registration bad inputs over GraphQL', () => {
  it('duplicate CPF, weak or mismatched passwords and under-18 get the same messages as REST', async () => {
    const m = await novoMembro();
    const base = {
      cnpjRevenda: LOJA_DEMO_1,
      nome: 'Teste GQL',
      cpf: cpfDe(++cpfSeq),
      celular: '11987654321',
      dataNascimento: '1990-01-01',
      sexo: 'F',
      endCep: '01310100',
      endRua: 'Rua',
      endNumero: '1',
      endBairro: 'B',
      endCidade: 'São Paulo',
      endEstado: 'SP',
      senha: 'boa frase longa',
      confirmarSenha: 'boa frase longa',
      aceitouPoliticaPrivacidade: true,
    };
    const casos: [Record<string, unknown>, string | RegExp][] = [
      [{ cpf: m.cpf }, 'Vendedor Loja já cadastrado'],
      [{ senha: 'password', confirmarSenha: 'password' }, 'Esta senha é muito comum. Escolha outra.'],
      [{ senha: 'curtinha', confirmarSenha: 'curtinha2' }, 'Senhas não conferem'],
      [{ senha: 'abc', confirmarSenha: 'abc' }, /8 caracteres/],
      [{ dataNascimento: `${new Date().getFullYear() - 17}-06-01` }, 'O vendedor deve ter 18 anos ou mais.'],
    ];
    for (const [mudanca, erro] of casos) {
      const g = await amb.gql(
        `mutation($i: CadastroParceiroInput!) { cadastrarParceiro(input: $i) { errosDeUsuario { mensagem } } }`,
        { i: { ...base, ...mudanca } },
        { cabecalhos: ip() },
      );
      // A CPF already taken is a conflict (an error); the form's problems come in errosDeUsuario.
      expect(g.data?.cadastrarParceiro?.errosDeUsuario[0]?.mensagem ?? g.mensagem).toMatch(erro);
    }
  });
});
