import crypto from 'node:crypto';
import type { ArmazenamentoArquivos } from './arquivos';
import { CodigoErro, ErroApp } from './errors';
import { logger } from './logger';

/**
 * Files in any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Wasabi...), so that every
 * gateway instance sees the same uploads. Only PUT, GET and DELETE of one object are needed, so
 * the requests are signed here (AWS Signature Version 4, node:crypto) and sent with fetch instead
 * of pulling in an SDK. URLs are path-style (`{endpoint}/{bucket}/{chave}`), which every
 * S3-compatible service accepts; AWS too. Configuration: docs/operations.md, "Arquivos".
 */

export interface ConfigS3 {
  /** http(s)://host[:porta], without the bucket. */
  endpoint: string;
  bucket: string;
  regiao: string;
  chaveId: string;
  segredo: string;
  /** Prepended to every object key ('' or ending in '/'). */
  prefixo: string;
  timeoutMs: number;
}

const ALGORITMO = 'AWS4-HMAC-SHA256';
export const HASH_VAZIO = crypto.createHash('sha256').update('').digest('hex');

const sha256 = (dados: Buffer | string) => crypto.createHash('sha256').update(dados).digest('hex');
const hmac = (chave: Buffer | string, dados: string) => crypto.createHmac('sha256', chave).update(dados).digest();

/** RFC 3986 encoding of one path segment, as SigV4 asks ('/' separates segments and stays). */
const codificarSegmento = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
export const codificarCaminho = (partes: string[]) => `/${partes.map((p) => p.split('/').map(codificarSegmento).join('/')).join('/')}`;

export interface PedidoAssinado {
  metodo: string;
  /** The URI path exactly as sent (already encoded). */
  caminho: string;
  /** Canonical query string ('' when none). */
  consulta?: string;
  /** Every header to sign, host and x-amz-date included; names in any case. */
  cabecalhos: Record<string, string>;
  /** Hex SHA-256 of the body (the value of x-amz-content-sha256). */
  hashCorpo: string;
  regiao: string;
  chaveId: string;
  segredo: string;
  servico?: string;
}

/**
 * The SigV4 signature of a request: canonical request → string to sign → HMAC with the key
 * derived from the secret, the day, the region and the service. Used by the adapter to sign and
 * by the test double to verify.
 */
export function assinarSigV4(p: PedidoAssinado): { autorizacao: string; assinatura: string; requisicaoCanonica: string } {
  const servico = p.servico ?? 's3';
  const cabecalhos = Object.entries(p.cabecalhos)
    .map(([nome, valor]) => [nome.toLowerCase(), String(valor).trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const assinados = cabecalhos.map(([n]) => n).join(';');
  const dataHora = cabecalhos.find(([n]) => n === 'x-amz-date')?.[1];
  if (!dataHora) throw new Error('x-amz-date é obrigatório para assinar o pedido.');
  const dia = dataHora.slice(0, 8);
  const requisicaoCanonica = [
    p.metodo.toUpperCase(), p.caminho, p.consulta ?? '',
    ...cabecalhos.map(([n, v]) => `${n}:${v}`), '', assinados, p.hashCorpo,
  ].join('\n');
  const escopo = `${dia}/${p.regiao}/${servico}/aws4_request`;
  const textoAssinado = [ALGORITMO, dataHora, escopo, sha256(requisicaoCanonica)].join('\n');
  const chave = hmac(hmac(hmac(hmac(`AWS4${p.segredo}`, dia), p.regiao), servico), 'aws4_request');
  const assinatura = crypto.createHmac('sha256', chave).update(textoAssinado).digest('hex');
  return {
    autorizacao: `${ALGORITMO} Credential=${p.chaveId}/${escopo}, SignedHeaders=${assinados}, Signature=${assinatura}`,
    assinatura,
    requisicaoCanonica,
  };
}

/** 20130524T000000Z */
export const dataAmz = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const MENSAGEM_ARMAZENAMENTO_FORA = 'O armazenamento de arquivos está indisponível. Tente novamente em instantes.';
export const MENSAGEM_ARMAZENAMENTO_RECUSOU = 'O armazenamento de arquivos recusou o acesso. Avise o administrador do sistema.';

const OPERACAO = { PUT: 'gravar', GET: 'ler', DELETE: 'remover' } as const;

export class ArmazenamentoS3 implements ArmazenamentoArquivos {
  private readonly base: URL;

  constructor(private readonly c: ConfigS3) {
    this.base = new URL(c.endpoint);
  }

  async gravar(nome: string, conteudo: Buffer): Promise<void> {
    await this.pedir('PUT', nome, conteudo);
  }

  async ler(nome: string): Promise<Buffer | null> {
    return this.pedir('GET', nome);
  }

  async remover(nome: string): Promise<void> {
    await this.pedir('DELETE', nome);
  }

  private async pedir(metodo: 'PUT' | 'GET' | 'DELETE', nome: string, corpo?: Buffer): Promise<Buffer | null> {
    const chave = `${this.c.prefixo}${nome}`;
    const prefixoEndpoint = this.base.pathname.replace(/\/+$/, '');
    const caminho = `${prefixoEndpoint}${codificarCaminho([this.c.bucket, chave])}`;
    const hashCorpo = corpo ? sha256(corpo) : HASH_VAZIO;
    const cabecalhos: Record<string, string> = { host: this.base.host, 'x-amz-content-sha256': hashCorpo, 'x-amz-date': dataAmz(new Date()) };
    const { autorizacao } = assinarSigV4({ metodo, caminho, cabecalhos, hashCorpo, regiao: this.c.regiao, chaveId: this.c.chaveId, segredo: this.c.segredo });
    const contexto = { operacao: OPERACAO[metodo], bucket: this.c.bucket, chave };
    let resposta: Response;
    let dados: Buffer;
    try {
      // fetch sets Host from the URL itself (the same value signed above).
      const { host: _host, ...enviados } = cabecalhos;
      resposta = await fetch(`${this.base.origin}${caminho}`, {
        method: metodo,
        headers: { ...enviados, authorization: autorizacao, ...(corpo ? { 'content-type': 'application/octet-stream' } : {}) },
        body: corpo ? new Uint8Array(corpo.buffer, corpo.byteOffset, corpo.byteLength) : undefined,
        signal: AbortSignal.timeout(this.c.timeoutMs),
      });
      // The body is read under the same time limit: a store that stalls mid-answer does not hang the request.
      dados = Buffer.from(await resposta.arrayBuffer());
    } catch (e) {
      const expirou = (e as Error).name === 'TimeoutError';
      logger.error({ err: e, ...contexto }, expirou
        ? `armazenamento S3 não respondeu em ${this.c.timeoutMs} ms`
        : 'armazenamento S3 inacessível');
      throw new ErroApp(CodigoErro.Indisponivel, MENSAGEM_ARMAZENAMENTO_FORA);
    }
    if (resposta.ok) return metodo === 'GET' ? dados : null;
    if (resposta.status === 404 && metodo !== 'PUT') {
      const codigo = codigoS3(dados);
      // A missing object is "no file"; a missing bucket is a configuration fault.
      if (codigo !== 'NoSuchBucket') return null;
    }
    const codigo = codigoS3(dados) ?? `HTTP ${resposta.status}`;
    const recusado = resposta.status === 401 || resposta.status === 403;
    logger.error({ ...contexto, status: resposta.status, codigoS3: codigo, mensagemS3: mensagemS3(dados) }, recusado
      ? `armazenamento S3 recusou o acesso (${codigo}): confira S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGIAO e a política do bucket`
      : `armazenamento S3 respondeu ${resposta.status} (${codigo})`);
    throw new ErroApp(CodigoErro.Indisponivel, recusado ? MENSAGEM_ARMAZENAMENTO_RECUSOU : MENSAGEM_ARMAZENAMENTO_FORA);
  }
}

/** <Code> of an S3 XML error body, when there is one. */
const codigoS3 = (corpo: Buffer) => /<Code>([^<]{1,100})<\/Code>/.exec(corpo.toString('utf8', 0, 2000))?.[1] ?? null;
const mensagemS3 = (corpo: Buffer) => /<Message>([^<]{1,300})<\/Message>/.exec(corpo.toString('utf8', 0, 2000))?.[1] ?? null;
