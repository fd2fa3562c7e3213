import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * System settings, the WhatsApp provider settings and the outbox of messages
 * (docs/configuracoes-e-mensagens.md).
 */
export class ConfiguracoesMensagens1764000100000 implements MigrationInterface {
  name = 'ConfiguracoesMensagens1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      -- One row, always present: readers never have to handle "not configured yet".
      CREATE TABLE configuracoes_sistema (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        -- Points one sale may credit at most; 0 means no limit.
        limite_pontuacao integer NOT NULL DEFAULT 0 CHECK (limite_pontuacao >= 0),
        usos_semanais_voucher integer NOT NULL DEFAULT 3 CHECK (usos_semanais_voucher >= 0),
        voucher_ativo boolean NOT NULL DEFAULT true,
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_por varchar(160)
      );
      INSERT INTO configuracoes_sistema (id) VALUES (1);

      -- The messaging provider: at most one row (the contract's array has one element).
      CREATE TABLE configuracoes_whatsapp (
        id serial PRIMARY KEY,
        unica boolean NOT NULL DEFAULT true UNIQUE CHECK (unica),
        url varchar(500) NOT NULL,
        -- AES-256-GCM (core/cifra.ts); the token in clear never reaches the database.
        token_cifrado text NOT NULL,
        codigo varchar(120) NOT NULL,
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_por varchar(160)
      );

      CREATE TABLE mensagens_saida (
        id bigserial PRIMARY KEY,
        destino varchar(13) NOT NULL,
        tipo varchar(40) NOT NULL,
        texto text NOT NULL,
        parametros jsonb NOT NULL DEFAULT '{}',
        parceiro_id integer REFERENCES parceiros(id) ON DELETE SET NULL,
        -- Idempotency key of the producer (e.g. one expiry reminder per member and milestone).
        chave varchar(160) UNIQUE,
        status varchar(10) NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'enviada', 'falhou')),
        tentativas smallint NOT NULL DEFAULT 0 CHECK (tentativas >= 0),
        proxima_tentativa_em timestamptz NOT NULL DEFAULT now(),
        ultimo_erro varchar(500),
        criado_em timestamptz NOT NULL DEFAULT now(),
        enviada_em timestamptz
      );
      -- The sender claims due messages in this order; the partial index keeps it small.
      CREATE INDEX mensagens_saida_devidas_idx ON mensagens_saida (proxima_tentativa_em, id) WHERE status = 'pendente';
      CREATE INDEX mensagens_saida_parceiro_idx ON mensagens_saida (parceiro_id, criado_em DESC) WHERE parceiro_id IS NOT NULL;
      CREATE INDEX mensagens_saida_status_idx ON mensagens_saida (status, criado_em DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mensagens_saida, configuracoes_whatsapp, configuracoes_sistema`);
  }
}
