/**
 * Screen tests' side of a GraphQL multipart request (envioGraphql.ts): msw's graphql.* handlers do
 * not hand over the file parts, so an upload is answered by an http.post handler on /graphql that
 * reads the form here — the operation, its variables (files as null), the map and each file. A
 * graphql.* handler of the same operation also matches the request: register this one before it.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import { http, HttpResponse } from 'msw';

export type ArquivoEnviado = { caminho: string; nome: string; tipo: string; conteudo: string };

export type EnvioGraphqlLido<TVariables> = {
  operationName: string | undefined;
  query: string;
  /** The variables as sent: each file is null where it goes. */
  variables: TVariables;
  /** The files in the order of the map, each with its path in the operation. */
  arquivos: ArquivoEnviado[];
  cabecalhos: Headers;
};

/** Reads a multipart GraphQL request (operations, map, then the files). */
export async function lerEnvioGraphql<TVariables = Record<string, unknown>>(request: Request): Promise<EnvioGraphqlLido<TVariables>> {
  const formulario = await request.formData();
  const operacoes = JSON.parse(String(formulario.get('operations'))) as { query: string; variables: TVariables; operationName?: string };
  const mapa = JSON.parse(String(formulario.get('map'))) as Record<string, string[]>;
  const arquivos: ArquivoEnviado[] = [];
  for (const [parte, caminhos] of Object.entries(mapa)) {
    const arquivo = formulario.get(parte) as File | null;
    if (!arquivo || typeof arquivo === 'string') throw new Error(`parte ${parte} sem arquivo`);
    for (const caminho of caminhos) arquivos.push({ caminho, nome: arquivo.name, tipo: arquivo.type, conteudo: await arquivo.text() });
  }
  return { operationName: operacoes.operationName, query: operacoes.query, variables: operacoes.variables, arquivos, cabecalhos: request.headers };
}

function nomeDe(documento: DocumentNode): string | undefined {
  for (const d of documento.definitions) if (d.kind === Kind.OPERATION_DEFINITION && d.name) return d.name.value;
  return undefined;
}

/**
 * An msw handler for one upload operation, typed by its document: the resolver gets the request
 * read and answers the operation's data (or a Response, for an error). Other requests pass by.
 */
export function envioGraphql<TData, TVariables>(
  documento: TypedDocumentNode<TData, TVariables>,
  responder: (envio: EnvioGraphqlLido<TVariables>) => NoInfer<TData> | Response | Promise<NoInfer<TData> | Response>,
) {
  const nome = nomeDe(documento);
  return http.post('*/graphql', async ({ request }) => {
    if (!request.headers.get('content-type')?.includes('multipart/form-data')) return undefined;
    const envio = await lerEnvioGraphql<TVariables>(request.clone());
    if (envio.operationName !== nome) return undefined;
    const resposta = await responder(envio);
    return resposta instanceof Response ? resposta : HttpResponse.json({ data: resposta });
  });
}
