import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales with items (Nova venda). A fiscal document (store, nota/cupom, number) credits once: the
 * partial unique index below is what stops two clicks or two staff members crediting the same
 * invoice twice, even when both requests run at the same moment. A cancelled sale frees its number.
 */
export class VendasItens1764000300000 implements MigrationInterface {
  name = 'VendasItens1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      -- Existing sales were all invoices ('N'): the default backfills them.
      ALTER TABLE vendas
        ADD COLUMN tipo_fiscal char(1) NOT NULL DEFAULT 'N' CHECK (tipo_fiscal IN ('N', 'C')),
        ADD COLUMN total_descontos numeric(14,2) NOT NULL DEFAULT 0 CHECK (total_descontos >= 0),
        ADD COLUMN link_arquivo varchar(500),
        ADD COLUMN aprovado_por integer REFERENCES usuarios(id),
        ADD COLUMN criado_por integer REFERENCES usuarios(id);

      CREATE UNIQUE INDEX vendas_documento_uq ON vendas (revenda_id, tipo_fiscal, identificador)
        WHERE cancelada_em IS NULL AND identificador IS NOT NULL;
      -- The pre-check on the screen looks a number up before the store is known to the index above.
      CREATE INDEX vendas_identificador_idx ON vendas (identificador) WHERE cancelada_em IS NULL;

      CREATE TABLE vendas_itens (
        id bigserial PRIMARY KEY,
        venda_id bigint NOT NULL REFERENCES vendas(id) ON DELETE CASCADE,
        produto_id integer NOT NULL REFERENCES produtos(id),
        produto_revenda_id integer REFERENCES produtos_revenda(id),
        codigo varchar(30) NOT NULL,
        descricao varchar(200) NOT NULL,
        qtde integer NOT NULL CHECK (qtde >= 1),
        valor_unitario numeric(14,2) NOT NULL CHECK (valor_unitario >= 0),
        valor_desconto numeric(14,2) NOT NULL DEFAULT 0 CHECK (valor_desconto >= 0),
        sub_total numeric(14,2) NOT NULL CHECK (sub_total >= 0),
        valor_pontos numeric(14,2) NOT NULL CHECK (valor_pontos >= 0),
        fator smallint NOT NULL CHECK (fator >= 1)
      );
      CREATE INDEX vendas_itens_venda_idx ON vendas_itens (venda_id);
      -- Products-sold reports group by product.
      CREATE INDEX vendas_itens_produto_idx ON vendas_itens (produto_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE vendas_itens;
      DROP INDEX vendas_identificador_idx;
      DROP INDEX vendas_documento_uq;
      ALTER TABLE vendas DROP COLUMN tipo_fiscal, DROP COLUMN total_descontos, DROP COLUMN link_arquivo,
        DROP COLUMN aprovado_por, DROP COLUMN criado_por;
    `);
  }
}
