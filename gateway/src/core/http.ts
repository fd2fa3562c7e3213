import crypto from 'node:crypto';
import { NextFunction, Request, Response, Router } from 'express';
import { DataSource } from 'typeorm';
import { CABECALHO_CHAVE_API, CABECALHO_LOCALIZACAO, MENSAGENS, MENSAGENS_INTEGRACAO, Operacao } from '@sw/common';
import { autorizar, registrarExposicao } from './autorizacao';
import { analisar, z } from './esquema';
import { RespostasRota } from './respostas';
import { Ator, RequestContext } from './context';
import { CodigoErro, ErroApp, normalizarErro, STATUS_HTTP } from './errors';
import { ehLeituraPesadaRest, executarLeituraPesada } from './leituras-pesadas';
import { ganchoSeguro, logger } from './logger';
import { montarRoteador, RotaMontavel } from './roteador';

declare global {
  namespace Express {
    interface Request {
      ctx: RequestContext;
      requestId: string;
    }
  }
}

/** Request id (kept from X-Request-Id when sane), and one JSON log line per request with its AppLocation. */
export function registroDeRequisicoes() {
  return (req: Request, res: Response, next: NextFunction) => {
    const recebido = req.get('x-request-id');
    req.requestId = recebido && /^[\w.-]{1,64}$/.test(recebido) ? recebido : crypto.randomUUID();
    res.setHeader('X-Request-Id', req.requestId);
    const inicio = process.hrtime.bigint();
    res.on(
      'finish',
      ganchoSeguro(req, 'log da requisição', () => {
        logger.info(
          {
            requestId: req.requestId,
            metodo: req.method,
            caminho: req.originalUrl.split('?')[0],
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - inicio) / 1e6,
            appLocation: req.get(CABECALHO_LOCALIZACAO) ?? null,
            ator: req.ctx?.ator ? `${req.ctx.ator.tipo}:${req.ctx.ator.id}` : null,
          },
          'requisicao',
        );
      }),
    );
    next();
  };
}

/** How a request's credentials become an actor: the sessions and integrator-keys services (given by app.ts). */
export interface Identificacao {
  identificar: (ctx: RequestContext, autorizacao: string | undefined) => Promise<{ ator: Ator | null; tokenRecusado: boolean }>;
  autenticarChave: (ctx: RequestContext, chave: string) => Promise<Ator | null>;
}

/** Builds the RequestContext (who is asking) once per request, for both doors. */
export function contextoDaRequisicao(dataSource: DataSource, { identificar, autenticarChave }: Identificacao) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const localizacao = req.get(CABECALHO_LOCALIZACAO)?.slice(0, 500) ?? null;
    const ip = req.ip ?? req.socket.remoteAddress ?? 'desconhecido';
    const anonimo = new RequestContext(dataSource, req.requestId, null, ip, localizacao);
    // An integrator API key, when sent, is the only credential considered (docs/integracoes-e-chave-nfce.md).
    const chaveApi = req.get(CABECALHO_CHAVE_API);
    const { ator, tokenRecusado } =
      chaveApi !== undefined
        ? await autenticarChave(anonimo, chaveApi).then((a) => ({ ator: a, tokenRecusado: !a }))
        : await identificar(anonimo, req.get('authorization'));
    // A refused credential is not anonymity: autorizar answers 401 so the app signs the person out.
    const recusada = !tokenRecusado ? null : chaveApi !== undefined ? 'chave' : 'sessao';
    req.ctx = new RequestContext(dataSource, req.requestId, ator, ip, localizacao, undefined, recusada);
    next();
  };
}

type Manipulador = (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>;

/**
 * What a route reads and answers, as schemas (core/esquema.ts): the door parses path, query and
 * body with them before the handler runs, and the OpenAPI document (core/openapi.ts) is made of them.
 */
export interface DefinicaoRota<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, C extends z.ZodType = z.ZodType> {
  parametros?: P;
  consulta?: Q;
  corpo?: C;
  /**
   * What the route answers (core/respostas.ts): one schema for its success status, a file
   * (`arquivo('xlsx')`), or the answers by status. Documented in OpenAPI and checked by the replay test.
   */
  resposta?: RespostasRota;
  /** 201 for a creation. */
  status?: number;
  resumo?: string;
  /** multipart/form-data with these file fields (uploads). */
  arquivos?: string[];
}

type Saida<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
export interface EntradaRota<P, Q, C> {
  parametros: Saida<P>;
  consulta: Saida<Q>;
  corpo: Saida<C>;
}
type ManipuladorTipado<P, Q, C> = (ctx: RequestContext, entrada: EntradaRota<P, Q, C>, req: Request, res: Response) => Promise<unknown>;

/** Every route as registered: the OpenAPI document and its coverage test read this list. */
export interface RotaRegistrada {
  metodo: 'get' | 'post' | 'put' | 'patch' | 'delete';
  caminho: string;
  operacao: Operacao;
  definicao: DefinicaoRota;
}
export const ROTAS_REGISTRADAS: RotaRegistrada[] = [];

type Metodo = RotaRegistrada['metodo'];

/**
 * The REST door: each route names its operation (checked against the permission matrix before
 * the handler runs), parses its input with its schemas and hands the typed input to one service.
 * Routes are collected, then mounted on first use of `router` (core/roteador.ts): one router per
 * prefix, fixed paths before parameters, so the order modules register in never matters.
 */
export class RotasApi {
  private readonly rotas: RotaMontavel[] = [];
  private montado?: Router;

  get router(): Router {
    this.montado ??= montarRoteador(this.rotas);
    return this.montado;
  }

  private adicionar(metodo: Metodo, caminho: string, operacao: Operacao, definicao: DefinicaoRota, fn: Manipulador) {
    const nome = `${metodo.toUpperCase()} /api${caminho}`;
    if (this.montado) throw new Error(`${nome}: rota declarada depois de montado o roteador.`);
    registrarExposicao('rest', nome, operacao);
    ROTAS_REGISTRADAS.push({ metodo, caminho, operacao, definicao });
    const status = definicao.status ?? 200;
    this.rotas.push({
      metodo,
      caminho,
      tratar: async (req: Request, res: Response) => {
        res.locals.rota = nome; // the metrics label (core/metricas.ts)
        autorizar(req.ctx, operacao);
        // Reports, exports and other heavy reads run under their limits (core/leituras-pesadas.ts);
        // uploads are counted where the file is read (core/upload.ts).
        const resultado = ehLeituraPesadaRest(nome) ? await executarLeituraPesada(req.ctx, () => fn(req.ctx, req, res)) : await fn(req.ctx, req, res);
        if (!res.headersSent) res.status(status).json(resultado ?? {});
      },
    });
  }

  /** A route with schemas gets its parsed input; one without reads the request itself. */
  private rota<P extends z.ZodType, Q extends z.ZodType, C extends z.ZodType>(
    metodo: Metodo,
    caminho: string,
    operacao: Operacao,
    a: DefinicaoRota<P, Q, C> | Manipulador,
    b?: ManipuladorTipado<P, Q, C>,
  ) {
    if (typeof a === 'function') return this.adicionar(metodo, caminho, operacao, {}, a);
    const definicao = a;
    const fn = b as ManipuladorTipado<P, Q, C>;
    this.adicionar(metodo, caminho, operacao, definicao as DefinicaoRota, (ctx, req, res) => {
      // Multipart bodies are read by the upload handler; their text fields are parsed there (with
      // the same corpo schema), so an upload route's body is parsed here only when it is JSON.
      const multipart = !!definicao.arquivos && !!req.is('multipart/*');
      const entrada = {
        parametros: definicao.parametros ? analisar(definicao.parametros, req.params) : {},
        consulta: definicao.consulta ? analisar(definicao.consulta, req.query) : {},
        corpo: definicao.corpo && !multipart ? analisar(definicao.corpo, req.body ?? {}) : {},
      } as EntradaRota<P, Q, C>;
      return fn(ctx, entrada, req, res);
    });
  }

  get<P extends z.ZodType, Q extends z.ZodType, C extends z.ZodType>(
    caminho: string,
    operacao: Operacao,
    a: DefinicaoRota<P, Q, C> | Manipulador,
    b?: ManipuladorTipado<P, Q, C>,
  ) {
    this.rota('get', caminho, operacao, a, b);
  }
  post<P extends z.ZodType, Q extends z.ZodType, C extends z.ZodType>(
    caminho: string,
    operacao: Operacao,
    a: DefinicaoRota<P, Q, C> | Manipulador,
    b?: ManipuladorTipado<P, Q, C> | number,
  ) {
    // Routes not yet described by schemas pass their status as a fourth argument.
    if (typeof b === 'number') return this.adicionar('post', caminho, operacao, { status: b }, a as Manipulador);
    this.rota('post', caminho, operacao, a, b);
  }
  put<P extends z.ZodType, Q extends z.ZodType, C extends z.ZodType>(
    caminho: string,
    operacao: Operacao,
    a: DefinicaoRota<P, Q, C> | Manipulador,
    b?: ManipuladorTipado<P, Q, C>,
  ) {
    this.rota('put', caminho, operacao, a, b);
  }
  patch<P extends z.ZodType, Q extends z.ZodType, C extends z.ZodType>(
    caminho: string,
    operacao: Operacao,
    a: DefinicaoRota<P, Q, C> | Manipulador,
    b?: ManipuladorTipado<P, Q, C>,
  ) {
    this.rota('patch', caminho, operacao, a, b);
  }
  delete<P extends z.ZodType, Q extends z.ZodType, C extends z.ZodType>(
    caminho: string,
    operacao: Operacao,
    a: DefinicaoRota<P, Q, C> | Manipulador,
    b?: ManipuladorTipado<P, Q, C>,
  ) {
    this.rota('delete', caminho, operacao, a, b);
  }
}

export const REINO_AUTENTICACAO = 'experiencias-sw';

/**
 * The challenge of a 401 (RFC 9110 §11.6.1): a session is a bearer token; an integrator's call is
 * refused for its X-Api-Key (sent and refused, or missing on an integrator operation), so the
 * challenge names that header instead (docs/decisoes.md).
 */
export function desafio(req: Request, mensagem: string): string {
  const chave = req.get(CABECALHO_CHAVE_API) !== undefined || mensagem === MENSAGENS_INTEGRACAO.chaveInvalida;
  return chave ? `ApiKey realm="${REINO_AUTENTICACAO}", header="${CABECALHO_CHAVE_API}"` : `Bearer realm="${REINO_AUTENTICACAO}"`;
}

/** The one REST error shape: a status and { erro }. Stack traces stay in the log. */
export function tratadorDeErros() {
  // eslint-style four-argument signature is what marks an Express error handler.
  return (erro: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Part of the answer already left (a file cut short, a client that went away): no status can
    // follow it, so the connection ends here rather than a second answer being attempted.
    if (res.headersSent) {
      logger.warn({ requestId: req.requestId, err: erro }, 'falha depois do início da resposta');
      res.destroy();
      return;
    }
    const tipo = (erro as { type?: string })?.type;
    if (tipo === 'entity.parse.failed' || tipo === 'encoding.unsupported' || tipo === 'charset.unsupported') {
      res.status(400).json({ erro: MENSAGENS.requisicaoInvalida });
      return;
    }
    if (tipo === 'entity.too.large') {
      res.status(413).json({ erro: 'Requisição muito grande.' });
      return;
    }
    const { erro: final, inesperado } = normalizarErro(erro);
    if (inesperado) logger.error({ requestId: req.requestId, err: erro }, 'erro inesperado');
    if (final.codigo === CodigoErro.NaoAutenticado) res.setHeader('WWW-Authenticate', desafio(req, final.message));
    res.status(STATUS_HTTP[final.codigo]).json({ ...final.extra, erro: final.message });
  };
}

export const rotaNaoEncontrada = (_req: Request, res: Response) => {
  res.status(404).json({ erro: 'Rota não encontrada.' });
};

export { ErroApp, CodigoErro };
