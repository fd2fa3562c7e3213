import { somenteDigitos } from '@sw/common';

/**
 * The one place that talks to the WhatsApp provider (docs/configuracoes-e-mensagens.md):
 *
 *   POST {url}
 *   Authorization: Bearer {token}
 *   Idempotency-Key: {chave}          (the same for every retry of one message)
 *   Content-Type: application/json
 *   { "codigo": "...", "celular": "5511987654321", "mensagem": "..." }
 *
 * Any 2xx is delivered. 400 and 422 mean the provider refuses this message (a number it cannot
 * reach, say): retrying will not help. Anything else — other statuses, a timeout, no connection —
 * is worth retrying later.
 */

export interface Provedor {
  url: string;
  token: string;
  codigo: string;
}

export type ResultadoEnvio = { ok: true } | { ok: false; motivo: string; definitivo: boolean };

const STATUS_DEFINITIVOS = new Set([400, 422]);

/** The number as the provider expects it: country code 55 and the 10 or 11 digits. */
export const celularInternacional = (celular: string): string => `55${somenteDigitos(celular)}`;

export async function enviarAoProvedor(
  provedor: Provedor,
  envio: { celular: string; mensagem: string; chave: string },
  timeoutMs: number,
): Promise<ResultadoEnvio> {
  let resposta: Response;
  try {
    resposta = await fetch(provedor.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${provedor.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': envio.chave,
      },
      body: JSON.stringify({ codigo: provedor.codigo, celular: celularInternacional(envio.celular), mensagem: envio.mensagem }),
      // A redirect of a POST is not something a provider should need; it is reported, not followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    const nome = (e as { name?: string })?.name;
    if (nome === 'TimeoutError' || nome === 'AbortError') {
      return {
        ok: false,
        motivo: `o serviço de WhatsApp não respondeu em ${(timeoutMs / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s.`,
        definitivo: false,
      };
    }
    return { ok: false, motivo: 'não foi possível conectar ao serviço de WhatsApp.', definitivo: false };
  }
  // The body is not needed; reading it frees the connection.
  await resposta.arrayBuffer().catch(() => undefined);
  if (resposta.status >= 200 && resposta.status < 300) return { ok: true };
  return { ok: false, motivo: `o serviço de WhatsApp respondeu HTTP ${resposta.status}.`, definitivo: STATUS_DEFINITIVOS.has(resposta.status) };
}
