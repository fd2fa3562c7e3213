import zlib from 'node:zlib';
import { entradaInvalida } from './errors';

/**
 * What a zip package (an .xlsx) holds, checked before a parser sees it. Two passes:
 *
 * 1. `verificarZip` reads the central directory: how many entries and the sizes they declare. A
 *    package that admits being a bomb (thousands of entries, gigabytes declared) stops here.
 * 2. `verificarZipDescompactando` walks the local entries from byte 0, the way a streaming reader
 *    (exceljs' unzipper) will, and inflates each one with a byte counter, discarding the output.
 *    An entry that inflates past the size it declared (a lying bomb: 4 KB declared, gigabytes
 *    inside) is stopped at the first byte over, so the sizes that passed step 1 are the real ones.
 *    An entry the directory does not list, or listed differently, makes the package invalid: what
 *    the parser reads afterwards is exactly what was counted here.
 */
export const LIMITES_ZIP = {
  /** Entries in one package; an .xlsx from Excel or LibreOffice has 10 to 30. */
  entradas: 1000,
  /** Sum of the entries' uncompressed sizes (declared, and then counted while inflating). */
  bytesDescompactados: 256 * 1024 * 1024,
  /** Uncompressed / compressed of one entry larger than 1 MB; spreadsheet XML stays far below. */
  razao: 200,
};

export const MENSAGEM_ZIP_GRANDE = 'A planilha é grande demais quando descompactada. Divida-a em arquivos menores.';
export const MENSAGEM_ZIP_INVALIDO = 'Arquivo compactado inválido ou corrompido.';

export interface ResumoZip {
  entradas: number;
  bytesDescompactados: number;
}

/** Where one entry's bytes are in the package, as checked by verificarZipDescompactando. */
export interface ParteZip {
  metodo: number;
  /** Compressed bytes: [inicio, fim) of the package. */
  inicio: number;
  fim: number;
  descompactado: number;
}

interface OpcoesZip {
  limites?: typeof LIMITES_ZIP;
  mensagemInvalido?: string;
}

interface EntradaCentral {
  nome: Buffer;
  flags: number;
  metodo: number;
  compactado: number;
  descompactado: number;
  deslocamento: number;
}

const ASSINATURA_LOCAL = 0x04034b50;
const ASSINATURA_CENTRAL = 0x02014b50;
const ASSINATURA_FIM = 0x06054b50;
const ASSINATURA_DESCRITOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** General purpose flags: bit 0 encrypted, bit 3 sizes in a data descriptor after the data. */
const CIFRADO = 0x01;
const DESCRITOR = 0x08;

/** Reads the central directory and throws a 400 when the package passes LIMITES_ZIP or is not a readable zip. */
export function verificarZip(conteudo: Buffer, opcoes: OpcoesZip = {}): ResumoZip {
  const { entradas, bytes } = lerDiretorio(conteudo, opcoes);
  return { entradas: entradas.length, bytesDescompactados: bytes };
}

function lerDiretorio(conteudo: Buffer, opcoes: OpcoesZip): { entradas: EntradaCentral[]; bytes: number; inicioDiretorio: number } {
  const limites = opcoes.limites ?? LIMITES_ZIP;
  const invalido = () => entradaInvalida(opcoes.mensagemInvalido ?? MENSAGEM_ZIP_INVALIDO);
  // End of central directory: 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const inicioBusca = Math.max(0, conteudo.length - 22 - 0xffff);
  let fim = -1;
  for (let i = conteudo.length - 22; i >= inicioBusca; i--) {
    if (conteudo.readUInt32LE(i) === ASSINATURA_FIM) {
      fim = i;
      break;
    }
  }
  if (fim < 0) throw invalido();
  const total = conteudo.readUInt16LE(fim + 10);
  const tamanhoDiretorio = conteudo.readUInt32LE(fim + 12);
  const inicioDiretorio = conteudo.readUInt32LE(fim + 16);
  // ZIP64 markers: a spreadsheet within our upload limits never needs them.
  if (total === 0xffff || inicioDiretorio === 0xffffffff) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
  if (total > limites.entradas) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
  // The directory ends where the end record begins: nothing (no hidden entry) sits in between.
  if (inicioDiretorio + tamanhoDiretorio !== fim) throw invalido();
  const entradas: EntradaCentral[] = [];
  let p = inicioDiretorio;
  let bytes = 0;
  for (let n = 0; n < total; n++) {
    if (p + 46 > fim || conteudo.readUInt32LE(p) !== ASSINATURA_CENTRAL) throw invalido();
    const compactado = conteudo.readUInt32LE(p + 20);
    const descompactado = conteudo.readUInt32LE(p + 24);
    if (compactado === 0xffffffff || descompactado === 0xffffffff) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
    bytes += descompactado;
    if (bytes > limites.bytesDescompactados) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
    if (descompactado > 1024 * 1024 && descompactado > Math.max(compactado, 1) * limites.razao) throw entradaInvalida(MENSAGEM_ZIP_GRANDE);
    const tamanhoNome = conteudo.readUInt16LE(p + 28);
    entradas.push({
      nome: conteudo.subarray(p + 46, p + 46 + tamanhoNome),
      flags: conteudo.readUInt16LE(p + 8),
      metodo: conteudo.readUInt16LE(p + 10),
      compactado,
      descompactado,
      deslocamento: conteudo.readUInt32LE(p + 42),
    });
    p += 46 + tamanhoNome + conteudo.readUInt16LE(p + 30) + conteudo.readUInt16LE(p + 32);
  }
  if (p !== fim) throw invalido();
  return { entradas, bytes, inicioDiretorio };
}

/**
 * Both passes: the directory's declared sizes, then every entry inflated with a counter (output
 * discarded chunk by chunk, never held). Throws the 400 of MENSAGEM_ZIP_GRANDE as soon as an entry
 * inflates past its declared size or the total passes the limit, and the invalid-package 400 when
 * the local entries and the directory disagree.
 */
export async function verificarZipDescompactando(conteudo: Buffer, opcoes: OpcoesZip = {}): Promise<ResumoZip & { partes: Map<string, ParteZip> }> {
  const limites = opcoes.limites ?? LIMITES_ZIP;
  const invalido = () => entradaInvalida(opcoes.mensagemInvalido ?? MENSAGEM_ZIP_INVALIDO);
  const { entradas, inicioDiretorio } = lerDiretorio(conteudo, opcoes);
  const porDeslocamento = new Map(entradas.map((e) => [e.deslocamento, e]));
  let p = 0;
  let vistas = 0;
  let total = 0;
  const partes = new Map<string, ParteZip>();
  // The same walk a streaming reader makes: a local header at 0, its data, the next header right after.
  while (p < inicioDiretorio) {
    if (p + 30 > inicioDiretorio || conteudo.readUInt32LE(p) !== ASSINATURA_LOCAL) throw invalido();
    const central = porDeslocamento.get(p);
    if (!central) throw invalido();
    porDeslocamento.delete(p);
    const flags = conteudo.readUInt16LE(p + 6);
    const metodo = conteudo.readUInt16LE(p + 8);
    const compactadoLocal = conteudo.readUInt32LE(p + 18);
    const tamanhoNome = conteudo.readUInt16LE(p + 26);
    const inicioDados = p + 30 + tamanhoNome + conteudo.readUInt16LE(p + 28);
    const fimDados = inicioDados + central.compactado;
    if (!conteudo.subarray(p + 30, p + 30 + tamanhoNome).equals(central.nome)) throw invalido();
    if (metodo !== central.metodo || (metodo !== 0 && metodo !== 8) || flags & CIFRADO || fimDados > inicioDiretorio) throw invalido();
    if (flags & DESCRITOR && compactadoLocal === 0) {
      // Sizes deferred to a data descriptor: the reader takes the data up to the descriptor's
      // signature, so that signature must be exactly where the directory says the data ends.
      // (Searched only within this entry's own bytes, so the whole walk reads the file once.)
      if (conteudo.subarray(inicioDados, fimDados + 4).indexOf(ASSINATURA_DESCRITOR) !== central.compactado) throw invalido();
      p = fimDados + 16;
    } else {
      if (compactadoLocal !== central.compactado) throw invalido();
      p = fimDados;
    }
    const limite = Math.min(central.descompactado, limites.bytesDescompactados - total);
    const inflado = await contarDescompactado(conteudo.subarray(inicioDados, fimDados), metodo, limite, invalido);
    // Smaller than declared is a damaged (or differently lying) entry; larger was stopped above.
    if (inflado !== central.descompactado) throw invalido();
    total += inflado;
    vistas++;
    // Two entries of one name would let the check and the reader see different parts.
    const nome = central.nome.toString('utf8');
    if (partes.has(nome)) throw invalido();
    partes.set(nome, { metodo, inicio: inicioDados, fim: fimDados, descompactado: inflado });
  }
  if (p !== inicioDiretorio || vistas !== entradas.length) throw invalido();
  return { entradas: entradas.length, bytesDescompactados: total, partes };
}

/** Bytes `dados` inflates to, counted as they come out; rejects past `limite` without reading on. */
function contarDescompactado(dados: Buffer, metodo: number, limite: number, invalido: () => Error): Promise<number> {
  if (metodo === 0) {
    if (dados.length > limite) return Promise.reject(entradaInvalida(MENSAGEM_ZIP_GRANDE));
    return Promise.resolve(dados.length);
  }
  return new Promise((ok, falha) => {
    const inflador = zlib.createInflateRaw({ chunkSize: 256 * 1024 });
    let bytes = 0;
    let encerrado = false;
    const encerrar = (erro: Error | null) => {
      if (encerrado) return;
      encerrado = true;
      if (erro) {
        inflador.destroy();
        falha(erro);
      } else ok(bytes);
    };
    inflador.on('data', (parte: Buffer) => {
      bytes += parte.length;
      if (bytes > limite) encerrar(entradaInvalida(MENSAGEM_ZIP_GRANDE));
    });
    inflador.on('end', () => encerrar(null));
    inflador.on('error', () => encerrar(invalido()));
    // The compressed bytes are a view of the upload (no copy); zlib hands out 16 KB at a time.
    inflador.end(dados);
  });
}
