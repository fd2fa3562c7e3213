import { AmbienteDeTeste } from '../testing/ambiente';
import { SmtpFalso } from '../testing/smtp-falso';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2, SENHA_DEMO } from '../seed/demo';

let amb: AmbienteDeTeste;
let smtp: SmtpFalso;
beforeAll(async () => {
  smtp = await SmtpFalso.iniciar();
  amb = await AmbienteDeTeste.criar({ SMTP_URL: smtp.url, SW_URL_PUBLICA: 'https://loja.exemplo.com.br/' });
});
afterAll(async () => { await amb.fechar(); await smtp.fechar(); });

let ipSeq = 0;
const novoIp = () => ({ 'x-forwarded-for': `10.6.0.${++ipSeq}` });
const MENSAGEM = 'Se houver um cadastro com esses dados, enviaremos um link de recuperação para o email cadastrado.';

async function emailDe(cpf: string): Promise<string> {
  const [p] = await amb.ds.query(`SELECT email FROM parceiros WHERE cpf = $1`, [cpf]);
  return p.email;
}

const solicitar = (informacao: unknown, ip = novoIp()) => amb.rest('POST', '/api/sessoes/parceiro/esqueceu-senha', { corpo: { informacao }, cabecalhos: ip });
const validarLink = (uuid: string) => amb.rest('POST', '/api/sessoes/parceiro/validar-recuperacao', { corpo: { uuid }, cabecalhos: novoIp() });
const atualizar = (uuid: string, novaSenha: string) =>
  amb.rest('POST', '/api/sessoes/parceiro/atualizar-senha', { corpo: { uuid, novaSenha }, cabecalhos: novoIp() });

describe('password recovery', () => {
  it('answers the same for unknown accounts and sends nothing', async () => {
    for (const informacao of ['ninguem@exemplo.com.br', '529.982.247-25', 'qualquer coisa']) {
      expect(await solicitar(informacao)).toEqual({ status: 200, corpo: { mensagem: MENSAGEM } });
    }
    expect(await solicitar('')).toEqual({ status: 400, corpo: { erro: 'Informe seu email ou CPF primeiro', campo: 'informacao' } });
    // The e-mail goes out after the answer. A known account asked last is the marker: once its e-mail
    // has arrived, one sent for the requests before it would have too. It must have been the only one.
    const email = await emailDe(PARCEIRO_DEMO_1);
    expect(await solicitar('700.000.007-44')).toEqual({ status: 200, corpo: { mensagem: MENSAGEM } });
    await smtp.proximo(email); // taken from the received list
    expect(smtp.recebidos).toHaveLength(0);
  });

  it('e-mails a working single-use link; the password changes and old sessions are revoked', async () => {
    const email = await emailDe(PARCEIRO_DEMO_2);
    const sessaoAntiga = await amb.entrarLoja(PARCEIRO_DEMO_2);
    expect(await solicitar('800.000.008-33')).toEqual({ status: 200, corpo: { mensagem: MENSAGEM } });
    const msg = await smtp.proximo(email);
    expect(msg.bruto.replace(/=\r?\n/g, '')).toContain('https://loja.exemplo.com.br/esqueceu-senha/');
    const uuid = SmtpFalso.token(msg);
    const [{ n }] = await amb.ds.query(`SELECT count(*)::int AS n FROM recuperacoes_senha WHERE token_hash = $1`, [uuid]);
    expect(n).toBe(0);
    expect(await validarLink(uuid)).toEqual({ status: 200, corpo: { valido: true, mensagem: 'Link válido. Informe sua nova senha.' } });
    expect((await atualizar(uuid, '')).corpo.erro).toBe('Informe sua nova senha primeiro');
    expect((await atualizar(uuid, '12345678')).corpo.erro).toBe('Esta senha é muito comum. Escolha outra.');
    expect(await atualizar(uuid, 'minha nova frase')).toEqual({ status: 200, corpo: { mensagem: 'Senha alterada com sucesso. Entre com a nova senha.' } });
    expect((await amb.rest('GET', '/api/parceiros/eu', { token: sessaoAntiga })).status).toBe(401);
    expect((await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_2, senha: SENHA_DEMO } })).status).toBe(400);
    expect((await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_2, senha: 'minha nova frase' } })).status).toBe(200);
    // Single use.
    const invalido = { status: 200, corpo: { valido: false, mensagem: 'Este link de recuperação expirou ou já foi usado. Solicite um novo.' } };
    expect(await validarLink(uuid)).toEqual(invalido);
    expect(await atualizar(uuid, 'outra frase longa')).toEqual({ status: 400, corpo: { erro: invalido.corpo.mensagem } });
    const [log] = await amb.ds.query(`SELECT 1 FROM logs WHERE tipo = 'parceiro.senha.recuperar'`);
    expect(log).toBeTruthy();
  });

  it('finds the member by e-mail; a new request invalidates the earlier link; links expire', async () => {
    const email = await emailDe(PARCEIRO_DEMO_2);
    await solicitar(email.toUpperCase());
    const primeiro = SmtpFalso.token(await smtp.proximo(email));
    await solicitar(email);
    const segundo = SmtpFalso.token(await smtp.proximo(email));
    expect((await validarLink(primeiro)).corpo.valido).toBe(false);
    expect((await validarLink(segundo)).corpo.valido).toBe(true);
    await amb.ds.query(`UPDATE recuperacoes_senha SET expira_em = now() - interval '1 second'`);
    expect((await validarLink(segundo)).corpo.valido).toBe(false);
    expect((await validarLink('nao-existe')).corpo.valido).toBe(false);
  });

  it('is throttled per address', async () => {
    const ip = novoIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await solicitar('ninguem@exemplo.com.br', ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('has GraphQL equivalents', async () => {
    const email = await emailDe(PARCEIRO_DEMO_2);
    const s = await amb.gql(`mutation { solicitarRecuperacaoSenha(input: { informacao: "${email}" }) { resultado { mensagem } } }`, {}, { cabecalhos: novoIp() });
    expect(s.data.solicitarRecuperacaoSenha.resultado.mensagem).toBe(MENSAGEM);
    const uuid = SmtpFalso.token(await smtp.proximo(email));
    const v = await amb.gql(`mutation($u: String!) { validarRecuperacaoSenha(input: { uuid: $u }) { resultado { valido mensagem } } }`, { u: uuid }, { cabecalhos: novoIp() });
    expect(v.data.validarRecuperacaoSenha.resultado.valido).toBe(true);
    const fraca = await amb.gql(`mutation($u: String!) { atualizarSenhaRecuperacao(input: { uuid: $u, novaSenha: "12345678" }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { u: uuid }, { cabecalhos: novoIp() });
    expect(fraca.data.atualizarSenhaRecuperacao).toEqual({ resultado: null, errosDeUsuario: [{ campo: null, mensagem: 'Esta senha é muito comum. Escolha outra.' }] });
    const a = await amb.gql(`mutation($u: String!) { atualizarSenhaRecuperacao(input: { uuid: $u, novaSenha: "terceira frase longa" }) { resultado { mensagem } } }`, { u: uuid }, { cabecalhos: novoIp() });
    expect(a.data.atualizarSenhaRecuperacao.resultado.mensagem).toBe('Senha alterada com sucesso. Entre com a nova senha.');
  });

  it('one input schema: a blank field is a 400 with campo (REST) and errosDeUsuario with campo (GraphQL)', async () => {
    expect(await amb.rest('POST', '/api/sessoes/parceiro/atualizar-senha', { corpo: { uuid: 'x', novaSenha: ['a'] }, cabecalhos: novoIp() }))
      .toEqual({ status: 400, corpo: { erro: 'Informe sua nova senha primeiro', campo: 'novaSenha' } });
    expect(await amb.rest('POST', '/api/sessoes/parceiro/esqueceu-senha', { corpo: { informacao: 42 }, cabecalhos: novoIp() }))
      .toEqual({ status: 400, corpo: { erro: 'Informe seu email ou CPF primeiro', campo: 'informacao' } });
    const g = await amb.gql(`mutation { solicitarRecuperacaoSenha(input: { informacao: "  " }) { resultado { mensagem } errosDeUsuario { campo mensagem codigo } } }`, {}, { cabecalhos: novoIp() });
    expect(g.data.solicitarRecuperacaoSenha).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'informacao', mensagem: 'Informe seu email ou CPF primeiro', codigo: 'BAD_USER_INPUT' }] });
    const n = await amb.gql(`mutation { atualizarSenhaRecuperacao(input: { uuid: "x", novaSenha: "" }) { errosDeUsuario { campo mensagem } } }`, {}, { cabecalhos: novoIp() });
    expect(n.data.atualizarSenhaRecuperacao.errosDeUsuario).toEqual([{ campo: 'novaSenha', mensagem: 'Informe sua nova senha primeiro' }]);
  });
});
