/**
 * For widgets that catch errors (the table, the active switch): show a caught error once. Kept apart
 * from apollo.ts so it loads with the screens that use it, not with the app's first chunk.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { interpretarErro } from './apollo';
import { ehErroApi, ehErroDeUsuario } from './erros';
import { notificarErro } from './notificacoes';

/**
 * True when the client already showed this error as a toast: anything Apollo's error link saw (it
 * toasts unless the operation asked for silence, and then the screen wanted none), and REST errors
 * from chamarApi that were toasted. Lets a widget that catches errors avoid showing one twice.
 */
export function erroJaNotificado(erro: unknown): boolean {
  if (ehErroApi(erro)) return erro.notificado;
  if (ehErroDeUsuario(erro)) return true;
  return CombinedGraphQLErrors.is(erro) || ServerError.is(erro) || ServerParseError.is(erro);
}

/** Shows a caught error as a toast unless the client already did (see erroJaNotificado). */
export function notificarErroSeNecessario(erro: unknown): void {
  if (erroJaNotificado(erro)) return;
  // Errors a screen throws itself carry their own Portuguese text; anything else is a network failure.
  const mensagem = erro instanceof Error && !(erro instanceof TypeError) && erro.message ? erro.message : interpretarErro(erro).mensagem;
  notificarErro(mensagem);
}
