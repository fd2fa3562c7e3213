import { registrarFila } from '../../core/fila';
import { logger } from '../../core/logger';
import { limparEnviosVencidos } from './membro-idempotencia';

/**
 * The idempotency keys of members' claim sends (membro-idempotencia.ts) are only useful for a day;
 * a member who never sends again would keep theirs forever. Every night at 04:00 (São Paulo), after
 * the reports' generation, the old keys of every member are deleted. A failed run is tried again
 * within the hour.
 */
registrarFila({
  nome: 'pontuacoes.envios.limpeza',
  opcoes: { retryLimit: 3, retryDelay: 15 * 60 },
  agenda: [{ cron: '0 4 * * *' }],
  async executar(ds) {
    const apagadas = await limparEnviosVencidos(ds);
    logger.info({ apagadas }, 'chaves de envio vencidas apagadas');
    return { apagadas };
  },
});
