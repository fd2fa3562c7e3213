/**
 * The Apollo Client both apps use. Every request carries the Authorization header rebuilt from both
 * tokens, the AppLocation header with the page address, and the CSRF-prevention header the server
 * asks for. Errors are handled in one place: UNAUTHENTICATED (or HTTP 401) signs both sides out and
 * goes to the right login; anything else becomes an error toast, unless the operation opted out
 * with the context `{ silenciarErros: true }`.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, type DocumentNode } from 'graphql';
import { CABECALHO_LOCALIZACAO, MENSAGENS } from '@sw/common';
import { assinarSessao, cabecalhoAutorizacao, obterSessao, sairTudo } from './session';
import { notificarErro } from './notificacoes';

declare module '@apollo/client' {
  interface DefaultContext {
    /** When true the client shows no toast for this operation's errors (the screen handles them). */
    silenciarErros?: boolean;
  }
}

export const MENSAGEM_SEM_CONEXAO = 'Não foi possível conectar ao servidor.';

export type CodigoErro =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export type ErroInterpretado = {
  /** Portuguese text to show. */
  mensagem: string;
  /** extensions.code of the first GraphQL error, when there is one. */
  codigo: string | null;
  /** The session is no longer valid (GraphQL UNAUTHENTICATED or HTTP 401). */
  naoAutenticado: boolean;
};

type ErroGraphQLBruto = { message?: unknown; extensions?: { code?: unknown } };

function primeiroErro(erros: readonly ErroGraphQLBruto[] | undefined): { mensagem: string | null; codigo: string | null } {
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

/** Turns any error Apollo gives (GraphQL, HTTP, network) into the text to show and its meaning. */
export function interpretarErro(erro: unknown): ErroInterpretado {
  if (CombinedGraphQLErrors.is(erro)) {
    const { mensagem, codigo } = primeiroErro(erro.errors as readonly ErroGraphQLBruto[]);
    return {
      mensagem: mensagem ?? MENSAGENS.erroInterno,
      codigo,
      naoAutenticado: codigo === 'UNAUTHENTICATED',
    };
  }
  if (ServerError.is(erro)) {
    const { mensagem, codigo } = lerCorpo(erro.bodyText);
    const naoAutenticado = erro.statusCode === 401 || codigo === 'UNAUTHENTICATED';
    let texto = mensagem;
    if (!texto) {
      if (naoAutenticado) texto = MENSAGENS.sessaoExpirada;
      else if (erro.statusCode === 429) texto = MENSAGENS.muitasTentativas;
      else if (erro.statusCode === 403) texto = MENSAGENS.semPermissao;
      else if ([502, 503, 504].includes(erro.statusCode)) texto = MENSAGEM_SEM_CONEXAO;
      else texto = MENSAGENS.erroInterno;
    }
    return { mensagem: texto, codigo: codigo ?? (naoAutenticado ? 'UNAUTHENTICATED' : null), naoAutenticado };
  }
  if (ServerParseError.is(erro)) {
    return { mensagem: MENSAGENS.erroInterno, codigo: null, naoAutenticado: false };
  }
  // fetch itself failed (offline, server down, CORS): TypeError and friends.
  return { mensagem: MENSAGEM_SEM_CONEXAO, codigo: null, naoAutenticado: false };
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

export type OpcoesClienteApollo = {
  /** GraphQL endpoint, relative to the page's origin unless absolute. */
  uri?: string;
  /** Replaces the navigation done after a 401 (tests, or an app with its own router call). */
  aoDesautenticar?: (destino: string) => void;
  /** Replaces the error toast (tests). */
  aoErro?: (mensagem: string) => void;
};

/** Sign-in mutations answer a wrong password without ending the other side's session. */
function ehEntrada(documento: DocumentNode): boolean {
  return documento.definitions.some(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      d.operation === 'mutation' &&
      d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('entrar')),
  );
}

function resolverUri(uri: string): string {
  if (/^https?:\/\//i.test(uri) || typeof window === 'undefined') return uri;
  return new URL(uri, window.location.href).toString();
}

export function criarClienteApollo({ uri = '/graphql', aoDesautenticar, aoErro }: OpcoesClienteApollo = {}) {
  const cabecalhos = new ApolloLink((operacao, proximo) => {
    operacao.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        Authorization: cabecalhoAutorizacao(),
        [CABECALHO_LOCALIZACAO]: typeof window !== 'undefined' ? window.location.href : '',
        'apollo-require-preflight': 'true',
      },
    }));
    return proximo(operacao);
  });

  const erros = new ErrorLink(({ error, operation }) => {
    const { mensagem, naoAutenticado } = interpretarErro(error);
    const silenciar = operation.getContext().silenciarErros === true;
    if (naoAutenticado && !ehEntrada(operation.query)) {
      const destino = destinoAposSair();
      sairTudo();
      (aoDesautenticar ?? irPara)(destino);
    }
    if (!silenciar) (aoErro ?? notificarErro)(mensagem);
  });

  const http = new HttpLink({ uri: () => resolverUri(uri) });

  const cliente = new ApolloClient({
    link: ApolloLink.from([cabecalhos, erros, http]),
    cache: new InMemoryCache(),
  });

  // Whoever signs out leaves nothing of their data behind in the cache.
  let tokens = `${obterSessao().loja?.token ?? ''}|${obterSessao().painel?.token ?? ''}`;
  assinarSessao((s) => {
    const novos = `${s.loja?.token ?? ''}|${s.painel?.token ?? ''}`;
    if (novos === tokens) return;
    const saiu = (!s.loja && tokens.split('|')[0]) || (!s.painel && tokens.split('|')[1]);
    tokens = novos;
    if (saiu) setTimeout(() => void cliente.clearStore().catch(() => undefined), 0);
  });

  return cliente;
}
