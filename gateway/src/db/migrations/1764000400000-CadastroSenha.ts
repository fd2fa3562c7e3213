import { MigrationInterface, QueryRunner } from 'typeorm';

/** Password-recovery links and the per-address counter of public calls (docs/cadastro-e-senha.md). */
export class CadastroSenha1764000400000 implements MigrationInterface {
  name = 'CadastroSenha1764000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      -- One row per link e-mailed; only the SHA-256 of the token is kept. A new request
      -- invalidates the member's earlier links; using one consumes it.
      CREATE TABLE recuperacoes_senha (
        id bigserial PRIMARY KEY,
        parceiro_id integer NOT NULL REFERENCES parceiros (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        criado_em timestamptz NOT NULL DEFAULT now(),
        expira_em timestamptz NOT NULL,
        usado_em timestamptz
      );
      CREATE INDEX recuperacoes_senha_parceiro_idx ON recuperacoes_senha (parceiro_id) WHERE usado_em IS NULL;
      -- Recovery by e-mail looks members up by the address, case-insensitively.
      CREATE INDEX parceiros_email_lower_idx ON parceiros (lower(email));

      -- Public calls that could enumerate members (registration, CPF check, recovery), counted
      -- per address in the database so every gateway instance agrees.
      CREATE TABLE tentativas_publicas (
        id bigserial PRIMARY KEY,
        acao varchar(20) NOT NULL,
        ip varchar(64) NOT NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX tentativas_publicas_ip_idx ON tentativas_publicas (acao, ip, criado_em);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX parceiros_email_lower_idx; DROP TABLE tentativas_publicas, recuperacoes_senha`);
  }
}
