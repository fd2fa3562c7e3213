import { ErroDeUsuario, interpretarErro, notificarErro } from '@sw/client';

/**
 * These screens silence the client's automatic toast so they can fall back to the contract's
 * texts (spec 2 §8): the server's own message when there is one, the fallback when the server
 * could not be reached. A 401 needs no toast: the client already signed out. A mutation's
 * errosDeUsuario (exigirResultado) is the server's own message too.
 */
export function notificarFalha(erro: unknown, fallback: string): void {
  if (erro instanceof ErroDeUsuario) {
    notificarErro(erro.message);
    return;
  }
  const { mensagem, codigo, naoAutenticado } = interpretarErro(erro);
  if (naoAutenticado) return;
  notificarErro(codigo ? mensagem : fallback);
}
