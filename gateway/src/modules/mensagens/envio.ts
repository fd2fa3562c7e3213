import { registrarFila } from '../../core/fila';
import { RequestContext } from '../../core/context';
import { logger } from '../../core/logger';
import { config } from '../../runtime';
import { FILA_ENVIO, limparMensagensAntigas, processarLote } from './fila.service';
import { lembrarVencimentos } from './lembretes.service';

/**
 * The WhatsApp outbox's background work, on the job queue (core/fila.ts):
 * - "mensagens.envio" sends what is due. Each producing transaction adds a job to it (so a sale's
 *   message leaves within seconds), and a job every minute picks up the retries that came due (the
 *   waits of ESPERAS_MINUTOS). The messages' own claim (SKIP LOCKED, lease, attempt fence) keeps
 *   two senders from sending one message twice.
 * - "mensagens.lembretes" queues the expiry reminders and deletes old finished messages, at 09:00
 *   and 15:00 in São Paulo (nobody gets one at night). The reminders' keys make the second run (and
 *   any retry) queue nothing already queued; it is there for a day when the gateway was down at 09:00.
 */

/** Rounds of one sender job; what is left goes to the next job (or the next minute). */
const RODADAS_POR_JOB = 100;

registrarFila({
  nome: FILA_ENVIO,
  opcoes: { retryLimit: 2, retryDelay: 30, expireInSeconds: 15 * 60, deleteAfterSeconds: 3600 },
  agenda: [{ cron: '* * * * *' }],
  intervaloS: 2,
  // Wake-ups are alike: one run drains what is due and settles every waiting one.
  lote: 100,
  async executar(ds) {
    const total = { enviadas: 0, reagendadas: 0, falhas: 0 };
    for (let i = 0; i < RODADAS_POR_JOB; i++) {
      const r = await processarLote(ds, { timeoutMs: config().whatsapp.timeoutMs });
      if (!r.enviadas && !r.reagendadas && !r.falhas) break;
      total.enviadas += r.enviadas;
      total.reagendadas += r.reagendadas;
      total.falhas += r.falhas;
    }
    return total;
  },
});

registrarFila({
  nome: 'mensagens.lembretes',
  // A failed run is tried again every 15 minutes, four times.
  opcoes: { retryLimit: 4, retryDelay: 15 * 60 },
  agenda: [{ cron: '0 9,15 * * *' }],
  async executar(ds) {
    const r = await lembrarVencimentos(RequestContext.sistema(ds, 'lembretes-vencimento'));
    const apagadas = await limparMensagensAntigas(ds);
    logger.info({ ...r, mensagensAntigasApagadas: apagadas }, 'lembretes de vencimento enfileirados');
    return { ...r, mensagensAntigasApagadas: apagadas };
  },
});
