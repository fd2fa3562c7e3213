import { Operacao, podeExecutar, TAREFAS_RELATORIO, TipoTarefaRelatorio } from '@sw/common';
import { RequestContext } from '../../core/context';
import { proibido } from '../../core/errors';
import { FUSO_AGENDA, filaAtual, naTransacao, registrarFila } from '../../core/fila';
import { enfileirar, ultimasConclusoes } from '../../core/tarefas';

/**
 * Reports never sit empty waiting for someone to press "Atualizar Relatórios". Every report is
 * generated nightly (03:00 in São Paulo, after the day's uploads) and after each sales or history
 * upload, through the job queue (queue "relatorios.todos"); each screen shows when its data was
 * generated (geradoEm). The month reports are generated for the current and the previous month:
 * the previous one still changes early in a month, when late sales and sell-in arrive.
 */

export const FILA_GERAR_TODOS = 'relatorios.todos';
export const AGENDA_NOTURNA = '0 3 * * *';

/** The permission that reads each report's screen: who may see when it was generated. */
export const LEITURA: Record<TipoTarefaRelatorio, Operacao> = {
  relatorio: 'historico.ver',
  'compras-pontuacao': 'comprasPontuacao.ver',
  'taxa-sucesso': 'taxaSucesso.ver',
  antifraude: 'antifraude.ver',
  mensuracao: 'mensuracao.ver',
};

/** The current and the previous month in São Paulo. */
export function mesesAGerar(agora: Date): { ano: number; mes: number }[] {
  const [ano, mes] = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_AGENDA, year: 'numeric', month: '2-digit' }).format(agora).split('-').map(Number);
  return [{ ano, mes }, mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 }];
}

/** Enqueues every report (each joins its running job, if any); answers how many were new. */
export async function gerarTodos(ctx: RequestContext, agora: Date = new Date()): Promise<{ novas: number }> {
  let novas = 0;
  for (const [tipo, def] of Object.entries(TAREFAS_RELATORIO)) {
    for (const parametros of def.periodo ? mesesAGerar(agora) : [{}]) {
      if ((await enfileirar(ctx, `relatorio.${tipo}`, parametros)).nova) novas++;
    }
  }
  return { novas };
}

/**
 * Asks for a full generation after an upload, in the upload's transaction. The queue keeps one
 * request waiting ("short" policy): ten uploads in a row generate once more, not ten times.
 * Without a running queue (seed, CLI) nothing is asked; the nightly run catches up.
 */
export async function pedirGeracaoAposUpload(ctx: RequestContext, origem: 'vendas' | 'historico'): Promise<void> {
  const fila = filaAtual();
  if (!fila) return;
  await fila.boss.send(FILA_GERAR_TODOS, { origem }, { db: naTransacao(ctx.manager) });
}

registrarFila<{ origem?: string }>({
  nome: FILA_GERAR_TODOS,
  opcoes: { policy: 'short', retryLimit: 3, retryDelay: 60 },
  agenda: [{ cron: AGENDA_NOTURNA, dados: { origem: 'agenda' } }],
  executar: (ds) => gerarTodos(RequestContext.sistema(ds, 'relatorios-todos')),
});

/** When the report's data was last generated; null if never. Readable by whoever reads the report. */
export async function geradoEm(ctx: RequestContext, tipo: TipoTarefaRelatorio): Promise<Date | null> {
  if (!podeExecutar(LEITURA[tipo], ctx.papel)) throw proibido();
  return (await ultimasConclusoes(ctx, [`relatorio.${tipo}`])).get(`relatorio.${tipo}`) ?? null;
}
