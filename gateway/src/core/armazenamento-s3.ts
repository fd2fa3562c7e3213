import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ArmazenamentoArquivos } from './arquivos';
import { CodigoErro, ErroApp } from './errors';
import { logger } from './logger';

/**
 * Files in any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Wasabi...), so that every
 * gateway instance sees the same uploads, through the AWS SDK. URLs are path-style
 * (`{endpoint}/{bucket}/{chave}`), which every S3-compatible service accepts; checksums only where
 * a service requires them (the SDK's newer default is not understood by every compatible store).
 * Configuration: docs/operacao-producao.md, "Arquivos".
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

export const MENSAGEM_ARMAZENAMENTO_FORA = 'O armazenamento de arquivos está indisponível. Tente novamente em instantes.';
export const MENSAGEM_ARMAZENAMENTO_RECUSOU = 'O armazenamento de arquivos recusou o acesso. Avise o administrador do sistema.';

type Operacao = 'gravar' | 'ler' | 'remover';

export class ArmazenamentoS3 implements ArmazenamentoArquivos {
  private readonly cliente: S3Client;

  constructor(private readonly c: ConfigS3) {
    this.cliente = new S3Client({
      endpoint: c.endpoint,
      region: c.regiao,
      credentials: { accessKeyId: c.chaveId, secretAccessKey: c.segredo },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // One attempt: the caller (an upload, a download) answers 503 and the person tries again.
      maxAttempts: 1,
    });
  }

  async gravar(nome: string, conteudo: Buffer): Promise<void> {
    await this.pedir('gravar', nome, (chave, sinal) =>
      this.cliente.send(new PutObjectCommand({ Bucket: this.c.bucket, Key: chave, Body: conteudo, ContentType: 'application/octet-stream' }), {
        abortSignal: sinal,
      }),
    );
  }

  async ler(nome: string): Promise<Buffer | null> {
    return this.pedir('ler', nome, async (chave, sinal) => {
      const r = await this.cliente.send(new GetObjectCommand({ Bucket: this.c.bucket, Key: chave }), { abortSignal: sinal });
      // The body is read under the same time limit: a store that stalls mid-answer does not hang the request.
      return r.Body ? Buffer.from(await r.Body.transformToByteArray()) : Buffer.alloc(0);
    });
  }

  async remover(nome: string): Promise<void> {
    await this.pedir('remover', nome, (chave, sinal) =>
      this.cliente.send(new DeleteObjectCommand({ Bucket: this.c.bucket, Key: chave }), { abortSignal: sinal }),
    );
  }

  private async pedir<T>(operacao: Operacao, nome: string, fazer: (chave: string, sinal: AbortSignal) => Promise<T>): Promise<T | null> {
    const chave = `${this.c.prefixo}${nome}`;
    const contexto = { operacao, bucket: this.c.bucket, chave };
    const sinal = AbortSignal.timeout(this.c.timeoutMs);
    try {
      return await fazer(chave, sinal);
    } catch (e) {
      // A missing object is "no file"; a missing bucket is a configuration fault.
      if (operacao !== 'gravar' && (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey')) return null;
      if (e instanceof S3ServiceException) {
        const status = e.$metadata.httpStatusCode ?? 0;
        const recusado = status === 401 || status === 403;
        logger.error(
          { ...contexto, status, codigoS3: e.name, mensagemS3: e.message },
          recusado
            ? `armazenamento S3 recusou o acesso (${e.name}): confira S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGIAO e a política do bucket`
            : `armazenamento S3 respondeu ${status} (${e.name})`,
        );
        throw new ErroApp(CodigoErro.Indisponivel, recusado ? MENSAGEM_ARMAZENAMENTO_RECUSOU : MENSAGEM_ARMAZENAMENTO_FORA);
      }
      logger.error({ err: e, ...contexto }, sinal.aborted ? `armazenamento S3 não respondeu em ${this.c.timeoutMs} ms` : 'armazenamento S3 inacessível');
      throw new ErroApp(CodigoErro.Indisponivel, MENSAGEM_ARMAZENAMENTO_FORA);
    }
  }
}
