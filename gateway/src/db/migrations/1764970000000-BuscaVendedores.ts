import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The salesperson search by word start (docs/busca.md, "Vendedores"; docs/desempenho.md, "Busca de
 * vendedores por início de palavra").
 *
 * "Contains" ordered by name cannot stop early: the name index is walked discarding every row that
 * does not match (~18,000 for "Silva" among 200,000), or every match is fetched and sorted. Matching
 * word starts instead lets a btree hand out the matches already in name order:
 *
 * - parceiros_busca: one row per salesperson, texto = " word word ... " — the words (normalised by
 *   sw_normalizar) of the name, the e-mail (whole and in pieces), the CPF and the store's name, plus
 *   the digits of every numeric word. A search word matches when some word starts with it:
 *   strpos(texto, ' ' || word) > 0, no function call per row.
 * - parceiros_busca_chaves: (chave, nome, parceiro_id), one row per distinct start of 3, 6, 9 and 12
 *   characters of those words. A search word of 3+ characters has one key (its start cut to the
 *   ladder), every salesperson it can match has that key, and the index (chave, nome, parceiro_id)
 *   lists them in name order: the first page reads a few dozen entries whatever the size.
 *
 * Both are kept by triggers (a salesperson written; a store renamed), filled here in one statement
 * each, indexes built after the fill.
 */
export class BuscaVendedores1764970000000 implements MigrationInterface {
  name = 'BuscaVendedores1764970000000';

  async up(q: QueryRunner): Promise<void> {
    // The fill reads every salesperson once; on 200,000 it passes the requests' 30 s limit on a busy machine.
    await q.query(`SET LOCAL statement_timeout = 0`);
    await q.query(`
      -- The words a salesperson can be found by: blank-separated runs (an e-mail whole), their
      -- letter/digit pieces (the e-mail's parts, "maria" in "ana-maria") and the digits of a numeric
      -- word (as core/busca.ts reads one: "12.345" also as "12345").
      -- plpgsql on arrays: the same as an SQL function with a CTE and UNION, which PostgreSQL 15 ran
      -- ~200x slower per call (~10 ms; 50 us here).
      CREATE FUNCTION sw_busca_palavras(texto text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        normal text := sw_normalizar(texto);
        brutas text[] := regexp_split_to_array(normal, '[[:space:]]+');
        palavras text[];
      BEGIN
        SELECT array_agg(DISTINCT t) INTO palavras
          FROM unnest(brutas || regexp_split_to_array(normal, '[^[:alnum:]]+')
                      || ARRAY(SELECT regexp_replace(b, '[^0-9]', '', 'g') FROM unnest(brutas) b WHERE b ~ '^[0-9]([0-9./-]*[0-9])?$')) t
         WHERE t <> '';
        RETURN coalesce(palavras, '{}');
      END $$;

      CREATE FUNCTION sw_busca_texto_parceiro(nome text, email text, cpf text, loja text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ' ' || array_to_string(sw_busca_palavras(concat_ws(' ', nome, email, cpf, loja)), ' ') || ' '
      $$;

      -- The key of a (normalised) search word: its start cut to 3, 6, 9 or 12 characters; none under 3.
      CREATE FUNCTION sw_busca_chave(palavra text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT CASE WHEN length(palavra) >= 3 THEN left(palavra, least(12, length(palavra) / 3 * 3)) END
      $$;

      -- Every key a text of parceiros_busca holds: each word's starts at the same ladder.
      CREATE FUNCTION sw_busca_chaves(texto text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT DISTINCT left(t, n) FROM regexp_split_to_table(btrim(texto), ' ') t, unnest('{3,6,9,12}'::int[]) n WHERE length(t) >= n
      $$;

      CREATE TABLE parceiros_busca (
        parceiro_id int PRIMARY KEY,
        texto text NOT NULL
      );
      CREATE TABLE parceiros_busca_chaves (
        chave text NOT NULL,
        nome varchar NOT NULL,
        parceiro_id int NOT NULL
      );

      INSERT INTO parceiros_busca (parceiro_id, texto)
        SELECT p.id, sw_busca_texto_parceiro(p.nome, p.email, p.cpf, r.nome_fantasia) FROM parceiros p JOIN revendas r ON r.id = p.revenda_id;
      INSERT INTO parceiros_busca_chaves (chave, nome, parceiro_id)
        SELECT c, p.nome, p.id FROM parceiros p JOIN parceiros_busca b ON b.parceiro_id = p.id, sw_busca_chaves(b.texto) c;

      -- NULLS FIRST like the list's name order (core/listagem.ts), so a forward or backward scan serves it.
      CREATE INDEX parceiros_busca_chaves_ordem ON parceiros_busca_chaves (chave, nome NULLS FIRST, parceiro_id);
      CREATE INDEX parceiros_busca_chaves_parceiro ON parceiros_busca_chaves (parceiro_id);
      ALTER TABLE parceiros_busca ADD FOREIGN KEY (parceiro_id) REFERENCES parceiros (id) ON DELETE CASCADE;
      ALTER TABLE parceiros_busca_chaves ADD FOREIGN KEY (parceiro_id) REFERENCES parceiros (id) ON DELETE CASCADE;

      CREATE FUNCTION sw_busca_parceiros_refazer(ids int[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM parceiros_busca_chaves WHERE parceiro_id = ANY(ids);
        INSERT INTO parceiros_busca (parceiro_id, texto)
          SELECT p.id, sw_busca_texto_parceiro(p.nome, p.email, p.cpf, r.nome_fantasia)
            FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.id = ANY(ids)
          ON CONFLICT (parceiro_id) DO UPDATE SET texto = EXCLUDED.texto;
        INSERT INTO parceiros_busca_chaves (chave, nome, parceiro_id)
          SELECT c, p.nome, p.id FROM parceiros p JOIN parceiros_busca b ON b.parceiro_id = p.id, sw_busca_chaves(b.texto) c
           WHERE p.id = ANY(ids);
      $$;

      CREATE FUNCTION sw_busca_parceiros_inseridos() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM sw_busca_parceiros_refazer(ARRAY(SELECT id FROM novos));
        RETURN NULL;
      END $$;
      CREATE FUNCTION sw_busca_parceiro_alterado() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM sw_busca_parceiros_refazer(ARRAY[NEW.id]);
        RETURN NULL;
      END $$;
      CREATE FUNCTION sw_busca_loja_renomeada() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM sw_busca_parceiros_refazer(ARRAY(SELECT id FROM parceiros WHERE revenda_id = NEW.id));
        RETURN NULL;
      END $$;

      -- One set-based pass per INSERT statement (a bulk load is one statement).
      CREATE TRIGGER parceiros_busca_insercao AFTER INSERT ON parceiros REFERENCING NEW TABLE AS novos
        FOR EACH STATEMENT EXECUTE FUNCTION sw_busca_parceiros_inseridos();
      -- The WHEN keeps the ledger's balance updates (the most frequent writes of parceiros) free.
      CREATE TRIGGER parceiros_busca_alteracao AFTER UPDATE ON parceiros FOR EACH ROW
        WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.email IS DISTINCT FROM NEW.email
              OR OLD.cpf IS DISTINCT FROM NEW.cpf OR OLD.revenda_id IS DISTINCT FROM NEW.revenda_id)
        EXECUTE FUNCTION sw_busca_parceiro_alterado();
      CREATE TRIGGER revendas_busca_parceiros AFTER UPDATE ON revendas FOR EACH ROW
        WHEN (OLD.nome_fantasia IS DISTINCT FROM NEW.nome_fantasia)
        EXECUTE FUNCTION sw_busca_loja_renomeada();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER revendas_busca_parceiros ON revendas;
      DROP TRIGGER parceiros_busca_alteracao ON parceiros;
      DROP TRIGGER parceiros_busca_insercao ON parceiros;
      DROP FUNCTION sw_busca_loja_renomeada(), sw_busca_parceiro_alterado(), sw_busca_parceiros_inseridos(),
        sw_busca_parceiros_refazer(int[]);
      DROP TABLE parceiros_busca_chaves, parceiros_busca;
      DROP FUNCTION sw_busca_chaves(text), sw_busca_chave(text), sw_busca_texto_parceiro(text, text, text, text), sw_busca_palavras(text);
    `);
  }
}
