import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The points ledger (docs/pontos.md): immutable movements, earning lots with an expiry date, and
 * which lots each debit used. parceiros.saldo_pontos / total_pontos are caches of these tables.
 */
export class Pontos1764000000000 implements MigrationInterface {
  name = 'Pontos1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE movimentos_pontos (
        id bigserial PRIMARY KEY,
        parceiro_id integer NOT NULL REFERENCES parceiros(id),
        tipo varchar(30) NOT NULL CHECK (tipo IN (
          'credito_venda', 'credito_codigo', 'credito_indicacao', 'credito_plataforma', 'credito_ajuste',
          'debito_resgate', 'debito_ajuste', 'expiracao', 'reativacao', 'correcao', 'estorno')),
        pontos numeric(14,2) NOT NULL CHECK (pontos <> 0),
        origem_tipo varchar(30) NOT NULL,
        origem_id varchar(80) NOT NULL,
        estorna_movimento_id bigint UNIQUE REFERENCES movimentos_pontos(id),
        motivo varchar(500),
        responsavel_tipo varchar(10) NOT NULL,
        responsavel_id integer,
        responsavel_nome varchar(160),
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      -- A source (a sale, a code use, a referral, a platform reference, a redemption) moves points once.
      CREATE UNIQUE INDEX movimentos_origem_uq ON movimentos_pontos (tipo, origem_tipo, origem_id)
        WHERE tipo NOT IN ('estorno', 'correcao', 'expiracao', 'reativacao');
      CREATE INDEX movimentos_parceiro_idx ON movimentos_pontos (parceiro_id, criado_em DESC, id DESC);
      CREATE INDEX movimentos_origem_idx ON movimentos_pontos (origem_tipo, origem_id);

      CREATE TABLE lotes_pontos (
        id bigserial PRIMARY KEY,
        parceiro_id integer NOT NULL REFERENCES parceiros(id),
        movimento_id bigint NOT NULL UNIQUE REFERENCES movimentos_pontos(id),
        pontos numeric(14,2) NOT NULL CHECK (pontos > 0),
        restante numeric(14,2) NOT NULL CHECK (restante >= 0 AND restante <= pontos),
        creditado_em timestamptz NOT NULL,
        vence_em timestamptz NOT NULL
      );
      -- Debits take open lots oldest expiry first; the expiry run finds due lots.
      CREATE INDEX lotes_abertos_idx ON lotes_pontos (parceiro_id, vence_em, id) WHERE restante > 0;
      CREATE INDEX lotes_vencimento_idx ON lotes_pontos (vence_em) WHERE restante > 0;

      -- What each movement took from (positive) or gave back to (negative) each lot.
      CREATE TABLE consumos_lotes (
        movimento_id bigint NOT NULL REFERENCES movimentos_pontos(id),
        lote_id bigint NOT NULL REFERENCES lotes_pontos(id),
        pontos numeric(14,2) NOT NULL CHECK (pontos <> 0),
        PRIMARY KEY (movimento_id, lote_id)
      );
      CREATE INDEX consumos_lote_idx ON consumos_lotes (lote_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE consumos_lotes, lotes_pontos, movimentos_pontos`);
  }
}
