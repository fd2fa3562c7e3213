import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { CodigoErro, ErroApp, normalizarErro, STATUS_HTTP } from '../core/errors';
import { logger } from '../core/logger';
import { construirSchema } from './schema';
import { ContextoGraphQL } from './permite';

/** Resolver errors take the one shape: the Portuguese message and extensions.code. */
function formatarErro(formatado: GraphQLFormattedError, erro: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(erro);
  const codigoGraphql = formatado.extensions?.code as string | undefined;
  if (!(original instanceof ErroApp) && codigoGraphql && codigoGraphql !== 'INTERNAL_SERVER_ERROR') {
    // Parse/validation errors of the query itself: graphql-js already explains them.
    return { message: formatado.message, locations: formatado.locations, extensions: { code: codigoGraphql } };
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
          if (original instanceof ErroApp) continue;
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
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatarErro,
    plugins: [ApolloServerPluginLandingPageDisabled(), registroDeErros],
  });
  await servidor.start();
  return servidor;
}

export { CodigoErro };
