import { MENSAGENS } from './mensagens';
/**
 * Point claims (spec 2 §4): the seven reasons a receipt may be rejected with. The panel's reject
 * dialog offers them and the gateway accepts only them, so both read this one list.
 */
export const MOTIVOS_REPROVACAO = [
  'Nota Duplicada',
  'Nota Ilegível',
  'Nota Incompleta',
  'Nota Não Qualificada',
  'CNPJ divergente do cadastro',
  'Data fora do mês vigente',
  'Vendedor divergente',
] as const;
export type MotivoReprovacao = (typeof MOTIVOS_REPROVACAO)[number];

/**
 * Claim ids (pontuacoes) are numbered from here on, sale ids (vendas) from 1: the panel's actions
 * take a bare `identificador` (spec 2 §7), a sale's on Pontuações and a claim's on Pendentes and
 * Encerradas, and in one range a claim id sent to a sale action matched an unrelated sale.
 * Older claims keep their numbers; the claim actions also check the claim's status (docs/decisoes.md).
 */
export const INICIO_IDS_PONTUACAO = 1_000_000_000;

/**
 * Receipt files a member sends (POST /api/upload/venda_foto; docs/pontuacoes-membro.md): the server
 * enforces these, and the storefront checks the same before sending so a phone does not upload
 * 8 MB only to hear "no".
 */
export const COMPROVANTE_LIMITE_MB = 8;
export const COMPROVANTE_LIMITE_BYTES = COMPROVANTE_LIMITE_MB * 1024 * 1024;
export const COMPROVANTES_POR_ENVIO = 10;
export type TipoComprovante = 'jpg' | 'png' | 'webp' | 'pdf';
/** How many first bytes tipoDoComprovantePelosBytes needs. */
export const BYTES_ASSINATURA_COMPROVANTE = 12;

const bytesIguais = (b: Uint8Array, inicio: number, esperado: readonly number[]) =>
  b.length >= inicio + esperado.length && esperado.every((v, i) => b[inicio + i] === v);
const ascii = (texto: string) => [...texto].map((c) => c.charCodeAt(0));

/**
 * A receipt's type from its first bytes, never from its name or declared type: JPEG, PNG, WebP or
 * PDF ('%PDF-'); null for anything else (HEIC photos, Word files, a renamed file).
 */
export function tipoDoComprovantePelosBytes(b: Uint8Array): TipoComprovante | null {
  if (bytesIguais(b, 0, ascii('%PDF-'))) return 'pdf';
  if (bytesIguais(b, 0, [0xff, 0xd8, 0xff])) return 'jpg';
  if (bytesIguais(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytesIguais(b, 0, ascii('RIFF')) && bytesIguais(b, 8, ascii('WEBP'))) return 'webp';
  return null;
}

/** The refusal of a receipt file that is not one of the accepted types, naming it (server and storefront). */
export const mensagemComprovanteInvalido = (nome: string) => `${MENSAGENS.comprovanteInvalido} (${nome.slice(0, 80) || 'arquivo sem nome'})`;
