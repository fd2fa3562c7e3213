import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prepaid cards and the redemption additions (docs/cartoes.md, docs/premios-e-resgates.md):
 * one card per member and per CPF (unique indexes, so two parallel requests cannot make two);
 * a redemption's idempotency key, unique per member, with the answer it gave; the card a credit
 * redemption went to.
 */
export class CartoesResgates1764200000000 implements MigrationInterface {
  name = 'CartoesResgates1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cartoes (
        id serial PRIMARY KEY,
        parceiro_id integer REFERENCES parceiros(id),
        cpf varchar(11),
        nome varchar(160),
        codigo_barras varchar(60),
        numero varchar(30),
        saldo numeric(14,2) NOT NULL DEFAULT 0,
        atualizado_em timestamptz,
        bloqueado boolean NOT NULL DEFAULT true,
        em_desbloqueio boolean NOT NULL DEFAULT false,
        entregue boolean NOT NULL DEFAULT false,
        solicitado_em timestamptz,
        criado_em timestamptz NOT NULL DEFAULT now(),
        CHECK (cpf IS NULL OR cpf ~ '^[0-9]{11}$'),
        CHECK ((parceiro_id IS NULL) = (cpf IS NULL))
      );
      CREATE UNIQUE INDEX cartoes_cpf_uq ON cartoes (cpf);
      CREATE UNIQUE INDEX cartoes_parceiro_uq ON cartoes (parceiro_id);
      CREATE UNIQUE INDEX cartoes_codigo_barras_uq ON cartoes (codigo_barras);
      CREATE UNIQUE INDEX cartoes_numero_uq ON cartoes (numero);
      CREATE INDEX cartoes_criado_idx ON cartoes (criado_em DESC, id);

      ALTER TABLE resgates
        ADD COLUMN chave_idempotencia varchar(100),
        ADD COLUMN resposta jsonb,
        ADD COLUMN cartao_id integer REFERENCES cartoes(id);
      CREATE UNIQUE INDEX resgates_idempotencia_uq ON resgates (parceiro_id, chave_idempotencia) WHERE chave_idempotencia IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX resgates_idempotencia_uq;
      ALTER TABLE resgates DROP COLUMN chave_idempotencia, DROP COLUMN resposta, DROP COLUMN cartao_id;
      DROP TABLE cartoes;
    `);
  }
}
