import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Standard products (the brand's catalogue), store products (a store's own code, description
 * and price for a catalogue product) and the secrets table the signed download links use.
 */
export class Produtos1763900100000 implements MigrationInterface {
  name = 'Produtos1763900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE produtos (
        id serial PRIMARY KEY,
        codigo varchar(30) NOT NULL,
        nome varchar(200) NOT NULL,
        valor_unitario numeric(12,2) NOT NULL CHECK (valor_unitario >= 0),
        valor_pontos numeric(12,2) NOT NULL CHECK (valor_pontos >= 0),
        codigo_barras varchar(14),
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      -- Codes are looked up as people type them (receipts, forms): unique and found ignoring case.
      CREATE UNIQUE INDEX produtos_codigo_uq ON produtos (lower(codigo));
      CREATE UNIQUE INDEX produtos_codigo_barras_uq ON produtos (codigo_barras) WHERE codigo_barras IS NOT NULL;
      -- The list's default order (valorPontos desc) and its Ativos/Inativos filter.
      CREATE INDEX produtos_ativo_pontos_idx ON produtos (ativo, valor_pontos DESC, id);
      CREATE INDEX produtos_nome_idx ON produtos (lower(nome));

      CREATE TABLE produtos_revenda (
        id serial PRIMARY KEY,
        revenda_id integer NOT NULL REFERENCES revendas(id),
        -- RESTRICT: a catalogue product with store products is retired by deactivation, not deleted.
        produto_id integer NOT NULL REFERENCES produtos(id),
        codigo varchar(30) NOT NULL,
        nome varchar(200) NOT NULL,
        valor_unitario numeric(12,2) NOT NULL CHECK (valor_unitario >= 0),
        -- Points per unit. When herdado, it follows the catalogue product's valorPontos (kept in step
        -- in the same transaction as the catalogue edit), so lists can sort on an indexed column.
        valor_pontos numeric(12,2) NOT NULL CHECK (valor_pontos >= 0),
        valor_pontos_herdado boolean NOT NULL DEFAULT true,
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX produtos_revenda_codigo_uq ON produtos_revenda (revenda_id, lower(codigo));
      CREATE INDEX produtos_revenda_pontos_idx ON produtos_revenda (revenda_id, valor_pontos DESC, id);
      CREATE INDEX produtos_revenda_global_pontos_idx ON produtos_revenda (valor_pontos DESC, id);
      CREATE INDEX produtos_revenda_produto_idx ON produtos_revenda (produto_id);

      -- Server-side secrets shared by every gateway instance (e.g. the key of signed download links
      -- when SW_SEGREDO_LINKS is not set): the first instance to need one creates it.
      CREATE TABLE segredos (
        nome varchar(60) PRIMARY KEY,
        valor text NOT NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE segredos, produtos_revenda, produtos CASCADE`);
  }
}
