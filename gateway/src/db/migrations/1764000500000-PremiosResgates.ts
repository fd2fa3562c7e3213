import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prizes and redemptions (docs/premios-e-resgates.md). The points of a redemption live in the
 * ledger (movimentos_pontos, origem 'resgate'); this table keeps what was redeemed and its delivery.
 */
export class PremiosResgates1764000500000 implements MigrationInterface {
  name = 'PremiosResgates1764000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE premios (
        id serial PRIMARY KEY,
        nome varchar(160) NOT NULL,
        descricao text NOT NULL,
        codigo varchar(60) NOT NULL,
        custo_total numeric(14,2) NOT NULL CHECK (custo_total >= 0),
        tipo varchar(10) NOT NULL DEFAULT 'geral' CHECK (tipo IN ('geral', 'bivolt', 'credito', 'recarga')),
        ativo boolean NOT NULL DEFAULT true,
        pontos numeric(14,2) NOT NULL DEFAULT 0 CHECK (pontos >= 0),
        pontos_alternativo numeric(14,2) CHECK (pontos_alternativo >= 0),
        foto varchar(200),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX premios_codigo_uq ON premios (lower(codigo));
      CREATE INDEX premios_nome_idx ON premios (lower(nome));

      CREATE TABLE resgates (
        id serial PRIMARY KEY,
        redemption_code varchar(20) NOT NULL,
        parceiro_id integer NOT NULL REFERENCES parceiros(id),
        revenda_id integer NOT NULL REFERENCES revendas(id),
        premio_id integer NOT NULL REFERENCES premios(id),
        qtde smallint NOT NULL DEFAULT 1 CHECK (qtde = 1),
        pontos_gastos numeric(14,2) NOT NULL CHECK (pontos_gastos > 0),
        saldo_anterior numeric(14,2) NOT NULL,
        obs varchar(500),
        status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
        movimento_id bigint UNIQUE REFERENCES movimentos_pontos(id),
        resgatado_em timestamptz NOT NULL DEFAULT now(),
        data_entrega date,
        cancelado_em timestamptz
      );
      CREATE UNIQUE INDEX resgates_codigo_uq ON resgates (redemption_code);
      -- The member's own list and the monthly limits (count per member since the month began).
      CREATE INDEX resgates_parceiro_idx ON resgates (parceiro_id, resgatado_em DESC);
      -- The panel list: newest first, per store (rede filters go through revendas_rede_idx).
      CREATE INDEX resgates_resgatado_idx ON resgates (resgatado_em DESC, id);
      CREATE INDEX resgates_revenda_idx ON resgates (revenda_id, resgatado_em DESC);
      CREATE INDEX resgates_premio_idx ON resgates (premio_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE resgates, premios`);
  }
}
