import 'reflect-metadata';
import { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { AuthChecker, buildSchema } from 'type-graphql';
import { Operacao } from '@sw/common';
import { autorizar, OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { CAMPOS_GRAPHQL_PESADOS, executarLeituraPesada } from '../core/leituras-pesadas';
import { ContextoGraphQL } from './permite';
import { RESOLVERS } from '../modulos';

/** The same guard as the REST door: throws 401/403 with Portuguese messages. */
const verificarPermissao: AuthChecker<ContextoGraphQL, Operacao> = ({ context }, operacoes) => {
  for (const op of operacoes) autorizar(context.ctx, op);
  return true;
};

/**
 * Heavy root fields (core/leituras-pesadas.ts) run under the same limits as their REST routes: the
 * caller is authorised first (as the REST door does), then counted and capped. Wrapping the built
 * schema keeps every other field free of a middleware call per value.
 */
function protegerLeiturasPesadas(s: GraphQLSchema): GraphQLSchema {
  const campos = { ...s.getQueryType()?.getFields(), ...s.getMutationType()?.getFields() };
  for (const nome of CAMPOS_GRAPHQL_PESADOS) {
    const campo = Object.hasOwn(campos, nome) ? campos[nome] : undefined;
    const operacao = OPERACOES_EXPOSTAS.find((o) => o.porta === 'graphql' && o.nome === nome)?.operacao;
    if (!campo?.resolve || !operacao) throw new Error(`Leitura pesada sem campo GraphQL: ${nome}`);
    const original: GraphQLFieldResolver<unknown, ContextoGraphQL> = campo.resolve;
    campo.resolve = (raiz, args, contexto, info) => {
      autorizar(contexto.ctx, operacao);
      return executarLeituraPesada(contexto.ctx, async () => original(raiz, args, contexto, info));
    };
  }
  return s;
}

/** The root types say what they hold (type-graphql names them without a description). */
function descreverRaizes(s: GraphQLSchema): GraphQLSchema {
  const consulta = s.getQueryType();
  const mutacao = s.getMutationType();
  if (consulta) consulta.description = 'As leituras da API do Experiências SW.';
  if (mutacao) mutacao.description = 'As escritas da API do Experiências SW.';
  return s;
}

let schema: Promise<GraphQLSchema> | null = null;

export function construirSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker: verificarPermissao,
    authMode: 'error',
    validate: false,
  })
    .then(protegerLeiturasPesadas)
    .then(descreverRaizes);
  return schema;
}
