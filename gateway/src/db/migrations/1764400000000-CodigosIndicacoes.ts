import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-up codes, their uses, and who referred whom (docs/codigos-indicacoes-e-contas.md). */
export class CodigosIndicacoes1764400000000 implements MigrationInterface {
  name = 'CodigosIndicacoes1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE codigos_cadastro (
        id serial PRIMARY KEY,
        codigo varchar(40) NOT NULL CHECK (codigo = upper(codigo)),
        pontos integer NOT NULL CHECK (pontos >= 1),
        usos integer NOT NULL CHECK (usos >= 1),
        usos_realizados integer NOT NULL DEFAULT 0 CHECK (usos_realizados >= 0 AND usos_realizados <= usos),
        expira_em date CHECK (expira_em <= '2999-12-31'),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX codigos_cadastro_codigo_uq ON codigos_cadastro (codigo);

      -- One row per member who registered with a code. The code's text is kept so the report
      -- still reads after the code is deleted; one code per member.
      CREATE TABLE codigos_cadastro_usos (
        id bigserial PRIMARY KEY,
        codigo_id integer REFERENCES codigos_cadastro (id) ON DELETE SET NULL,
        codigo varchar(40) NOT NULL,
        parceiro_id integer NOT NULL UNIQUE REFERENCES parceiros (id),
        pontos integer NOT NULL,
        usado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX codigos_cadastro_usos_data_idx ON codigos_cadastro_usos (usado_em DESC, id DESC);

      -- Who referred whom: a member is referred once; the referrer is credited once, when the
      -- referral becomes valid (the referred member's first credited sale).
      CREATE TABLE indicacoes (
        id bigserial PRIMARY KEY,
        indicador_id integer NOT NULL REFERENCES parceiros (id),
        indicado_id integer NOT NULL UNIQUE REFERENCES parceiros (id),
        plataforma varchar(40) NOT NULL DEFAULT 'Indicado por Cadastro',
        validado boolean NOT NULL DEFAULT false,
        validado_em timestamptz,
        movimento_id bigint REFERENCES movimentos_pontos (id),
        criado_em timestamptz NOT NULL DEFAULT now(),
        CHECK (indicador_id <> indicado_id)
      );
      CREATE INDEX indicacoes_indicador_idx ON indicacoes (indicador_id, criado_em DESC, id DESC);

      -- Social sign-in finds the member by the provider's subject.
      CREATE UNIQUE INDEX parceiros_google_auth_id_uq ON parceiros (google_auth_id) WHERE google_auth_id IS NOT NULL;

      -- Every member has a referral code; members created before codes existed get one now.
      UPDATE parceiros SET id_indicacao = 'SW' || lpad(upper(to_hex(id)), 6, '0') WHERE id_indicacao IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX parceiros_google_auth_id_uq; DROP TABLE indicacoes, codigos_cadastro_usos, codigos_cadastro`);
  }
}
