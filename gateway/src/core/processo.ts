import { logger } from './logger';

/**
 * What the process does with a failure nothing caught. Request handlers and response hooks catch
 * their own (core/http.ts, core/logger.ts ganchoSeguro), so reaching here is a bug, and it must be
 * told, never a silent exit:
 * - an exception thrown outside any request leaves state we can no longer trust: it is logged
 *   (level fatal, with the stack) and the process ends with code 1 for the supervisor to restart it;
 * - a rejected promise nobody awaited has no state half-written behind it: it is logged (level
 *   error, with the reason) and the process goes on serving.
 */
export function vigiarProcesso(): void {
  process.on('uncaughtException', (erro, origem) => {
    try {
      logger.fatal({ err: erro, origem }, 'exceção não tratada: encerrando o processo');
    } finally {
      // The log may be silenced by LOG_LEVEL; the supervisor's own log still gets the stack.
      console.error('Exceção não tratada: encerrando o processo.', erro);
      process.exit(1);
    }
  });
  process.on('unhandledRejection', (motivo) => {
    logger.error({ err: motivo }, 'promessa rejeitada sem tratamento');
  });
}
