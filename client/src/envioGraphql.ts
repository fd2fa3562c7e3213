/**
 * GraphQL operations that carry files (the GraphQL multipart request specification: the fields
 * `operations`, `map`, then the files). The Apollo client only sends JSON and fetch cannot report
 * upload progress, so this goes by XMLHttpRequest, with the headers the Apollo link sends and its
 * error handling: a GraphQL or HTTP error is shown as a toast, UNAUTHENTICATED signs both sides out.
 * The mutation's payload comes back as data; its errosDeUsuario are read by the screen
 * (exigirResultado), as after `cliente.mutate`.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { Kind, print, type DocumentNode } from 'graphql';
import { CABECALHO_LOCALIZACAO } from '@sw/common';
import { cabecalhoAutorizacao } from './session';
import { notificarErro } from './notificacoes';
import { desautenticar, interpretarRespostaHttp, primeiroErro, type ErroGraphQLBruto } from './erros';
import { ErroApi, enviarComProgresso } from './rest';

export type OpcoesEnvioGraphql = {
  /** Upload progress, 0 to 100 (100 once the file is up: the server may still be processing it). */
  aoProgresso?: (percentual: number) => void;
  /** The screen shows its own message: no toast (UNAUTHENTICATED still signs out). */
  silenciarErros?: boolean;
  /** GraphQL endpoint, relative to the page's origin unless absolute (as criarClienteApollo's uri). */
  uri?: string;
};

/** The HTTP status each GraphQL code stands for (gateway core/errors.ts), so screens read both doors alike. */
const STATUS_DO_CODIGO: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

const ehArquivo = (valor: unknown): valor is Blob => typeof Blob !== 'undefined' && valor instanceof Blob;

/**
 * Takes the files out of the variables: each becomes null in place and gets its path
 * (`variables.input.arquivos.0`), in the order found.
 */
export function separarArquivos(variaveis: unknown): { variaveis: unknown; arquivos: { caminho: string; arquivo: Blob }[] } {
  const arquivos: { caminho: string; arquivo: Blob }[] = [];
  const visitar = (valor: unknown, caminho: string): unknown => {
    if (ehArquivo(valor)) {
      arquivos.push({ caminho, arquivo: valor });
      return null;
    }
    if (Array.isArray(valor)) return valor.map((v, i) => visitar(v, `${caminho}.${i}`));
    if (valor && typeof valor === 'object') return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, visitar(v, `${caminho}.${k}`)]));
    return valor;
  };
  return { variaveis: visitar(variaveis, 'variables'), arquivos };
}

function nomeDaOperacao(documento: DocumentNode): string | undefined {
  for (const d of documento.definitions) if (d.kind === Kind.OPERATION_DEFINITION && d.name) return d.name.value;
  return undefined;
}

function lerResposta(texto: string): { data?: unknown; errors?: ErroGraphQLBruto[] } | null {
  try {
    const corpo = JSON.parse(texto) as unknown;
    return corpo && typeof corpo === 'object' ? (corpo as { data?: unknown; errors?: ErroGraphQLBruto[] }) : null;
  } catch {
    return null;
  }
}

function resolverUri(uri: string): string {
  if (/^https?:\/\//i.test(uri) || typeof window === 'undefined') return uri;
  return new URL(uri, window.location.href).toString();
}

/**
 * Sends a GraphQL operation whose variables hold files (File or Blob anywhere in them) as one
 * multipart request and returns its data. Fails with ErroApi (status from the HTTP answer, or from
 * the error's extensions.code when the server answered 200), already shown as a toast unless silenced.
 */
export function enviarOperacaoComArquivos<TData, TVariables>(
  documento: TypedDocumentNode<TData, TVariables>,
  variaveis: TVariables,
  { aoProgresso, silenciarErros = false, uri = '/graphql' }: OpcoesEnvioGraphql = {},
): Promise<TData> {
  const { variaveis: semArquivos, arquivos } = separarArquivos(variaveis);
  const formulario = new FormData();
  formulario.append('operations', JSON.stringify({ query: print(documento), variables: semArquivos, operationName: nomeDaOperacao(documento) }));
  formulario.append('map', JSON.stringify(Object.fromEntries(arquivos.map((a, i) => [String(i), [a.caminho]]))));
  arquivos.forEach(({ arquivo }, i) => {
    const nome = 'name' in arquivo && typeof arquivo.name === 'string' && arquivo.name ? arquivo.name : 'arquivo';
    formulario.append(String(i), arquivo, nome);
  });

  const falhar = (status: number, texto: string, corpo: { errors?: ErroGraphQLBruto[] } | null): ErroApi => {
    const http = interpretarRespostaHttp(status, texto);
    const { mensagem, codigo } = corpo?.errors?.length ? primeiroErro(corpo.errors) : { mensagem: null, codigo: null };
    const interpretado = {
      mensagem: mensagem ?? http.mensagem,
      codigo: codigo ?? http.codigo,
      naoAutenticado: http.naoAutenticado || codigo === 'UNAUTHENTICATED',
    };
    if (interpretado.naoAutenticado) desautenticar();
    if (!silenciarErros) notificarErro(interpretado.mensagem);
    const statusEfetivo = status >= 200 && status < 300 ? (STATUS_DO_CODIGO[interpretado.codigo ?? ''] ?? 500) : status;
    return new ErroApi(statusEfetivo, interpretado, !silenciarErros, corpo);
  };

  const cabecalhos = {
    Authorization: cabecalhoAutorizacao(),
    [CABECALHO_LOCALIZACAO]: typeof window !== 'undefined' ? window.location.href : '',
    // The server refuses a multipart request without it (CSRF: a plain form cannot set a header).
    'Apollo-Require-Preflight': 'true',
    Accept: 'application/graphql-response+json, application/json',
  };
  return enviarComProgresso({ metodo: 'POST', url: resolverUri(uri), cabecalhos, formulario, aoProgresso, silenciarErros }).then(({ status, texto }) => {
    const corpo = lerResposta(texto);
    const ok = status >= 200 && status < 300;
    if (!ok || !corpo || corpo.errors?.length || corpo.data === undefined || corpo.data === null) throw falhar(status, texto, corpo);
    return corpo.data as TData;
  });
}
