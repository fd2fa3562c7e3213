import type { NextFunction, Request, Response } from 'express';
import Busboy from 'busboy';
import type { Readable } from 'node:stream';
import { DocumentNode, Kind, OperationDefinitionNode, parse, SelectionSetNode } from 'graphql';
import { MENSAGENS } from '@sw/common';
import { ArquivoDeUpload, LimitesUpload } from '../core/arquivo-recebido';
import { autorizar, OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { CodigoErro, ErroApp, normalizarErro, STATUS_HTTP } from '../core/errors';
import { contarUsoPesado } from '../core/limite-uso';
import { logger } from '../core/logger';
import { graphqlErro, problemaDoDocumento } from '../core/seguranca-http';
import { MENSAGENS_UPLOAD } from '../core/upload';
import { LIMITES_GRAPHQL } from './limites';
import { UPLOADS_GRAPHQL } from './upload';

/**
 * The GraphQL door for files (GraphQL multipart request specification): a multipart/form-data POST
 * with the field `operations` (the JSON request, files as null), then `map` (file field → paths in
 * operations, e.g. {"0": ["variables.input.arquivo"]}), then the files. It runs before Apollo and
 * hands it the operation with each file in place (an ArquivoDeUpload, read by the Upload scalar).
 *
 * As on the REST door (core/upload.ts), no file is buffered before the caller is known to be allowed:
 * the mutation is found in `operations`, authorised and counted as an upload before the first file
 * byte is read, and its limits (the REST route's, declared with RecebeArquivos) and messages apply.
 * CSRF: a multipart form is a "simple" request a foreign page can send, so, as Apollo's own CSRF
 * prevention does, it must carry Apollo-Require-Preflight or X-Apollo-Operation-Name.
 */

const MENSAGENS_MULTIPART = {
  csrf: 'Requisição multipart recusada (proteção contra CSRF): envie o cabeçalho Apollo-Require-Preflight ou X-Apollo-Operation-Name.',
  semArquivos: 'Esta operação não recebe arquivos.',
  umaOperacao: 'Envie os arquivos de uma operação por vez.',
  ordem: 'Envie os campos operations e map antes dos arquivos.',
  arquivoAusente: (campo: string) => `O arquivo "${campo}" indicado em map não foi enviado.`,
};

/** A JSON field of the request: operations carries the document (bounded by the GraphQL limits). */
const MAX_BYTES_OPERACOES = LIMITES_GRAPHQL.caracteres * 4 + 10_000;
const CHAVES_PROIBIDAS = new Set(['__proto__', 'constructor', 'prototype']);

const invalida = (m: string = MENSAGENS.requisicaoInvalida) => new ErroApp(CodigoErro.EntradaInvalida, m);

/** The mutation fields at the root of the operation that will run (fragments at the root included). */
function camposDaRaiz(documento: DocumentNode, nomeOperacao: unknown): string[] {
  const operacoes = documento.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operacao =
    typeof nomeOperacao === 'string' && nomeOperacao
      ? operacoes.find((o) => o.name?.value === nomeOperacao)
      : operacoes.length === 1
        ? operacoes[0]
        : undefined;
  if (!operacao || operacao.operation !== 'mutation') return [];
  const fragmentos = new Map(documento.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const campos: string[] = [];
  const andar = (sel: SelectionSetNode, vistos: Set<string>) => {
    for (const s of sel.selections) {
      if (s.kind === Kind.FIELD) campos.push(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) andar(s.selectionSet, vistos);
      else if (!vistos.has(s.name.value) && fragmentos.has(s.name.value)) andar(fragmentos.get(s.name.value)!.selectionSet, new Set([...vistos, s.name.value]));
    }
  };
  andar(operacao.selectionSet, new Set());
  return campos;
}

/** Reads `operations`, finds its one upload mutation, authorises and counts it: then its files may be read. */
async function prepararOperacao(req: Request, texto: string): Promise<{ corpo: Record<string, unknown>; limites: LimitesUpload }> {
  let corpo: unknown;
  try {
    corpo = JSON.parse(texto);
  } catch {
    throw invalida();
  }
  const problema = problemaDoDocumento(corpo, (corpo as { query?: unknown } | null)?.query);
  if (problema) throw new ErroApp(CodigoErro.EntradaInvalida, problema.mensagem, { status: problema.status });
  if (!corpo || typeof corpo !== 'object') throw invalida();
  const { query, operationName } = corpo as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') throw invalida();
  let documento: DocumentNode;
  try {
    documento = parse(query, { maxTokens: LIMITES_GRAPHQL.tokens });
  } catch {
    throw invalida();
  }
  const uploads = camposDaRaiz(documento, operationName).filter((c) => UPLOADS_GRAPHQL.has(c));
  if (!uploads.length) throw invalida(MENSAGENS_MULTIPART.semArquivos);
  if (new Set(uploads).size > 1 || uploads.length > 1) throw invalida(MENSAGENS_MULTIPART.umaOperacao);
  const operacao = OPERACOES_EXPOSTAS.find((o) => o.porta === 'graphql' && o.nome === uploads[0])?.operacao;
  if (!operacao) throw new Error(`Upload GraphQL sem operação declarada: ${uploads[0]}`);
  autorizar(req.ctx, operacao);
  await contarUsoPesado(req.ctx);
  const regra = UPLOADS_GRAPHQL.get(uploads[0])!;
  await regra.antes?.(req.ctx);
  return { corpo: corpo as Record<string, unknown>, limites: regra };
}

/** `map`: each file field → the paths (in operations) where the file goes. */
function lerMapa(texto: string): Map<string, string[][]> {
  let mapa: unknown;
  try {
    mapa = JSON.parse(texto);
  } catch {
    throw invalida();
  }
  if (!mapa || typeof mapa !== 'object' || Array.isArray(mapa)) throw invalida();
  const saida = new Map<string, string[][]>();
  for (const [campo, caminhos] of Object.entries(mapa)) {
    if (!Array.isArray(caminhos) || !caminhos.length || !caminhos.every((c) => typeof c === 'string')) throw invalida();
    saida.set(
      campo,
      (caminhos as string[]).map((c) => {
        const partes = c.split('.');
        if (partes[0] !== 'variables' || partes.length < 2 || partes.some((p) => !p || CHAVES_PROIBIDAS.has(p))) throw invalida();
        return partes;
      }),
    );
  }
  return saida;
}

/** Puts a file where the map says; the place must exist and hold null (the spec's placeholder). */
function colocar(corpo: Record<string, unknown>, caminho: string[], arquivo: ArquivoDeUpload) {
  let atual: unknown = corpo;
  for (const parte of caminho.slice(0, -1)) {
    if (!atual || typeof atual !== 'object' || !Object.hasOwn(atual, parte)) throw invalida();
    atual = (atual as Record<string, unknown>)[parte];
  }
  const ultima = caminho[caminho.length - 1];
  if (!atual || typeof atual !== 'object' || !Object.hasOwn(atual, ultima) || (atual as Record<string, unknown>)[ultima] !== null) throw invalida();
  (atual as Record<string, unknown>)[ultima] = arquivo;
}

/** Reads one file part within the size limit (a larger file stops the request with the REST message). */
function lerArquivo(fluxo: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((ok, falha) => {
    const partes: Buffer[] = [];
    let total = 0;
    fluxo.on('data', (c: Buffer) => {
      total += c.length;
      if (total > maxBytes) {
        fluxo.removeAllListeners('data');
        fluxo.resume();
        falha(invalida(MENSAGENS_UPLOAD.arquivoGrande(maxBytes)));
        return;
      }
      partes.push(c);
    });
    fluxo.on('error', () => falha(invalida()));
    fluxo.on('end', () => ok(Buffer.concat(partes)));
  });
}

/** The whole multipart request → the operation with its files in place. */
function receber(req: Request): Promise<Record<string, unknown>> {
  return new Promise((ok, falha) => {
    let terminou = false;
    let bb: Busboy.Busboy;
    const falhar = (erro: unknown) => {
      if (terminou) return;
      terminou = true;
      // Whatever is still coming is read and dropped, so the answer reaches the client.
      req.unpipe(bb);
      req.resume();
      falha(erro);
    };
    try {
      // Generous part limits (busboy stops at, not after, its `parts`): the operation's own, found in `operations`, are checked below.
      const maiorArquivo = Math.max(...[...UPLOADS_GRAPHQL.values()].map((l) => l.maxBytes));
      const maisArquivos = Math.max(...[...UPLOADS_GRAPHQL.values()].map((l) => l.maxArquivos));
      bb = Busboy({
        headers: req.headers,
        limits: { fieldSize: MAX_BYTES_OPERACOES, fields: 2, files: maisArquivos + 1, fileSize: maiorArquivo + 1, parts: maisArquivos + 4, headerPairs: 200 },
      });
    } catch {
      falha(invalida());
      return;
    }
    let operacao: Promise<{ corpo: Record<string, unknown>; limites: LimitesUpload }> | null = null;
    let mapa: Map<string, string[][]> | null = null;
    const lidos: Promise<void>[] = [];
    const arquivos = new Map<string, ArquivoDeUpload>();

    bb.on('field', (nome, valor, info) => {
      try {
        if (info.valueTruncated) throw invalida();
        if (nome === 'operations' && !operacao) {
          operacao = prepararOperacao(req, valor);
          operacao.catch(falhar);
        } else if (nome === 'map' && operacao && !mapa) mapa = lerMapa(valor);
        else throw invalida(MENSAGENS_MULTIPART.ordem);
      } catch (erro) {
        falhar(erro);
      }
    });
    bb.on('file', (campo, fluxo, info) => {
      if (!operacao || !mapa) {
        fluxo.resume();
        falhar(invalida(MENSAGENS_MULTIPART.ordem));
        return;
      }
      const mapeado = mapa.get(campo);
      // Not read until the operation is authorised: the stream's back-pressure holds the request.
      lidos.push(
        operacao
          .then(async ({ limites }) => {
            if (!mapeado || arquivos.has(campo)) throw invalida();
            if (arquivos.size >= limites.maxArquivos)
              throw invalida(limites.maxArquivos === 1 ? MENSAGENS_UPLOAD.umArquivo(campo) : MENSAGENS_UPLOAD.maximoArquivos(limites.maxArquivos));
            arquivos.set(campo, new ArquivoDeUpload(info.filename ?? '', info.mimeType, Buffer.alloc(0)));
            const conteudo = await lerArquivo(fluxo, limites.maxBytes);
            arquivos.set(campo, new ArquivoDeUpload(info.filename ?? '', info.mimeType, conteudo));
          })
          .catch((erro) => {
            fluxo.resume();
            falhar(erro);
          }),
      );
    });
    bb.on('filesLimit', () => {
      if (!operacao) return falhar(invalida());
      operacao.then(({ limites }) => falhar(invalida(MENSAGENS_UPLOAD.maximoArquivos(limites.maxArquivos))), falhar);
    });
    bb.on('fieldsLimit', () => falhar(invalida(MENSAGENS_MULTIPART.ordem)));
    bb.on('partsLimit', () => falhar(invalida()));
    bb.on('error', () => falhar(invalida()));
    bb.on('close', () => {
      if (terminou) return;
      if (!operacao || !mapa) {
        falhar(invalida(MENSAGENS_MULTIPART.ordem));
        return;
      }
      const [op, m] = [operacao, mapa];
      void Promise.all([op, ...lidos])
        .then(([{ corpo }]) => {
          if (terminou) return;
          for (const [campo, caminhos] of m) {
            const arquivo = arquivos.get(campo);
            if (!arquivo) throw invalida(MENSAGENS_MULTIPART.arquivoAusente(campo.slice(0, 40)));
            for (const caminho of caminhos) colocar(corpo, caminho, arquivo);
          }
          terminou = true;
          ok(corpo);
        })
        .catch(falhar);
    });
    req.pipe(bb);
  });
}

/** Express middleware before Apollo's: a multipart POST becomes the JSON operation Apollo expects. */
export function multipartGraphql() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    if (!req.get('apollo-require-preflight')?.trim() && !req.get('x-apollo-operation-name')?.trim()) {
      graphqlErro(res, 400, MENSAGENS_MULTIPART.csrf);
      return;
    }
    receber(req).then(
      (corpo) => {
        req.body = corpo;
        next();
      },
      (erro: unknown) => {
        const { erro: final, inesperado } = normalizarErro(erro);
        if (inesperado) logger.error({ requestId: req.requestId, err: erro }, 'erro inesperado (upload graphql)');
        const status = typeof final.extra?.status === 'number' ? final.extra.status : STATUS_HTTP[final.codigo];
        graphqlErro(res, status, final.message, final.codigo);
      },
    );
  };
}
