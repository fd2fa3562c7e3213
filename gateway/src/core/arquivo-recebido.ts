/**
 * An uploaded file held in memory, whichever door brought it: the REST door reads it with multer
 * (core/upload.ts), the GraphQL door with busboy (graphql/multipart.ts). Services take this shape.
 */
export interface ArquivoRecebido {
  nome: string;
  tipo: string;
  tamanho: number;
  conteudo: Buffer;
}

/**
 * A file part of a GraphQL multipart request, put in the operation's variables by the multipart
 * reader. Being a class lets the `Upload` scalar and the `e.arquivo` block tell a real file from a
 * value a caller typed into the JSON variables.
 */
export class ArquivoDeUpload implements ArquivoRecebido {
  constructor(
    readonly nome: string,
    readonly tipo: string,
    readonly conteudo: Buffer,
  ) {}
  get tamanho() {
    return this.conteudo.length;
  }
}

/** The limits of one upload, shared by the two doors (messages in core/upload.ts). */
export interface LimitesUpload {
  /** Size limit of each file, in bytes. */
  maxBytes: number;
  /** How many files one request may carry. */
  maxArquivos: number;
}
