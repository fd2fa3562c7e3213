import { Authorized } from 'type-graphql';
import { Operacao } from '@sw/common';
import { registrarExposicao } from '../core/autorizacao';
import { RequestContext } from '../core/context';

export interface ContextoGraphQL {
  ctx: RequestContext;
}

/** Declares the operation a query or mutation performs; the auth checker reads the matrix for it. */
export function Permite(operacao: Operacao): MethodDecorator {
  return (alvo, chave, descritor) => {
    registrarExposicao('graphql', String(chave), operacao);
    Authorized(operacao)(alvo, chave, descritor);
  };
}
