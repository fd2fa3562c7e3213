import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { CodigoErro, ErroApp, normalizarErro, STATUS_HTTP } from '../core/errors';
import { logger } from '../core/logger';
import { construirSchema } from './schema';
import { recusaDeEscalar } from './dinheiro';
import { LIMITES_GRAPHQL, REGRAS_DE_LIMITE, traduzirErroDeLimite } from './limites';
import { ContextoGraphQL } from './permite';

/** Resolver errors take the one shape: the Portuguese message and extensions.code. */
function formatarErro(formatado: GraphQLFormattedError, erro: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(erro);
  const codigoGraphql = formatado.extensions?.code as string | undefined;
  // Money with too many decimals: the scalar's Portuguese text, without graphql-js's English prefix.
  const recusa = recusaDeEscalar(erro);
  if (recusa) return { message: recusa.message, locations: formatado.locations, extensions: { code: 'BAD_USER_INPUT' } };
  if (!(original instanceof ErroApp) && codigoGraphql && codigoGraphql !== 'INTERNAL_SERVER_ERROR') {
    // Parse/validation errors of the query itself: graphql-js already explains them (our limits in Portuguese).
    return { message: traduzirErroDeLimite(formatado.message) ?? formatado.message, locations: formatado.locations, extensions: { code: codigoGraphql } };
  }
  const { erro: final } = normalizarErro(original);
  return {
    message: final.message,
    path: formatado.path,
    extensions: { ...final.extra, code: final.codigo, status: STATUS_HTTP[final.codigo] },
  };
}

/** Unexpected failures are logged once, with the request id, never sent to the caller. */
const registroDeErros: ApolloServerPlugin<ContextoGraphQL> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const e of errors) {
          const original = unwrapResolverError(e);
          if (!normalizarErro(original).inesperado) continue;
          if (!e.extensions?.code || e.extensions.code === 'INTERNAL_SERVER_ERROR') {
            logger.error({ requestId: contextValue?.ctx?.requestId, err: original }, 'erro inesperado (graphql)');
          }
        }
      },
    };
  },
};

export async function criarServidorGraphql(producao: boolean): Promise<ApolloServer<ContextoGraphQL>> {
  const servidor = new ApolloServer<ContextoGraphQL>({
    schema: await construirSchema(),
    introspection: !producao,
    // Field suggestions ("Did you mean ...?") would describe the schema that introspection hides.
    hideSchemaDetailsFromClientErrors: producao,
    // Multipart bodies and simple GETs need the Apollo-Require-Preflight (or X-Apollo-Operation-Name) header.
    csrfPrevention: true,
    // One operation per request: an array of operations is refused (app.ts answers it in Portuguese).
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: LIMITES_GRAPHQL.tokens },
    validationRules: REGRAS_DE_LIMITE,
    includeStacktraceInErrorResponses: false,
    formatError: formatarErro,
    plugins: [ApolloServerPluginLandingPageDisabled(), registroDeErros],
  });
  await servidor.start();
  return servidor;
}

export { CodigoErro };
