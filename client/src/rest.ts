/**
 * The REST door for what GraphQL does not carry well: uploads with progress and file downloads (and
 * any documented /api path a screen needs). Same headers and the same error handling as the Apollo
 * client: `{ erro }` becomes a toast, a 401 signs both sides out.
 */
import { CABECALHO_LOCALIZACAO, DURACAO_TOAST, MENSAGENS } from '@sw/common';
import { cabecalhoAutorizacao } from './session';
import { notificarErro, notificarInfo } from './notificacoes';
import { MENSAGEM_SEM_CONEXAO, desautenticar, interpretarRespostaHttp, type CodigoErro, type ErroInterpretado } from './erros';

/**
 * A failed REST call (chamarApi, enviarArquivo, baixarArquivo). `notificado` says the user already
 * saw the message as a toast, so whoever catches it must not show it again.
 */
export class ErroApi extends Error {
  readonly status: number;
  readonly codigo: string | null;
  readonly naoAutenticado: boolean;
  readonly notificado: boolean;
  /** The parsed body of the answer, when it was JSON. */
  readonly corpo: unknown;

  constructor(status: number, interpretado: ErroInterpretado, notificado: boolean, corpo: unknown = null) {
    super(interpretado.mensagem);
    this.name = 'ErroApi';
    this.status = status;
    this.codigo = interpretado.codigo;
    this.naoAutenticado = interpretado.naoAutenticado;
    this.notificado = notificado;
    this.corpo = corpo;
  }

  static is(erro: unknown): erro is ErroApi {
    return erro instanceof ErroApi;
  }
}

/** Codes the gateway maps to each status (gateway core/errors.ts), for answers that carry only `{ erro }`. */
const CODIGO_DO_STATUS: Record<number, CodigoErro> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OpcoesChamada = {
  /** The caller shows its own message: no toast (a 401 still signs out). */
  silenciarErros?: boolean;
  sinal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  cabecalhos?: Record<string, string>;
};

/** '/redes/1' and '/api/redes/1' both mean the gateway's /api/redes/1; absolute URLs pass through. */
export function urlDaApi(caminho: string): string {
  if (/^https?:\/\//i.test(caminho)) return caminho;
  const relativo = caminho.startsWith('/') ? caminho : `/${caminho}`;
  const comApi = /^\/api(\/|$|\?)/.test(relativo) ? relativo : `/api${relativo}`;
  return typeof window === 'undefined' ? comApi : new URL(comApi, window.location.href).toString();
}

/** The headers every call carries (as the Apollo client's). */
export function cabecalhosDaApi(): Record<string, string> {
  return {
    Authorization: cabecalhoAutorizacao(),
    [CABECALHO_LOCALIZACAO]: typeof window !== 'undefined' ? window.location.href : '',
    Accept: 'application/json',
  };
}

function lerJson(texto: string): unknown {
  if (!texto) return undefined;
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
}

/** Turns a non-2xx answer into an ErroApi, after signing out on 401 and toasting unless silenced. */
export function falhaDaResposta(status: number, corpoTexto: string, silenciar = false): ErroApi {
  const lido = interpretarRespostaHttp(status, corpoTexto);
  const interpretado = { ...lido, codigo: lido.codigo ?? CODIGO_DO_STATUS[status] ?? null };
  if (interpretado.naoAutenticado) desautenticar();
  if (!silenciar) notificarErro(interpretado.mensagem);
  return new ErroApi(status, interpretado, !silenciar, lerJson(corpoTexto) ?? null);
}

/** The request never got an answer (offline, server down). */
export function falhaDeConexao(silenciar = false): ErroApi {
  if (!silenciar) notificarErro(MENSAGEM_SEM_CONEXAO);
  return new ErroApi(0, { mensagem: MENSAGEM_SEM_CONEXAO, codigo: null, naoAutenticado: false }, !silenciar);
}

/**
 * Calls a gateway REST path and returns the parsed JSON answer (undefined when empty). A plain object
 * body goes as JSON; FormData goes as multipart. Fails with ErroApi, already shown as a toast.
 */
export async function chamarApi<T = unknown>(
  metodo: MetodoHttp,
  caminho: string,
  corpo?: unknown,
  { silenciarErros = false, sinal, cabecalhos: extras }: OpcoesChamada = {},
): Promise<T> {
  const cabecalhos = { ...cabecalhosDaApi(), ...extras };
  let body: BodyInit | undefined;
  if (corpo instanceof FormData) body = corpo;
  else if (corpo !== undefined) {
    cabecalhos['Content-Type'] = 'application/json';
    body = JSON.stringify(corpo);
  }
  let resposta: Response;
  try {
    resposta = await fetch(urlDaApi(caminho), { method: metodo, headers: cabecalhos, body, signal: sinal });
  } catch (erro) {
    // An abort is the caller's own doing: nothing to tell the user.
    if (sinal?.aborted) throw erro;
    throw falhaDeConexao(silenciarErros);
  }
  const texto = await resposta.text();
  if (!resposta.ok) throw falhaDaResposta(resposta.status, texto, silenciarErros);
  return lerJson(texto) as T;
}

export type OpcoesEnvio = {
  caminho: string;
  arquivo: File | Blob;
  /** Other form fields sent with the file (e.g. cnpjRevenda, enviarMensagem). */
  campos?: Record<string, string | number | boolean | null | undefined>;
  /** Name of the file's form field; the documented uploads use 'arquivo'. */
  nomeCampo?: string;
  metodo?: 'POST' | 'PUT';
  /** Upload progress, 0 to 100. */
  aoProgresso?: (percentual: number) => void;
  silenciarErros?: boolean;
};

/** Multipart upload with progress (XMLHttpRequest: fetch cannot report upload progress). */
export function enviarArquivo<T = unknown>({
  caminho,
  arquivo,
  campos = {},
  nomeCampo = 'arquivo',
  metodo = 'POST',
  aoProgresso,
  silenciarErros = false,
}: OpcoesEnvio): Promise<T> {
  const formulario = new FormData();
  for (const [nome, valor] of Object.entries(campos)) {
    if (valor !== undefined && valor !== null) formulario.append(nome, String(valor));
  }
  const nome = 'name' in arquivo && typeof arquivo.name === 'string' && arquivo.name ? arquivo.name : 'arquivo';
  formulario.append(nomeCampo, arquivo, nome);

  return enviarComProgresso({ metodo, url: urlDaApi(caminho), cabecalhos: cabecalhosDaApi(), formulario, aoProgresso, silenciarErros }).then(
    ({ status, texto }) => {
      if (status >= 200 && status < 300) return lerJson(texto) as T;
      throw falhaDaResposta(status, texto, silenciarErros);
    },
  );
}

/**
 * A form sent by XMLHttpRequest, the one browser call that reports upload progress (0 to 100, 100 only
 * once the answer arrived). Resolves with the answer's status and text whatever the status; a lost
 * connection fails with falhaDeConexao. Used by the REST uploads and the GraphQL operations with files.
 */
export function enviarComProgresso({
  metodo,
  url,
  cabecalhos,
  formulario,
  aoProgresso,
  silenciarErros = false,
}: {
  metodo: string;
  url: string;
  cabecalhos: Record<string, string>;
  formulario: FormData;
  aoProgresso?: (percentual: number) => void;
  silenciarErros?: boolean;
}): Promise<{ status: number; texto: string }> {
  return new Promise((resolver, rejeitar) => {
    const xhr = new XMLHttpRequest();
    xhr.open(metodo, url);
    for (const [nome, valor] of Object.entries(cabecalhos)) xhr.setRequestHeader(nome, valor);
    let ultimo = -1;
    const informar = (percentual: number) => {
      if (!aoProgresso || percentual === ultimo) return;
      ultimo = percentual;
      aoProgresso(percentual);
    };
    xhr.upload.onprogress = (evento) => {
      if (evento.lengthComputable && evento.total > 0) informar(Math.min(100, Math.round((evento.loaded / evento.total) * 100)));
    };
    xhr.onload = () => {
      const status = xhr.status;
      if (status >= 200 && status < 300) informar(100);
      resolver({ status, texto: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => rejeitar(falhaDeConexao(silenciarErros));
    xhr.ontimeout = xhr.onerror;
    informar(0);
    xhr.send(formulario);
  });
}

/** The file name from a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function nomeDoContentDisposition(cabecalho: string | null): string | null {
  if (!cabecalho) return null;
  const estendido = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(cabecalho);
  if (estendido) {
    try {
      return decodeURIComponent(estendido[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // malformed escape: fall back to the plain parameter
    }
  }
  const simples = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(cabecalho);
  const nome = (simples?.[2] ?? simples?.[1] ?? '').trim();
  return nome || null;
}

/** Hands a Blob to the browser as a download named `nome`. */
export function salvarBlob(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the URL once the click is handled; release the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Authenticated download of a file answer (e.g. /api/parceiros/export → parceiros.xlsx), saved under
 * `nomeArquivo`, else the name the server gives, else the last part of the path. Tells the user the
 * download is on its way (5 s). An answer `{ fileLink }` (the generic table export) opens that link.
 */
export async function baixarArquivo(caminho: string, nomeArquivo?: string, { silenciarErros = false, sinal }: OpcoesChamada = {}): Promise<void> {
  notificarInfo(MENSAGENS.downloadEmBreve, DURACAO_TOAST.download);
  const cabecalhos = cabecalhosDaApi();
  cabecalhos.Accept = '*/*';
  let resposta: Response;
  try {
    resposta = await fetch(urlDaApi(caminho), { headers: cabecalhos, signal: sinal });
  } catch (erro) {
    if (sinal?.aborted) throw erro;
    throw falhaDeConexao(silenciarErros);
  }
  if (!resposta.ok) throw falhaDaResposta(resposta.status, await resposta.text(), silenciarErros);
  const tipo = resposta.headers.get('content-type') ?? '';
  if (tipo.includes('application/json')) {
    const corpo = lerJson(await resposta.text()) as { fileLink?: unknown } | undefined;
    if (corpo && typeof corpo.fileLink === 'string') {
      window.open(corpo.fileLink, '_blank', 'noopener');
      return;
    }
    throw falhaDaResposta(500, '', silenciarErros);
  }
  const blob = await resposta.blob();
  const padrao = decodeURIComponent(new URL(urlDaApi(caminho), 'http://x').pathname.split('/').pop() || 'arquivo');
  salvarBlob(blob, nomeArquivo || nomeDoContentDisposition(resposta.headers.get('content-disposition')) || padrao);
}
