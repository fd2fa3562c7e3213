import { ErroDeEntrada, interpretarErro, notificarErro } from '@sw/client';

/**
 * Spec 2 §8: "server text in erro is shown", with a fixed fallback when there is none. The call
 * runs silenced (context { silenciarErros: true }), so the message appears once: the server's
 * own text for a refusal it explains (validation, conflict, not found, permission), else `padrao`.
 */
export function notificarErroOuPadrao(erro: unknown, padrao: string): void {
  // A refused input was shown by exigirResultado already.
  if (erro instanceof ErroDeEntrada) return;
  const { mensagem, codigo, naoAutenticado } = interpretarErro(erro);
  if (naoAutenticado) return; // signing out already tells the user
  const explicado = codigo !== null && codigo !== 'INTERNAL_SERVER_ERROR' && codigo !== 'SERVICE_UNAVAILABLE';
  notificarErro(explicado ? mensagem : padrao);
}

export const SILENCIOSO = { context: { silenciarErros: true } } as const;
