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
import { assinarSessao, cabecalhoAutorizacao, obterSessao } from './session';
import { notificarErro } from './notificacoes';
import { ehErroApi, MENSAGEM_SEM_CONEXAO, desautenticar, interpretarRespostaHttp, primeiroErro, type ErroGraphQLBruto, type ErroInterpretado } from './erros';

export { MENSAGEM_SEM_CONEXAO, destinoAposSair, irPara, type CodigoErro, type ErroInterpretado } from './erros';

declare module '@apollo/client' {
  interface DefaultContext {
    /** When true the client shows no toast for this operation's errors (the screen handles them). */
    silenciarErros?: boolean;
  }
}

/** Turns any error Apollo gives (GraphQL, HTTP, network) into the text to show and its meaning. */
export function interpretarErro(erro: unknown): ErroInterpretado {
  if (ehErroApi(erro)) return { mensagem: erro.message, codigo: erro.codigo, naoAutenticado: erro.naoAutenticado };
  if (CombinedGraphQLErrors.is(erro)) {
    const { mensagem, codigo } = primeiroErro(erro.errors as readonly ErroGraphQLBruto[]);
    return {
      mensagem: mensagem ?? MENSAGENS.erroInterno,
      codigo,
      naoAutenticado: codigo === 'UNAUTHENTICATED',
    };
  }
  if (ServerError.is(erro)) return interpretarRespostaHttp(erro.statusCode, erro.bodyText);
  if (ServerParseError.is(erro)) {
    return { mensagem: MENSAGENS.erroInterno, codigo: null, naoAutenticado: false };
  }
  // fetch itself failed (offline, server down, CORS): TypeError and friends.
  return { mensagem: MENSAGEM_SEM_CONEXAO, codigo: null, naoAutenticado: false };
}

export type OpcoesClienteApollo = {
  /** GraphQL endpoint, relative to the page's origin unless absolute. */
  uri?: string;
  /** Replaces the navigation done after a 401 (tests, or an app with its own router call). */
  aoDesautenticar?: (destino: string) => void;
  /** Replaces the error toast (tests). */
  aoErro?: (mensagem: string) => void;
  /**
   * A link between the error handling and the HTTP request (the storefront answers a screen's first
   * query with the request its entry already started): every answer still passes the error handling.
   */
  antesDoHttp?: ApolloLink;
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

export function criarClienteApollo({ uri = '/graphql', aoDesautenticar, aoErro, antesDoHttp }: OpcoesClienteApollo = {}) {
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
    if (naoAutenticado && !ehEntrada(operation.query)) desautenticar(aoDesautenticar);
    if (!silenciar) (aoErro ?? notificarErro)(mensagem);
  });

  const http = new HttpLink({ uri: () => resolverUri(uri) });

  const cliente = new ApolloClient({
    link: ApolloLink.from(antesDoHttp ? [cabecalhos, erros, antesDoHttp, http] : [cabecalhos, erros, http]),
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
