import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'express';
import { ehArquivoProprio, linkArquivoAbrivel, MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO, MENSAGENS, MENSAGENS_MIDIA, tipoDoComprovantePelosBytes } from '@sw/common';
import { config } from '../runtime';
import { entradaInvalida, naoEncontrado } from './errors';
import { logger } from './logger';

/**
 * File storage behind a small adapter. The local default keeps files in SW_DATA_DIR/arquivos under
 * random names; with S3_ENDPOINT set, core/armazenamento-s3.ts replaces it without touching the callers. Only images
 * whose bytes say JPEG, PNG or WebP are accepted: the file name and the browser's content type are
 * never trusted.
 */

export const LIMITE_FOTO = 2 * 1024 * 1024;

const TIPOS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Receipts sent by members (POST /api/upload/venda_foto) may also be PDFs.
  pdf: 'application/pdf',
  // Redemption media (POST /api/upload/foto_video) may also be videos.
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const;
type Extensao = keyof typeof TIPOS;

/** The image type from the first bytes, or null. */
export function tipoDaImagem(conteudo: Buffer): Extensao | null {
  if (conteudo.length >= 3 && conteudo[0] === 0xff && conteudo[1] === 0xd8 && conteudo[2] === 0xff) return 'jpg';
  if (conteudo.length >= 8 && conteudo.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (conteudo.length >= 12 && conteudo.toString('latin1', 0, 4) === 'RIFF' && conteudo.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A receipt's type from its first bytes: an image as above, or a PDF ('%PDF-'); else null. */
export function tipoDoComprovante(conteudo: Buffer): Extensao | null {
  // The rule lives in common/, where the storefront checks a file before sending it.
  return tipoDoComprovantePelosBytes(conteudo);
}

/**
 * A video's type from its first bytes, or null: MP4 and MOV are ISO media files ('ftyp' box at
 * byte 4; the QuickTime brand 'qt  ' is MOV), WebM is an EBML file whose doctype says 'webm'.
 */
export function tipoDoVideo(conteudo: Buffer): 'mp4' | 'mov' | 'webm' | null {
  if (conteudo.length >= 12 && conteudo.toString('latin1', 4, 8) === 'ftyp') {
    return conteudo.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  }
  if (conteudo.length >= 4 && conteudo.readUInt32BE(0) === 0x1a45dfa3 && conteudo.subarray(0, 64).includes('webm', 0, 'latin1')) return 'webm';
  return null;
}

/** Stores bytes already checked by the caller under a new random name with extension `tipo`. */
export async function gravarVerificado(conteudo: Buffer, tipo: Extensao): Promise<string> {
  const nome = `${crypto.randomBytes(16).toString('hex')}.${tipo}`;
  await armazenamento.gravar(nome, conteudo);
  return nome;
}

export interface ArmazenamentoArquivos {
  gravar(nome: string, conteudo: Buffer): Promise<void>;
  ler(nome: string): Promise<Buffer | null>;
  remover(nome: string): Promise<void>;
}

class PastaLocal implements ArmazenamentoArquivos {
  private pasta = () => path.join(config().dadosDir, 'arquivos');
  async gravar(nome: string, conteudo: Buffer) {
    await fs.mkdir(this.pasta(), { recursive: true });
    await fs.writeFile(path.join(this.pasta(), nome), conteudo);
  }
  async ler(nome: string) {
    try {
      return await fs.readFile(path.join(this.pasta(), nome));
    } catch {
      return null;
    }
  }
  async remover(nome: string) {
    await fs.rm(path.join(this.pasta(), nome), { force: true });
  }
}

let armazenamento: ArmazenamentoArquivos = new PastaLocal();
export const definirArmazenamento = (a: ArmazenamentoArquivos) => {
  armazenamento = a;
};

// Names we generate: 32 hex characters and a known extension. Anything else is not ours (and
// can never climb out of the folder).
const NOME_VALIDO = /^[0-9a-f]{32}\.(jpg|png|webp|pdf|mp4|mov|webm)$/;

/** Stores an image (checked by content and size) and returns its stored name. */
export async function gravarImagem(conteudo: Buffer, maxBytes = LIMITE_FOTO): Promise<string> {
  if (conteudo.length > maxBytes) throw entradaInvalida(MENSAGENS.arquivoGrande(Math.round(maxBytes / (1024 * 1024))));
  const tipo = tipoDaImagem(conteudo);
  if (!tipo) throw entradaInvalida(MENSAGENS.fotoInvalida);
  return gravarVerificado(conteudo, tipo);
}

/** Redemption media limits (docs/banners-midia-logs.md): photos up to 10 MB, videos up to 50 MB. */
export const LIMITE_MIDIA_FOTO = 10 * 1024 * 1024;
export const LIMITE_MIDIA_VIDEO = 50 * 1024 * 1024;

/**
 * Stores a redemption photo or video, checked by content (JPEG/PNG/WebP or MP4/MOV/WebM) and by
 * the size limit of its kind; returns the stored name and its extension.
 */
export async function gravarMidia(conteudo: Buffer): Promise<{ nome: string; extensao: Extensao }> {
  const imagem = tipoDaImagem(conteudo);
  const video = imagem ? null : tipoDoVideo(conteudo);
  if (!imagem && !video) throw entradaInvalida(MENSAGENS_MIDIA.midiaInvalida);
  const limite = imagem ? LIMITE_MIDIA_FOTO : LIMITE_MIDIA_VIDEO;
  if (conteudo.length > limite) throw entradaInvalida(MENSAGENS.arquivoGrande(Math.round(limite / (1024 * 1024))));
  const extensao = (imagem ?? video)!;
  return { nome: await gravarVerificado(conteudo, extensao), extensao };
}

/**
 * Removes a stored file after the database no longer points at it (or to undo a write whose row
 * was refused). A failure leaves an orphan file, which is logged and not the caller's problem:
 * the change itself is already committed, or the original error must reach the caller.
 */
export async function removerArquivo(nome: string | null): Promise<void> {
  if (!nome || !NOME_VALIDO.test(nome)) return;
  try {
    await armazenamento.remover(nome);
  } catch (e) {
    logger.warn({ err: e, arquivo: nome }, 'arquivo não removido do armazenamento (ficou órfão)');
  }
}

/** The content type of a stored file, from the extension we gave it. */
export const tipoDeConteudo = (nome: string): string => TIPOS[nome.split('.').pop() as Extensao] ?? 'application/octet-stream';

/** GET /api/arquivos/{nome}: the stored bytes with a fixed content type and no sniffing. */
export async function enviarArquivo(res: Response, nome: string, baixar = false): Promise<void> {
  const conteudo = NOME_VALIDO.test(nome) ? await armazenamento.ler(nome) : null;
  if (!conteudo) throw naoEncontrado('Arquivo não encontrado.');
  const extensao = nome.split('.').pop() as Extensao;
  res.setHeader('Content-Type', TIPOS[extensao]);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The browser's PDF viewer refuses a sandboxed document (the receipt modal embeds PDFs), so a PDF
  // gets every restriction but the sandbox.
  res.setHeader('Content-Security-Policy', extensao === 'pdf' ? "default-src 'none'" : "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'public, max-age=86400, immutable');
  // ?download=1 (the galleries' Baixar) saves the file instead of showing it.
  res.setHeader('Content-Disposition', baixar ? `attachment; filename="${nome}"` : 'inline');
  res.status(200).end(conteudo);
}

/** The address `link` normalised when it lies under one of the allowed prefixes (SW_LINKS_ARQUIVO_PERMITIDOS), else null. */
function sobPrefixoPermitido(link: string): string | null {
  const prefixos = config().linksArquivoPermitidos;
  if (!prefixos.length || !linkArquivoAbrivel(link) || !/^https?:\/\//i.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  // The parser has already resolved '..' (also written %2e%2e), so a prefix match is a real folder match.
  return prefixos.some((p) => {
    const base = new URL(p);
    return url.origin === base.origin && url.pathname.startsWith(base.pathname);
  })
    ? url.href
    : null;
}

/**
 * The rule of every write of a file link (a sale's `linkArquivo`, REST and GraphQL): one of our
 * stored files (`/api/arquivos/<generated name>`) or an address under an allowed prefix; anything
 * else (`javascript:`, `data:`, `//host`, another site, a path that climbs out) is a 400.
 */
export function lerLinkArquivo(valor: string): string {
  const link = valor.trim();
  if (ehArquivoProprio(link)) return link;
  const externo = sobPrefixoPermitido(link);
  if (externo) return externo;
  throw entradaInvalida(MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO);
}

/**
 * A stored link as answers carry it: rows written before the rule may hold anything, so a link a
 * screen must not open (script, data, another site outside the allowed prefixes) is answered as null.
 */
export function linkArquivoDaLinha(link: string | null): string | null {
  if (!link || !linkArquivoAbrivel(link)) return null;
  return link.startsWith('/') || sobPrefixoPermitido(link) ? link : null;
}
