import crypto from 'node:crypto';
import http from 'node:http';
import { assinarSigV4 } from './sigv4';

/**
 * A local S3-compatible store for tests: path-style PUT, GET and DELETE of objects kept in memory.
 * Like the real service it checks every request's Signature Version 4 (recomputed with the secret
 * it knows) and the body's hash, and answers S3's XML errors (403 SignatureDoesNotMatch,
 * InvalidAccessKeyId, 404 NoSuchKey / NoSuchBucket).
 */
export class S3Falso {
  /** Objects by "bucket/chave" (the decoded key). */
  readonly objetos = new Map<string, Buffer>();
  /** Requests refused for their signature, to assert on. */
  readonly recusas: string[] = [];
  /** While true, requests are accepted and never answered (a store that hangs). */
  mudo = false;
  private pendentes = new Set<http.ServerResponse>();

  private constructor(
    private servidor: http.Server,
    readonly url: string,
    private credenciais: Map<string, string>,
    private buckets: Set<string>,
  ) {}

  static async iniciar(opcoes: { bucket: string; chaveId: string; segredo: string }): Promise<S3Falso> {
    let falso: S3Falso | null = null;
    const servidor = http.createServer((req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (p: Buffer) => partes.push(p));
      req.on('end', () => falso!.atender(req, res, Buffer.concat(partes)));
    });
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    const { port } = servidor.address() as { port: number };
    falso = new S3Falso(servidor, `http://127.0.0.1:${port}`, new Map([[opcoes.chaveId, opcoes.segredo]]), new Set([opcoes.bucket]));
    return falso;
  }

  /** The store's side of a key rotation: from now on this key id has another secret. */
  trocarSegredo(chaveId: string, segredo: string) {
    this.credenciais.set(chaveId, segredo);
  }

  objeto(bucket: string, chave: string): Buffer | undefined {
    return this.objetos.get(`${bucket}/${chave}`);
  }

  async parar(): Promise<void> {
    for (const r of this.pendentes) r.destroy();
    await new Promise<void>((ok) => {
      this.servidor.close(() => ok());
      this.servidor.closeAllConnections();
    });
  }

  private erro(res: http.ServerResponse, status: number, codigo: string, mensagem: string) {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${codigo}</Code><Message>${mensagem}</Message></Error>`);
  }

  /** Null when the signature holds; else the S3 error code. */
  private conferirAssinatura(req: http.IncomingMessage, corpo: Buffer): string | null {
    const autorizacao = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      autorizacao,
    );
    if (!m) return 'AccessDenied';
    const [, chaveId, dia, regiao, assinados, assinatura] = m;
    const segredo = this.credenciais.get(chaveId);
    if (segredo === undefined) return 'InvalidAccessKeyId';
    const hashCorpo = String(req.headers['x-amz-content-sha256'] ?? '');
    if (hashCorpo !== crypto.createHash('sha256').update(corpo).digest('hex')) return 'XAmzContentSHA256Mismatch';
    const nomes = assinados.split(';');
    if (!nomes.includes('host') || !nomes.includes('x-amz-date') || !nomes.includes('x-amz-content-sha256')) return 'AccessDenied';
    const data = String(req.headers['x-amz-date'] ?? '');
    if (data.slice(0, 8) !== dia) return 'SignatureDoesNotMatch';
    const quando = Date.parse(`${data.slice(0, 4)}-${data.slice(4, 6)}-${data.slice(6, 8)}T${data.slice(9, 11)}:${data.slice(11, 13)}:${data.slice(13, 15)}Z`);
    if (!Number.isFinite(quando) || Math.abs(Date.now() - quando) > 15 * 60_000) return 'RequestTimeTooSkewed';
    const [caminho, consulta = ''] = (req.url ?? '/').split('?');
    const cabecalhos = Object.fromEntries(nomes.map((n) => [n, String(req.headers[n] ?? '')]));
    const esperado = assinarSigV4({ metodo: req.method ?? 'GET', caminho, consulta, cabecalhos, hashCorpo, regiao, chaveId, segredo });
    const ok = crypto.timingSafeEqual(Buffer.from(esperado.assinatura), Buffer.from(assinatura));
    return ok ? null : 'SignatureDoesNotMatch';
  }

  private atender(req: http.IncomingMessage, res: http.ServerResponse, corpo: Buffer) {
    if (this.mudo) {
      this.pendentes.add(res);
      return;
    }
    const recusa = this.conferirAssinatura(req, corpo);
    if (recusa) {
      this.recusas.push(recusa);
      this.erro(res, 403, recusa, 'The request signature we calculated does not match the signature you provided.');
      return;
    }
    const caminho = (req.url ?? '/').split('?')[0];
    const [, bucketCodificado, ...resto] = caminho.split('/');
    const bucket = decodeURIComponent(bucketCodificado ?? '');
    const chave = resto.map(decodeURIComponent).join('/');
    if (!this.buckets.has(bucket)) return this.erro(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!chave) return this.erro(res, 400, 'InvalidRequest', 'Object key required');
    const id = `${bucket}/${chave}`;
    switch (req.method) {
      case 'PUT':
        this.objetos.set(id, corpo);
        res.writeHead(200, { etag: `"${crypto.createHash('md5').update(corpo).digest('hex')}"` });
        res.end();
        return;
      case 'GET': {
        const objeto = this.objetos.get(id);
        if (!objeto) return this.erro(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': objeto.length });
        res.end(objeto);
        return;
      }
      case 'DELETE':
        this.objetos.delete(id);
        res.writeHead(204);
        res.end();
        return;
      default:
        this.erro(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }
}
