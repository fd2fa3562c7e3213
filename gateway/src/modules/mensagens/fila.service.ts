import { DataSource } from 'typeorm';
import { somenteDigitos, telefoneValido } from '@sw/common';
import { RequestContext } from '../../core/context';
import { logger } from '../../core/logger';
import { config } from '../../runtime';
import { filaAtual, naTransacao } from '../../core/fila';
import { lerProvedor } from '../configuracoes/whatsapp.service';
import { ModeloMensagem, TIPO_RECUPERACAO_SENHA } from './modelos';
import { enviarAoProvedor, Provedor, ResultadoEnvio } from './provedor-whatsapp';
import type { Alteracao, SemLinhas } from '../../db/resultado-sql';

/**
 * The outbox of WhatsApp messages (docs/configuracoes-e-mensagens.md).
 *
 * Producers queue inside their own transaction, so a message exists only if what it announces
 * committed; the provider is never called on the producer's path, so a slow or failing provider
 * cannot block or fail a sale. The sender (processarLote, run by the job queue: envio.ts) claims
 * due messages with FOR UPDATE SKIP LOCKED and a lease, sends them outside any transaction, and
 * retries failures with growing waits until it gives up. The waits are the message's own (a
 * product rule, shown per message), not the job queue's retries.
 */

/** The job queue's sender queue (envio.ts). */
export const FILA_ENVIO = 'mensagens.envio';

/**
 * Wakes the sender in the producer's transaction, so the job exists only if the message does.
 * A plain queue, not a singleton one: producers in parallel never wait on each other's wake-up.
 * Without a running queue (seed, CLI) the next instance's minute job sends it.
 */
async function acordarEnvio(ctx: RequestContext): Promise<void> {
  const fila = filaAtual();
  if (fila) await fila.boss.send(FILA_ENVIO, {}, { db: naTransacao(ctx.manager) });
}

/** Waits after the 1st, 2nd, ... failed attempt. After the last one the message is given up. */
export const ESPERAS_MINUTOS = [1, 5, 30, 120, 360] as const;
export const MAXIMO_TENTATIVAS = ESPERAS_MINUTOS.length + 1;
export const LOTE_PADRAO = 10;
/** Sent and given-up messages are kept this long (they carry phone numbers), then deleted. */
export const DIAS_RETENCAO = 180;
const TAMANHO_MAXIMO_TEXTO = 4096;

export interface NovaMensagem extends Partial<ModeloMensagem> {
  celular: string | null | undefined;
  tipo: string;
  texto: string;
  parceiroId?: number | null;
  /** Idempotency key: a second message with the same key is not queued. */
  chave?: string | null;
}

/**
 * Queues a message in the caller's transaction (pass the transaction's ctx). Returns its id, or
 * null when nothing was queued: no usable mobile number (a member without one is normal data, not
 * an error of the caller), or a message with the same `chave` already exists.
 */
export async function enfileirarMensagem(ctx: RequestContext, m: NovaMensagem): Promise<string | null> {
  if (!m.tipo?.trim() || !m.texto?.trim()) throw new Error('enfileirarMensagem: tipo e texto são obrigatórios');
  if (!m.celular || !telefoneValido(m.celular)) {
    logger.debug({ requestId: ctx.requestId, tipo: m.tipo, parceiroId: m.parceiroId ?? null }, 'mensagem sem celular válido: não enfileirada');
    return null;
  }
  const [linha] = await ctx.manager.query<{ id: string }[]>(
    `INSERT INTO mensagens_saida (destino, tipo, texto, parametros, parceiro_id, chave)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (chave) DO NOTHING
     RETURNING id`,
    [
      somenteDigitos(m.celular),
      m.tipo.slice(0, 40),
      m.texto.slice(0, TAMANHO_MAXIMO_TEXTO),
      JSON.stringify(m.parametros ?? {}),
      m.parceiroId ?? null,
      m.chave?.slice(0, 160) ?? null,
    ],
  );
  if (!linha) return null;
  await acordarEnvio(ctx);
  return String(linha.id);
}

/** Many messages in one statement (the sales spreadsheet), with enfileirarMensagem's rules for each. */
export async function enfileirarMensagens(ctx: RequestContext, mensagens: NovaMensagem[]): Promise<void> {
  const validas = mensagens.filter((m) => {
    if (!m.tipo?.trim() || !m.texto?.trim()) throw new Error('enfileirarMensagens: tipo e texto são obrigatórios');
    return m.celular && telefoneValido(m.celular);
  });
  if (!validas.length) return;
  await ctx.manager.query<SemLinhas>(
    `INSERT INTO mensagens_saida (destino, tipo, texto, parametros, parceiro_id, chave)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::int[], $6::text[])
     ON CONFLICT (chave) DO NOTHING`,
    [
      validas.map((m) => somenteDigitos(m.celular!)),
      validas.map((m) => m.tipo.slice(0, 40)),
      validas.map((m) => m.texto.slice(0, TAMANHO_MAXIMO_TEXTO)),
      validas.map((m) => JSON.stringify(m.parametros ?? {})),
      validas.map((m) => m.parceiroId ?? null),
      validas.map((m) => m.chave?.slice(0, 160) ?? null),
    ],
  );
  await acordarEnvio(ctx);
}

/** The same for a member: the number is their registered mobile (celular). */
export async function enfileirarParaParceiro(ctx: RequestContext, parceiroId: number, modelo: ModeloMensagem, chave?: string | null): Promise<string | null> {
  const [p] = await ctx.manager.query<{ celular: string | null }[]>(`SELECT celular FROM parceiros WHERE id = $1`, [parceiroId]);
  if (!p) return null;
  return enfileirarMensagem(ctx, { ...modelo, celular: p.celular, parceiroId, chave });
}

interface Reivindicada {
  id: string;
  destino: string;
  texto: string;
  tentativas: number;
}

/**
 * Takes up to `limite` due messages for this sender. The claim counts the attempt and pushes the
 * next attempt past the lease, in one statement: a sender that dies mid-send leaves the message
 * to be taken again once the lease ends, and no other sender takes it meanwhile.
 */
async function reivindicar(ds: DataSource, limite: number, leaseSegundos: number): Promise<Reivindicada[]> {
  // Wrapped in a SELECT so the driver answers the rows (an UPDATE answers [rows, count]).
  const linhas = await ds.query<Reivindicada[]>(
    `WITH devidas AS (
       SELECT id FROM mensagens_saida
        WHERE status = 'pendente' AND proxima_tentativa_em <= now()
        ORDER BY proxima_tentativa_em, id
        LIMIT $1
        FOR UPDATE SKIP LOCKED
     ), reivindicadas AS (
       UPDATE mensagens_saida m
          SET tentativas = m.tentativas + 1, proxima_tentativa_em = now() + make_interval(secs => $2)
         FROM devidas WHERE m.id = devidas.id
       RETURNING m.id, m.destino, m.texto, m.tentativas
     )
     SELECT * FROM reivindicadas`,
    [limite, leaseSegundos],
  );
  return linhas.map((l) => ({ ...l, id: String(l.id) }));
}

/**
 * A message that carries a secret (the password recovery link) keeps only a note once it is sent or
 * given up: the link is still valid for an hour and the outbox keeps rows for months.
 */
const TEXTO_FINAL = `CASE WHEN tipo = '${TIPO_RECUPERACAO_SENHA}' THEN '[link de recuperação de senha omitido]' ELSE texto END`;

/**
 * Records the outcome of attempt number `tentativa`. The attempt number fences the update: a
 * sender whose lease ran out (and whose message another sender took again) changes nothing.
 */
async function registrarResultado(ds: DataSource, m: Reivindicada, r: ResultadoEnvio): Promise<'enviada' | 'reagendada' | 'falhou'> {
  if (r.ok) {
    await ds.query<Alteracao>(
      `UPDATE mensagens_saida SET status = 'enviada', enviada_em = now(), ultimo_erro = NULL, texto = ${TEXTO_FINAL}
        WHERE id = $1 AND tentativas = $2 AND status = 'pendente'`,
      [m.id, m.tentativas],
    );
    return 'enviada';
  }
  const erro = r.motivo.slice(0, 500);
  if (r.definitivo || m.tentativas >= MAXIMO_TENTATIVAS) {
    await ds.query<Alteracao>(
      `UPDATE mensagens_saida SET status = 'falhou', ultimo_erro = $3, texto = ${TEXTO_FINAL}
        WHERE id = $1 AND tentativas = $2 AND status = 'pendente'`,
      [m.id, m.tentativas, erro],
    );
    return 'falhou';
  }
  await ds.query<Alteracao>(
    `UPDATE mensagens_saida SET ultimo_erro = $3, proxima_tentativa_em = now() + make_interval(mins => $4)
      WHERE id = $1 AND tentativas = $2 AND status = 'pendente'`,
    [m.id, m.tentativas, erro, ESPERAS_MINUTOS[m.tentativas - 1]],
  );
  return 'reagendada';
}

export interface ResultadoLote {
  enviadas: number;
  reagendadas: number;
  falhas: number;
}

/**
 * One round of the sender: claim due messages, send them in parallel (each with its own timeout),
 * record each outcome. Returns how many went each way; 0 in all means nothing was due.
 */
export async function processarLote(ds: DataSource, opcoes: { limite?: number; timeoutMs?: number } = {}): Promise<ResultadoLote> {
  const limite = opcoes.limite ?? LOTE_PADRAO;
  const timeoutMs = opcoes.timeoutMs ?? config().whatsapp.timeoutMs;
  const mensagens = await reivindicar(ds, limite, Math.ceil(timeoutMs / 1000) + 60);
  const resultado: ResultadoLote = { enviadas: 0, reagendadas: 0, falhas: 0 };
  if (!mensagens.length) return resultado;

  const provedor = await lerProvedor(RequestContext.sistema(ds, 'envio-whatsapp'));
  const enviar = (m: Reivindicada): Promise<ResultadoEnvio> => {
    // Not configured yet, or configured with another key: a failed attempt like any other, so
    // the message is retried on the same schedule and given up in the end.
    if (provedor === 'nao_configurado') return Promise.resolve({ ok: false, motivo: 'WhatsApp não configurado.', definitivo: false });
    if (provedor === 'token_ilegivel') return Promise.resolve({ ok: false, motivo: 'Token do WhatsApp ilegível com a chave atual.', definitivo: false });
    return enviarAoProvedor(provedor as Provedor, { celular: m.destino, mensagem: m.texto, chave: `mensagem-${m.id}` }, timeoutMs);
  };

  await Promise.all(
    mensagens.map(async (m) => {
      const r = await enviar(m);
      const desfecho = await registrarResultado(ds, m, r);
      if (desfecho === 'enviada') resultado.enviadas++;
      else if (desfecho === 'reagendada') resultado.reagendadas++;
      else resultado.falhas++;
      if (!r.ok) logger.warn({ mensagemId: m.id, tentativa: m.tentativas, motivo: r.motivo, desfecho }, 'envio de WhatsApp falhou');
    }),
  );
  return resultado;
}

/** Deletes finished messages older than DIAS_RETENCAO; pending ones are never touched. */
export async function limparMensagensAntigas(ds: DataSource): Promise<number> {
  const [{ n }] = await ds.query<{ n: number }[]>(
    `WITH apagadas AS (
       DELETE FROM mensagens_saida WHERE status <> 'pendente' AND criado_em < now() - make_interval(days => $1) RETURNING 1
     ) SELECT count(*)::int AS n FROM apagadas`,
    [DIAS_RETENCAO],
  );
  return n;
}
