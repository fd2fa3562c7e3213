import {
  ASTVisitor,
  DocumentNode,
  FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLList,
  GraphQLObjectType,
  GraphQLOutputType,
  isInterfaceType,
  isObjectType,
  Kind,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';
import { CUSTO_LEITURA_PESADA, ehLeituraPesadaGraphql } from '../core/leituras-pesadas';

/**
 * Limits on the shape of a GraphQL document, checked during validation, before any resolver runs,
 * so a hostile query costs the server one parse and one walk. The values leave room for every
 * document the two apps send (gateway/src/testes/graphql-limites.test.ts checks them all).
 */
export const LIMITES_GRAPHQL = {
  /** Nesting of fields (fragments expanded); graphql-js' full introspection query (the development IDE) is exactly 15. */
  profundidade: 15,
  /** Aliased fields in one document. */
  apelidos: 30,
  /** Lexical tokens in one document (graphql-js stops parsing past it). */
  tokens: 3000,
  /** Size of one document, in characters. */
  caracteres: 20_000,
  /**
   * Estimated cost: 1 per field; a list field's selections count `multiplicadorLista` times; a heavy
   * root field (core/leituras-pesadas.ts) CUSTO_LEITURA_PESADA, so at most four fit in one document.
   */
  custo: 5000,
  multiplicadorLista: 10,
};

const erro = (mensagem: string) => new GraphQLError(mensagem, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/** Walks every operation with its fragments expanded; `visitar` sees each field with its depth and type. */
function percorrer(
  documento: DocumentNode,
  contexto: ValidationContext,
  visitar: (profundidade: number, multiplicador: number, pesado: boolean) => boolean,
  novaOperacao: () => void = () => undefined,
) {
  const fragmentos = new Map<string, FragmentDefinitionNode>();
  for (const d of documento.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragmentos.set(d.name.value, d);
  const schema = contexto.getSchema();

  const campoDo = (tipo: GraphQLOutputType | null, nome: string): GraphQLOutputType | null => {
    const base = tipo && getNamedType(tipo);
    if (!base || !(isObjectType(base) || isInterfaceType(base))) return null;
    return (base as GraphQLObjectType).getFields()[nome]?.type ?? null;
  };

  // Returns false to stop early (a limit was passed).
  const raizes = new Set<unknown>([schema.getQueryType(), schema.getMutationType()]);
  const andar = (sel: SelectionSetNode, tipo: GraphQLOutputType | null, prof: number, mult: number, emUso: Set<string>): boolean => {
    for (const s of sel.selections) {
      if (s.kind === Kind.FIELD) {
        const tipoCampo = campoDo(tipo, s.name.value);
        if (!visitar(prof, mult, raizes.has(tipo) && ehLeituraPesadaGraphql(s.name.value))) return false;
        if (s.selectionSet) {
          const lista = tipoCampo !== null && getNullableType(tipoCampo) instanceof GraphQLList;
          // Introspection (__schema, __type) costs nothing: it reads no data, and production turns it off.
          const filhos = s.name.value.startsWith('__') ? 0 : lista ? mult * LIMITES_GRAPHQL.multiplicadorLista : mult;
          if (!andar(s.selectionSet, tipoCampo, prof + 1, filhos, emUso)) return false;
        }
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const alvo = s.typeCondition ? ((schema.getType(s.typeCondition.name.value) as GraphQLOutputType | undefined) ?? tipo) : tipo;
        if (!andar(s.selectionSet, alvo, prof, mult, emUso)) return false;
      } else {
        const f = fragmentos.get(s.name.value);
        // A fragment spread inside itself is reported by graphql-js' own NoFragmentCycles rule.
        if (!f || emUso.has(f.name.value)) continue;
        emUso.add(f.name.value);
        const alvo = (schema.getType(f.typeCondition.name.value) as GraphQLOutputType | undefined) ?? tipo;
        const seguiu = andar(f.selectionSet, alvo, prof, mult, emUso);
        emUso.delete(f.name.value);
        if (!seguiu) return false;
      }
    }
    return true;
  };

  for (const d of documento.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const raiz = d.operation === 'query' ? schema.getQueryType() : d.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    novaOperacao();
    if (!andar(d.selectionSet, raiz ?? null, 1, 1, new Set())) return;
  }
}

/**
 * Refuses documents nested deeper than LIMITES_GRAPHQL.profundidade or with an operation costing more
 * than LIMITES_GRAPHQL.custo (each operation on its own: one request runs one of them).
 */
export function regraProfundidadeECusto(contexto: ValidationContext): ASTVisitor {
  return {
    Document(documento) {
      let custo = 0;
      let falha: string | null = null;
      percorrer(
        documento,
        contexto,
        (prof, mult, pesado) => {
          if (prof > LIMITES_GRAPHQL.profundidade) {
            falha = `A consulta passa do limite de ${LIMITES_GRAPHQL.profundidade} níveis de profundidade.`;
            return false;
          }
          custo += pesado ? CUSTO_LEITURA_PESADA * mult : mult;
          if (custo > LIMITES_GRAPHQL.custo) {
            falha = `A consulta é complexa demais (custo acima de ${LIMITES_GRAPHQL.custo}). Peça menos campos ou divida a consulta.`;
            return false;
          }
          return true;
        },
        () => {
          custo = 0;
        },
      );
      if (falha) contexto.reportError(erro(falha));
    },
  };
}

/** Refuses documents with more than LIMITES_GRAPHQL.apelidos aliases (alias batching of one field). */
export function regraApelidos(contexto: ValidationContext): ASTVisitor {
  let apelidos = 0;
  return {
    Field(no) {
      if (no.alias && ++apelidos === LIMITES_GRAPHQL.apelidos + 1) {
        contexto.reportError(erro(`A consulta passa do limite de ${LIMITES_GRAPHQL.apelidos} apelidos (aliases).`));
      }
    },
  };
}

export const REGRAS_DE_LIMITE = [regraProfundidadeECusto, regraApelidos];

/** Graphql-js' message when a document passes maxTokens, in the product's language. */
export function traduzirErroDeLimite(mensagem: string): string | null {
  if (/more tha[nt] \d+ tokens/i.test(mensagem)) return `A consulta passa do limite de ${LIMITES_GRAPHQL.tokens} tokens.`;
  return null;
}
