import { WhereExpressionBuilder } from 'typeorm';

/**
 * The one search rule of every list with a search box (docs/busca.md):
 *
 * - The term is split into words; every word must match (AND), each in any of the list's columns (OR).
 * - Text columns (names, e-mails, cities, descriptions) contain the word, ignoring accents and case:
 *   both sides go through sw_normalizar() (unaccent + lower, IMMUTABLE, migration Busca), so
 *   "joao" finds "João" and trigram indexes on sw_normalizar(coluna) serve the match.
 * - Code columns (invoice number, store or product code, redemption code): a word with letters is
 *   looked for anywhere in them, like text; a digits-only word matches their start.
 * - Document columns (CPF, CNPJ, barcode, card number): stored as digits, matched only by a
 *   digits-only word (mask ignored: "123.456" is 123456), at their start. A number is never looked
 *   for inside another number: "000123" does not find every CNPJ containing it, and "QA-NF-UI-01",
 *   having letters, is not reduced to the digits "01".
 * - %, _ and \ in a word are literal characters.
 */
export interface CamposBusca {
  /** SQL expressions of text columns: the word anywhere in them. */
  textos?: string[];
  /** SQL expressions of identifiers mixing letters and digits: a digits-only word matches their start, any other word anywhere. */
  codigos?: string[];
  /** SQL expressions of digit-only columns (CPF, CNPJ): only digits-only words, matched at their start. */
  documentos?: string[];
  /**
   * Conditions through another table, given how a text column matches this word, e.g. the salesperson
   * list's `p.revenda_id = ANY(ARRAY(SELECT id FROM revendas WHERE ${contem('nome_fantasia')}))`.
   */
  atraves?: ((contem: (expressao: string) => string) => string)[];
}

/** Most words a term is split into; a 100-character term stays far below the planner's comfort. */
const MAXIMO_PALAVRAS = 10;

/** The words of a term: split on blanks, repeats dropped (case and accents are the database's job). */
export function palavrasDe(busca: string | null | undefined): string[] {
  const palavras = (busca ?? '').trim().split(/\s+/).filter(Boolean);
  return [...new Set(palavras)].slice(0, MAXIMO_PALAVRAS);
}

/**
 * A number: digits, possibly punctuated inside by . - / as CPF, CNPJ and invoice numbers are
 * ("123.456.789-09", "000123"). A fragment such as "-123456" (the end of a code) is text.
 */
export function digitosDaPalavra(palavra: string): string | null {
  return /^\d(?:[\d.\-/]*\d)?$/.test(palavra) ? palavra.replace(/\D/g, '') : null;
}

const escapar = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL of a normalised expression; the same text as the indexes' expressions, so they match. */
export const normalizado = (expressao: string) => `sw_normalizar(${expressao})`;

/**
 * The condition for a term, with each value handed to `marcar`, which returns its placeholder
 * (":nome" for TypeORM, "$n" for raw SQL). null when the term has no words; 'false' for a word no
 * column can match (a word with letters where only CPF is searched).
 */
export function condicaoBusca(busca: string | null | undefined, campos: CamposBusca, marcar: (valor: string) => string): string | null {
  const palavras = palavrasDe(busca);
  if (!palavras.length) return null;
  const porPalavra = palavras.map((palavra) => {
    const digitos = digitosDaPalavra(palavra);
    const ramos: string[] = [];
    let contemMarcador: string | null = null;
    // The pattern is normalised by the same SQL function as the column, so the two always agree.
    const contem = (expressao: string) => `${normalizado(expressao)} LIKE sw_normalizar(${(contemMarcador ??= marcar(`%${escapar(palavra)}%`))})`;
    for (const t of campos.textos ?? []) ramos.push(contem(t));
    if (campos.codigos?.length) {
      if (digitos === null) for (const c of campos.codigos) ramos.push(contem(c));
      else {
        const inicio = marcar(`${escapar(palavra)}%`);
        for (const c of campos.codigos) ramos.push(`${normalizado(c)} LIKE sw_normalizar(${inicio})`);
      }
    }
    if (digitos && campos.documentos?.length) {
      const inicio = marcar(`${digitos}%`);
      for (const d of campos.documentos) ramos.push(`${d} LIKE ${inicio}`);
    }
    for (const a of campos.atraves ?? []) ramos.push(a(contem));
    return ramos.length ? `(${ramos.join(' OR ')})` : 'false';
  });
  return porPalavra.length === 1 ? porPalavra[0] : `(${porPalavra.join(' AND ')})`;
}

/**
 * Adds the search of a TypeORM query: AND the condition for the term, with parameters named
 * `${prefixo}0`, `${prefixo}1`... (a prefix no other filter of the query uses). Nothing for an empty term.
 */
export function aplicarBusca<Q extends WhereExpressionBuilder>(qb: Q, busca: string | null | undefined, campos: CamposBusca, prefixo = 'busca'): Q {
  const parametros: Record<string, string> = {};
  const sql = condicaoBusca(busca, campos, (valor) => {
    const nome = `${prefixo}${Object.keys(parametros).length}`;
    parametros[nome] = valor;
    return `:${nome}`;
  });
  if (sql) qb.andWhere(sql, parametros);
  return qb;
}

/**
 * The same for raw SQL with positional parameters: the condition and the values to append to the
 * query's own, numbered after the `anteriores` parameters it already has. null for an empty term.
 */
export function buscaPosicional(busca: string | null | undefined, campos: CamposBusca, anteriores: number): { sql: string; valores: string[] } | null {
  const valores: string[] = [];
  const sql = condicaoBusca(busca, campos, (valor) => {
    valores.push(valor);
    return `$${anteriores + valores.length}`;
  });
  return sql ? { sql, valores } : null;
}
