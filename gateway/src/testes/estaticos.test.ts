import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { AmbienteDeTeste } from '../testing/ambiente';
import { aceitacoes } from '../core/estaticos';

/** A fake build: what scripts/precomprimir.mjs leaves in dist (each text file plus its .br and .gz). */
function montarBuild(raiz: string, titulo: string, preRenderizadas: string[] = []) {
  const gravar = (relativo: string, conteudo: string | Buffer, comprimir = true) => {
    const arquivo = path.join(raiz, relativo);
    fs.mkdirSync(path.dirname(arquivo), { recursive: true });
    fs.writeFileSync(arquivo, conteudo);
    if (!comprimir) return;
    fs.writeFileSync(`${arquivo}.br`, zlib.brotliCompressSync(conteudo));
    fs.writeFileSync(`${arquivo}.gz`, zlib.gzipSync(conteudo));
  };
  gravar('index.html', `<!doctype html><html lang="pt-BR"><title>${titulo}</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></html>`);
  gravar('assets/index-Ab12Cd34.js', `console.log(${JSON.stringify(titulo)});\n`.repeat(200));
  gravar('assets/index-Ef56Gh78.css', 'body{margin:0}\n'.repeat(200));
  gravar('assets/logo-Ij90Kl12.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), false);
  gravar('robots.txt', 'User-agent: *\n');
  // What storefront-web/scripts/pre-renderizar.mjs writes: one HTML per pre-rendered address.
  for (const nome of preRenderizadas) gravar(`paginas/${nome}.html`, `<!doctype html><html lang="pt-BR"><title>${titulo}: ${nome}</title></html>`);
}

type Resposta = { status: number; cabecalhos: http.IncomingHttpHeaders; corpo: Buffer };

/** Raw HTTP (no automatic decompression): the bytes exactly as they travel. */
function obter(base: string, caminho: string, acceptEncoding?: string): Promise<Resposta> {
  return new Promise((ok, erro) => {
    const headers: Record<string, string> = {};
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    http
      .get(base + caminho, { headers }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () => ok({ status: res.statusCode ?? 0, cabecalhos: res.headers, corpo: Buffer.concat(partes) }));
        res.on('error', erro);
      })
      .on('error', erro);
  });
}

const varia = (r: Resposta) =>
  String(r.cabecalhos.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('built apps on the wire: pre-compressed copies and cache headers', () => {
  let amb: AmbienteDeTeste;
  let pasta: string;
  let loja: string;
  let painel: string;

  beforeAll(async () => {
    pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-estaticos-'));
    loja = path.join(pasta, 'loja');
    painel = path.join(pasta, 'painel');
    montarBuild(loja, 'Loja', ['index', 'login']);
    montarBuild(painel, 'Painel');
    amb = await AmbienteDeTeste.criar({ SW_LOJA_DIR: loja, SW_PAINEL_DIR: painel });
  });
  afterAll(async () => {
    await amb?.fechar();
    fs.rmSync(pasta, { recursive: true, force: true });
  });

  const original = (raiz: string, relativo: string) => fs.readFileSync(path.join(raiz, relativo));

  it.each([
    ['/', () => loja],
    ['/painel', () => painel],
  ])('a hashed script under %s goes as brotli, gzip or as is, by Accept-Encoding, cached for a year', async (prefixo, raiz) => {
    const caminho = `${prefixo === '/' ? '' : prefixo}/assets/index-Ab12Cd34.js`;
    const js = original(raiz(), 'assets/index-Ab12Cd34.js');

    const br = await obter(amb.url, caminho, 'br, gzip');
    expect(br.status).toBe(200);
    expect(br.cabecalhos['content-encoding']).toBe('br');
    expect(br.cabecalhos['content-type']).toMatch(/^text\/javascript/);
    expect(varia(br)).toBe(true);
    expect(br.cabecalhos['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.corpo.length).toBeLessThan(js.length / 4);
    expect(zlib.brotliDecompressSync(br.corpo).equals(js)).toBe(true);

    const gz = await obter(amb.url, caminho, 'gzip');
    expect(gz.cabecalhos['content-encoding']).toBe('gzip');
    expect(varia(gz)).toBe(true);
    expect(gz.cabecalhos['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gz.corpo).equals(js)).toBe(true);

    for (const semCompressao of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const id = await obter(amb.url, caminho, semCompressao);
      expect(id.status).toBe(200);
      expect(id.cabecalhos['content-encoding']).toBeUndefined();
      expect(varia(id)).toBe(true);
      expect(id.cabecalhos['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(id.corpo.equals(js)).toBe(true);
    }
  });

  it('the q-values of Accept-Encoding decide between brotli and gzip', async () => {
    expect((await obter(amb.url, '/assets/index-Ef56Gh78.css', 'gzip, br;q=0')).cabecalhos['content-encoding']).toBe('gzip');
    expect((await obter(amb.url, '/assets/index-Ef56Gh78.css', 'gzip;q=1, br;q=0.5')).cabecalhos['content-encoding']).toBe('gzip');
    const todas = await obter(amb.url, '/assets/index-Ef56Gh78.css', '*');
    expect(todas.cabecalhos['content-encoding']).toBe('br');
    expect(todas.cabecalhos['content-type']).toMatch(/^text\/css/);
  });

  it.each([
    ['/', () => loja, 'paginas/index.html', 'Loja: index'],
    ['/login', () => loja, 'paginas/login.html', 'Loja: login'],
    ['/home', () => loja, 'index.html', 'Loja'],
    ['/login/', () => loja, 'index.html', 'Loja'],
    ['/premio/ABC123', () => loja, 'index.html', 'Loja'],
    ['/painel/', () => painel, 'index.html', 'Painel'],
    ['/painel/resgates', () => painel, 'index.html', 'Painel'],
  ])('the page %s (its pre-rendered HTML, else index.html) is compressed too and never cached without revalidation', async (caminho, raiz, arquivo, titulo) => {
    const html = original(raiz(), arquivo);
    expect(html.toString()).toContain(`<title>${titulo}</title>`);

    const br = await obter(amb.url, caminho, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.cabecalhos['content-encoding']).toBe('br');
    expect(br.cabecalhos['content-type']).toMatch(/^text\/html/);
    expect(br.cabecalhos['cache-control']).toBe('no-cache');
    expect(varia(br)).toBe(true);
    expect(zlib.brotliDecompressSync(br.corpo).equals(html)).toBe(true);

    const gz = await obter(amb.url, caminho, 'gzip');
    expect(gz.cabecalhos['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.corpo).equals(html)).toBe(true);

    const id = await obter(amb.url, caminho);
    expect(id.cabecalhos['content-encoding']).toBeUndefined();
    expect(id.cabecalhos['cache-control']).toBe('no-cache');
    expect(id.corpo.equals(html)).toBe(true);
  });

  it('files without a compressed copy go as they are; unhashed public files are revalidated', async () => {
    const png = await obter(amb.url, '/assets/logo-Ij90Kl12.png', 'br, gzip');
    expect(png.status).toBe(200);
    expect(png.cabecalhos['content-encoding']).toBeUndefined();
    expect(png.cabecalhos['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(png.corpo.equals(original(loja, 'assets/logo-Ij90Kl12.png'))).toBe(true);

    const robots = await obter(amb.url, '/robots.txt', 'br');
    expect(robots.cabecalhos['content-encoding']).toBe('br');
    expect(robots.cabecalhos['cache-control']).toBe('no-cache');
  });

  it('paths that leave the build folder are not served from the disk', async () => {
    for (const caminho of ['/assets/..%2f..%2fpainel%2findex.html', '/..%2fpainel%2findex.html', '/assets/%2e%2e%2f%2e%2e%2fpainel%2findex.html']) {
      const fora = await obter(amb.url, caminho, 'br, gzip');
      const corpo = fora.cabecalhos['content-encoding'] === 'br' ? zlib.brotliDecompressSync(fora.corpo) : fora.corpo;
      expect(corpo.toString()).not.toContain('<title>Painel</title>');
    }
  });
});

describe('aceitacoes (Accept-Encoding q-values)', () => {
  it('reads q-values, the * wildcard and absent codings', () => {
    const q = aceitacoes('gzip;q=0.8, br , *;q=0.1');
    expect(q('br')).toBe(1);
    expect(q('gzip')).toBe(0.8);
    expect(q('zstd')).toBe(0.1);
    expect(aceitacoes(undefined)('br')).toBe(0);
    expect(aceitacoes('BR;Q=0')('br')).toBe(0);
  });
});
