import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * correcoes_pendentes (docs/vendas-upload-e-correcao.md, "Desempenho"): the sales whose
 * credited points differ from what the current product points give, kept up to date as the inputs
 * change instead of recomputed over every sale on each GET /api/pontuacoes/correcoes.
 *
 * - sw_correcoes_calcular(vendas): the rule, once (factor and cap in force at credit; the points the
 *   member holds from the sale). The correction itself (correcoes.service.ts) reads it too.
 * - sw_correcoes_atualizar(vendas): recomputes those sales' rows (upsert when they differ, delete
 *   otherwise).
 * - Statement-level triggers call it for the sales an INSERT/UPDATE/DELETE touched: items, the
 *   sale's own rule columns (cancelada_em, fator_aplicado, limite_aplicado, pontuado_em), ledger
 *   movements of a sale (credit, correction, and their reversals) and the points of a catalogue or
 *   store product (every sale in the window with an item of it).
 *
 * Concurrency: a sale written while a product's points change could be computed with the old points
 * by both sides (each reads before the other commits). A recomputation for written sales first takes
 * FOR SHARE on the products of their items (in id order): a points change holds those rows until it
 * commits, so one side always waits for the other, and whoever computes last sees what the other
 * committed. The table has no foreign key to vendas on purpose: a product's recomputation then never
 * waits on a sale row that a correction or a cancellation holds while waiting for that product.
 */
/**
 * The rule as one query over :vendas (the table, or some of its rows as `v`): the sales are read first, then their items (:itens) and
 * their ledger movements are joined and summed per sale.
 */
const FORMULA = `
  WITH alvo AS MATERIALIZED (
    SELECT v.id, v.pontuado_em, v.fator_aplicado, COALESCE(v.limite_aplicado, 0) AS limite
      FROM :vendas WHERE v.cancelada_em IS NULL AND v.pontuado_em >= now() - interval '18 months'
  ), itens AS :materializar (
    SELECT a.id, i.qtde, i.produto_id, i.produto_revenda_id, COALESCE(a.fator_aplicado, i.fator) AS fator FROM alvo a :itens
  ), calculo AS (
    SELECT t.id, sum(t.qtde * COALESCE(pr.valor_pontos, pd.valor_pontos) * t.fator) AS calculada
      FROM itens t JOIN produtos pd ON pd.id = t.produto_id LEFT JOIN produtos_revenda pr ON pr.id = t.produto_revenda_id
     GROUP BY t.id
  ), creditado AS (
    SELECT a.id, sum(m.pontos + COALESCE(e.pontos, 0)) AS atual
      FROM alvo a JOIN movimentos_pontos m ON m.origem_tipo = 'venda' AND m.origem_id = a.id::text AND m.tipo IN ('credito_venda', 'correcao')
      LEFT JOIN movimentos_pontos e ON e.estorna_movimento_id = m.id
     GROUP BY a.id
  )
  SELECT a.id, a.pontuado_em, COALESCE(c.atual, 0)::numeric, k.calculada,
         CASE WHEN a.limite = 0 THEN k.calculada ELSE LEAST(k.calculada, a.limite) END
    FROM alvo a JOIN calculo k ON k.id = a.id LEFT JOIN creditado c ON c.id = a.id`;
/**
 * The given sales are found by their key (unnest, without repeats, joined to vendas): `id = ANY(array)` over 2 million
 * sales was planned as a parallel scan of the whole table.
 * `porVenda`: the items of each sale by their index (a lateral subquery the planner may not flatten,
 * OFFSET 0), kept apart (MATERIALIZED) so the products are joined once and not once per sale, for
 * some thousands of sales; without it, one join over the items table, for all of them. Left to
 * itself the planner hashed the 4 million items to find a product's 20,000 sales (7.5 s), or hashed
 * the products once per sale (4.7 s).
 */
const formula = (vendas: string, porVenda = true) =>
  FORMULA.split(':vendas')
    .join(vendas)
    .split(':materializar')
    .join(porVenda ? 'MATERIALIZED' : 'NOT MATERIALIZED')
    .split(':itens')
    .join(
      porVenda
        ? 'CROSS JOIN LATERAL (SELECT x.qtde, x.produto_id, x.produto_revenda_id, x.fator FROM vendas_itens x WHERE x.venda_id = a.id OFFSET 0) i'
        : 'JOIN vendas_itens i ON i.venda_id = a.id',
    );

export class CorrecoesPendentes1764900000001 implements MigrationInterface {
  name = 'CorrecoesPendentes1764900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE correcoes_pendentes (
        venda_id bigint PRIMARY KEY,
        pontuado_em timestamptz NOT NULL,
        atual numeric(14,2) NOT NULL,
        calculada numeric(14,2) NOT NULL,
        nova numeric(14,2) NOT NULL
      );
      -- The list's order: most recently credited first.
      CREATE INDEX correcoes_pendentes_ordem_idx ON correcoes_pendentes (pontuado_em DESC, venda_id DESC);
      -- The sales of a store product whose points change (the catalogue's have vendas_itens_produto_idx).
      CREATE INDEX vendas_itens_produto_revenda_idx ON vendas_itens (produto_revenda_id) WHERE produto_revenda_id IS NOT NULL;

      -- The rule (docs/vendas-upload-e-correcao.md, "Fórmula") for the given sales that can be corrected:
      -- not cancelled, credited within 18 months, with items. Many sales (a product's, a rebuild) are
      -- planned for their number (EXECUTE: hash joins over items and movements); a few keep a cached
      -- plan of index lookups.
      CREATE FUNCTION sw_correcoes_calcular(p_vendas bigint[])
      RETURNS TABLE (venda_id bigint, pontuado_em timestamptz, atual numeric, calculada numeric, nova numeric)
      -- No JIT: the estimated cost of a product's sales passes jit_above_cost, and compiling took 8 of the
      -- 9.5 s of a 20,000-sale recomputation (the work itself, 1.5 s).
      LANGUAGE plpgsql STABLE SET jit = off AS $$
      BEGIN
        IF cardinality(p_vendas) > 200 THEN
          RETURN QUERY EXECUTE $sql$ ${formula('(SELECT DISTINCT unnest($1::bigint[]) AS id) u JOIN vendas v ON v.id = u.id')} $sql$ USING p_vendas;
        ELSE
          RETURN QUERY ${formula('(SELECT DISTINCT unnest(p_vendas) AS id) u JOIN vendas v ON v.id = u.id')};
        END IF;
      END $$;

      -- p_travar: called for sales being written (not for a product's own change, which holds its row).
      CREATE FUNCTION sw_correcoes_atualizar(p_vendas bigint[], p_travar boolean) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF p_vendas IS NULL OR cardinality(p_vendas) = 0 THEN RETURN; END IF;
        IF p_travar THEN
          PERFORM 1 FROM produtos WHERE id IN (SELECT i.produto_id FROM vendas_itens i WHERE i.venda_id = ANY(p_vendas)) ORDER BY id FOR SHARE;
          PERFORM 1 FROM produtos_revenda
            WHERE id IN (SELECT i.produto_revenda_id FROM vendas_itens i WHERE i.venda_id = ANY(p_vendas)) ORDER BY id FOR SHARE;
        END IF;
        WITH diferentes AS MATERIALIZED (
          SELECT x.venda_id, x.pontuado_em, x.atual, x.calculada, x.nova FROM sw_correcoes_calcular(p_vendas) x WHERE x.atual <> x.nova
        ), apagadas AS (
          DELETE FROM correcoes_pendentes c
           WHERE c.venda_id = ANY(p_vendas) AND NOT EXISTS (SELECT 1 FROM diferentes d WHERE d.venda_id = c.venda_id)
        )
        INSERT INTO correcoes_pendentes AS c (venda_id, pontuado_em, atual, calculada, nova)
        SELECT d.venda_id, d.pontuado_em, d.atual, d.calculada, d.nova FROM diferentes d
        ON CONFLICT (venda_id) DO UPDATE
          SET pontuado_em = EXCLUDED.pontuado_em, atual = EXCLUDED.atual, calculada = EXCLUDED.calculada, nova = EXCLUDED.nova;
      END $$;

      CREATE FUNCTION sw_correcoes_itens() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE v bigint[];
      BEGIN
        IF TG_OP = 'DELETE' THEN SELECT array_agg(DISTINCT a.venda_id) INTO v FROM antigos a;
        ELSE SELECT array_agg(DISTINCT n.venda_id) INTO v FROM novos n; END IF;
        PERFORM sw_correcoes_atualizar(v, true);
        RETURN NULL;
      END $$;
      CREATE TRIGGER vendas_itens_correcoes_inclusao AFTER INSERT ON vendas_itens
        REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION sw_correcoes_itens();
      CREATE TRIGGER vendas_itens_correcoes_alteracao AFTER UPDATE ON vendas_itens
        REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION sw_correcoes_itens();
      CREATE TRIGGER vendas_itens_correcoes_exclusao AFTER DELETE ON vendas_itens
        REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION sw_correcoes_itens();

      -- Only the columns the rule reads (a status or total change costs one join of two small sets).
      CREATE FUNCTION sw_correcoes_vendas() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE v bigint[];
      BEGIN
        SELECT array_agg(n.id) INTO v FROM novos n JOIN antigos a ON a.id = n.id
         WHERE (n.cancelada_em, n.fator_aplicado, n.limite_aplicado, n.pontuado_em)
               IS DISTINCT FROM (a.cancelada_em, a.fator_aplicado, a.limite_aplicado, a.pontuado_em);
        PERFORM sw_correcoes_atualizar(v, true);
        RETURN NULL;
      END $$;
      CREATE TRIGGER vendas_correcoes AFTER UPDATE ON vendas
        REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION sw_correcoes_vendas();

      -- A sale's credit and corrections, and the reversal of either (whose origin is the movement).
      CREATE FUNCTION sw_correcoes_movimentos() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE v bigint[];
      BEGIN
        SELECT array_agg(DISTINCT y.origem::bigint) INTO v FROM (
          SELECT n.origem_id AS origem FROM novos n WHERE n.origem_tipo = 'venda' AND n.tipo IN ('credito_venda', 'correcao')
          UNION ALL
          SELECT o.origem_id FROM novos n JOIN movimentos_pontos o ON o.id = n.estorna_movimento_id
           WHERE o.origem_tipo = 'venda' AND o.tipo IN ('credito_venda', 'correcao')
        ) y WHERE y.origem ~ '^[0-9]{1,18}$';
        PERFORM sw_correcoes_atualizar(v, true);
        RETURN NULL;
      END $$;
      CREATE TRIGGER movimentos_correcoes AFTER INSERT ON movimentos_pontos
        REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION sw_correcoes_movimentos();

      -- A product's points: every sale in the window with an item of it (store products by their own row).
      -- No JIT here either (finding a product's sales among millions passes jit_above_cost).
      CREATE FUNCTION sw_correcoes_produtos() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
      DECLARE ids integer[]; v bigint[];
      BEGIN
        SELECT array_agg(n.id) INTO ids FROM novos n JOIN antigos a ON a.id = n.id WHERE n.valor_pontos IS DISTINCT FROM a.valor_pontos;
        IF ids IS NULL THEN RETURN NULL; END IF;
        IF TG_TABLE_NAME = 'produtos' THEN
          SELECT array_agg(DISTINCT i.venda_id) INTO v FROM vendas_itens i JOIN vendas s ON s.id = i.venda_id
           WHERE i.produto_id = ANY(ids) AND i.produto_revenda_id IS NULL
             AND s.cancelada_em IS NULL AND s.pontuado_em >= now() - interval '18 months';
        ELSE
          SELECT array_agg(DISTINCT i.venda_id) INTO v FROM vendas_itens i JOIN vendas s ON s.id = i.venda_id
           WHERE i.produto_revenda_id = ANY(ids) AND s.cancelada_em IS NULL AND s.pontuado_em >= now() - interval '18 months';
        END IF;
        PERFORM sw_correcoes_atualizar(v, false);
        RETURN NULL;
      END $$;
      CREATE TRIGGER produtos_correcoes AFTER UPDATE ON produtos
        REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION sw_correcoes_produtos();
      CREATE TRIGGER produtos_revenda_correcoes AFTER UPDATE ON produtos_revenda
        REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION sw_correcoes_produtos();

      -- The whole table from every sale of the window, in one set-based pass (hash joins over the items
      -- and the movements): this migration and the benchmark load (which writes its sales with these
      -- triggers off) call it.
      CREATE FUNCTION sw_correcoes_recriar() RETURNS void LANGUAGE plpgsql SET jit = off AS $$
      BEGIN
        DELETE FROM correcoes_pendentes;
        INSERT INTO correcoes_pendentes (venda_id, pontuado_em, atual, calculada, nova)
        SELECT x.id, x.pontuado_em, x.atual, x.calculada, x.nova FROM (${formula('vendas v', false)}) AS x (id, pontuado_em, atual, calculada, nova)
         WHERE x.atual <> x.nova;
      END $$;
      SELECT sw_correcoes_recriar();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER produtos_revenda_correcoes ON produtos_revenda;
      DROP TRIGGER produtos_correcoes ON produtos;
      DROP TRIGGER movimentos_correcoes ON movimentos_pontos;
      DROP TRIGGER vendas_correcoes ON vendas;
      DROP TRIGGER vendas_itens_correcoes_exclusao ON vendas_itens;
      DROP TRIGGER vendas_itens_correcoes_alteracao ON vendas_itens;
      DROP TRIGGER vendas_itens_correcoes_inclusao ON vendas_itens;
      DROP FUNCTION sw_correcoes_recriar();
      DROP FUNCTION sw_correcoes_produtos();
      DROP FUNCTION sw_correcoes_movimentos();
      DROP FUNCTION sw_correcoes_vendas();
      DROP FUNCTION sw_correcoes_itens();
      DROP FUNCTION sw_correcoes_atualizar(bigint[], boolean);
      DROP FUNCTION sw_correcoes_calcular(bigint[]);
      DROP INDEX vendas_itens_produto_revenda_idx;
      DROP TABLE correcoes_pendentes;
    `);
  }
}
