import { digitosDaPalavra, palavrasDe } from './busca';

/**
 * Search by word start through maintained tables (the salesperson list; docs/busca.md, "Vendedores").
 *
 * Same words as core/busca.ts (split on blanks, all required, accents and case ignored, a numeric
 * word read as its digits), but each word must be the START of a word of the row, and a row's words
 * are not read from its columns at query time: they are kept, normalised, in two tables (for
 * parceiros, migration BuscaVendedores):
 *
 * - `textos` (one row per entity): texto = " word word ... "; a search word matches when some word
 *   starts with it, `strpos(texto, ' ' || palavra) > 0`.
 * - `chaves` (chave, the order column, the id): the starts of 3, 6, 9 and 12 characters of every
 *   word. A search word of 3+ characters has one key, sw_busca_chave(palavra), and every row it can
 *   match carries it; the index (chave, order column, id) lists those rows in the list's order.
 *
 * The query joins the key table on ONE word's key (the "driver") and orders by the key table's copy
 * of the order column (k.nome, `ordem` below; the same value as p.nome, kept by the triggers), so
 * ordering by the list's column is reading the index: the first page of a search in name order stops
 * after a few entries instead of walking the whole name index. (Joining on k.nome = p.nome instead
 * also lets the index serve p.nome's order, but the planner then takes the redundant equality for a
 * filter of 1 row in 200,000 and plans the rest of the joins for a single row.) With
 * several words the driver is the key with the fewest rows (each counted up to LIMITE_CONTAGEM_CHAVE,
 * index only), so "Silva 175" walks the ~1,500 rows of "175", not the ~28,000 of "sil". Words under
 * 3 characters have no key: they only filter (a term made only of them reads the list in its order).
 */
export interface TabelasBuscaPorInicio {
  /** Table with the entity's id column and `texto`. */
  textos: string;
  /** Table with `chave`, the order column and the id column. */
  chaves: string;
  /** Name of the id column in both tables. */
  colunaId: string;
  /** The entity's id in the list query (p.id). */
  id: string;
  /** The name of the list's order column copied in `chaves` ('nome'). */
  ordem: string;
}

export interface Juncao {
  alias: string;
  tabela: string;
  condicao: string;
}

/** How far the driver choice counts each key's rows: enough to tell a narrow word from a broad one. */
const LIMITE_CONTAGEM_CHAVE = 2000;

/** Characters left once accents are gone: the key needs 3 (sw_busca_chave gives none under 3). */
const tamanhoSemAcentos = (palavra: string) => [...palavra.normalize('NFD').replace(/\p{M}/gu, '')].length;

/**
 * The joins and condition of a term, each value handed to `marcar` (":nome" for TypeORM, "$n" for raw
 * SQL). null when the term has no words.
 */
export function buscaPorInicio(
  busca: string | null | undefined,
  tabelas: TabelasBuscaPorInicio,
  marcar: (valor: string) => string,
): { juncoes: Juncao[]; condicao: string; ordem: string | null } | null {
  const palavras = palavrasDe(busca);
  if (!palavras.length) return null;
  const condicoes: string[] = [];
  const chaves: string[] = [];
  for (const palavra of palavras) {
    const digitos = digitosDaPalavra(palavra);
    // A numeric word is its digits ("908.765.432-10" = 90876543210); the words kept hold the digits of every numeric word.
    const normal = digitos !== null ? marcar(digitos) : `sw_normalizar(${marcar(palavra)})`;
    condicoes.push(`strpos(b.texto, ' ' || ${normal}) > 0`);
    if (tamanhoSemAcentos(digitos ?? palavra) >= 3) chaves.push(`sw_busca_chave(${normal})`);
  }
  const juncoes: Juncao[] = [{ alias: 'b', tabela: tabelas.textos, condicao: `b.${tabelas.colunaId} = ${tabelas.id}` }];
  if (chaves.length) {
    const motor =
      chaves.length === 1
        ? chaves[0]
        : `(SELECT c FROM unnest(ARRAY[${chaves.join(', ')}]) c
             ORDER BY (SELECT count(*) FROM (SELECT 1 FROM ${tabelas.chaves} x WHERE x.chave = c LIMIT ${LIMITE_CONTAGEM_CHAVE}) n), length(c) DESC
             LIMIT 1)`;
    juncoes.push({ alias: 'k', tabela: tabelas.chaves, condicao: `k.${tabelas.colunaId} = ${tabelas.id} AND k.chave = ${motor}` });
  }
  return { juncoes, condicao: condicoes.join(' AND '), ordem: chaves.length ? `k.${tabelas.ordem}` : null };
}

/** The same for raw SQL with positional parameters numbered after `anteriores`: the JOIN clauses, the condition and the values. */
export function buscaPorInicioPosicional(
  busca: string | null | undefined,
  tabelas: TabelasBuscaPorInicio,
  anteriores: number,
): { juncoes: string; condicao: string; ordem: string | null; valores: string[] } | null {
  const valores: string[] = [];
  const r = buscaPorInicio(busca, tabelas, (valor) => {
    valores.push(valor);
    return `$${anteriores + valores.length}`;
  });
  if (!r) return null;
  return { juncoes: r.juncoes.map((j) => `JOIN ${j.tabela} ${j.alias} ON ${j.condicao}`).join(' '), condicao: r.condicao, ordem: r.ordem, valores };
}
