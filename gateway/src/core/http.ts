import crypto from 'node:crypto';
import express, { NextFunction, Request, Response, Router } from 'express';
import { DataSource } from 'typeorm';
import { CABECALHO_CHAVE_API, CABECALHO_LOCALIZACAO, MENSAGENS, MENSAGENS_INTEGRACAO, Operacao } from '@sw/common';
import { autorizar, registrarExposicao } from './autorizacao';
import { RequestContext } from './context';
import { CodigoErro, ErroApp, normalizarErro, STATUS_HTTP } from './errors';
import { ehLeituraPesadaRest, executarLeituraPesada } from './leituras-pesadas';
import { ganchoSeguro, logger } from './logger';
import { identificar } from '../modules/sessoes/sessoes.service';
import { autenticarChave } from '../modules/integracoes/chaves.service';

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
    res.on('finish', ganchoSeguro(req, 'log da requisição', () => {
      logger.info({
        requestId: req.requestId,
        metodo: req.method,
        caminho: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - inicio) / 1e6,
        appLocation: req.get(CABECALHO_LOCALIZACAO) ?? null,
        ator: req.ctx?.ator ? `${req.ctx.ator.tipo}:${req.ctx.ator.id}` : null,
      }, 'requisicao');
    }));
    next();
  };
}

/** Builds the RequestContext (who is asking) once per request, for both doors. */
export function contextoDaRequisicao(dataSource: DataSource) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const localizacao = req.get(CABECALHO_LOCALIZACAO)?.slice(0, 500) ?? null;
    const ip = req.ip ?? req.socket.remoteAddress ?? 'desconhecido';
    const anonimo = new RequestContext(dataSource, req.requestId, null, ip, localizacao);
    // An integrator API key, when sent, is the only credential considered (docs/integracoes-e-chave-nfce.md).
    const chaveApi = req.get(CABECALHO_CHAVE_API);
    const { ator, tokenRecusado } = chaveApi !== undefined
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
 * The REST door: each route names its operation (checked against the permission matrix before
 * the handler runs) and hands the parsed request to one service method.
 */
export class RotasApi {
  readonly router: Router = express.Router();

  private adicionar(metodo: 'get' | 'post' | 'put' | 'patch' | 'delete', caminho: string, operacao: Operacao, fn: Manipulador, status = 200) {
    const nome = `${metodo.toUpperCase()} /api${caminho}`;
    registrarExposicao('rest', nome, operacao);
    this.router[metodo](caminho, async (req: Request, res: Response) => {
      res.locals.rota = nome; // the metrics label (core/metricas.ts)
      autorizar(req.ctx, operacao);
      // Reports, exports and other heavy reads run under their limits (core/leituras-pesadas.ts);
      // uploads are counted where the file is read (core/upload.ts).
      const resultado = ehLeituraPesadaRest(nome) ? await executarLeituraPesada(req.ctx, () => fn(req.ctx, req, res)) : await fn(req.ctx, req, res);
      if (!res.headersSent) res.status(status).json(resultado ?? {});
    });
  }

  get(caminho: string, operacao: Operacao, fn: Manipulador) { this.adicionar('get', caminho, operacao, fn); }
  post(caminho: string, operacao: Operacao, fn: Manipulador, status = 200) { this.adicionar('post', caminho, operacao, fn, status); }
  put(caminho: string, operacao: Operacao, fn: Manipulador) { this.adicionar('put', caminho, operacao, fn); }
  patch(caminho: string, operacao: Operacao, fn: Manipulador) { this.adicionar('patch', caminho, operacao, fn); }
  delete(caminho: string, operacao: Operacao, fn: Manipulador) { this.adicionar('delete', caminho, operacao, fn); }
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
