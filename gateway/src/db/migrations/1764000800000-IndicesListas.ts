import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paged lists order by (x ASC NULLS FIRST, id ASC) or its exact reverse (core/listagem), so an
 * index (x NULLS FIRST, id) serves both directions. The redemptions index was (resgatado_em DESC, id),
 * which matches neither: the newest-first page sorted the whole table.
 */
export class IndicesListas1764000800000 implements MigrationInterface {
  name = 'IndicesListas1764000800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX resgates_resgatado_idx;
      CREATE INDEX resgates_resgatado_idx ON resgates (resgatado_em NULLS FIRST, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX resgates_resgatado_idx;
      CREATE INDEX resgates_resgatado_idx ON resgates (resgatado_em DESC, id);
    `);
  }
}
