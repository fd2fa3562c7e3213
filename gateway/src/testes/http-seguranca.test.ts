import http from 'node:http';
import { lerConfig } from '../config';
import { criarApp } from '../app';
import { POLITICA_CSP } from '../core/seguranca-http';
import { gravarVerificado } from '../core/arquivos';
import { AmbienteDeTeste } from '../testing/ambiente';
import { VAZAMENTO } from '../testing/vazamento';
import { USUARIOS_DEMO } from '../seed/demo';

const PAINEL = 'https://painel.exemplo.com.br';
const LOJA = 'https://loja.exemplo.com.br';
const ESTRANHA = 'https://golpe.exemplo.net';

describe('HTTP: cabeçalhos, CORS, corpo e erros', () => {
  let amb: AmbienteDeTeste;
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar({ SW_ORIGEM_PAINEL: PAINEL, SW_ORIGEM_LOJA: LOJA, LIMITE_PESADAS_MIN: '2' });
  });
  afterAll(async () => {
    await amb.fechar();
  });

  it('every answer carries the security headers (API, GraphQL and both apps)', async () => {
    for (const caminho of ['/api/configuracoes-sistema', '/graphql', '/painel', '/painel/dashboard', '/', '/login', '/healthz']) {
      const r = await fetch(amb.url + caminho);
      expect({ caminho, csp: r.headers.get('content-security-policy') }).toEqual({ caminho, csp: POLITICA_CSP });
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('x-powered-by')).toBeNull();
    }
    expect(POLITICA_CSP).toContain("script-src 'self'");
    expect(POLITICA_CSP).not.toMatch(/script-src[^;]*unsafe/);
    expect(POLITICA_CSP).toContain("frame-ancestors 'none'");
  });

  it('the camera is allowed, to the storefront itself, only on the claim page (the barcode reader)', async () => {
    const negada = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
    const propria = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';
    const esperado: Array<[string, string]> = [
      ['/enviar-pontuacao', propria],
      ['/enviar-pontuacao/', propria],
      ['/enviar-pontuacao?leitor=1', propria],
      ['/', negada],
      ['/home', negada],
      ['/login', negada],
      ['/pontuacoes', negada],
      ['/enviar-pontuacao-x', negada],
      ['/ENVIAR-PONTUACAO', negada],
      ['/painel', negada],
      ['/painel/enviar-pontuacao', negada],
      ['/painel/vendas/nova', negada],
      ['/api/configuracoes-sistema', negada],
      ['/api/enviar-pontuacao', negada],
      ['/graphql', negada],
      ['/healthz', negada],
    ];
    const obtido: Array<[string, string | null]> = [];
    for (const [caminho] of esperado) obtido.push([caminho, (await fetch(amb.url + caminho)).headers.get('permissions-policy')]);
    expect(obtido).toEqual(esperado);
  });

  it('stored files carry their own stricter CSP and a fixed type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const nome = await gravarVerificado(png, 'png');
    const r = await fetch(`${amb.url}/api/arquivos/${nome}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('CORS: the configured panel and storefront origins may call; any other origin gets no grant and cannot write', async () => {
    for (const origem of [PAINEL, LOJA]) {
      const pre = await fetch(`${amb.url}/api/sessoes/parceiro`, {
        method: 'OPTIONS',
        headers: { origin: origem, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origem);
      expect(pre.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const pre = await fetch(`${amb.url}/graphql`, { method: 'OPTIONS', headers: { origin: ESTRANHA, 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(403);
    expect(await pre.json()).toEqual({ erro: 'Origem não permitida.' });
    const leitura = await fetch(`${amb.url}/api/configuracoes/sistema`, { headers: { origin: ESTRANHA } });
    expect(leitura.headers.get('access-control-allow-origin')).toBeNull();
    // A form post from a foreign page (a "simple" request, no preflight) never reaches the route.
    const escrita = await fetch(`${amb.url}/api/sessoes/parceiro`, {
      method: 'POST',
      headers: { origin: ESTRANHA, 'content-type': 'text/plain' },
      body: 'cpf=1&senha=2',
    });
    expect(escrita.status).toBe(403);
    // Same origin (the apps served by this gateway) needs no configuration.
    const propria = await fetch(`${amb.url}/api/sessoes/parceiro`, {
      method: 'POST',
      headers: { origin: amb.url, 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: '', senha: '' }),
    });
    expect(propria.status).toBe(400);
  });

  it('bodies: JSON over 1 MB → 413, malformed JSON → 400, both with a Portuguese erro', async () => {
    const grande = await amb.rest('POST', '/api/redes', { bruto: JSON.stringify({ nome: 'x'.repeat(1024 * 1024 + 10) }), token: await amb.entrarPainel(1) });
    expect(grande).toEqual({ status: 413, corpo: { erro: 'Requisição muito grande.' } });
    const gqlGrande = await amb.rest('POST', '/graphql', {
      bruto: JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(1024 * 1024) } }),
      cabecalhos: { 'apollo-require-preflight': '1' },
    });
    expect(gqlGrande.status).toBe(413);
    const torto = await amb.rest('POST', '/api/sessoes/usuario', { bruto: '{"cpf": "1', token: undefined });
    expect(torto).toEqual({ status: 400, corpo: { erro: 'Requisição inválida.' } });
  });

  it('errors never carry stack traces or SQL (values PostgreSQL refuses become 400)', async () => {
    const token = await amb.entrarPainel(1);
    const provocacoes = [
      await amb.rest('POST', '/api/redes', { token, corpo: { nome: 'Rede\u0000nula' } }),
      await amb.rest('GET', '/api/redes/99999999999999999999', { token }),
      await amb.rest('GET', '/api/redes/1%27%20OR%201=1', { token }),
      await amb.rest('GET', '/api/parceiros?sortField=nome;DROP TABLE parceiros', { token }),
      await amb.rest('GET', '/api/nao-existe', { token }),
    ];
    for (const r of provocacoes) {
      expect(r.status).toBeLessThan(500);
      expect(typeof r.corpo.erro).toBe('string');
      expect(JSON.stringify(r.corpo)).not.toMatch(VAZAMENTO);
    }
    // A password longer than 128 characters is refused before hashing.
    const longa = await amb.rest('POST', '/api/sessoes/usuario', { corpo: { cpf: USUARIOS_DEMO[1].cpf, senha: 'x'.repeat(129) } });
    expect(longa.status).toBe(400);
    const gql = await amb.gql('mutation { criarRede(input: { nome: "Rede\\u0000nula", regiao: "", valorPonto: 1 }) { resultado { id } } }', {}, { token });
    expect(JSON.stringify(gql)).not.toMatch(VAZAMENTO);
  });

  it('expensive calls: LIMITE_PESADAS_MIN exports per caller per minute, then 429', async () => {
    const token = await amb.entrarPainel(1);
    const statuses: number[] = [];
    // Each file is read to its end, as a browser does (a heavy call is in progress until then).
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${amb.url}/api/parceiros/export`, { headers: { authorization: token } });
      await r.arrayBuffer();
      statuses.push(r.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const r = await amb.rest('GET', '/api/parceiros/export', { token });
    expect(r.corpo).toEqual({ erro: 'Muitos relatórios, exportações ou envios de arquivo em pouco tempo. Aguarde um minuto e tente novamente.' });
    // Another user is counted apart.
    expect((await fetch(`${amb.url}/api/parceiros/export`, { headers: { authorization: await amb.entrarPainel(2) } })).status).toBe(200);
  });

  it('login throttling is shared by every instance on the database', async () => {
    // A second gateway on the same database, as behind a load balancer.
    const { app, encerrar } = await criarApp({ ...lerConfig({ NODE_ENV: 'test' }), databaseUrl: 'compartilhado' }, amb.ds);
    const outro = http.createServer(app);
    await new Promise<void>((ok) => outro.listen(0, '127.0.0.1', ok));
    const urlOutro = `http://127.0.0.1:${(outro.address() as { port: number }).port}`;
    try {
      const cpf = USUARIOS_DEMO[0].cpf;
      const tentar = (base: string) =>
        fetch(`${base}/api/sessoes/usuario`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cpf, senha: 'errada' }),
        }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push(await tentar(i % 2 ? amb.url : urlOutro));
      expect(statuses.every((s) => s === 400)).toBe(true);
      expect(await tentar(urlOutro)).toBe(429);
      expect(await tentar(amb.url)).toBe(429);
    } finally {
      await new Promise<void>((ok) => {
        outro.close(() => ok());
        outro.closeAllConnections();
      });
      await encerrar();
    }
  });
});

describe('GET /metrics e /healthz', () => {
  let amb: AmbienteDeTeste;
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar({ SW_METRICAS_TOKEN: 'segredo-das-metricas' });
  });
  afterAll(async () => {
    await amb.fechar();
  });

  it('counts requests by declared route and status, times them, and reports the pool', async () => {
    await amb.rest('GET', '/api/redes/1');
    await amb.rest('GET', '/api/redes/2');
    await amb.gql('{ __typename }');
    expect((await fetch(`${amb.url}/metrics`)).status).toBe(401);
    const r = await fetch(`${amb.url}/metrics`, { headers: { authorization: 'Bearer segredo-das-metricas' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain');
    const texto = await r.text();
    expect(texto).toContain('sw_http_requisicoes_total{metodo="GET",rota="GET /api/redes/:id",status="401"} 2');
    expect(texto).toMatch(/sw_http_requisicoes_total\{metodo="POST",rota="\/graphql",status="200"\} 1/);
    expect(texto).toMatch(/sw_http_duracao_segundos_bucket\{le="0.05",metodo="GET",rota="GET \/api\/redes\/:id",status="401"\} \d/);
    expect(texto).toMatch(/sw_pg_pool_conexoes\{estado="total"\} \d+/);
    expect(texto).toMatch(/sw_pg_pool_conexoes\{estado="aguardando"\} 0/);
    expect(texto).toContain('sw_process_resident_memory_bytes');
  });

  it('healthz answers ok while the database answers', async () => {
    expect(await amb.rest('GET', '/healthz')).toEqual({ status: 200, corpo: { status: 'ok' } });
  });
});
