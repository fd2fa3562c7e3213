import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner platforms (SW PRO Cursos, Ache Seu Pintor) credit points through an integrator API key.
 * chaves_integracao keeps only a SHA-256 of each key (a 256-bit random secret needs no slow hash:
 * there is nothing to guess) and the first characters, so lists can tell keys apart.
 * pontuacoes_plataforma is one row per credit sent; UNIQUE (plataforma, referencia) makes a resend
 * of the same reference a no-op. vendas.chave_acesso: the NF-e/NFC-e access key of a sale, when
 * Nova venda read it; one live sale per key (docs/integracoes-e-chave-nfce.md).
 */
export class Integracoes1764000700000 implements MigrationInterface {
  name = 'Integracoes1764000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chaves_integracao (
        id serial PRIMARY KEY,
        nome varchar(100) NOT NULL,
        plataforma varchar(60) NOT NULL,
        prefixo varchar(16) NOT NULL,
        hash char(64) NOT NULL UNIQUE,
        criado_por integer REFERENCES usuarios(id),
        criado_em timestamptz NOT NULL DEFAULT now(),
        revogada_em timestamptz,
        ultimo_uso_em timestamptz
      )`);
    await q.query(`
      CREATE TABLE pontuacoes_plataforma (
        id bigserial PRIMARY KEY,
        parceiro_id integer NOT NULL REFERENCES parceiros(id),
        plataforma varchar(60) NOT NULL,
        referencia varchar(100) NOT NULL,
        pontos numeric(14,2) NOT NULL CHECK (pontos > 0),
        descricao varchar(255),
        chave_id integer NOT NULL REFERENCES chaves_integracao(id),
        enviado_em timestamptz NOT NULL DEFAULT now(),
        movimento_id bigint REFERENCES movimentos_pontos(id),
        UNIQUE (plataforma, referencia)
      )`);
    await q.query(`CREATE INDEX pontuacoes_plataforma_parceiro_idx ON pontuacoes_plataforma (parceiro_id, enviado_em DESC)`);
    await q.query(`ALTER TABLE vendas ADD COLUMN chave_acesso char(44)`);
    await q.query(`CREATE UNIQUE INDEX vendas_chave_acesso_idx ON vendas (chave_acesso) WHERE chave_acesso IS NOT NULL AND cancelada_em IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX vendas_chave_acesso_idx`);
    await q.query(`ALTER TABLE vendas DROP COLUMN chave_acesso`);
    await q.query(`DROP TABLE pontuacoes_plataforma, chaves_integracao`);
  }
}
