import { telefoneValido } from '@sw/common';
import { RequestContext } from '../../core/context';
import { diaDe } from '../../core/calendario';
import { enfileirarMensagem } from './fila.service';
import { mensagemLembreteVencimento } from './modelos';

/**
 * Expiry reminders: members with points expiring in the next 30 days hear about
 * it by WhatsApp. A member is told twice per expiry date, not every day: once when the earliest
 * expiring points enter the 30-day window and once more when they are 7 days away. The outbox key
 * lembrete-vencimento:{member}:{earliest expiry day}:{milestone} makes every run idempotent —
 * several runs a day, or several gateway instances running at once, queue each reminder once.
 */

export const DIAS_JANELA_LEMBRETE = 30;
/** Milestones, in days before the earliest expiry, from the widest. */
export const MARCOS_LEMBRETE = [30, 7] as const;
const PAGINA = 1000;
const DIA_MS = 86_400_000;

/** Days between two calendar days (YYYY-MM-DD). */
const diasEntre = (de: string, ate: string) => Math.round((Date.parse(ate) - Date.parse(de)) / DIA_MS);

export function marcoDoLembrete(diasAteVencer: number): number {
  let marco: number = MARCOS_LEMBRETE[0];
  for (const m of MARCOS_LEMBRETE) if (diasAteVencer <= m) marco = m;
  return marco;
}

/**
 * Queues the reminders due at `agora`. Reads the members page by page (keyset on the member id) so
 * a large programme never loads them all; each page is queued in its own short transaction.
 */
export async function lembrarVencimentos(ctx: RequestContext, agora: Date = new Date()): Promise<{ parceiros: number; enfileiradas: number }> {
  const hoje = diaDe(agora);
  let ultimoId = 0;
  let parceiros = 0;
  let enfileiradas = 0;
  for (;;) {
    const pagina = await ctx.manager.query<{ id: number; nome: string; celular: string | null; pontos: string; vence_em: Date }[]>(
      `SELECT p.id, p.nome, p.celular, sum(l.restante) AS pontos, min(l.vence_em) AS vence_em
         FROM lotes_pontos l JOIN parceiros p ON p.id = l.parceiro_id
        WHERE l.restante > 0 AND l.vence_em > $1 AND l.vence_em <= $1::timestamptz + make_interval(days => $2)
          AND p.ativo AND p.id > $3
        GROUP BY p.id
        ORDER BY p.id
        LIMIT $4`,
      [agora, DIAS_JANELA_LEMBRETE, ultimoId, PAGINA],
    );
    if (!pagina.length) break;
    ultimoId = pagina[pagina.length - 1].id;
    parceiros += pagina.length;
    enfileiradas += await ctx.dataSource.transaction(async (m) => {
      const tx = ctx.comManager(m);
      let n = 0;
      for (const p of pagina) {
        if (!telefoneValido(p.celular)) continue;
        const vencimento = diaDe(new Date(p.vence_em));
        const marco = marcoDoLembrete(diasEntre(hoje, vencimento));
        const id = await enfileirarMensagem(tx, {
          ...mensagemLembreteVencimento({ nome: p.nome, pontos: Number(p.pontos), primeiroVencimento: vencimento, dias: DIAS_JANELA_LEMBRETE }),
          celular: p.celular,
          parceiroId: p.id,
          chave: `lembrete-vencimento:${p.id}:${vencimento}:${marco}`,
        });
        if (id) n++;
      }
      return n;
    });
    if (pagina.length < PAGINA) break;
  }
  return { parceiros, enfileiradas };
}
