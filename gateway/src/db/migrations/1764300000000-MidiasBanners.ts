import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redemption media (photos and videos attached by staff), banners, and the Logs screen's indexes.
 * Logs are read newest first, optionally by type and always within a date range; paging breaks ties
 * by id (core/listagem), so the indexes carry (criado_em, id) — one index serves both directions.
 */
export class MidiasBanners1764300000000 implements MigrationInterface {
  name = 'MidiasBanners1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE resgate_midias (
        id serial PRIMARY KEY,
        resgate_id integer NOT NULL REFERENCES resgates(id) ON DELETE CASCADE,
        arquivo varchar(60) NOT NULL,
        tipo_arquivo varchar(10) NOT NULL,
        criado_por integer REFERENCES usuarios(id) ON DELETE SET NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX resgate_midias_resgate_idx ON resgate_midias (resgate_id);
      CREATE INDEX resgate_midias_criado_idx ON resgate_midias (criado_em NULLS FIRST, id);

      CREATE TABLE banners (
        id serial PRIMARY KEY,
        titulo varchar(120) NOT NULL,
        descricao text,
        data_inicial date NOT NULL,
        data_final date NOT NULL,
        ordem integer NOT NULL,
        ativo boolean NOT NULL DEFAULT true,
        imagem varchar(60),
        criado_em timestamptz NOT NULL DEFAULT now(),
        CHECK (data_inicial <= data_final)
      );
      CREATE INDEX banners_ordem_idx ON banners (ordem, id);

      DROP INDEX logs_criado_em_idx;
      DROP INDEX logs_tipo_idx;
      CREATE INDEX logs_criado_em_idx ON logs (criado_em NULLS FIRST, id);
      CREATE INDEX logs_tipo_idx ON logs (tipo, criado_em NULLS FIRST, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX logs_tipo_idx;
      DROP INDEX logs_criado_em_idx;
      CREATE INDEX logs_criado_em_idx ON logs (criado_em DESC);
      CREATE INDEX logs_tipo_idx ON logs (tipo, criado_em DESC);
      DROP TABLE banners;
      DROP TABLE resgate_midias;
    `);
  }
}
