import { entradaInvalida } from './errors';

/**
 * What a zip package (an .xlsx) says about itself, read from its central directory before any
 * byte is inflated: how many entries and how large they become. A zip bomb (a small file that
 * inflates to gigabytes, or holds thousands of entries) is refused here, before the parser.
 */
export const LIMITES_ZIP = {
  /** Entries in one package; an .xlsx from Excel or LibreOffice has 10 to 30. */
  entradas: 1000,
  /** Sum of the entries' uncompressed sizes. */
  bytesDescompactados: 256 * 1024 * 1024,
  /** Uncompressed / compressed of one entry larger than 1 MB; spreadsheet XML stays far below. */
  razao: 200,
};

export const MENSAGEM_ZIP_GRANDE = 'A planilha é grande demais quando descompactada. Divida-a em arquivos menores.';
export const MENSAGEM_ZIP_INVALIDO = 'Arquivo compactado inválido ou corrompido.';

export interface ResumoZip { entradas: number; bytesDescompactados: number }

/** Reads the central directory and throws a 400 when the package passes LIMITES_ZIP or is not a readable zip. */
export function verificarZip(conteudo: Buffer, opcoes: { limites?: typeof LIMITES_ZIP; mensagemInvalido?: string } = {}): ResumoZip {
  const limites = opcoes.limites ?? LIMITES_ZIP;
  const invalido = opcoes.mensagemInvalido ?? MENSAGEM_ZIP_INVALIDO;
  // End of central directory: 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const inicioBusca = Math.max(0, conteudo.length - 22 - 0xffff);
  let fim = -1;
  for (let i = conteudo.length - 22; i >= inicioBusca; i--) {
    if (conteudo.readUInt32LE(i) === 0x06054b50) { fim = i; break; }
  }
  if (fim < 0) throw entradaInvalida(invalido);
  const total = conteudo.readUInt16LE(fim + 10);
  const tamanhoDiretorio = conteudo.readUInt32LE(fim + 12);
  const inicioDiretorio = conteudo.readUInt32LE(fim + 16);
  // ZIP64 markers: a spreadsheet within our upload limits never needs them.
  if (total === 0xffff || inicioDiretorio === 0xffffffff) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
  if (total > limites.entradas) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
  if (inicioDiretorio + tamanhoDiretorio > fim) throw entradaInvalida(invalido);
  let p = inicioDiretorio;
  let bytes = 0;
  for (let n = 0; n < total; n++) {
    if (p + 46 > fim || conteudo.readUInt32LE(p) !== 0x02014b50) throw entradaInvalida(invalido);
    const compactado = conteudo.readUInt32LE(p + 20);
    const descompactado = conteudo.readUInt32LE(p + 24);
    if (compactado === 0xffffffff || descompactado === 0xffffffff) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
    bytes += descompactado;
    if (bytes > limites.bytesDescompactados) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
    if (descompactado > 1024 * 1024 && descompactado > Math.max(compactado, 1) * limites.razao) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
    p += 46 + conteudo.readUInt16LE(p + 28) + conteudo.readUInt16LE(p + 30) + conteudo.readUInt16LE(p + 32);
  }
  return { entradas: total, bytesDescompactados: bytes };
}
