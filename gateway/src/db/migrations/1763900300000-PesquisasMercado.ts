import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Market research: one row per survey of a store, with its two top-5 product lists as jsonb
 * (they are always read and written whole, never queried item by item).
 */
export class PesquisasMercado1763900300000 implements MigrationInterface {
  name = 'PesquisasMercado1763900300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pesquisas_mercado (
        id serial PRIMARY KEY,
        -- A store with surveys is in use: deleting it is refused (the surveys are kept, not cascaded away).
        revenda_id integer NOT NULL REFERENCES revendas(id),
        cidade varchar(120) NOT NULL,
        categoria varchar(120) NOT NULL,
        comunicacao varchar(255) NOT NULL,
        qtde_vendedores integer NOT NULL CHECK (qtde_vendedores >= 0),
        faturamento numeric(14,2) NOT NULL CHECK (faturamento >= 0),
        media_mensal numeric(14,2) NOT NULL CHECK (media_mensal >= 0),
        share numeric(5,2) NOT NULL CHECK (share BETWEEN 0 AND 100),
        produtos_mais_vendidos jsonb NOT NULL CHECK (jsonb_typeof(produtos_mais_vendidos) = 'array'),
        produtos_mais_vendidos_concorrentes jsonb NOT NULL CHECK (jsonb_typeof(produtos_mais_vendidos_concorrentes) = 'array'),
        qtde_produtos_vendidos integer NOT NULL CHECK (qtde_produtos_vendidos >= 0),
        fonte varchar(10) NOT NULL CHECK (fonte IN ('Sistema', 'Equipe')),
        criado_por_id integer REFERENCES usuarios(id) ON DELETE SET NULL,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      -- The list filters by store (and by network through the store) and pages by store name.
      CREATE INDEX pesquisas_mercado_revenda_idx ON pesquisas_mercado (revenda_id, id);
      CREATE INDEX pesquisas_mercado_criado_em_idx ON pesquisas_mercado (criado_em DESC, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pesquisas_mercado`);
  }
}
