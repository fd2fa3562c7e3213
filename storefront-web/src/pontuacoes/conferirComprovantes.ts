import {
  BYTES_ASSINATURA_COMPROVANTE,
  COMPROVANTE_LIMITE_BYTES,
  COMPROVANTE_LIMITE_MB,
  COMPROVANTES_POR_ENVIO,
  mensagemComprovanteInvalido,
  MENSAGENS,
  tipoDoComprovantePelosBytes,
} from '@sw/common';

/** The first bytes of a file (where its type is written). */
async function inicioDo(arquivo: Blob): Promise<Uint8Array> {
  return new Uint8Array(await arquivo.slice(0, BYTES_ASSINATURA_COMPROVANTE).arrayBuffer());
}

/**
 * The first reason the server would refuse these receipt files, in its own words, or null: more than
 * 10 files, a file over 8 MB, or content that is not JPEG, PNG, WebP or PDF (an iPhone's HEIC photo,
 * a renamed file). The type is read from the bytes, as the server does, never from the name.
 */
export async function problemaDosComprovantes(arquivos: File[]): Promise<string | null> {
  if (arquivos.length > COMPROVANTES_POR_ENVIO) return MENSAGENS.arquivosDemais(COMPROVANTES_POR_ENVIO);
  for (const arquivo of arquivos) {
    if (arquivo.size > COMPROVANTE_LIMITE_BYTES) return `${MENSAGENS.arquivoGrande(COMPROVANTE_LIMITE_MB)} (${arquivo.name})`;
    if (arquivo.size === 0 || !tipoDoComprovantePelosBytes(await inicioDo(arquivo))) return mensagemComprovanteInvalido(arquivo.name);
  }
  return null;
}
