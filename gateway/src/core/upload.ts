import type { Request, Response } from 'express';
import multer from 'multer';
import { MENSAGENS } from '@sw/common';
import { entradaInvalida } from './errors';
import { contarUsoPesado } from './limite-uso';
import type { ArquivoRecebido } from './arquivo-recebido';

export type { ArquivoRecebido } from './arquivo-recebido';

/**
 * Receiving one uploaded file (multipart/form-data) in memory, after the route's permission check
 * has passed, so an unauthorised caller never makes the server buffer a file.
 *
 *   const { arquivo, campos } = await receberArquivo(req, res, { campo: 'arquivo' });
 *
 * Files stay in memory (uploads here are small CSV/xlsx files with a size limit); the caller
 * decides what the content must be.
 */

export const LIMITE_UPLOAD_PADRAO = 5 * 1024 * 1024;

export interface OpcoesUpload {
  /** Form field that carries the file. */
  campo?: string;
  /** Size limit in bytes (default 5 MB). */
  maxBytes?: number;
}

/** The refusals of an upload, the same through REST and GraphQL (graphql/multipart.ts). */
export const MENSAGENS_UPLOAD = {
  arquivoGrande: (maxBytes: number) => MENSAGENS.arquivoGrande(Math.round(maxBytes / (1024 * 1024))),
  maximoArquivos: MENSAGENS.arquivosDemais,
  umArquivo: (campo: string) => `Envie um único arquivo, no campo "${campo}".`,
};

/** Reads the multipart body: the file (or null when none was sent) and the text fields. */
export async function receberArquivo(
  req: Request,
  res: Response,
  opcoes: OpcoesUpload = {},
): Promise<{ arquivo: ArquivoRecebido | null; campos: Record<string, string> }> {
  if (req.ctx) await contarUsoPesado(req.ctx);
  const campo = opcoes.campo ?? 'arquivo';
  const maxBytes = opcoes.maxBytes ?? LIMITE_UPLOAD_PADRAO;
  const receber = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 200 },
  }).single(campo);
  return new Promise((ok, falha) => {
    receber(req, res, (erro: unknown) => {
      if (erro) {
        falha(traduzir(erro, campo, maxBytes));
        return;
      }
      const f = req.file;
      const campos: Record<string, string> = {};
      // Without multipart, express.json may have parsed a JSON body: only plain strings count as fields.
      for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
        if (typeof v === 'string') campos[k] = v;
      }
      ok({
        // A form whose file input was left empty still sends a nameless, empty part.
        arquivo: f && (f.size > 0 || f.originalname) ? { nome: f.originalname, tipo: f.mimetype, tamanho: f.size, conteudo: f.buffer } : null,
        campos,
      });
    });
  });
}

/**
 * Several files in one field (e.g. a member's receipts). Every file must be within `maxBytes`
 * and there may be at most `maxArquivos`; empty parts of a blank file input are dropped.
 */
export async function receberArquivos(req: Request, res: Response, opcoes: OpcoesUpload & { maxArquivos: number }): Promise<ArquivoRecebido[]> {
  if (req.ctx) await contarUsoPesado(req.ctx);
  const campo = opcoes.campo ?? 'arquivos';
  const maxBytes = opcoes.maxBytes ?? LIMITE_UPLOAD_PADRAO;
  const receber = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: opcoes.maxArquivos, fields: 20, fieldSize: 10_000, parts: opcoes.maxArquivos + 20, headerPairs: 2000 },
  }).array(campo, opcoes.maxArquivos);
  return new Promise((ok, falha) => {
    receber(req, res, (erro: unknown) => {
      if (erro instanceof multer.MulterError && (erro.code === 'LIMIT_FILE_COUNT' || (erro.code === 'LIMIT_UNEXPECTED_FILE' && erro.field === campo))) {
        falha(entradaInvalida(MENSAGENS_UPLOAD.maximoArquivos(opcoes.maxArquivos)));
        return;
      }
      if (erro instanceof multer.MulterError && erro.code === 'LIMIT_UNEXPECTED_FILE') {
        falha(entradaInvalida(`Envie os arquivos no campo "${campo}".`));
        return;
      }
      if (erro) {
        falha(traduzir(erro, campo, maxBytes));
        return;
      }
      const arquivos = (Array.isArray(req.files) ? req.files : []) as Express.Multer.File[];
      ok(arquivos.filter((f) => f.size > 0 || f.originalname).map((f) => ({ nome: f.originalname, tipo: f.mimetype, tamanho: f.size, conteudo: f.buffer })));
    });
  });
}

function traduzir(erro: unknown, campo: string, maxBytes: number) {
  if (erro instanceof multer.MulterError) {
    switch (erro.code) {
      case 'LIMIT_FILE_SIZE':
        return entradaInvalida(MENSAGENS_UPLOAD.arquivoGrande(maxBytes));
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return entradaInvalida(MENSAGENS_UPLOAD.umArquivo(campo));
      default:
        return entradaInvalida(MENSAGENS.requisicaoInvalida);
    }
  }
  // busboy: truncated or malformed multipart bodies.
  return entradaInvalida(MENSAGENS.requisicaoInvalida);
}

/** True when the file name ends with one of the extensions (case-insensitive, e.g. '.CSV'). */
export const temExtensao = (nome: string, ...extensoes: string[]) => extensoes.some((e) => nome.toLowerCase().endsWith(e.toLowerCase()));
