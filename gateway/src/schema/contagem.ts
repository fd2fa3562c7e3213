import 'reflect-metadata';
import {
  getNamedType,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputField,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  GraphQLType,
} from 'graphql';
import { ESQUEMAS_DAS_ENTRADAS } from '../graphql/entrada';
import { construirSchema } from '../graphql/schema';

/**
 * The schema's shape in numbers (docs/api.md, "Contagens do schema"): how many enums, `ID` fields,
 * integer or float fields that name an id, `Float`, money and `Pontos` fields, page shapes, and input fields that GraphQL
 * lets be null but whose input schema refuses. Run before and after a change to the API's
 * conventions: `node gateway/dist/schema/contagem.js` (`--detalhes` lists each item).
 */

type Local = { coordenada: string; tipo: GraphQLType };

const pareceId = (nome: string) => /^(id|ids)$|^id[A-Z]|I[Dd]s?$/.test(nome);

function locais(s: GraphQLSchema): Local[] {
  const todos: Local[] = [];
  for (const tipo of Object.values(s.getTypeMap())) {
    if (isIntrospectionType(tipo)) continue;
    if (isObjectType(tipo)) {
      for (const campo of Object.values(tipo.getFields()) as GraphQLField<unknown, unknown>[]) {
        todos.push({ coordenada: `${tipo.name}.${campo.name}`, tipo: campo.type });
        for (const arg of campo.args as readonly GraphQLArgument[]) todos.push({ coordenada: `${tipo.name}.${campo.name}(${arg.name})`, tipo: arg.type });
      }
    } else if (isInputObjectType(tipo)) {
      for (const campo of Object.values(tipo.getFields()) as GraphQLInputField[]) todos.push({ coordenada: `${tipo.name}.${campo.name}`, tipo: campo.type });
    }
  }
  return todos;
}

/** Object types that carry a list beside a count: each distinct set of field names is one page shape. */
function formasDePagina(s: GraphQLSchema): Map<string, string[]> {
  const formas = new Map<string, string[]>();
  for (const tipo of Object.values(s.getTypeMap())) {
    if (!isObjectType(tipo) || isIntrospectionType(tipo)) continue;
    const campos = Object.values(tipo.getFields()) as GraphQLField<unknown, unknown>[];
    const lista = campos.find((c) => isListType(isNonNullType(c.type) ? c.type.ofType : c.type));
    const contagem = campos.find((c) => /^(total|count|totalRecords|totalRegistros)$/.test(c.name) && getNamedType(c.type).name === 'Int');
    if (!lista || !contagem) continue;
    const forma = campos
      .map((c) => (c === lista ? '[lista]' : c.name))
      .sort()
      .join(', ');
    formas.set(forma, [...(formas.get(forma) ?? []), tipo.name]);
  }
  return formas;
}

/** Input fields that GraphQL declares nullable while the operation's input schema refuses null or absence. */
function anulaveisObrigatorios(s: GraphQLSchema): { obrigatorios: string[]; semEsquema: string[] } {
  const obrigatorios: string[] = [];
  const semEsquema: string[] = [];
  for (const tipo of Object.values(s.getTypeMap())) {
    if (!isInputObjectType(tipo)) continue;
    const esquema = ESQUEMAS_DAS_ENTRADAS.get(tipo.name);
    if (!esquema) {
      semEsquema.push(tipo.name);
      continue;
    }
    for (const campo of Object.values(tipo.getFields())) {
      if (isNonNullType(campo.type)) continue;
      const bloco = Object.hasOwn(esquema.shape, campo.name) ? esquema.shape[campo.name] : undefined;
      if (bloco && (!bloco.safeParse(undefined).success || !bloco.safeParse(null).success)) obrigatorios.push(`${tipo.name}.${campo.name}`);
    }
  }
  return { obrigatorios, semEsquema };
}

/**
 * Types, fields, arguments and enum values with no description, or whose description names a REST
 * path (the GraphQL reference must stand on its own: docs/api.md).
 */
export function descricoes(s: GraphQLSchema): { semDescricao: string[]; argumentosSemDescricao: string[]; comCaminhoRest: string[] } {
  const semDescricao: string[] = [];
  const argumentosSemDescricao: string[] = [];
  const comCaminhoRest: string[] = [];
  const ver = (coordenada: string, descricao: string | null | undefined, argumento = false) => {
    if (!descricao?.trim()) (argumento ? argumentosSemDescricao : semDescricao).push(coordenada);
    else if (/\/api\/|\b(GET|POST|PUT|DELETE|PATCH) \//.test(descricao)) comCaminhoRest.push(coordenada);
  };
  for (const tipo of Object.values(s.getTypeMap())) {
    if (isIntrospectionType(tipo) || tipo.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(tipo.name)) continue;
    ver(tipo.name, tipo.description);
    if (isObjectType(tipo) || isInputObjectType(tipo)) {
      for (const campo of Object.values(tipo.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        ver(`${tipo.name}.${campo.name}`, campo.description);
        // The single `input` argument is described by its input type.
        if ('args' in campo) for (const arg of campo.args) if (arg.name !== 'input') ver(`${tipo.name}.${campo.name}(${arg.name})`, arg.description, true);
      }
    } else if (isEnumType(tipo)) {
      for (const valor of tipo.getValues()) ver(`${tipo.name}.${valor.name}`, valor.description);
    }
  }
  return { semDescricao, argumentosSemDescricao, comCaminhoRest };
}

export async function contar(detalhes = false): Promise<string> {
  const s = await construirSchema();
  const todos = locais(s);
  const nomeDe = (l: Local) => getNamedType(l.tipo).name;
  const campoDe = (l: Local) => /\(([^)]+)\)$/.exec(l.coordenada)?.[1] ?? l.coordenada.split('.').pop() ?? '';
  const enums = Object.values(s.getTypeMap()).filter((t) => isEnumType(t) && !isIntrospectionType(t));
  const ids = todos.filter((l) => nomeDe(l) === 'ID');
  const idsNumericos = todos.filter((l) => ['Int', 'Float'].includes(nomeDe(l)) && pareceId(campoDe(l)));
  const floats = todos.filter((l) => nomeDe(l) === 'Float');
  const dinheiro = todos.filter((l) => nomeDe(l) === 'Dinheiro' || nomeDe(l) === 'ValorPonto');
  const pontos = todos.filter((l) => nomeDe(l) === 'Pontos');
  const formas = formasDePagina(s);
  const { obrigatorios, semEsquema } = anulaveisObrigatorios(s);
  const { semDescricao, argumentosSemDescricao, comCaminhoRest } = descricoes(s);
  const linhas = [
    `enums: ${enums.length}`,
    `campos e argumentos ID: ${ids.length}`,
    `campos e argumentos Int/Float com nome de id: ${idsNumericos.length}`,
    `campos e argumentos Float: ${floats.length}`,
    `campos e argumentos Dinheiro/ValorPonto: ${dinheiro.length}`,
    `campos e argumentos Pontos: ${pontos.length}`,
    `formas de página: ${formas.size} (${[...formas.values()].reduce((n, t) => n + t.length, 0)} tipos)`,
    `campos de input anuláveis que o esquema exige: ${obrigatorios.length}`,
    `inputs sem esquema de entrada: ${semEsquema.length}`,
    `tipos, campos, argumentos e valores de enum sem descrição: ${semDescricao.length}`,
    `argumentos sem descrição: ${argumentosSemDescricao.length}`,
    `descrições que citam um caminho REST: ${comCaminhoRest.length}`,
  ];
  if (detalhes) {
    linhas.push('', '# Int/Float com nome de id', ...idsNumericos.map((l) => `  ${l.coordenada}: ${nomeDe(l)}`));
    linhas.push('', '# Float', ...floats.map((l) => `  ${l.coordenada}`));
    linhas.push('', '# formas de página', ...[...formas].map(([forma, tipos]) => `  { ${forma} }: ${tipos.join(', ')}`));
    linhas.push('', '# input anulável exigido', ...obrigatorios.map((c) => `  ${c}`));
    linhas.push('', '# inputs sem esquema', ...semEsquema.map((c) => `  ${c}`));
    linhas.push('', '# sem descrição', ...semDescricao.map((c) => `  ${c}`));
    linhas.push('', '# argumentos sem descrição', ...argumentosSemDescricao.map((c) => `  ${c}`));
    linhas.push('', '# descrição com caminho REST', ...comCaminhoRest.map((c) => `  ${c}`));
  }
  return linhas.join('\n');
}

if (require.main === module) {
  contar(process.argv.includes('--detalhes')).then((texto) => console.log(texto));
}
