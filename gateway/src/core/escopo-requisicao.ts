import type { NextFunction, Request, Response } from 'express';
import { comEscopo } from '../db/escopo-consulta';

/**
 * Opens the request's scope for the database layer (db/escopo-consulta.ts): an AbortSignal that
 * fires when the caller goes away before the answer is complete (closed tab, cancelled fetch,
 * proxy timeout), so the statements still running for it are cancelled on the server instead of
 * holding a connection for nobody.
 */
export function escopoDaRequisicao() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const controle = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controle.abort();
    });
    comEscopo({ sinal: controle.signal }, next);
  };
}
