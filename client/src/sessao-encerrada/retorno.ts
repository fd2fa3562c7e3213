/**
 * When a session ends under the person (expiry, password changed elsewhere, user deactivated), the
 * app remembers — for this tab only (sessionStorage) — that it ended and the screen they were on
 * (path and query). The login screen then says "Sua sessão expirou. Entre novamente." and, after
 * signing in, takes them back there. A sign-out the person asked for leaves nothing behind.
 */
export type LadoSessao = 'painel' | 'loja';

const chave = (lado: LadoSessao) => `sw:sessao-encerrada:${lado}`;

function armazenamento(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage blocked: the app still works, without the way back
  }
}

/** Addresses that are the login itself: coming back to them means nothing. */
const ehLogin = (caminho: string) => /^\/(painel\/?)?(\?.*)?$/i.test(caminho) || /^\/login(\?.*)?$/i.test(caminho);

/** Notes that the session of this side ended on this screen (path + query). */
export function lembrarSessaoEncerrada(lado: LadoSessao, caminho: string): void {
  const s = armazenamento();
  if (!s) return;
  try {
    s.setItem(chave(lado), ehLogin(caminho) ? '' : caminho);
  } catch {
    // storage full: no way back, the notice still shows for this page
  }
}

/** Whether this side's session ended (and the person has not signed in since). */
export function sessaoFoiEncerrada(lado: LadoSessao): boolean {
  return armazenamento()?.getItem(chave(lado)) != null;
}

/**
 * After signing in: the screen to return to (or null), forgetting it. Only same-origin paths of
 * this side are returned, so a tampered value can never send anyone elsewhere.
 */
export function consumirRetorno(lado: LadoSessao): string | null {
  const s = armazenamento();
  const valor = s?.getItem(chave(lado)) ?? null;
  s?.removeItem(chave(lado));
  if (!valor || !valor.startsWith('/') || valor.startsWith('//')) return null;
  const doPainel = /^\/painel(\/|\?|$)/i.test(valor);
  return (lado === 'painel') === doPainel ? valor : null;
}

/** Forgets the notice and the way back (an explicit sign-out, or a sign-in). */
export function esquecerSessaoEncerrada(lado: LadoSessao): void {
  armazenamento()?.removeItem(chave(lado));
}
