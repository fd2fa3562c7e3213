/**
 * Rules that run inside PostgreSQL (the ledger's and the redemption's functions, migration
 * 1764900000000-ResgateNumaChamada) refuse with SQLSTATE SWR01, a key as the message and a figure or
 * a name as the detail. The module that called the function turns the key into its own error with
 * the catalogue's text: the words stay in common/, the SQL only names the rule.
 */
export const SQLSTATE_RECUSA = 'SWR01';

export interface RecusaSql {
  chave: string;
  detalhe: string;
}

/** The refusal carried by an error from the database (TypeORM wraps the driver's), or null. */
export function recusaSql(erro: unknown): RecusaSql | null {
  const e = erro as { driverError?: unknown; code?: unknown; message?: unknown; detail?: unknown } | null;
  const d = (e?.driverError ?? e) as { code?: unknown; message?: unknown; detail?: unknown } | null;
  if (d?.code !== SQLSTATE_RECUSA || typeof d.message !== 'string') return null;
  return { chave: d.message, detalhe: typeof d.detail === 'string' ? d.detail : '' };
}
