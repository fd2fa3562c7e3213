import { MENSAGENS } from '@sw/common';
import { AmbienteDeTeste } from '../testing/ambiente';
import { iniciarWhatsappFalso, WhatsappFalso } from '../testing/whatsapp-falso';

const TOKEN = 'tok-8f2b9c71d04e4a5f9b1c-ABCD';
const OUTRO_TOKEN = 'tok-novo-2f8e77aa31c94b0e-WXYZ';

let amb: AmbienteDeTeste;
let falso: WhatsappFalso;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ WHATSAPP_TIMEOUT_MS: '400' });
  falso = await iniciarWhatsappFalso({ token: TOKEN });
});
afterAll(async () => {
  await amb.fechar();
  await falso.fechar();
});
beforeEach(() => falso.limpar());

const CAMPOS = `id url token codigo atualizadoPor`;
const SALVAR = `mutation ($input: ConfiguracaoWhatsappInput!) { salvarConfiguracaoWhatsapp(input: $input) { resultado { ${CAMPOS} } errosDeUsuario { campo mensagem } } }`;
const TESTAR = `mutation ($celular: String!) { testarWhatsapp(input: { celular: $celular }) { resultado { sucesso mensagem } errosDeUsuario { campo mensagem } } }`;

describe('before the first save', () => {
  it('GET answers an empty array and GraphQL null; the test button explains what is missing', async () => {
    const token = await amb.entrarPainel(2);
    expect(await amb.rest('GET', '/api/configuracoes', { token })).toEqual({ status: 200, corpo: [] });
    expect((await amb.gql(`{ configuracaoWhatsapp { id } }`, {}, { token })).data).toEqual({ configuracaoWhatsapp: null });
    expect(await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '11987654321' } })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.whatsNaoConfigurado },
    });
  });

  it.each([
    [{ token: TOKEN, codigo: 'SW' }, 'URL obrigatório'],
    [{ url: 'ftp://provedor.exemplo/enviar', token: TOKEN, codigo: 'SW' }, MENSAGENS.urlWhatsInvalida],
    [{ url: 'não é url', token: TOKEN, codigo: 'SW' }, MENSAGENS.urlWhatsInvalida],
    [{ url: 'https://provedor.exemplo/enviar', token: TOKEN }, 'Código obrigatório'],
    [{ url: 'https://provedor.exemplo/enviar', codigo: 'SW' }, 'Token obrigatório'],
    [{ url: 'https://provedor.exemplo/enviar', token: '••••ABCD', codigo: 'SW' }, MENSAGENS.tokenMascarado],
  ])('refuses %j', async (corpo, erro) => {
    const r = await amb.rest('POST', '/api/configuracoes', { token: await amb.entrarPainel(2), corpo });
    expect(r).toMatchObject({ status: 400, corpo: { erro } });
    expect(await amb.ds.query(`SELECT id FROM configuracoes_whatsapp`)).toEqual([]);
  });

  it('an id that does not exist is a 404', async () => {
    const r = await amb.rest('POST', '/api/configuracoes', { token: await amb.entrarPainel(2), corpo: { id: 77, url: falso.url, token: TOKEN, codigo: 'SW' } });
    expect(r).toEqual({ status: 404, corpo: { erro: MENSAGENS.configuracaoWhatsNaoEncontrada } });
  });
});

describe('saving and reading', () => {
  let id: number;

  it('saves, answers the token masked, and keeps it encrypted in the database and out of the audit', async () => {
    const r = await amb.rest('POST', '/api/configuracoes', { token: await amb.entrarPainel(1), corpo: { url: falso.url, token: TOKEN, codigo: 'SW-01' } });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ url: falso.url, token: '••••ABCD', codigo: 'SW-01', atualizadoPor: 'Otávio Operador' });
    id = r.corpo.id;
    const lido = await amb.rest('GET', '/api/configuracoes', { token: await amb.entrarPainel(2) });
    expect(lido.corpo).toEqual([expect.objectContaining({ id, url: falso.url, token: '••••ABCD', codigo: 'SW-01' })]);
    expect(JSON.stringify(lido.corpo)).not.toContain(TOKEN.slice(0, 10));
    expect(JSON.stringify(lido.corpo)).not.toContain('cifrado');

    const [linha] = await amb.ds.query(`SELECT token_cifrado FROM configuracoes_whatsapp`);
    expect(linha.token_cifrado).toMatch(/^v1\./);
    expect(linha.token_cifrado).not.toContain(TOKEN);
    const logs = await amb.ds.query(`SELECT parametros::text AS p FROM logs WHERE tipo = 'configuracoes.whatsapp'`);
    expect(logs).toHaveLength(1);
    expect(logs[0].p).not.toContain('ABCD');
    expect(JSON.parse(logs[0].p)).toEqual({ id, url: falso.url, codigo: 'SW-01', tokenAlterado: true });
  });

  it('the masked value or an empty token keeps the stored token; a new one replaces it', async () => {
    const token = await amb.entrarPainel(2);
    const mascarado = await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: falso.url, token: '••••ABCD', codigo: 'SW-02' } });
    expect(mascarado.corpo).toMatchObject({ id, token: '••••ABCD', codigo: 'SW-02' });
    const vazio = await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: falso.url, token: '', codigo: 'SW-03' } });
    expect(vazio.corpo).toMatchObject({ id, token: '••••ABCD', codigo: 'SW-03' });
    // The provider still receives the original token.
    expect((await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '(11) 98765-4321' } })).status).toBe(200);
    expect(falso.recebidas.map((m) => m.autorizacao)).toEqual([`Bearer ${TOKEN}`]);

    const outroMascarado = await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: falso.url, token: '••••WXYZ', codigo: 'SW' } });
    expect(outroMascarado).toEqual({ status: 400, corpo: { erro: MENSAGENS.tokenMascarado } });

    const novo = await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: falso.url, token: OUTRO_TOKEN, codigo: 'SW-04' } });
    expect(novo.corpo).toMatchObject({ id, token: '••••WXYZ' });
    expect(await amb.ds.query(`SELECT count(*)::int AS n FROM configuracoes_whatsapp`)).toEqual([{ n: 1 }]);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'configuracoes.whatsapp' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros.tokenAlterado).toBe(true);
    // Back to the token the fake provider accepts.
    await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: falso.url, token: TOKEN, codigo: 'SW-01' } });
  });

  it('a short token shows nothing of itself', async () => {
    const token = await amb.entrarPainel(2);
    const r = await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: 'https://provedor.exemplo/enviar', token: 'abc123', codigo: 'SW' } });
    expect(r.corpo.token).toBe('••••');
    await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: falso.url, token: TOKEN, codigo: 'SW-01' } });
  });

  it('GraphQL reads and saves with the same rules', async () => {
    const token = await amb.entrarPainel(2);
    const lido = await amb.gql(`{ configuracaoWhatsapp { ${CAMPOS} } }`, {}, { token });
    expect(lido.data.configuracaoWhatsapp).toMatchObject({ id: String(id), url: falso.url, token: '••••ABCD', codigo: 'SW-01' });
    const salvo = await amb.gql(SALVAR, { input: { id, url: falso.url, token: '••••ABCD', codigo: 'SW-GQL' } }, { token });
    expect(salvo.data.salvarConfiguracaoWhatsapp.resultado).toMatchObject({ id: String(id), token: '••••ABCD', codigo: 'SW-GQL' });
    const ruim = await amb.gql(SALVAR, { input: { id, url: 'javascript:alert(1)', codigo: 'SW' } }, { token });
    expect(ruim.data.salvarConfiguracaoWhatsapp).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'url', mensagem: MENSAGENS.urlWhatsInvalida }] });
    // A malformed id is refused at the door; a well-formed one that is not this configuration's is 404.
    expect((await amb.rest('POST', '/api/configuracoes', { token, corpo: { id: 'x', url: falso.url, codigo: 'SW' } })).status).toBe(400);
    expect((await amb.rest('POST', '/api/configuracoes', { token, corpo: { id: 999999, url: falso.url, codigo: 'SW' } })).status).toBe(404);
  });

  it.each([0, 3, 4, 5])('role %i gets 403 on every call', async (papel) => {
    const token = await amb.entrarPainel(papel);
    expect((await amb.rest('GET', '/api/configuracoes', { token })).status).toBe(403);
    expect((await amb.rest('POST', '/api/configuracoes', { token, corpo: { id, url: 'https://x.exemplo', token: 'x', codigo: 'x' } })).status).toBe(403);
    expect((await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '11987654321' } })).status).toBe(403);
    expect((await amb.gql(`{ configuracaoWhatsapp { token } }`, {}, { token })).codigo).toBe('FORBIDDEN');
    expect(falso.recebidas).toEqual([]);
  });

  it('anonymous callers get 401 and never see the configuration', async () => {
    const r = await amb.rest('GET', '/api/configuracoes');
    expect(r.status).toBe(401);
    expect(JSON.stringify(r.corpo)).not.toContain('ABCD');
    expect((await amb.rest('POST', '/api/configuracoes/teste', { corpo: { celular: '11987654321' } })).status).toBe(401);
    expect((await amb.gql(`{ configuracaoWhatsapp { token } }`)).codigo).toBe('UNAUTHENTICATED');
  });
});

describe('the test button', () => {
  it('sends one message now and reports success (REST and GraphQL)', async () => {
    const token = await amb.entrarPainel(1);
    const r = await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '(11) 98765-4321' } });
    expect(r).toEqual({ status: 200, corpo: { sucesso: true, mensagem: MENSAGENS.mensagemTesteEnviada } });
    expect(falso.recebidas).toEqual([expect.objectContaining({ codigo: 'SW-GQL', celular: '5511987654321', autorizacao: `Bearer ${TOKEN}`, status: 200 })]);
    expect(falso.recebidas[0].mensagem).toContain('mensagem de teste');
    const g = await amb.gql(TESTAR, { celular: '1133334444' }, { token });
    expect(g.data.testarWhatsapp.resultado).toEqual({ sucesso: true, mensagem: MENSAGENS.mensagemTesteEnviada });
    expect(falso.recebidas[1].celular).toBe('551133334444');
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'configuracoes.whatsapp.teste' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toEqual({ celular: '11*****4444', sucesso: true });
  });

  it.each([
    [{}, 'Celular obrigatório'],
    [{ celular: '' }, 'Celular obrigatório'],
    [{ celular: '98765432' }, 'Celular inválido'],
    [{ celular: '119876543210' }, 'Celular inválido'],
    [{ celular: '11abc987654321' }, 'Celular inválido'],
  ])('refuses the phone in %j', async (corpo, erro) => {
    const r = await amb.rest('POST', '/api/configuracoes/teste', { token: await amb.entrarPainel(2), corpo });
    expect(r).toMatchObject({ status: 400, corpo: { erro } });
    expect(falso.recebidas).toEqual([]);
  });

  it('a failing provider is a 503 with the reason, and the attempt is audited', async () => {
    falso.definirModo({ status: 500 });
    const token = await amb.entrarPainel(2);
    const r = await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '11987654321' } });
    expect(r).toEqual({ status: 503, corpo: { erro: MENSAGENS.falhaTesteWhats('o serviço de WhatsApp respondeu HTTP 500.') } });
    const g = await amb.gql(TESTAR, { celular: '11987654321' }, { token });
    expect([g.codigo, g.mensagem]).toEqual(['SERVICE_UNAVAILABLE', MENSAGENS.falhaTesteWhats('o serviço de WhatsApp respondeu HTTP 500.')]);
    const [log] = await amb.ds.query(`SELECT parametros FROM logs WHERE tipo = 'configuracoes.whatsapp.teste' ORDER BY id DESC LIMIT 1`);
    expect(log.parametros).toMatchObject({ sucesso: false, motivo: 'o serviço de WhatsApp respondeu HTTP 500.' });
  });

  it('a slow provider is cut at the timeout', async () => {
    // The provider never answers while held: only the 0.4 s cut can end the call, at any machine speed.
    const token = await amb.entrarPainel(2);
    falso.definirModo({ segurar: true });
    try {
      const r = await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '11987654321' } });
      expect(r).toEqual({ status: 503, corpo: { erro: MENSAGENS.falhaTesteWhats('o serviço de WhatsApp não respondeu em 0,4 s.') } });
      expect(falso.recebidas).toHaveLength(1);
    } finally {
      falso.liberar();
    }
  });

  it('a provider nobody listens on is a 503 too', async () => {
    const token = await amb.entrarPainel(2);
    await amb.rest('POST', '/api/configuracoes', { token, corpo: { url: 'http://127.0.0.1:9/enviar', codigo: 'SW' } });
    const r = await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '11987654321' } });
    expect(r).toEqual({ status: 503, corpo: { erro: MENSAGENS.falhaTesteWhats('não foi possível conectar ao serviço de WhatsApp.') } });
    await amb.rest('POST', '/api/configuracoes', { token, corpo: { url: falso.url, codigo: 'SW-01' } });
  });

  it('a token the current key cannot read shows as the bare mask and must be typed again', async () => {
    const token = await amb.entrarPainel(2);
    await amb.ds.query(`UPDATE configuracoes_whatsapp SET token_cifrado = 'v1.AAAA.BBBB.CCCC'`);
    expect((await amb.rest('GET', '/api/configuracoes', { token })).corpo[0].token).toBe('••••');
    expect(await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '11987654321' } })).toEqual({
      status: 400,
      corpo: { erro: MENSAGENS.tokenWhatsIlegivel },
    });
    expect((await amb.rest('POST', '/api/configuracoes', { token, corpo: { url: falso.url, token: '••••', codigo: 'SW' } })).status).toBe(400);
    expect((await amb.rest('POST', '/api/configuracoes', { token, corpo: { url: falso.url, token: TOKEN, codigo: 'SW' } })).corpo.token).toBe('••••ABCD');
    expect((await amb.rest('POST', '/api/configuracoes/teste', { token, corpo: { celular: '11987654321' } })).status).toBe(200);
  });
});
