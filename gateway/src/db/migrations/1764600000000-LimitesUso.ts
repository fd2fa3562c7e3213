import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * usos_limitados: one row per expensive call (exports, uploads), by caller, so the limit of
 * LIMITE_PESADAS_MIN holds across every gateway instance sharing the database.
 */
export class LimitesUso1764600000000 implements MigrationInterface {
  name = 'LimitesUso1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE usos_limitados (
        id bigserial PRIMARY KEY,
        chave varchar(80) NOT NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX usos_limitados_chave_idx ON usos_limitados (chave, criado_em);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE usos_limitados`);
  }
}
