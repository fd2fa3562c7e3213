import crypto from 'node:crypto';

/**
 * Signature Version 4 as the test S3 double computes it to verify requests: written from AWS's
 * documentation and checked against its worked example (armazenamento-s3.test.ts), independent of
 * the SDK the gateway signs with, so a wrong signature on either side shows.
 */

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
 * derived from the secret, the day, the region and the service. Used by the test double to verify.
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
  const requisicaoCanonica = [p.metodo.toUpperCase(), p.caminho, p.consulta ?? '', ...cabecalhos.map(([n, v]) => `${n}:${v}`), '', assinados, p.hashCorpo].join(
    '\n',
  );
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
export const dataAmz = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
