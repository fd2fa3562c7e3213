import { MENSAGENS } from '@sw/common';

/**
 * Every failure a caller may see. Each code maps to one HTTP status (REST) and one
 * extensions.code (GraphQL), here and nowhere else.
 */
export enum CodigoErro {
  NaoAutenticado = 'UNAUTHENTICATED',
  Proibido = 'FORBIDDEN',
  EntradaInvalida = 'BAD_USER_INPUT',
  NaoEncontrado = 'NOT_FOUND',
  Conflito = 'CONFLICT',
  MuitasTentativas = 'TOO_MANY_REQUESTS',
  Indisponivel = 'SERVICE_UNAVAILABLE',
  Interno = 'INTERNAL_SERVER_ERROR',
}

export const STATUS_HTTP: Record<CodigoErro, number> = {
  [CodigoErro.NaoAutenticado]: 401,
  [CodigoErro.Proibido]: 403,
  [CodigoErro.EntradaInvalida]: 400,
  [CodigoErro.NaoEncontrado]: 404,
  [CodigoErro.Conflito]: 409,
  [CodigoErro.MuitasTentativas]: 429,
  [CodigoErro.Indisponivel]: 503,
  [CodigoErro.Interno]: 500,
};

/** An error whose message is written for the user, in Portuguese. */
export class ErroApp extends Error {
  /** `extra`: more fields of the answer beside erro (REST) / in extensions (GraphQL), e.g. the social login's `social`. */
  constructor(
    readonly codigo: CodigoErro,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ErroApp';
  }
}

export const naoAutenticado = (m: string = MENSAGENS.sessaoExpirada) => new ErroApp(CodigoErro.NaoAutenticado, m);
export const proibido = (m: string = MENSAGENS.semPermissao) => new ErroApp(CodigoErro.Proibido, m);
export const entradaInvalida = (m: string) => new ErroApp(CodigoErro.EntradaInvalida, m);
export const naoEncontrado = (m: string = MENSAGENS.naoEncontrado) => new ErroApp(CodigoErro.NaoEncontrado, m);
export const conflito = (m: string) => new ErroApp(CodigoErro.Conflito, m);

/** PostgreSQL / driver failures that mean "the database cannot be reached right now". */
export function ehFalhaDeConexao(erro: unknown): boolean {
  const e = erro as { code?: string; message?: string; name?: string } | null;
  if (!e) return false;
  // A transaction whose connection died under it (TypeORM releases the runner before the COMMIT).
  if (e.name === 'QueryRunnerAlreadyReleasedError') return true;
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08006', '08001', '08003'].includes(e.code)) return true;
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable|Connection ended/i.test(e.message ?? '');
}

/**
 * PostgreSQL refusing a value that got past validation (class 22: a number out of range, text that
 * is not a date, a NUL byte): the caller's input was wrong, so 400, still without the SQL.
 */
/** The SQLSTATE and constraint of a PostgreSQL error (23505 unique, 23503 foreign key...), or nothing. */
export function erroDoBanco(erro: unknown): { codigo?: string; restricao?: string } {
  const e = erro as { code?: unknown; constraint?: unknown } | null;
  return { codigo: typeof e?.code === 'string' ? e.code : undefined, restricao: typeof e?.constraint === 'string' ? e.constraint : undefined };
}

export function ehValorRecusadoPeloBanco(erro: unknown): boolean {
  const codigo = (erro as { code?: unknown } | null)?.code;
  return typeof codigo === 'string' && /^22[0-9A-Z]{3}$/.test(codigo);
}

export const MENSAGEM_CONSULTA_DEMORADA = 'A consulta demorou mais que o permitido e foi interrompida. Tente de novo com um filtro menor ou em instantes.';

/** PostgreSQL cancelled the statement (query_canceled: statement_timeout, or a cancel the gateway sent). */
export const ehConsultaCancelada = (erro: unknown): boolean => (erro as { code?: unknown } | null)?.code === '57014';

/** Turns anything thrown into the one error shape the caller sees. */
export function normalizarErro(erro: unknown): { erro: ErroApp; inesperado: boolean } {
  if (erro instanceof ErroApp) return { erro, inesperado: false };
  // Raised by the database layer (db/cliente-pg.ts: a statement cancelled for its request), wrapped by TypeORM.
  const causa = (erro as { driverError?: unknown } | null)?.driverError;
  if (causa instanceof ErroApp) return { erro: causa, inesperado: false };
  if (ehFalhaDeConexao(erro)) return { erro: new ErroApp(CodigoErro.Indisponivel, MENSAGENS.bancoIndisponivel), inesperado: true };
  // Logged: a statement that reaches statement_timeout is worth a look.
  if (ehConsultaCancelada(erro)) return { erro: new ErroApp(CodigoErro.Indisponivel, MENSAGEM_CONSULTA_DEMORADA), inesperado: true };
  // Logged all the same: validation should have caught it first.
  if (ehValorRecusadoPeloBanco(erro)) return { erro: new ErroApp(CodigoErro.EntradaInvalida, MENSAGENS.requisicaoInvalida), inesperado: true };
  return { erro: new ErroApp(CodigoErro.Interno, MENSAGENS.erroInterno), inesperado: true };
}
