import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { escreverXlsx } from '../core/planilha';

/**
 * Zip packages for tests: each entry deflated (or given already compressed), with the sizes it
 * declares overridable, to build packages that lie like bombs do.
 */
export interface EntradaZipTeste {
  nome: string;
  dados?: Buffer;
  /** Deflate stream to store instead of compressing `dados`. */
  compactado?: Buffer;
  /** Uncompressed size written in the local header and the central directory (default: the real one). */
  declarado?: number;
}

export function montarZip(entradas: EntradaZipTeste[], opcoes: { semDiretorio?: number[] } = {}): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  let listadas = 0;
  for (const [i, e] of entradas.entries()) {
    const compactado = e.compactado ?? zlib.deflateRawSync(e.dados ?? Buffer.alloc(0));
    const declarado = e.declarado ?? e.dados?.length ?? 0;
    const nome = Buffer.from(e.nome);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compactado.length, 18);
    local.writeUInt32LE(declarado, 22);
    local.writeUInt16LE(nome.length, 26);
    locais.push(local, nome, compactado);
    // An entry left out of the directory: there for a reader that walks local headers only.
    if (!opcoes.semDiretorio?.includes(i)) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(compactado.length, 20);
      central.writeUInt32LE(declarado, 24);
      central.writeUInt16LE(nome.length, 28);
      central.writeUInt32LE(deslocamento, 42);
      centrais.push(central, nome);
      listadas++;
    }
    deslocamento += 30 + nome.length + compactado.length;
  }
  const diretorio = Buffer.concat(centrais);
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(listadas, 8);
  fim.writeUInt16LE(listadas, 10);
  fim.writeUInt32LE(diretorio.length, 12);
  fim.writeUInt32LE(deslocamento, 16);
  return Buffer.concat([...locais, diretorio, fim]);
}

/**
 * A deflate stream of `prefixo`, then `megabytes` MB of the byte `byte`, then `sufixo`, built in
 * milliseconds from one compressed megabyte: after a full flush the compressor starts afresh, so
 * every megabyte compresses to the same bytes (about 1 KB), which are repeated.
 */
export function deflateRepetido(megabytes: number, byte: number, prefixo = '', sufixo = ''): Buffer {
  const independente = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const inicio = zlib.deflateRawSync(Buffer.from(prefixo), independente);
  const megabyte = zlib.deflateRawSync(Buffer.alloc(1024 * 1024, byte), independente);
  const fim = zlib.deflateRawSync(Buffer.from(sufixo));
  return Buffer.concat([inicio, ...Array.from({ length: megabytes }, () => megabyte), fim]);
}

/** A real two-column .xlsx written by the product's own writer, as the base of a genuine upload. */
export async function xlsxEmBuffer(linhas: unknown[][]): Promise<Buffer> {
  const saida = new PassThrough();
  const partes: Buffer[] = [];
  saida.on('data', (p: Buffer) => partes.push(p));
  await escreverXlsx(saida, { planilha: 'Teste', colunas: [{ titulo: 'A' }, { titulo: 'B' }], linhas });
  return Buffer.concat(partes);
}
