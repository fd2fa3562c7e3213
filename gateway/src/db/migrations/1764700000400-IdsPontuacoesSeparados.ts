import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claim ids and sale ids stop sharing a range: new claims are numbered from 1,000,000,000 (common's
 * INICIO_IDS_PONTUACAO), far above any sale id, so an identificador of one kind sent to an action
 * of the other matches nothing (docs/decisoes.md, "Identificadores de venda e de pontuação").
 */
export class IdsPontuacoesSeparados1764700000400 implements MigrationInterface {
  name = 'IdsPontuacoesSeparados1764700000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      SELECT setval(pg_get_serial_sequence('pontuacoes', 'id'),
                    GREATEST((SELECT COALESCE(max(id), 0) FROM pontuacoes), 999999999), true)
    `);
  }

  async down(): Promise<void> {
    // Numbers already given out stay; nothing to undo.
  }
}
