import { z } from 'zod';
import { cpfValido, dataParaIso, MENSAGENS, somenteDigitos } from '@sw/common';
import { ErroApp, CodigoErro } from './errors';
import { ArquivoDeUpload, ArquivoRecebido } from './arquivo-recebido';

/**
 * One input schema per operation (docs/api.md). REST routes and GraphQL resolvers parse their
 * input with it once, at the door; services receive the typed result. The same schemas produce
 * the GraphQL input types (graphql/entrada.ts) and the OpenAPI document (core/openapi.ts), so the
 * three cannot disagree. Every message is the contract's Portuguese.
 */
export { z };

/** What the GraphQL and OpenAPI generators need to know of a building block beyond its zod type. */
export interface DocCampo {
  /** GraphQL type name: ID, String, Int, Boolean, Float, Dinheiro, ValorPonto, Pontos, an enum's name, or [X] for a list. */
  graphql?: string;
  /** The JSON Schema of what the caller sends, when zod cannot derive it (transforms). */
  json?: Record<string, unknown>;
  /** The enum values, for a GraphQL enum whose names are its values. */
  valores?: readonly string[];
  /** A GraphQL enum's names → the values the services use. */
  mapa?: Record<string, string | number>;
  /** A body that is one of several operations' (a PUT that edits or toggles): documented as oneOf them. */
  alternativas?: readonly object[];
}
export const DOC = z.registry<DocCampo>();

/** The label a field is named by in messages: its `title`, else its key. */
function rotuloDe(caminho: PropertyKey[] | undefined, esquema: unknown): string {
  const titulo = (esquema as { meta?: () => { title?: string } | undefined })?.meta?.()?.title;
  if (titulo) return titulo;
  const ultimo = caminho?.length ? caminho[caminho.length - 1] : undefined;
  return typeof ultimo === 'string' ? ultimo : 'Campo';
}

// Any check a primitive below does not word itself still answers in Portuguese, naming the field.
z.config({
  customError: (iss) => {
    const rotulo = rotuloDe(iss.path, (iss as { inst?: unknown }).inst);
    if (iss.code === 'invalid_type' && (iss.input === undefined || iss.input === null)) return MENSAGENS.obrigatorio(rotulo);
    if (iss.code === 'unrecognized_keys') return MENSAGENS.requisicaoInvalida;
    // A body that is not an object at all (an array, a number) is a malformed request, not a bad field.
    if (iss.code === 'invalid_type' && !iss.path?.length) return MENSAGENS.requisicaoInvalida;
    return MENSAGENS.valorInvalido(rotulo);
  },
});

/** A validation failure as the caller sees it: the field (dotted path) and the message. */
export interface ErroDeCampo {
  campo: string | null;
  mensagem: string;
}

const CHAVES_DE_PROTOTIPO = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse makes "__proto__" an own key: input that names a prototype is an attack, never data. */
function nomeiaPrototipo(valor: unknown, profundidade = 0): boolean {
  if (!valor || typeof valor !== 'object' || profundidade > 8) return false;
  if (Array.isArray(valor)) return valor.some((v) => nomeiaPrototipo(v, profundidade + 1));
  return Object.keys(valor).some((k) => CHAVES_DE_PROTOTIPO.has(k) || nomeiaPrototipo((valor as Record<string, unknown>)[k], profundidade + 1));
}

/**
 * Parses untrusted input with an operation's schema. A failure is a 400 whose message is the first
 * problem's (what a toast shows) and whose `campo` names the field, so a form can point at it.
 */
export function analisar<S extends z.ZodType>(esquema: S, valor: unknown): z.output<S> {
  if (nomeiaPrototipo(valor)) throw new ErroApp(CodigoErro.EntradaInvalida, MENSAGENS.requisicaoInvalida);
  const r = esquema.safeParse(valor);
  if (r.success) return r.data;
  const erros: ErroDeCampo[] = r.error.issues.map((i) => ({ campo: i.path.length ? i.path.join('.') : null, mensagem: i.message }));
  throw new ErroApp(CodigoErro.EntradaInvalida, erros[0].mensagem, { campo: erros[0].campo });
}

/** A file field that holds something other than a file part of the multipart request. */
export const MENSAGEM_NAO_E_ARQUIVO = 'Envie o arquivo como parte de uma requisição multipart (especificação GraphQL multipart request).';

const textoOuNumero = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * The building blocks every operation's schema is made of. Each reads what the doors send (REST
 * sends numbers as text and 0/1 for booleans; GraphQL sends typed values) and says, in the
 * contract's words, what is wrong. Optional fields accept absent, null and blank text alike.
 */
export const e = {
  /** An entity id (bigint): a positive integer, as a number or digits. Parses to the digits. */
  id(rotulo = 'Identificador', mensagemVazio?: string, mensagemInvalida = MENSAGENS.valorInvalido(rotulo)) {
    return z
      .unknown()
      .transform((v, ctx) => {
        const t = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : null;
        if (vazio(v)) ctx.addIssue({ code: 'custom', message: mensagemVazio ?? MENSAGENS.obrigatorio(rotulo) });
        else if (t === null || !/^\d{1,18}$/.test(t) || /^0+$/.test(t)) ctx.addIssue({ code: 'custom', message: mensagemInvalida });
        else return t.replace(/^0+/, '');
        return z.NEVER;
      })
      .meta({ title: rotulo })
      .register(DOC, {
        graphql: 'ID',
        json: {
          anyOf: [
            { type: 'integer', minimum: 1 },
            { type: 'string', pattern: '^\\d{1,18}$' },
          ],
        },
      });
  },

  /** Trimmed text up to `max` characters; blank is absent. */
  texto(rotulo: string, max = 255) {
    return z
      .union([z.string(), z.number()], { error: MENSAGENS.valorInvalido(rotulo) })
      .transform((v) => String(v).trim())
      .refine((v) => v.length <= max, { error: `${rotulo} deve ter no máximo ${max} caracteres.` })
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'String' });
  },

  /** Required trimmed text: blank gets `mensagemVazio` (the contract's "Campo X obrigatório"). */
  textoObrigatorio(rotulo: string, max = 255, mensagemVazio?: string) {
    return z
      .unknown()
      .superRefine((v, ctx) => {
        if (vazio(v)) ctx.addIssue({ code: 'custom', message: mensagemVazio ?? MENSAGENS.obrigatorio(rotulo) });
        else if (!textoOuNumero(v)) ctx.addIssue({ code: 'custom', message: MENSAGENS.valorInvalido(rotulo) });
        else if (String(v).trim().length > max) ctx.addIssue({ code: 'custom', message: `${rotulo} deve ter no máximo ${max} caracteres.` });
      })
      .transform((v) => String(v).trim())
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'String', json: { type: 'string', minLength: 1, maxLength: max } });
  },

  /** A CPF with or without mask; parses to its 11 digits. */
  cpf(mensagemVazio?: string) {
    return z
      .unknown()
      .superRefine((v, ctx) => {
        const digitos = textoOuNumero(v) ? somenteDigitos(v) : '';
        if (!digitos) ctx.addIssue({ code: 'custom', message: mensagemVazio ?? MENSAGENS.obrigatorio('CPF') });
        else if (!cpfValido(digitos)) ctx.addIssue({ code: 'custom', message: MENSAGENS.cpfInvalido });
      })
      .transform((v) => somenteDigitos(v as string))
      .meta({ title: 'CPF' })
      .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['123.456.789-09'] } });
  },

  /** An e-mail address, lower-cased. */
  email(rotulo = 'Email') {
    return z
      .string({ error: MENSAGENS.obrigatorio(rotulo) })
      .trim()
      .min(1, { error: MENSAGENS.obrigatorio(rotulo) })
      .max(160, { error: `${rotulo} deve ter no máximo 160 caracteres.` })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: MENSAGENS.valorInvalido(rotulo) })
      .transform((v) => v.toLowerCase())
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'String' });
  },

  /** An integer in [min, max], as a number or digits. */
  inteiro(rotulo: string, opcoes: { min?: number; max?: number; mensagemVazio?: string } = {}) {
    const { min = -2_147_483_648, max = 2_147_483_647 } = opcoes;
    return z
      .unknown()
      .transform((v, ctx) => {
        const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
        if (vazio(v)) ctx.addIssue({ code: 'custom', message: opcoes.mensagemVazio ?? MENSAGENS.obrigatorio(rotulo) });
        else if (!Number.isInteger(n) || n < min || n > max) ctx.addIssue({ code: 'custom', message: MENSAGENS.valorInvalido(rotulo) });
        else return n;
        return z.NEVER;
      })
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'Int', json: { type: 'integer', minimum: min, maximum: max } });
  },

  /**
   * A non-negative amount as a number or text, pt-BR ("1.234,56") or plain ("1234.56"), rounded to
   * cents. Blank gets `mensagemVazio`, or parses to null when `anulavel` (an edit that clears it).
   */
  decimal(rotulo: string, opcoes: { mensagemVazio?: string; anulavel?: boolean; max?: number } = {}) {
    const { max = 1e11 } = opcoes;
    return z
      .unknown()
      .transform((v, ctx): number | null => {
        if (vazio(v)) {
          if (opcoes.anulavel) return null;
          ctx.addIssue({ code: 'custom', message: opcoes.mensagemVazio ?? MENSAGENS.obrigatorio(rotulo) });
          return z.NEVER;
        }
        const t = String(v).trim();
        const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(/,/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t) : NaN;
        if (!Number.isFinite(n) || n < 0 || n > max) {
          ctx.addIssue({ code: 'custom', message: `${rotulo} inválido.` });
          return z.NEVER;
        }
        return Math.round(n * 100) / 100;
      })
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'Float', json: { type: 'number', minimum: 0, maximum: max } });
  },

  /** true/false, 1/0 and '1'/'0' (the contract sends ativo as 0/1). */
  booleano(rotulo: string) {
    return z
      .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: MENSAGENS.valorInvalido(rotulo) })
      .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'Boolean' });
  },

  /** A calendar day as AAAA-MM-DD or DD/MM/AAAA; parses to AAAA-MM-DD. */
  data(rotulo: string, mensagemInvalida = MENSAGENS.valorInvalido(rotulo), mensagemVazio = MENSAGENS.obrigatorio(rotulo)) {
    return z
      .string({ error: (iss) => (iss.input === undefined || iss.input === null ? mensagemVazio : mensagemInvalida) })
      .trim()
      .transform((t, ctx) => {
        if (!t) {
          ctx.addIssue({ code: 'custom', message: mensagemVazio });
          return z.NEVER;
        }
        const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(t);
        const dia = iso ? dataParaIso(`${iso[3]}${iso[2]}${iso[1]}`) : dataParaIso(t);
        if (!dia) {
          ctx.addIssue({ code: 'custom', message: mensagemInvalida });
          return z.NEVER;
        }
        return dia;
      })
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['2026-11-25', '25/11/2026'] } });
  },

  /**
   * One of a closed set: GraphQL shows it as the enum `nome` (names → the contract's values, e.g.
   * ENTREGUE → 1); REST sends the value itself (numbers may come as text). `mensagens` words the
   * missing and unknown cases in the contract's terms where it has its own.
   */
  enumeracao<const M extends Record<string, string | number>>(
    nome: string,
    mapa: M,
    rotulo: string,
    descricao?: string,
    mensagens: { vazio?: string; invalido?: string } = {},
  ) {
    const valores = Object.values(mapa) as M[keyof M][];
    const numericos = valores.every((v) => typeof v === 'number');
    return z
      .unknown()
      .transform((v, ctx) => {
        const lido = numericos && typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v) : v;
        if (!valores.includes(lido as M[keyof M])) {
          const vazioAqui = v === undefined || v === null || v === '';
          ctx.addIssue({
            code: 'custom',
            message: vazioAqui ? (mensagens.vazio ?? MENSAGENS.obrigatorio(rotulo)) : (mensagens.invalido ?? MENSAGENS.valorInvalido(rotulo)),
          });
          return z.NEVER;
        }
        return lido as M[keyof M];
      })
      .meta({ title: rotulo, description: descricao })
      .register(DOC, { graphql: nome, mapa, json: { enum: valores } });
  },

  /** Positive ids as an array or a comma-separated text ('1,2,3'); duplicates removed. */
  listaDeIds(rotulo: string, opcoes: { max?: number; mensagemVazio?: string; mensagemIdInvalido?: (valor: string) => string } = {}) {
    const { max = 1000 } = opcoes;
    return z
      .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
        error: (iss) =>
          iss.input === undefined || iss.input === null ? (opcoes.mensagemVazio ?? MENSAGENS.obrigatorio(rotulo)) : MENSAGENS.valorInvalido(rotulo),
      })
      .transform((v, ctx) => {
        const partes = (Array.isArray(v) ? v : String(v).split(',')).map((p) => String(p).replace(/\s/g, '')).filter(Boolean);
        if (!partes.length && opcoes.mensagemVazio) ctx.addIssue({ code: 'custom', message: opcoes.mensagemVazio });
        const invalido = partes.find((p) => !/^\d{1,18}$/.test(p) || /^0+$/.test(p));
        if (invalido !== undefined) ctx.addIssue({ code: 'custom', message: opcoes.mensagemIdInvalido?.(invalido) ?? MENSAGENS.valorInvalido(rotulo) });
        if (partes.length > max) ctx.addIssue({ code: 'custom', message: `Informe no máximo ${max} ids.` });
        return [...new Set(partes.map((p) => p.replace(/^0+/, '')))];
      })
      .meta({ title: rotulo })
      .register(DOC, { graphql: '[ID]', json: { type: 'array', items: { type: 'string', pattern: '^\\d{1,18}$' }, maxItems: max } });
  },

  /**
   * One file of a GraphQL multipart request (the `Upload` scalar; graphql/multipart.ts reads it
   * within the operation's limits). An empty, nameless part is no file, as on the REST door.
   */
  arquivo(rotulo = 'Arquivo', mensagemVazio: string = MENSAGENS.selecioneArquivo) {
    return z
      .unknown()
      .transform((v, ctx): ArquivoRecebido => {
        if (v instanceof ArquivoDeUpload && (v.tamanho > 0 || v.nome)) return v;
        ctx.addIssue({ code: 'custom', message: v instanceof ArquivoDeUpload || vazio(v) ? mensagemVazio : MENSAGEM_NAO_E_ARQUIVO });
        return z.NEVER;
      })
      .meta({ title: rotulo })
      .register(DOC, { graphql: 'Upload', json: { type: 'string', format: 'binary' } });
  },

  /** Several files in one field; empty parts are dropped (the service says when none is left). */
  arquivos(rotulo = 'Arquivos') {
    return z
      .array(z.unknown(), { error: MENSAGENS.valorInvalido(rotulo) })
      .transform((lista, ctx): ArquivoRecebido[] => {
        if (lista.some((v) => !(v instanceof ArquivoDeUpload))) {
          ctx.addIssue({ code: 'custom', message: MENSAGEM_NAO_E_ARQUIVO });
          return z.NEVER;
        }
        return (lista as ArquivoDeUpload[]).filter((a) => a.tamanho > 0 || a.nome);
      })
      .meta({ title: rotulo })
      .register(DOC, { graphql: '[Upload]', json: { type: 'array', items: { type: 'string', format: 'binary' } } });
  },

  /**
   * A field of a partial edit (GraphQL's Atualizar*Input): absent keeps the stored value. For a field
   * the form requires, null keeps it too: GraphQL lets an input field be null, and a required value
   * cannot be cleared, so null can only mean "not sent" (blank text still gets the form's message).
   * A field the form lets be empty is read by its block, where null clears it.
   */
  naEdicao<S extends z.ZodType>(bloco: S): z.ZodOptional<z.ZodType<z.output<S>>> {
    const lido = bloco.safeParse(null).success ? bloco : z.preprocess((v) => (v === null ? undefined : v), bloco.optional());
    return (lido as unknown as z.ZodType<z.output<S>>).optional();
  },

  /** Makes any block optional: absent, null and blank text all parse to undefined. */
  opcional<S extends z.ZodType>(esquema: S) {
    // The GraphQL and OpenAPI generators find the block's DOC entry by unwrapping (infoDoCampo).
    return z.preprocess((v) => (vazio(v) ? undefined : v), esquema.optional()).optional();
  },
};

type Interno = {
  _zod: {
    def: { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
    optin?: string;
  };
};

/**
 * A field's building block seen through its wrappers (optional, default, preprocess, transform):
 * its DOC entry, the innermost zod schema and whether the caller may leave it out.
 */
export function infoDoCampo(esquema: z.ZodType): { info?: DocCampo; base: z.ZodType; opcional: boolean; titulo?: string; descricao?: string } {
  const opcional = (esquema as unknown as Interno)._zod.optin === 'optional';
  let atual: z.ZodType | undefined = esquema;
  let titulo: string | undefined;
  let descricao: string | undefined;
  for (let i = 0; atual && i < 12; i++) {
    const meta = atual.meta();
    titulo ??= meta?.title;
    descricao ??= meta?.description;
    const info = DOC.get(atual);
    if (info) return { info, base: atual, opcional, titulo, descricao };
    const def: Interno['_zod']['def'] = (atual as unknown as Interno)._zod.def;
    if (def.innerType) atual = def.innerType;
    else if (def.type === 'pipe') atual = def.in && (def.in as unknown as Interno)._zod.def.type === 'transform' ? def.out : def.in;
    else break;
  }
  return { base: atual ?? esquema, opcional, titulo, descricao };
}

/** GraphQL inputs carry every declared field (undefined when not sent); "not sent" must mean "keep". */
export function semIndefinidos<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The typed result of an operation's schema. */
export type Entrada<S extends z.ZodType> = z.output<S>;
