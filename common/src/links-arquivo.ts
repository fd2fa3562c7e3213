/**
 * Links to files (a sale's or a claim's receipt, `linkArquivo`). The gateway accepts on every write
 * only a file it stored itself (`/api/arquivos/` and the name it generated: 32 hexadecimal
 * characters and a known extension) or an address under a prefix of SW_LINKS_ARQUIVO_PERMITIDOS
 * (empty by default). Screens open only `linkArquivoAbrivel` links, whatever a row holds: rows
 * written before the rule may carry anything (`javascript:`, `data:`, `//host`).
 */

export const MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO = 'Link do arquivo não permitido. Use o link de um arquivo enviado ao sistema (/api/arquivos/...).';

/** The names the gateway's storage generates (core/arquivos.ts). */
const ARQUIVO_PROPRIO = /^\/api\/arquivos\/[0-9a-f]{32}\.(jpg|png|webp|pdf|mp4|mov|webm)$/;

/** A path to a file of ours: one plain name (letters, digits, '-', '_' and one extension), no folder, no escape. */
const CAMINHO_PROPRIO = /^\/api\/arquivos\/[A-Za-z0-9_-]{1,120}\.[A-Za-z0-9]{2,5}$/;

/** An absolute http(s) address with a plain host (no user:password@), no spaces, quotes or backslashes. */
const ENDERECO_ABSOLUTO = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s\\"'<>`]*)?$/i;

/** True for a link the gateway's own storage generated. */
export const ehArquivoProprio = (link: string): boolean => ARQUIVO_PROPRIO.test(link);

/**
 * What a screen may open: a path to one of our files, or an absolute http(s) address (the gateway
 * answers those only when they are under an allowed prefix). Never a script, data or
 * protocol-relative link, nor a path that climbs out of /api/arquivos.
 */
export function linkArquivoAbrivel(link: string | null | undefined): boolean {
  const l = (link ?? '').trim();
  if (!l || l.length > 500) return false;
  return CAMINHO_PROPRIO.test(l) || ENDERECO_ABSOLUTO.test(l);
}
