import { DataSource } from 'typeorm';
import { Config } from '../../config';
import { RequestContext } from '../../core/context';
import { logger } from '../../core/logger';
import { diaDe } from '../../core/calendario';
import { limparMensagensAntigas, processarLote } from './fila.service';
import { lembrarVencimentos } from './lembretes.service';

/**
 * Background work of a gateway instance: the WhatsApp sender and the daily expiry reminder (which
 * also deletes old finished messages).
 * Every instance may run them at once — the sender's claim and the reminders' keys make that
 * safe — so there is no leader to elect. SW_JOBS=false turns them off (tests start them by hand).
 */

export interface Tarefas {
  parar(): Promise<void>;
}

export interface OpcoesTarefas {
  /** Pause of the sender when nothing was due. */
  intervaloEnvioMs?: number;
  /** How often the reminder checks whether today's run is due. */
  intervaloLembreteMs?: number;
  /** Local hours (America/Sao_Paulo) in which reminders are queued: nobody gets one at night. */
  janelaLembrete?: [number, number];
}

const horaLocal = (d: Date) => Number(d.toLocaleString('en-US', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }));

/** A loop that runs `rodada` until stopped; `rodada` answers how long to wait before the next one. */
function laco(nome: string, rodada: () => Promise<number>) {
  let parado = false;
  let acordar: (() => void) | null = null;
  let temporizador: NodeJS.Timeout | null = null;
  const feito = (async () => {
    while (!parado) {
      let espera: number;
      try {
        espera = await rodada();
      } catch (e) {
        logger.warn({ err: e, tarefa: nome }, 'tarefa falhou; nova tentativa em instantes');
        espera = 30_000;
      }
      if (parado) break;
      if (espera > 0) {
        await new Promise<void>((ok) => {
          acordar = ok;
          temporizador = setTimeout(ok, espera);
        });
      }
    }
  })();
  return async () => {
    parado = true;
    if (temporizador) clearTimeout(temporizador);
    acordar?.();
    await feito;
  };
}

export function iniciarTarefas(ds: DataSource, config: Pick<Config, 'jobs'>, opcoes: OpcoesTarefas = {}): Tarefas {
  if (!config.jobs) return { parar: async () => undefined };
  const intervaloEnvio = opcoes.intervaloEnvioMs ?? 5_000;
  const intervaloLembrete = opcoes.intervaloLembreteMs ?? 15 * 60_000;
  const [abre, fecha] = opcoes.janelaLembrete ?? [9, 21];

  // A full batch means more may be waiting: go again at once; otherwise rest.
  const pararEnvio = laco('envio-whatsapp', async () => {
    const r = await processarLote(ds);
    return r.enviadas + r.reagendadas + r.falhas > 0 ? 0 : intervaloEnvio;
  });

  let ultimoDia: string | null = null;
  const pararLembretes = laco('lembretes-vencimento', async () => {
    const agora = new Date();
    const hora = horaLocal(agora);
    if (diaDe(agora) !== ultimoDia && hora >= abre && hora < fecha) {
      const r = await lembrarVencimentos(RequestContext.sistema(ds, 'lembretes-vencimento'), agora);
      const apagadas = await limparMensagensAntigas(ds);
      ultimoDia = diaDe(agora);
      logger.info({ ...r, mensagensAntigasApagadas: apagadas }, 'lembretes de vencimento enfileirados');
    }
    return intervaloLembrete;
  });

  logger.info('tarefas em segundo plano iniciadas (envio de WhatsApp, lembretes de vencimento)');
  return {
    async parar() {
      await Promise.all([pararEnvio(), pararLembretes()]);
    },
  };
}
