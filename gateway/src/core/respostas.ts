import { z } from './esquema';

/**
 * What a REST route answers, as schemas (docs/api.md, "Respostas"): each route may declare its
 * answer per status in its definition (`resposta`), written in its module's `<modulo>.respostas.ts`
 * with the shared shapes below. The OpenAPI document emits them as `responses`, and the replay test
 * (testes/openapi-respostas.test.ts) checks every real answer against the document.
 *
 * Objects are strict (`additionalProperties: false` in the document): a field the contract does not
 * name is a drift the replay finds, not a silent addition.
 */

/** A file the route streams instead of JSON: its media types, documented as `format: binary`. */
export interface RespostaArquivo {
  readonly arquivo: readonly string[];
  readonly descricao?: string;
}

export type Resposta = z.ZodType | RespostaArquivo;

/** One answer (for the route's success status) or the answers by status. */
export type RespostasRota = Resposta | Readonly<Record<number, Resposta>>;

export const TIPOS_ARQUIVO = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  zip: 'application/zip',
  pdf: 'application/pdf',
  html: 'text/html',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const;

export type TipoArquivo = keyof typeof TIPOS_ARQUIVO;

/** A file answer of these kinds (`arquivo('xlsx')`, `arquivo('png', 'jpeg', 'pdf')`). */
export function arquivo(...tipos: TipoArquivo[]): RespostaArquivo {
  return { arquivo: tipos.map((t) => TIPOS_ARQUIVO[t]) };
}

export const ehArquivo = (r: Resposta): r is RespostaArquivo => !(r instanceof z.ZodType) && Array.isArray((r as RespostaArquivo).arquivo);

/** The answers of a route by status, its success status as the default key. */
export function respostasPorStatus(resposta: RespostasRota | undefined, sucesso: number): Map<number, Resposta> {
  if (!resposta) return new Map();
  if (resposta instanceof z.ZodType || ehArquivo(resposta as Resposta)) return new Map([[sucesso, resposta as Resposta]]);
  return new Map(Object.entries(resposta as Record<number, Resposta>).map(([s, r]) => [Number(s), r]));
}

/** Building blocks of answers, shared by every module so one entity has one shape. */
export const r = {
  /** The one error shape: `{ erro }`, with `campo` when a field is wrong (and a few named extras, e.g. `social`). */
  erro: z.looseObject({
    erro: z.string().meta({ description: 'Mensagem em português.' }),
    campo: z.string().nullable().optional().meta({ description: 'O campo com problema, quando há um.' }),
  }),

  /** `{ mensagem }`: every DELETE and the documented confirmations. */
  mensagem: z.object({ mensagem: z.string() }),

  /** An entity id as the database gives it: bigint ids travel as digits, int ids as numbers. */
  id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]),

  /** A timestamp as JSON carries a Date (ISO 8601 in UTC). */
  instante: z.iso.datetime({ offset: true }),

  /** A calendar day (AAAA-MM-DD), the São Paulo calendar's (core/calendario.ts). */
  dia: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),

  /** A money amount or a decimal figure as a number. */
  numero: z.number(),

  /** A count or points. */
  inteiro: z.number().int(),

  /**
   * A page in either paging dialect (core/dialeto-lista.ts): `{ rows, count }` or
   * `{ <chave>, totalRecords }`, with the route's extra page fields.
   */
  pagina<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(chave: string, item: T, extras: E = {} as E) {
    return z.union([
      z.object({ rows: z.array(item), count: z.number().int(), ...extras }),
      z.object({ [chave]: z.array(item), totalRecords: z.number().int(), ...extras }),
    ]);
  },

  /** A list route that answers the whole list as `{ <chave>: [...] }` when no page is asked for, or a page. */
  listaOuPagina<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(chave: string, item: T, extras: E = {} as E) {
    return z.union([z.object({ [chave]: z.array(item) }), r.pagina(chave, item, extras)]);
  },

  /** `{ <chave>: [...] }`. */
  lista<T extends z.ZodType>(chave: string, item: T) {
    return z.object({ [chave]: z.array(item) });
  },

  /** Nullable and optional: a field the service leaves out or sets to null. */
  talvez<T extends z.ZodType>(esquema: T) {
    return esquema.nullable().optional();
  },
};
