import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The partner-offer catalogue (docs/ofertas-e-catalogo.md): categories with sub-categories,
 * experiences, cities and offers, kept in our database and filled by the provider sync (each row
 * keyed by the provider's id). A redemption now names either a prize or an offer.
 */
export class CatalogoOfertas1764100000000 implements MigrationInterface {
  name = 'CatalogoOfertas1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ofertas_categorias (
        id serial PRIMARY KEY,
        provedor_id varchar(60) NOT NULL,
        nome varchar(120) NOT NULL,
        -- A sub-category points at its category; categories have no parent.
        pai_id integer REFERENCES ofertas_categorias(id),
        ativo boolean NOT NULL DEFAULT true,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX ofertas_categorias_provedor_uq ON ofertas_categorias (provedor_id);
      CREATE INDEX ofertas_categorias_pai_idx ON ofertas_categorias (pai_id);

      CREATE TABLE ofertas_experiencias (
        id serial PRIMARY KEY,
        provedor_id varchar(60) NOT NULL,
        titulo varchar(200) NOT NULL,
        descricao text NOT NULL DEFAULT '',
        imagem_url varchar(500),
        categoria_id integer NOT NULL REFERENCES ofertas_categorias(id),
        subcategoria_id integer REFERENCES ofertas_categorias(id),
        ativo boolean NOT NULL DEFAULT true,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX ofertas_experiencias_provedor_uq ON ofertas_experiencias (provedor_id);
      CREATE INDEX ofertas_experiencias_categoria_idx ON ofertas_experiencias (categoria_id, subcategoria_id);

      CREATE TABLE ofertas_cidades (
        id serial PRIMARY KEY,
        provedor_id varchar(60) NOT NULL,
        nome varchar(120) NOT NULL,
        nome_localizado varchar(160) NOT NULL,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX ofertas_cidades_provedor_uq ON ofertas_cidades (provedor_id);

      CREATE TABLE ofertas (
        id serial PRIMARY KEY,
        provedor_id varchar(60) NOT NULL,
        codigo varchar(60) NOT NULL,
        nome varchar(200) NOT NULL,
        descricao text NOT NULL DEFAULT '',
        tipo varchar(10) NOT NULL DEFAULT 'geral' CHECK (tipo IN ('geral', 'bivolt', 'credito', 'recarga')),
        -- 0 = new, not yet priced by staff (hidden from members). Kept across syncs.
        pontos numeric(14,2) NOT NULL DEFAULT 0 CHECK (pontos >= 0),
        pontos_alternativo numeric(14,2) CHECK (pontos_alternativo >= 0),
        -- The price after a staff discount; null = no discount. Cleared when the points are edited.
        pontos_desconto numeric(14,2) CHECK (pontos_desconto >= 0),
        experiencia_id integer NOT NULL REFERENCES ofertas_experiencias(id),
        cidade_id integer REFERENCES ofertas_cidades(id),
        parceiro_nome varchar(200) NOT NULL,
        parceiro_descricao text NOT NULL DEFAULT '',
        parceiro_logo varchar(500),
        localizacao jsonb NOT NULL DEFAULT '{}',
        idade_de smallint,
        idade_ate smallint,
        termos text NOT NULL DEFAULT '',
        imagens jsonb NOT NULL DEFAULT '[]',
        -- false when the provider no longer lists it (kept: redemptions refer to it).
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX ofertas_provedor_uq ON ofertas (provedor_id);
      CREATE UNIQUE INDEX ofertas_codigo_uq ON ofertas (lower(codigo));
      -- The storefront listing: active priced offers of one experience, by name.
      CREATE INDEX ofertas_loja_idx ON ofertas (experiencia_id, lower(nome), id) WHERE ativo AND pontos > 0;
      CREATE INDEX ofertas_cidade_idx ON ofertas (cidade_id) WHERE ativo AND pontos > 0;
      -- The panel groups (new = 0 points) and its default order.
      CREATE INDEX ofertas_pontos_idx ON ofertas (pontos, lower(nome), id);
      CREATE INDEX ofertas_nome_idx ON ofertas (lower(nome), id);
      -- The partner limit of a redemption.
      CREATE INDEX ofertas_parceiro_idx ON ofertas (lower(parceiro_nome));
      -- Free-text search (name, partner, description) of both lists.
      -- (trigram when the extension exists, as in VendedoresLojas; otherwise a plain scan of a small table).
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX ofertas_busca_trgm ON ofertas USING gin ((lower(nome || ' ' || parceiro_nome || ' ' || descricao)) gin_trgm_ops);
        END IF;
      END $$;

      ALTER TABLE resgates ALTER COLUMN premio_id DROP NOT NULL;
      ALTER TABLE resgates ADD COLUMN oferta_id integer REFERENCES ofertas(id);
      ALTER TABLE resgates ADD CONSTRAINT resgates_premio_ou_oferta CHECK ((premio_id IS NULL) <> (oferta_id IS NULL));
      CREATE INDEX resgates_oferta_idx ON resgates (oferta_id) WHERE oferta_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM resgates WHERE oferta_id IS NOT NULL;
      ALTER TABLE resgates DROP CONSTRAINT resgates_premio_ou_oferta;
      ALTER TABLE resgates DROP COLUMN oferta_id;
      ALTER TABLE resgates ALTER COLUMN premio_id SET NOT NULL;
      DROP TABLE ofertas, ofertas_cidades, ofertas_experiencias, ofertas_categorias;
    `);
  }
}
