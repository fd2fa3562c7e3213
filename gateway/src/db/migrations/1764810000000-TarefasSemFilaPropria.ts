import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table tarefas kept the columns of the hand-written queue it once was: its own attempt limit,
 * lease and claim-order index. pg-boss now owns retries, leases and the order of the queue
 * (core/tarefas.ts); tarefas keeps what the screens read (status, progress, result, who runs it).
 */
export class TarefasSemFilaPropria1764810000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX IF EXISTS tarefas_fila_idx;
      ALTER TABLE tarefas DROP COLUMN IF EXISTS max_tentativas, DROP COLUMN IF EXISTS concessao_ate;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tarefas ADD COLUMN max_tentativas smallint NOT NULL DEFAULT 2, ADD COLUMN concessao_ate timestamptz;
      CREATE INDEX tarefas_fila_idx ON tarefas (criado_em, id) WHERE status IN ('pendente', 'executando');
    `);
  }
}
