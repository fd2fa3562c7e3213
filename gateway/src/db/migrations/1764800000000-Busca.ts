import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search of every list (core/busca.ts, docs/busca.md): sw_normalizar(texto) = lower case without
 * accents, IMMUTABLE so expression indexes can hold it, and trigram indexes on the normalised columns
 * of the lists whose search reads their own table (the others filter rows their joins and date
 * ranges already narrowed).
 *
 * unaccent is STABLE (its dictionary could change), so it is wrapped in an IMMUTABLE SQL function
 * that names the dictionary explicitly; the wrapper is not inlined (its body is more volatile than
 * its label), so queries call sw_normalizar() exactly as the index expressions do. Where unaccent
 * cannot be installed, the same function is a translate() of the Portuguese (and common Latin)
 * accented letters: same name, same indexes, same queries.
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
    await q.query(`
      DO $$
      DECLARE esquema text;
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent') THEN
          BEGIN
            CREATE EXTENSION IF NOT EXISTS unaccent;
          EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
            RAISE NOTICE 'unaccent indisponível: busca sem acentos por translate()';
          END;
        END IF;
        SELECT n.nspname INTO esquema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
        IF esquema IS NOT NULL THEN
          EXECUTE format(
            'CREATE OR REPLACE FUNCTION sw_normalizar(texto text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS %L',
            format('SELECT lower(%I.unaccent(%L::regdictionary, texto))', esquema, quote_ident(esquema) || '.unaccent'));
        ELSE
          CREATE OR REPLACE FUNCTION sw_normalizar(texto text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
            AS $f$ SELECT lower(translate(texto, '${COM_ACENTO}', '${SEM_ACENTO}')) $f$;
        END IF;
      END $$;
    `);
    const criar = [
      ...INDICES.map(([nome, tabela, expr]) => `CREATE INDEX ${nome} ON ${tabela} USING gin ((sw_normalizar(${expr})) gin_trgm_ops);`),
      ...INDICES_DOCUMENTOS.map(([nome, tabela, expr]) => `CREATE INDEX ${nome} ON ${tabela} USING gin ((${expr}) gin_trgm_ops);`),
    ].join('\n          ');
    await q.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          -- Superseded: they served ILIKE on the raw columns, which no search runs any more.
          DROP INDEX IF EXISTS parceiros_nome_trgm, parceiros_email_trgm, revendas_nome_fantasia_trgm, ofertas_busca_trgm;
          ${criar}
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
    await q.query(`DROP FUNCTION IF EXISTS sw_normalizar(text)`);
  }
}
