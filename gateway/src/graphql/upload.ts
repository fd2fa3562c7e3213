import { GraphQLError, GraphQLScalarType } from 'graphql';
import { Field, Int, ObjectType } from 'type-graphql';
import { ArquivoDeUpload, LimitesUpload } from '../core/arquivo-recebido';
import { RequestContext } from '../core/context';
import { MENSAGEM_NAO_E_ARQUIVO } from '../core/esquema';

/**
 * Files through GraphQL (GraphQL multipart request specification): the `Upload` scalar and the
 * limits of each mutation that takes one. graphql/multipart.ts reads the request with them; the
 * resolver hands the files to the same service as the REST route.
 */

const recusar = (): never => {
  throw new GraphQLError(MENSAGEM_NAO_E_ARQUIVO, { extensions: { code: 'BAD_USER_INPUT' } });
};

export const Upload = new GraphQLScalarType({
  name: 'Upload',
  description: 'Um arquivo enviado numa requisição multipart (especificação GraphQL multipart request: campos operations, map e os arquivos). Só de entrada.',
  parseValue: (valor) => (valor instanceof ArquivoDeUpload ? valor : recusar()),
  parseLiteral: () => recusar(),
  serialize: () => {
    throw new GraphQLError('Upload é um tipo só de entrada.');
  },
});

/** An upload mutation's limits, and what its REST route checks before reading any file. */
export interface RegraUpload extends LimitesUpload {
  /** Runs after the permission check, before the first file byte is read (e.g. the member's kind of store). */
  antes?: (ctx: RequestContext) => Promise<unknown>;
}

/** Mutation field → its upload rule. Only these fields may be called with a multipart request. */
export const UPLOADS_GRAPHQL = new Map<string, RegraUpload>();

/** Declares that a mutation receives files, and within which limits (the REST route's). */
export function RecebeArquivos(limites: RegraUpload): MethodDecorator {
  return (_alvo, chave) => {
    UPLOADS_GRAPHQL.set(String(chave), limites);
  };
}

@ObjectType('ErroDeLinha', { description: 'Uma linha recusada de um arquivo importado.' })
export class ErroDeLinhaDTO {
  @Field(() => Int, { description: 'Número da linha no arquivo (a primeira de dados é a 2).' }) linha: number;
  @Field({ description: 'Por que a linha foi recusada.' }) motivo: string;
}
