import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's claim sends, by idempotency key (docs/pontuacoes-membro.md, "Envio repetido"): the first
 * answer is kept, and a repeat of the same key (a double click, a retry after the connection dropped)
 * gets it back instead of creating the claims again. The key is the client's, unique per member; a
 * member's keys older than a day are dropped on their next send (a retry comes within minutes).
 */
export class EnviosPontuacao1764850000150 implements MigrationInterface {
  name = 'EnviosPontuacao1764850000150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pontuacoes_envios (
        parceiro_id integer NOT NULL REFERENCES parceiros(id) ON DELETE CASCADE,
        chave varchar(100) NOT NULL,
        resposta jsonb,
        criado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (parceiro_id, chave)
      )
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pontuacoes_envios`);
  }
}
