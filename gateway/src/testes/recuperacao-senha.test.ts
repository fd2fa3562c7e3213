import { AmbienteDeTeste } from '../testing/ambiente';
import { SmtpFalso } from '../testing/smtp-falso';
import { iniciarWhatsappFalso, WhatsappFalso } from '../testing/whatsapp-falso';
import { processarLote } from '../modules/mensagens/fila.service';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2, SENHA_DEMO } from '../seed/demo';

let amb: AmbienteDeTeste;
let smtp: SmtpFalso;
let whatsapp: WhatsappFalso;
const TOKEN_WHATSAPP = 'tok-recuperacao-0123456789';
beforeAll(async () => {
  smtp = await SmtpFalso.iniciar();
  whatsapp = await iniciarWhatsappFalso({ token: TOKEN_WHATSAPP });
  amb = await AmbienteDeTeste.criar({ SMTP_URL: smtp.url, SW_URL_PUBLICA: 'https://loja.exemplo.com.br/' });
  const r = await amb.rest('POST', '/api/configuracoes', {
    token: await amb.entrarPainel(2),
    corpo: { url: whatsapp.url, token: TOKEN_WHATSAPP, codigo: 'SW-REC' },
  });
  expect(r.status).toBe(200);
});
afterAll(async () => {
  await amb.fechar();
  await smtp.fechar();
  await whatsapp.fechar();
});

let ipSeq = 0;
const novoIp = () => ({ 'x-forwarded-for': `10.6.0.${++ipSeq}` });
const MENSAGEM =
  'Se houver um cadastro com esses dados, enviaremos um link de recuperação para o e-mail cadastrado ou, para quem se cadastrou sem e-mail, por WhatsApp para o celular cadastrado.';

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

  it('a member registered without e-mail gets the link by WhatsApp on the registered mobile; the answer is the same', async () => {
    await amb.ds.query(`DELETE FROM mensagens_saida`);
    await amb.ds.query(`UPDATE parceiros SET email = NULL, celular = '11987650001' WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const [semEmail] = await amb.ds.query(`SELECT id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    expect(await solicitar('700.000.007-44')).toEqual({ status: 200, corpo: { mensagem: MENSAGEM } });
    const [fila] = await amb.ds.query(`SELECT id::text, destino, tipo, texto, parceiro_id FROM mensagens_saida`);
    expect(fila).toMatchObject({ destino: '11987650001', tipo: 'recuperacao_senha', parceiro_id: semEmail.id });
    const uuid = /\/esqueceu-senha\/([A-Za-z0-9_-]+)/.exec(fila.texto)![1];
    expect(fila.texto).toContain(`https://loja.exemplo.com.br/esqueceu-senha/${uuid}`);

    // The outbox delivers it; the stored text then loses the link (it is valid for an hour).
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 1, reagendadas: 0, falhas: 0 });
    expect(whatsapp.recebidas).toEqual([expect.objectContaining({ celular: '5511987650001', mensagem: fila.texto })]);
    const [{ texto }] = await amb.ds.query(`SELECT texto FROM mensagens_saida WHERE id = $1`, [fila.id]);
    expect(texto).toBe('[link de recuperação de senha omitido]');

    expect(await validarLink(uuid)).toEqual({ status: 200, corpo: { valido: true, mensagem: 'Link válido. Informe sua nova senha.' } });
    expect(await atualizar(uuid, 'frase nova do whatsapp')).toEqual({
      status: 200,
      corpo: { mensagem: 'Senha alterada com sucesso. Entre com a nova senha.' },
    });
    expect((await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: PARCEIRO_DEMO_1, senha: 'frase nova do whatsapp' } })).status).toBe(200);

    // Neither e-mail nor a usable mobile: the same answer, nothing sent (support handles it).
    await amb.ds.query(`UPDATE parceiros SET celular = NULL, telefone = NULL WHERE id = $1`, [semEmail.id]);
    await amb.ds.query(`DELETE FROM mensagens_saida`);
    expect(await solicitar('700.000.007-44')).toEqual({ status: 200, corpo: { mensagem: MENSAGEM } });
    expect(await amb.ds.query(`SELECT 1 FROM mensagens_saida`)).toEqual([]);
    expect(await amb.ds.query(`SELECT 1 FROM recuperacoes_senha WHERE parceiro_id = $1 AND usado_em IS NULL`, [semEmail.id])).toEqual([]);
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
    const s = await amb.gql(
      `mutation { solicitarRecuperacaoSenha(input: { informacao: "${email}" }) { resultado { mensagem } } }`,
      {},
      { cabecalhos: novoIp() },
    );
    expect(s.data.solicitarRecuperacaoSenha.resultado.mensagem).toBe(MENSAGEM);
    const uuid = SmtpFalso.token(await smtp.proximo(email));
    const v = await amb.gql(
      `mutation($u: String!) { validarRecuperacaoSenha(input: { uuid: $u }) { resultado { valido mensagem } } }`,
      { u: uuid },
      { cabecalhos: novoIp() },
    );
    expect(v.data.validarRecuperacaoSenha.resultado.valido).toBe(true);
    const fraca = await amb.gql(
      `mutation($u: String!) { atualizarSenhaRecuperacao(input: { uuid: $u, novaSenha: "12345678" }) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
      { u: uuid },
      { cabecalhos: novoIp() },
    );
    expect(fraca.data.atualizarSenhaRecuperacao).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: null, mensagem: 'Esta senha é muito comum. Escolha outra.' }],
    });
    const a = await amb.gql(
      `mutation($u: String!) { atualizarSenhaRecuperacao(input: { uuid: $u, novaSenha: "terceira frase longa" }) { resultado { mensagem } } }`,
      { u: uuid },
      { cabecalhos: novoIp() },
    );
    expect(a.data.atualizarSenhaRecuperacao.resultado.mensagem).toBe('Senha alterada com sucesso. Entre com a nova senha.');
  });

  it('one input schema: a blank field is a 400 with campo (REST) and errosDeUsuario with campo (GraphQL)', async () => {
    expect(await amb.rest('POST', '/api/sessoes/parceiro/atualizar-senha', { corpo: { uuid: 'x', novaSenha: ['a'] }, cabecalhos: novoIp() })).toEqual({
      status: 400,
      corpo: { erro: 'Informe sua nova senha primeiro', campo: 'novaSenha' },
    });
    expect(await amb.rest('POST', '/api/sessoes/parceiro/esqueceu-senha', { corpo: { informacao: 42 }, cabecalhos: novoIp() })).toEqual({
      status: 400,
      corpo: { erro: 'Informe seu email ou CPF primeiro', campo: 'informacao' },
    });
    const g = await amb.gql(
      `mutation { solicitarRecuperacaoSenha(input: { informacao: "  " }) { resultado { mensagem } errosDeUsuario { campo mensagem codigo } } }`,
      {},
      { cabecalhos: novoIp() },
    );
    expect(g.data.solicitarRecuperacaoSenha).toEqual({
      resultado: null,
      errosDeUsuario: [{ campo: 'informacao', mensagem: 'Informe seu email ou CPF primeiro', codigo: 'BAD_USER_INPUT' }],
    });
    const n = await amb.gql(
      `mutation { atualizarSenhaRecuperacao(input: { uuid: "x", novaSenha: "" }) { errosDeUsuario { campo mensagem } } }`,
      {},
      { cabecalhos: novoIp() },
    );
    expect(n.data.atualizarSenhaRecuperacao.errosDeUsuario).toEqual([{ campo: 'novaSenha', mensagem: 'Informe sua nova senha primeiro' }]);
  });
});
