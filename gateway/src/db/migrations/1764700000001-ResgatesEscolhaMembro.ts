import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * resgates.escolha_membro: what the member chose when redeeming (the operator and number of a phone
 * top-up, 110V/220V of a bivolt prize, their free note), kept apart from resgates.obs, which becomes
 * the staff note only. A staff note can then never overwrite the member's delivery choice.
 *
 * Existing rows: obs held the member's text unless staff had saved a note over it (a
 * 'resgates.observacao' row in logs). Rows never edited by staff move their obs to escolha_membro;
 * rows edited by staff keep obs as the staff note (the member's original text was already lost).
 * docs/premios-e-resgates.md.
 */
export class ResgatesEscolhaMembro1764700000001 implements MigrationInterface {
  name = 'ResgatesEscolhaMembro1764700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE resgates ADD COLUMN escolha_membro varchar(500);
      UPDATE resgates r SET escolha_membro = r.obs, obs = NULL
       WHERE r.obs IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM logs l WHERE l.tipo = 'resgates.observacao' AND l.parametros->>'id' = r.id::text);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE resgates SET obs = escolha_membro WHERE obs IS NULL AND escolha_membro IS NOT NULL;
      ALTER TABLE resgates DROP COLUMN escolha_membro;
    `);
  }
}
