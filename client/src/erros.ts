/**
 * How both doors (Apollo for GraphQL, chamarApi for REST) read a failed answer and react to it, so a
 * 401 or an `{ erro }` body means the same thing whichever way a screen talked to the server.
 */
import { MENSAGENS } from '@sw/common';
import { notificarErro } from './notificacoes';
import { obterSessao, sairTudo } from './session';
import { lembrarSessaoEncerrada } from './sessao-encerrada/retorno';

export const MENSAGEM_SEM_CONEXAO = 'Não foi possível conectar ao servidor.';

export type CodigoErro =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE' | 'INTERNAL_SERVER_ERROR';

export type ErroInterpretado = {
  /** Portuguese text to show. */
  mensagem: string;
  /** extensions.code of the first GraphQL error, when there is one. */
  codigo: string | null;
  /** The session is no longer valid (GraphQL UNAUTHENTICATED or HTTP 401). */
  naoAutenticado: boolean;
};

export type ErroGraphQLBruto = { message?: unknown; extensions?: { code?: unknown } };

/** The error to report from a GraphQL errors array: UNAUTHENTICATED wins, else the first. */
export function primeiroErro(erros: readonly ErroGraphQLBruto[] | undefined): { mensagem: string | null; codigo: string | null } {
  const naoAutenticado = erros?.find((e) => e?.extensions?.code === 'UNAUTHENTICATED');
  const escolhido = naoAutenticado ?? erros?.[0];
  if (!escolhido) return { mensagem: null, codigo: null };
  return {
    mensagem: typeof escolhido.message === 'string' && escolhido.message ? escolhido.message : null,
    codigo: typeof escolhido.extensions?.code === 'string' ? escolhido.extensions.code : null,
  };
}

/** Reads the body of a non-2xx answer: a GraphQL result or the REST shape `{ erro }`. */
function lerCorpo(texto: string): { mensagem: string | null; codigo: string | null } {
  try {
    const corpo = JSON.parse(texto) as { erro?: unknown; errors?: ErroGraphQLBruto[] };
    if (Array.isArray(corpo?.errors)) return primeiroErro(corpo.errors);
    if (typeof corpo?.erro === 'string') return { mensagem: corpo.erro, codigo: null };
  } catch {
    // not JSON: a proxy page or an empty body
  }
  return { mensagem: null, codigo: null };
}

/** Turns a non-2xx HTTP answer (status and body text) into the text to show and its meaning. */
export function interpretarRespostaHttp(status: number, corpoTexto: string): ErroInterpretado {
  const { mensagem, codigo } = lerCorpo(corpoTexto);
  const naoAutenticado = status === 401 || codigo === 'UNAUTHENTICATED';
  let texto = mensagem;
  if (!texto) {
    if (naoAutenticado) texto = MENSAGENS.sessaoExpirada;
    else if (status === 429) texto = MENSAGENS.muitasTentativas;
    else if (status === 403) texto = MENSAGENS.semPermissao;
    else if ([502, 503, 504].includes(status)) texto = MENSAGEM_SEM_CONEXAO;
    else texto = MENSAGENS.erroInterno;
  }
  return { mensagem: texto, codigo: codigo ?? (naoAutenticado ? 'UNAUTHENTICATED' : null), naoAutenticado };
}

/** Where a signed-out browser goes: the panel login when the path contains "painel", else the home. */
export function destinoAposSair(caminho: string = typeof window !== 'undefined' ? window.location.pathname : '/'): string {
  return caminho.toLowerCase().includes('painel') ? '/painel' : '/';
}

/**
 * Navigates inside the single-page app without reloading: pushes the address and tells the router
 * (react-router listens to popstate).
 */
export function irPara(destino: string): void {
  if (typeof window === 'undefined') return;
  const atual = window.location.pathname.replace(/\/+$/, '') || '/';
  const alvo = destino.replace(/\/+$/, '') || '/';
  if (atual === alvo) return;
  window.history.pushState({}, '', destino);
  window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
}

/** What any 401 does: both sides sign out and the browser goes to the right login. */
export function desautenticar(navegar: (destino: string) => void = irPara): void {
  const destino = destinoAposSair();
  // The side the person was using had a session that just ended: the login screen says so and
  // brings them back here afterwards (sessao-encerrada/retorno.ts).
  const lado = destino === '/painel' ? 'painel' : 'loja';
  if (typeof window !== 'undefined' && obterSessao()[lado]) lembrarSessaoEncerrada(lado, window.location.pathname + window.location.search);
  sairTudo();
  navegar(destino);
}

/** What a failed REST call (rest.ts's ErroApi) carries; recognised by name so this module stays small. */
export type ErroApiLike = Error & { status: number; codigo: string | null; naoAutenticado: boolean; notificado: boolean };

export const ehErroApi = (erro: unknown): erro is ErroApiLike => erro instanceof Error && erro.name === 'ErroApi';

/** What every GraphQL mutation answers: its result, or the problems with the data sent (errosDeUsuario). */
export interface PayloadMutacao<T> {
  resultado?: T | null;
  errosDeUsuario: readonly { mensagem: string; campo?: string | null }[];
}

/**
 * The server refused the data sent (a payload's errosDeUsuario). exigirResultado has already shown
 * the message as a toast (like any failed call): a screen's catch lets it pass
 * (notificarErroSeNecessario skips it) or points at `campo`.
 */
export class ErroDeEntrada extends Error {
  readonly notificado = true as const;
  constructor(
    mensagem: string,
    readonly campo: string | null,
  ) {
    super(mensagem);
    this.name = 'ErroDeUsuario';
  }
}
export type ErroDeUsuarioLike = ErroDeEntrada;
export const ehErroDeUsuario = (erro: unknown): erro is ErroDeEntrada => erro instanceof Error && erro.name === 'ErroDeUsuario';

/**
 * The result of a mutation's payload. When errosDeUsuario is not empty, shows its first message the
 * way a failed call is shown (a toast) and throws an ErroDeEntrada with it, so the screen's catch
 * stops the flow as before.
 */
export function exigirResultado<T>(payload: PayloadMutacao<T> | null | undefined): T {
  const problema = payload?.errosDeUsuario?.[0];
  if (problema) {
    notificarErro(problema.mensagem);
    throw new ErroDeEntrada(problema.mensagem, problema.campo ?? null);
  }
  if (payload?.resultado === undefined || payload.resultado === null) throw new Error(MENSAGENS.erroInterno);
  return payload.resultado;
}
