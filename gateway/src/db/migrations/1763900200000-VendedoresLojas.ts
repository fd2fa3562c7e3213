import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vendedores Lojas: the status-change history and the indexes of the staff list (docs/vendedores.md).
 *
 * Sort indexes are declared NULLS FIRST because the shared list helper orders ASC NULLS FIRST /
 * DESC NULLS LAST; a plain index does not match that order and PostgreSQL would sort the table.
 * Search is "contains" on nome, email, CPF and store name, served by trigram indexes when pg_trgm can
 * be installed; where it cannot (a managed server without it), prefix indexes serve a prefix search.
 */
export class VendedoresLojas1763900200000 implements MigrationInterface {
  name = 'VendedoresLojas1763900200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE parceiros_justificativas (
        id bigserial PRIMARY KEY,
        -- A salesperson can only be deleted when they never sold; their history goes with them.
        parceiro_id integer NOT NULL REFERENCES parceiros(id) ON DELETE CASCADE,
        usuario_id integer REFERENCES usuarios(id),
        -- Who acted, as named at the time: the history reads the same after a rename.
        usuario_nome varchar(160) NOT NULL,
        status_anterior smallint NOT NULL CHECK (status_anterior IN (0, 1)),
        status_novo smallint NOT NULL CHECK (status_novo IN (0, 1)),
        justificativa varchar(500) NOT NULL CHECK (btrim(justificativa) <> ''),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX parceiros_justificativas_parceiro_idx ON parceiros_justificativas (parceiro_id, created_at DESC, id DESC);

      -- Default sort (nome asc) and the export's keyset walk.
      CREATE INDEX parceiros_nome_idx ON parceiros (nome NULLS FIRST, id);
      CREATE INDEX parceiros_revenda_nome_idx ON parceiros (revenda_id, nome NULLS FIRST, id);
      DROP INDEX parceiros_revenda_idx;

      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
          BEGIN
            CREATE EXTENSION IF NOT EXISTS pg_trgm;
          EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
            RAISE NOTICE 'pg_trgm indisponível: busca de vendedores por prefixo';
          END;
        END IF;
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX parceiros_nome_trgm ON parceiros USING gin (nome gin_trgm_ops);
          CREATE INDEX parceiros_email_trgm ON parceiros USING gin (email gin_trgm_ops);
          CREATE INDEX parceiros_cpf_trgm ON parceiros USING gin ((cpf::text) gin_trgm_ops);
          CREATE INDEX revendas_nome_fantasia_trgm ON revendas USING gin (nome_fantasia gin_trgm_ops);
        ELSE
          CREATE INDEX parceiros_nome_prefixo ON parceiros (lower(nome) text_pattern_ops);
          CREATE INDEX parceiros_email_prefixo ON parceiros (lower(email) text_pattern_ops);
          CREATE INDEX parceiros_cpf_prefixo ON parceiros ((cpf::text) text_pattern_ops);
          CREATE INDEX revendas_nome_fantasia_prefixo ON revendas (lower(nome_fantasia) text_pattern_ops);
        END IF;
      END $$;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX IF EXISTS parceiros_nome_trgm, parceiros_email_trgm, parceiros_cpf_trgm, revendas_nome_fantasia_trgm,
        parceiros_nome_prefixo, parceiros_email_prefixo, parceiros_cpf_prefixo, revendas_nome_fantasia_prefixo;
      CREATE INDEX parceiros_revenda_idx ON parceiros (revenda_id);
      DROP INDEX parceiros_revenda_nome_idx, parceiros_nome_idx;
      DROP TABLE parceiros_justificativas;
    `);
  }
}
