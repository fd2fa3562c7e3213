import { GraphQLScalarType } from 'graphql';
import {
  ClassType,
  createParameterDecorator,
  Field,
  Float,
  ID,
  InputType,
  Int,
  MiddlewareFn,
  Mutation,
  ObjectType,
  registerEnumType,
  UseMiddleware,
} from 'type-graphql';
import { CodigoErro, ErroApp } from '../core/errors';
import { analisar, infoDoCampo, z } from '../core/esquema';
import { ContextoGraphQL } from './permite';
import { Upload } from './upload';
import { Dinheiro, Pontos, ValorPonto } from './dinheiro';

/**
 * The GraphQL half of "one input schema per operation" (docs/api.md): a mutation's `input` type is
 * generated from the same zod schema the REST route parses with, and parsed with it before the
 * resolver runs. Validation failures come back in the payload's `errosDeUsuario` (with the field),
 * the way public APIs do; every other failure stays an error with extensions.code.
 */

type TipoGraphql = GraphQLScalarType | ClassType | object | [TipoGraphql];

const ESCALARES: Record<string, GraphQLScalarType> = {
  ID,
  String: String as unknown as GraphQLScalarType,
  Int,
  Float,
  Boolean: Boolean as unknown as GraphQLScalarType,
  Upload,
  Dinheiro,
  ValorPonto,
  Pontos,
};
const ENUMS = new Map<string, object>();
const Direcao = { ASC: 'ASC', DESC: 'DESC' } as const;
registerEnumType(Direcao, {
  name: 'Direcao',
  description: 'Direção de ordenação.',
  valuesConfig: { ASC: { description: 'Crescente' }, DESC: { description: 'Decrescente' } },
});
ENUMS.set('Direcao', Direcao);
const ENTRADAS = new Map<string, ClassType>();
/** Each generated input type's zod schema (schema/contagem.ts compares nullability with it). */
export const ESQUEMAS_DAS_ENTRADAS = new Map<string, z.ZodObject>();

/**
 * A closed set as a GraphQL enum: names for the schema, the contract's values (often 0–3) for the
 * services. e.enumeracao in a schema refers to it by name.
 */
export function enumeracaoGraphql<T extends Record<string, string | number>>(
  nome: string,
  valores: T,
  descricao: string,
  descricoes: Partial<Record<keyof T, string>> = {},
): T {
  if (!ENUMS.has(nome)) {
    // A value with no written description is described by what it stands for: the contract's value.
    const padrao = (k: string, v: string | number) => (typeof v === 'number' ? `Valor ${v} no contrato REST.` : v !== k ? v : `O campo ${k}.`);
    const valoresMap = Object.fromEntries(Object.entries(valores).map(([k, v]) => [k, { description: descricoes[k] ?? padrao(k, v) }]));
    registerEnumType(valores, { name: nome, description: descricao, valuesConfig: valoresMap as never });
    ENUMS.set(nome, valores);
  }
  return valores;
}

function capitalizar(t: string) {
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** `descricaoDoItem`: what an array's element object type is described by (the list field's description). */
function tipoDoCampo(esquema: z.ZodType, nomeSeObjeto: string, descricaoDoItem?: string): { tipo: TipoGraphql; opcional: boolean; descricao?: string } {
  const { info, base, opcional, titulo, descricao } = infoDoCampo(esquema);
  const texto = descricao ?? titulo;
  const nomeado = info?.graphql;
  const def = (base as unknown as { _zod: { def: { type: string; element?: z.ZodType; checks?: unknown[] } } })._zod.def;
  // An object block may name its input type (e.g. VendaInput); other names are scalars and enums.
  if (nomeado && def.type !== 'object') {
    const lista = /^\[(.+)\]$/.exec(nomeado);
    const nome = lista ? lista[1] : nomeado;
    if (!ESCALARES[nome] && !ENUMS.has(nome) && (info.mapa || info.valores)) {
      // A list's sort enum (argumentosLista) names its values by the fields they sort by.
      const porValor = info.mapa ? {} : Object.fromEntries((info.valores ?? []).map((v) => [v, `Pelo campo ${v}.`]));
      enumeracaoGraphql(nome, info.mapa ?? Object.fromEntries((info.valores ?? []).map((v) => [v, v])), descricao ?? titulo ?? nome, porValor);
    }
    const unidade = ESCALARES[nome] ?? ENUMS.get(nome);
    if (!unidade) throw new Error(`Tipo GraphQL desconhecido no esquema: ${nome} (registre-o com enumeracaoGraphql)`);
    return { tipo: lista ? [unidade] : unidade, opcional, descricao: texto };
  }
  switch (def.type) {
    case 'string':
      return { tipo: ESCALARES.String, opcional, descricao: texto };
    case 'boolean':
      return { tipo: ESCALARES.Boolean, opcional, descricao: texto };
    case 'number':
      return { tipo: (base as z.ZodNumber).format?.includes('int') ? Int : Float, opcional, descricao: texto };
    case 'object':
      return {
        tipo: tipoDeEntrada(nomeado ?? nomeSeObjeto, base as z.ZodObject, base.meta()?.description ?? descricaoDoItem ?? texto),
        opcional,
        descricao: texto,
      };
    case 'array': {
      const item = tipoDoCampo(def.element as z.ZodType, nomeSeObjeto, texto && `Um item da lista: ${texto}`);
      return { tipo: [item.tipo], opcional, descricao: texto };
    }
    default:
      throw new Error(`Campo sem tipo GraphQL (${def.type}) em ${nomeSeObjeto}: use um bloco de core/esquema.ts`);
  }
}

/** What an input type with no description of its own says (every type of the schema has one). */
const DESCRICAO_ENTRADA = 'Os dados que a operação recebe no seu argumento input.';

/** The GraphQL input type of an object schema (created once per name). */
export function tipoDeEntrada(nome: string, esquema: z.ZodObject, descricao?: string): ClassType {
  const existente = ENTRADAS.get(nome);
  if (existente) return existente;
  const Classe = { [nome]: class {} }[nome];
  for (const [chave, campo] of Object.entries(esquema.shape)) {
    const { tipo, opcional, descricao: d } = tipoDoCampo(campo as z.ZodType, `${nome.replace(/Input$/, '')}${capitalizar(chave)}Input`);
    Field(() => tipo, { nullable: opcional, description: d })(Classe.prototype, chave);
  }
  InputType(nome, { description: descricao ?? esquema.meta()?.description ?? DESCRICAO_ENTRADA })(Classe);
  ENTRADAS.set(nome, Classe);
  ESQUEMAS_DAS_ENTRADAS.set(nome, esquema);
  return Classe;
}

/** Failures of an input schema (not of a service rule): what `soCampos` mutations report as errosDeUsuario. */
const FALHAS_DO_ESQUEMA = new WeakSet<Error>();

const todosOpcionais = (esquema: z.ZodObject) => Object.values(esquema.shape).every((c) => infoDoCampo(c as z.ZodType).opcional);

/**
 * The operation's single `input` argument, typed from its schema and parsed with it: the resolver
 * receives the same typed value the REST route hands to the service.
 */
export function Entrada(esquema: z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodType>, nome: string): ReturnType<typeof createParameterDecorator> {
  // A schema that ends in a transform (lists compute their PedidoLista) is typed by its object.
  const objeto = esquema instanceof z.ZodPipe ? esquema.in : esquema;
  const Tipo = tipoDeEntrada(nome, objeto);
  return createParameterDecorator<ContextoGraphQL>(
    ({ args }) => {
      try {
        return analisar(esquema, args.input ?? {});
      } catch (erro) {
        if (erro instanceof ErroApp) FALHAS_DO_ESQUEMA.add(erro);
        throw erro;
      }
    },
    {
      arg: { name: 'input', typeFunc: () => Tipo, options: { nullable: todosOpcionais(objeto) } },
    },
  );
}

@ObjectType('ErroDeUsuario', { description: 'Um problema nos dados enviados: o campo (caminho no input) e a mensagem para mostrar.' })
export class ErroDeUsuario {
  @Field(() => String, { nullable: true, description: 'Caminho do campo no input (ex.: "identificador"); nulo quando o problema não é de um campo.' })
  campo: string | null;
  @Field({ description: 'Mensagem em português, pronta para o usuário.' })
  mensagem: string;
  @Field({ description: 'Código do problema (BAD_USER_INPUT).' })
  codigo: string;
}

const PAYLOADS = new Map<string, ClassType>();

/**
 * `{ resultado, errosDeUsuario }`: what a mutation answers (one payload type per result type).
 * Call it at module load (Mutacao does): types made while the schema is built are not seen.
 */
export function PayloadDe(Tipo: ClassType | GraphQLScalarType, nome: string): ClassType {
  const existente = PAYLOADS.get(nome);
  if (existente) return existente;
  const Classe = { [nome]: class {} }[nome];
  Field(() => Tipo, { nullable: true, description: 'O resultado; nulo quando há errosDeUsuario.' })(Classe.prototype, 'resultado');
  Field(() => [ErroDeUsuario], { description: 'Vazio quando a operação foi feita.' })(Classe.prototype, 'errosDeUsuario');
  ObjectType(nome, { description: 'O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario.' })(Classe);
  PAYLOADS.set(nome, Classe);
  return Classe;
}

/** Turns a validation failure (from the schema or a service rule) into errosDeUsuario. */
export const comErrosDeUsuario: MiddlewareFn<ContextoGraphQL> = (_dados, proximo) => paraErrosDeUsuario(proximo, false);

/** Only the input schema's failures become errosDeUsuario; a service's refusal stays an error. */
const soErrosDeCampo: MiddlewareFn<ContextoGraphQL> = (_dados, proximo) => paraErrosDeUsuario(proximo, true);

async function paraErrosDeUsuario(proximo: () => Promise<unknown>, soDoEsquema: boolean) {
  try {
    return { resultado: await proximo(), errosDeUsuario: [] };
  } catch (erro) {
    if (!(erro instanceof ErroApp) || erro.codigo !== CodigoErro.EntradaInvalida) throw erro;
    if (soDoEsquema && !FALHAS_DO_ESQUEMA.has(erro)) throw erro;
    const campo = typeof erro.extra?.campo === 'string' ? erro.extra.campo : null;
    return { resultado: null, errosDeUsuario: [{ campo, mensagem: erro.message, codigo: erro.codigo }] };
  }
}

/**
 * A mutation that answers PayloadDe(Tipo) and reports validation failures as errosDeUsuario.
 * `soCampos`: only the input's field problems do; the service's 400s stay errors with
 * extensions.code (sign-in: a refused password is an authentication failure, not a field's).
 */
export function Mutacao(
  Tipo: () => ClassType | GraphQLScalarType,
  nomePayload: string,
  opcoes: { description?: string; soCampos?: boolean } = {},
): MethodDecorator {
  return (alvo, chave, descritor) => {
    // Created now: type-graphql collects object types before it resolves the return thunks.
    const Payload = PayloadDe(Tipo(), nomePayload);
    Mutation(() => Payload, { description: opcoes.description })(alvo, chave, descritor);
    UseMiddleware(opcoes.soCampos ? soErrosDeCampo : comErrosDeUsuario)(alvo, chave, descritor);
  };
}

/**
 * A single-item lookup answers null for an id that names nothing the caller may see, so a miss does
 * not wipe its sibling fields (`{ redes { id } rede(id: 99999) { id } }`).
 */
export async function nuloSeNaoEncontrado<T>(buscar: () => Promise<T>): Promise<T | null> {
  try {
    return await buscar();
  } catch (erro) {
    if (erro instanceof ErroApp && erro.codigo === CodigoErro.NaoEncontrado) return null;
    throw erro;
  }
}
