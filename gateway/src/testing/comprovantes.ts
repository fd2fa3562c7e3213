import type { AmbienteDeTeste, Resposta } from './ambiente';

/** A receipt file as the member's upload sends it; the type defaults to a PNG image. */
export interface Comprovante {
  nome: string;
  conteudo: Buffer;
  tipo?: string;
}

/** A minimal PDF: enough for the upload to recognise it by its content. */
export const PDF_MINIMO = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/**
 * Sends receipts to POST /api/upload/venda_foto as the storefront does (multipart, field `arquivos`).
 * `campo` names another field to see it refused; `chave` is the Idempotency-Key of a retried send.
 */
export async function enviarComprovantes(
  amb: AmbienteDeTeste,
  token: string | undefined,
  arquivos: Comprovante[],
  opcoes: { campo?: string; chave?: string } = {},
): Promise<Resposta> {
  const form = new FormData();
  for (const a of arquivos) form.append(opcoes.campo ?? 'arquivos', new Blob([a.conteudo], { type: a.tipo ?? 'image/png' }), a.nome);
  const cabecalhos: Record<string, string> = {};
  if (token) cabecalhos.authorization = token;
  if (opcoes.chave) cabecalhos['idempotency-key'] = opcoes.chave;
  const r = await fetch(`${amb.url}/api/upload/venda_foto`, { method: 'POST', headers: cabecalhos, body: form });
  const texto = await r.text();
  let corpo: unknown = texto;
  try {
    corpo = JSON.parse(texto);
  } catch {
    /* not JSON */
  }
  return { status: r.status, corpo };
}
