import { ErroDeEntrada, interpretarErro, notificarErro } from '@sw/client';

/**
 * These screens silence the client's automatic toast so they can fall back to the contract's
 * texts (spec 2 §8): the server's own message when there is one, the fallback when the server
 * could not be reached. A 401 needs no toast: the client already signed out. A mutation's
 * errosDeUsuario was already shown by exigirResultado.
 */
export function notificarFalha(erro: unknown, fallback: string): void {
  if (erro instanceof ErroDeEntrada) return;
  const { mensagem, codigo, naoAutenticado } = interpretarErro(erro);
  if (naoAutenticado) return;
  notificarErro(codigo ? mensagem : fallback);
}
