import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { AuthChecker, buildSchema } from 'type-graphql';
import { Operacao } from '@sw/common';
import { autorizar } from '../core/autorizacao';
import { ContextoGraphQL } from './permite';
import { RESOLVERS } from '../modulos';

/** The same guard as the REST door: throws 401/403 with Portuguese messages. */
const verificarPermissao: AuthChecker<ContextoGraphQL, Operacao> = ({ context }, operacoes) => {
  for (const op of operacoes) autorizar(context.ctx, op);
  return true;
};

let schema: Promise<GraphQLSchema> | null = null;

export function construirSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: RESOLVERS as unknown as [Function, ...Function[]],
    authChecker: verificarPermissao,
    authMode: 'error',
    validate: false,
  });
  return schema;
}
