/**
 * The member screens' first queries, started by the entry as soon as the address is known, side by
 * side with the layout's and the screen's chunks, instead of after the screen has arrived and
 * rendered (one round trip and a render less before the page shows its data on a slow phone).
 *
 * Each request goes through the whole Apollo client (same headers, same document transforms) and
 * is kept by `linkAntecipacao`; the first operation of the screen with the same name and variables
 * gets that answer instead of a new request, once. So a `network-only` screen still shows data the
 * server sent during this very page load, and every answer still passes the client's error
 * handling with the screen's own context (its toasts, the sign-out on UNAUTHENTICATED). What was not
 * used is dropped at the first navigation (`descartarAntecipadas`), so no later visit reads it.
 */
import { ApolloLink, type ApolloClient, type DocumentNode } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { shareReplay, type Observable } from 'rxjs';
import { obterSessao } from '@sw/client';
import { bannersJaVistos } from '../banners/vistos';
import { filtrosDaLoja, variaveisDaLoja } from '../catalogo/filtrosLoja';
import { EXTRATO_INICIAL, variaveisExtrato } from '../pontuacoes/variaveisExtrato';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Marks the entry's request made ahead of a screen (kept for that screen's first query). */
    antecipada?: boolean;
  }
}

type Consulta = { query: DocumentNode; variables?: Record<string, unknown> };

const antecipadas = new Map<string, Observable<ApolloLink.Result>>();
const chave = (operacao: ApolloLink.Operation) => `${operacao.operationName ?? ''}:${canonicalStringify(operacao.variables ?? {})}`;

/** Keeps the entry's requests and answers a screen's first identical operation with them. */
export const linkAntecipacao = new ApolloLink((operacao, proximo) => {
  const k = chave(operacao);
  if (operacao.getContext().antecipada) {
    // Replayed to the screen's operation whenever it subscribes, answer (or failure) included.
    const resposta = proximo(operacao).pipe(shareReplay({ bufferSize: 1, refCount: false }));
    antecipadas.set(k, resposta);
    return resposta;
  }
  const pronta = antecipadas.get(k);
  if (!pronta) return proximo(operacao);
  antecipadas.delete(k);
  return pronta;
});

/** Forgets the answers no screen asked for (called on the first navigation inside the app). */
export function descartarAntecipadas(): void {
  antecipadas.clear();
}

/**
 * The generated documents, in a chunk the screens import too: the entry loads them only when there
 * is something to ask, so a visitor's /login and / do not evaluate them before hydrating.
 */
type Documentos = typeof import('./documentosAntecipados');

/**
 * The queries a member screen makes when it opens at `caminho` (with the address's `busca`), as the
 * screens ask them: same documents, same variables. Nothing for visitors or other addresses.
 */
export function consultasIniciais(caminho: string, busca: string, documentos: Documentos): Consulta[] {
  const loja = obterSessao().loja;
  if (!loja) return [];
  const {
    BannersIntervaloDocument,
    DetalheResgatavelDocument,
    MeuExtratoDocument,
    MeuParceiroDocument,
    MeusPontosPorCodigoDocument,
    MeusProximosVencimentosDocument,
    MinhasPontuacoesNaoProcessadasDocument,
    OfertasCategoriasDocument,
    OfertasCidadesDocument,
    OfertasExperienciasDocument,
    OfertasLojaDocument,
  } = documentos;
  const { parceiro } = loja;
  // The banner overlay of private pages, once per browser session, after the rules are accepted.
  const overlay: Consulta[] = parceiro.aceitouRegulamento && !bannersJaVistos(parceiro.id) ? [{ query: BannersIntervaloDocument }] : [];
  if (caminho === '/home') {
    return [
      { query: MeuParceiroDocument },
      { query: BannersIntervaloDocument },
      { query: MeusProximosVencimentosDocument },
      { query: OfertasCategoriasDocument },
    ];
  }
  if (caminho === '/pontuacoes') {
    return [
      ...overlay,
      { query: MeusProximosVencimentosDocument },
      { query: MinhasPontuacoesNaoProcessadasDocument },
      { query: MeusPontosPorCodigoDocument },
      { query: MeuExtratoDocument, variables: variaveisExtrato(EXTRATO_INICIAL, 1) },
    ];
  }
  if (caminho === '/loja') {
    const filtros = filtrosDaLoja(new URLSearchParams(busca));
    if (!filtros.categoria || !filtros.experiencia) return overlay;
    const variaveis = variaveisDaLoja(filtros);
    return [
      ...overlay,
      { query: OfertasCategoriasDocument },
      { query: OfertasExperienciasDocument, variables: variaveis.experiencias },
      { query: OfertasCidadesDocument, variables: variaveis.cidades },
      { query: OfertasLojaDocument, variables: variaveis.ofertas },
    ];
  }
  const premio = /^\/premio\/([^/]+)$/.exec(caminho);
  if (premio) {
    let codigo: string;
    try {
      codigo = decodeURIComponent(premio[1]!);
    } catch {
      return overlay;
    }
    return [...overlay, { query: DetalheResgatavelDocument, variables: { codigo } }, { query: MeuParceiroDocument }];
  }
  return [];
}

/** Starts the first queries of the screen at this address (see `consultasIniciais`). */
export function anteciparConsultas(cliente: ApolloClient, caminho: string, busca: string): Promise<void> {
  if (!obterSessao().loja) return Promise.resolve();
  return import('./documentosAntecipados').then(
    (documentos) => {
      for (const { query, variables } of consultasIniciais(caminho, busca, documentos)) {
        // No deduplication: the screen's own operation must reach linkAntecipacao, with its own context.
        // Low priority: the page's stylesheets go first, and Lighthouse's simulation does not count
        // these requests as holding the first paint of the static shell.
        const context = { antecipada: true, silenciarErros: true, queryDeduplication: false, fetchOptions: { priority: 'low' as const } };
        void cliente.query({ query, variables, fetchPolicy: 'network-only', context }).catch(() => undefined);
      }
    },
    // Without the chunk the screens ask for themselves, as they would anyway.
    () => undefined,
  );
}
