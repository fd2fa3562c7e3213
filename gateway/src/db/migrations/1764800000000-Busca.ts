import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search of every list (core/busca.ts, docs/busca.md): sw_normalizar(texto) = lower case without
 * accents, IMMUTABLE so expression indexes can hold it, and trigram indexes on the normalised columns
 * of the lists whose search reads their own table (the others filter rows their joins and date
 * ranges already narrowed).
 *
 * unaccent() is STABLE (its dictionary could change), so an index cannot use it. Three forms, the
 * best the server allows:
 * 1. sw_unaccent: unaccent's own C entry point declared IMMUTABLE (needs a superuser, as the embedded
 *    PostgreSQL and the docker image give), wrapped by an SQL sw_normalizar that PostgreSQL inlines.
 *    Called through the SQL-function executor instead, the filter of a member search cost ~4x more
 *    per row (docs/desempenho.md). COST 50 tells the planner a call is far dearer than an operator,
 *    so it prefers the trigram indexes to filtering rows one by one in name order.
 * 2. unaccent installed but no C function allowed: an SQL wrapper, not inlinable (its body is more
 *    volatile than its label), so the indexes and the queries both say sw_normalizar(...).
 * 3. no unaccent: translate() of the Portuguese (and common Latin) accented letters.
 * An inlined function reaches the planner expanded, and an index only serves a query whose
 * expression is the same, so each index is created on the form the queries expand to (modelo).
 */
const COM_ACENTO = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const SEM_ACENTO = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

/** [index name, table, expression inside sw_normalizar()] */
const INDICES: [string, string, string][] = [
  ['parceiros_nome_busca', 'parceiros', 'nome'],
  ['parceiros_email_busca', 'parceiros', 'email'],
  ['revendas_nome_fantasia_busca', 'revendas', 'nome_fantasia'],
  ['revendas_razao_social_busca', 'revendas', 'razao_social'],
  ['revendas_codigo_busca', 'revendas', 'codigo'],
  ['revendas_end_cidade_busca', 'revendas', 'end_cidade'],
  ['redes_nome_busca', 'redes', 'nome'],
  ['redes_regiao_busca', 'redes', 'regiao'],
  ['produtos_codigo_busca', 'produtos', 'codigo'],
  ['produtos_nome_busca', 'produtos', 'nome'],
  ['premios_nome_busca', 'premios', 'nome'],
  ['premios_codigo_busca', 'premios', 'codigo'],
  ['ofertas_nome_busca', 'ofertas', 'nome'],
  ['ofertas_parceiro_nome_busca', 'ofertas', 'parceiro_nome'],
  ['ofertas_codigo_busca', 'ofertas', 'codigo'],
  // The storefront catalogue searches the three texts as one (a word may be in any of them).
  ['ofertas_catalogo_busca', 'ofertas', `nome || ' ' || parceiro_nome || ' ' || descricao`],
];

/** Digit columns, matched by prefix; trigrams serve a prefix LIKE with a parameter, which a btree cannot under a generic plan. */
const INDICES_DOCUMENTOS: [string, string, string][] = [
  ['revendas_cnpj_busca', 'revendas', 'cnpj::text'],
  ['produtos_codigo_barras_busca', 'produtos', 'codigo_barras'],
  // parceiros_cpf_trgm ((cpf::text) gin_trgm_ops) from VendedoresLojas already serves the CPF.
];

export class Busca1764800000000 implements MigrationInterface {
  name = 'Busca1764800000000';

  async up(q: QueryRunner): Promise<void> {
    if (COM_ACENTO.length !== SEM_ACENTO.length) throw new Error('translate() precisa de listas do mesmo tamanho');
    const lista = (itens: [string, string, string][]) => `ARRAY[${itens.map((i) => `ARRAY[${i.map((x) => `$q$${x}$q$`).join(', ')}]`).join(', ')}]`;
    await q.query(`
      DO $$
      DECLARE
        esquema text := quote_ident(current_schema());
        ext text;
        dicionario text;
        modelo text;
        i text[];
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent') THEN
          BEGIN
            CREATE EXTENSION IF NOT EXISTS unaccent;
          EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
            RAISE NOTICE 'unaccent indisponível: busca sem acentos por translate()';
          END;
        END IF;
        SELECT quote_ident(n.nspname) INTO ext FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
        IF ext IS NOT NULL THEN
          dicionario := quote_literal(ext || '.unaccent');
          BEGIN
            EXECUTE format($f$CREATE OR REPLACE FUNCTION %s.sw_unaccent(regdictionary, text) RETURNS text
              LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE COST 50 AS '$libdir/unaccent', 'unaccent_dict'$f$, esquema);
            modelo := format('lower(%s.sw_unaccent(%s::regdictionary, %%s))', esquema, dicionario);
          EXCEPTION WHEN insufficient_privilege OR undefined_file OR undefined_function THEN
            RAISE NOTICE 'sw_unaccent indisponível: sw_normalizar por função SQL';
            modelo := NULL;
          END;
          IF modelo IS NOT NULL THEN
            EXECUTE format('CREATE OR REPLACE FUNCTION %s.sw_normalizar(texto text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS %L',
              esquema, 'SELECT ' || format(modelo, 'texto'));
          ELSE
            EXECUTE format('CREATE OR REPLACE FUNCTION %s.sw_normalizar(texto text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS %L',
              esquema, format('SELECT lower(%s.unaccent(%s::regdictionary, texto))', ext, dicionario));
            modelo := esquema || '.sw_normalizar(%s)';
          END IF;
        ELSE
          modelo := $t$lower(translate(%s, '${COM_ACENTO}', '${SEM_ACENTO}'))$t$;
          EXECUTE format('CREATE OR REPLACE FUNCTION %s.sw_normalizar(texto text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS %L',
            esquema, 'SELECT ' || format(modelo, 'texto'));
        END IF;

        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          -- Superseded: they served ILIKE on the raw columns, which no search runs any more.
          DROP INDEX IF EXISTS parceiros_nome_trgm, parceiros_email_trgm, revendas_nome_fantasia_trgm, ofertas_busca_trgm;
          FOREACH i SLICE 1 IN ARRAY ${lista(INDICES)} LOOP
            EXECUTE format('CREATE INDEX %I ON %I USING gin ((%s) gin_trgm_ops)', i[1], i[2], format(modelo, i[3]));
          END LOOP;
          FOREACH i SLICE 1 IN ARRAY ${lista(INDICES_DOCUMENTOS)} LOOP
            EXECUTE format('CREATE INDEX %I ON %I USING gin ((%s) gin_trgm_ops)', i[1], i[2], i[3]);
          END LOOP;
        ELSE
          RAISE NOTICE 'pg_trgm indisponível: as buscas leem as tabelas sem índice';
        END IF;
      END $$;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    const nomes = [...INDICES, ...INDICES_DOCUMENTOS].map(([nome]) => nome).join(', ');
    await q.query(`DROP INDEX IF EXISTS ${nomes}`);
    await q.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX IF NOT EXISTS parceiros_nome_trgm ON parceiros USING gin (nome gin_trgm_ops);
          CREATE INDEX IF NOT EXISTS parceiros_email_trgm ON parceiros USING gin (email gin_trgm_ops);
          CREATE INDEX IF NOT EXISTS revendas_nome_fantasia_trgm ON revendas USING gin (nome_fantasia gin_trgm_ops);
          CREATE INDEX IF NOT EXISTS ofertas_busca_trgm ON ofertas USING gin ((lower(nome || ' ' || parceiro_nome || ' ' || descricao)) gin_trgm_ops);
        END IF;
      END $$;
    `);
    await q.query(`DROP FUNCTION IF EXISTS sw_normalizar(text); DROP FUNCTION IF EXISTS sw_unaccent(regdictionary, text)`);
  }
}
