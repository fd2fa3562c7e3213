import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { config } from '../runtime';
import { MENSAGEM_ARMAZENAMENTO_FORA, MENSAGEM_ARMAZENAMENTO_RECUSOU } from '../core/armazenamento-s3';
import { assinarSigV4, codificarCaminho, HASH_VAZIO } from '../testing/sigv4';
import { AmbienteDeTeste } from '../testing/ambiente';
import { S3Falso } from '../testing/s3-falso';

/**
 * Files in an S3-compatible store (S3_ENDPOINT): the test double's signature check against AWS's
 * own worked example, then a gateway (signing with the AWS SDK) configured to that local store,
 * which verifies every signature, driven through a real upload route (a prize's photo) and
 * GET /api/arquivos/{nome}.
 */

describe('Signature Version 4', () => {
  it('matches the AWS documented example (GET /test.txt with a Range header)', () => {
    // docs.aws.amazon.com, "Signature calculations for the Authorization header", example GET Object.
    const r = assinarSigV4({
      metodo: 'GET',
      caminho: '/test.txt',
      cabecalhos: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9', 'x-amz-content-sha256': HASH_VAZIO, 'x-amz-date': '20130524T000000Z' },
      hashCorpo: HASH_VAZIO,
      regiao: 'us-east-1',
      chaveId: 'AKIAIOSFODNN7EXAMPLE',
      segredo: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(r.requisicaoCanonica).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        'x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(crypto.createHash('sha256').update(r.requisicaoCanonica).digest('hex')).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(r.assinatura).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(r.autorizacao).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes keys as S3 expects: RFC 3986 per segment, slashes kept', () => {
    expect(codificarCaminho(['sw-arquivos', 'pasta/foto (1)*.png'])).toBe('/sw-arquivos/pasta/foto%20%281%29%2A.png');
    expect(codificarCaminho(['b', 'ação~x'])).toBe('/b/a%C3%A7%C3%A3o~x');
  });
});

describe('gateway with S3_ENDPOINT', () => {
  const BUCKET = 'sw-arquivos';
  const CHAVE_ID = 'AKIATESTESW';
  const SEGREDO = crypto.randomBytes(30).toString('base64');
  let s3: S3Falso;
  let amb: AmbienteDeTeste;
  let token: string;

  beforeAll(async () => {
    s3 = await S3Falso.iniciar({ bucket: BUCKET, chaveId: CHAVE_ID, segredo: SEGREDO });
    amb = await AmbienteDeTeste.criar({
      S3_ENDPOINT: s3.url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CHAVE_ID,
      S3_SECRET_ACCESS_KEY: SEGREDO,
      S3_PREFIXO: 'sw',
      // Long enough for a 1.5 MB upload on a busy machine (a shorter one turned a slow answer into
      // "indisponível"); the hang test below still proves the wait ends.
      S3_TIMEOUT_MS: '8000',
    });
    token = await amb.entrarPainel(2);
  });
  afterAll(async () => {
    await amb?.fechar();
    await s3?.parar().catch(() => undefined);
  });

  // A JPEG header and 1.5 MB of random bytes: any re-encoding or truncation would show.
  const FOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(1536 * 1024)]);

  async function criarPremio(codigo: string) {
    const form = new FormData();
    for (const [k, v] of Object.entries({ nome: 'Kit S3', codigo, descricao: 'Prêmio com foto no S3', custoTotal: '100,00', tipo: '', pontos: '500' }))
      form.append(k, v);
    form.append('foto', new Blob([FOTO], { type: 'image/jpeg' }), 'kit.jpg');
    const inicio = Date.now();
    const r = await fetch(`${amb.url}/api/premios`, { method: 'POST', headers: { authorization: token }, body: form, signal: AbortSignal.timeout(60_000) });
    return { status: r.status, corpo: (await r.json()) as any, ms: Date.now() - inicio };
  }
  const premiosComCodigo = async (codigo: string) =>
    Number(
      (
        await amb.ds.query(
          `SELECT (SELECT count(*) FROM premios WHERE codigo = $1) + (SELECT count(*) FROM logs WHERE tipo = 'premios.criar' AND parametros->>'codigo' = $1) AS n`,
          [codigo],
        )
      )[0].n,
    );

  it('a prize photo lands in the bucket under the prefix, is served back byte for byte, and leaves with the prize', async () => {
    const r = await criarPremio('S3-KIT-1');
    expect(r.status).toBe(201);
    const nome = /^\/api\/arquivos\/([0-9a-f]{32}\.jpg)$/.exec(r.corpo.diretorioFoto)![1];
    expect(s3.objeto(BUCKET, `sw/${nome}`)?.equals(FOTO)).toBe(true);
    // Nothing on this instance's disk: another instance serves the same file.
    expect(fs.existsSync(path.join(config().dadosDir, 'arquivos', nome))).toBe(false);

    const servida = await fetch(amb.url + r.corpo.diretorioFoto);
    expect(servida.status).toBe(200);
    expect(servida.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await servida.arrayBuffer()).equals(FOTO)).toBe(true);
    expect((await fetch(`${amb.url}/api/arquivos/${'0'.repeat(32)}.png`)).status).toBe(404); // NoSuchKey → not found

    const removido = await amb.rest('DELETE', `/api/premios/${r.corpo.id}`, { token });
    expect(removido.status).toBe(200);
    expect(s3.objeto(BUCKET, `sw/${nome}`)).toBeUndefined();
    expect((await fetch(amb.url + r.corpo.diretorioFoto)).status).toBe(404);
    expect(s3.recusas).toEqual([]);
  });

  it('a secret the store no longer accepts: the upload fails with a clear erro and nothing is stored', async () => {
    const antes = s3.objetos.size;
    const guardada = await criarPremio('S3-KIT-2');
    expect(guardada.status).toBe(201);
    s3.trocarSegredo(CHAVE_ID, 'outro-segredo');
    try {
      const r = await criarPremio('S3-KIT-3');
      expect([r.status, r.corpo]).toEqual([503, { erro: MENSAGEM_ARMAZENAMENTO_RECUSOU }]);
      expect(await premiosComCodigo('S3-KIT-3')).toBe(0);
      expect(s3.objetos.size).toBe(antes + 1);
      expect(s3.recusas).toContain('SignatureDoesNotMatch');
      // Reading is refused as well: 503, never a misleading 404.
      const lida = await amb.rest('GET', guardada.corpo.diretorioFoto);
      expect([lida.status, lida.corpo]).toEqual([503, { erro: MENSAGEM_ARMAZENAMENTO_RECUSOU }]);
    } finally {
      s3.trocarSegredo(CHAVE_ID, SEGREDO);
    }
    expect((await fetch(amb.url + guardada.corpo.diretorioFoto)).status).toBe(200);
  });

  it('a store that hangs or is down: 503 in Portuguese within the time limit, nothing stored', async () => {
    s3.mudo = true;
    const parada = await criarPremio('S3-KIT-4');
    s3.mudo = false;
    expect([parada.status, parada.corpo]).toEqual([503, { erro: MENSAGEM_ARMAZENAMENTO_FORA }]);
    // S3_TIMEOUT_MS=8000 ends the wait on a store that never answers; without it the call would never
    // return. The bound proves that, with room for a machine busy with other work.
    expect(parada.ms).toBeLessThan(60_000);
    expect(await premiosComCodigo('S3-KIT-4')).toBe(0);

    await s3.parar();
    const fora = await criarPremio('S3-KIT-5');
    expect([fora.status, fora.corpo]).toEqual([503, { erro: MENSAGEM_ARMAZENAMENTO_FORA }]);
    expect(fora.ms).toBeLessThan(60_000);
    expect(await premiosComCodigo('S3-KIT-5')).toBe(0);
    const lida = await amb.rest('GET', `/api/arquivos/${'a'.repeat(32)}.png`);
    expect([lida.status, lida.corpo]).toEqual([503, { erro: MENSAGEM_ARMAZENAMENTO_FORA }]);
  });
});

it('the server refuses to start when S3_ENDPOINT comes without bucket or credentials', async () => {
  const filho = spawn(process.execPath, [path.join(__dirname, '..', 'main.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'sw-arquivos' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // It exits as soon as it has loaded and read its configuration (a second or two idle, past 15 s on a
  // busy machine); the kill only stops one that would start instead.
  const limite = setTimeout(() => filho.kill('SIGKILL'), 100_000);
  let erros = '';
  filho.stderr!.on('data', (d) => {
    erros += String(d);
  });
  const codigo = await new Promise<number | null>((ok) => filho.once('exit', ok));
  clearTimeout(limite);
  expect(codigo).toBe(2);
  expect(erros).toContain(
    'Configuração inválida: Armazenamento S3 (S3_ENDPOINT) sem S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: informe o bucket e as credenciais de acesso.',
  );
});
