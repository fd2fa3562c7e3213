import type { Request } from 'express';
import pino from 'pino';

/** Structured JSON logs; each request logs with its request id (see core/http.ts). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { servico: 'gateway' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ['senha', '*.senha', '*.senhaAntiga', '*.novaSenha', 'req.headers.authorization'], remove: true },
});
export type Logger = typeof logger;

/**
 * A response event handler ('finish', 'close') that can never take the process down: an exception
 * thrown there has no caller to catch it and would end the process for every request in flight, so
 * it is logged with the request id instead (the answer has already gone out).
 */
export function ganchoSeguro(req: Pick<Request, 'requestId'>, gancho: string, fn: () => void): () => void {
  return () => {
    try {
      fn();
    } catch (erro) {
      try {
        logger.error({ requestId: req.requestId, gancho, err: erro }, 'falha em gancho de resposta');
      } catch {
        /* the logger itself failed: nothing else is left to tell */
      }
    }
  };
}
