import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * vendas.fator_aplicado and vendas.limite_aplicado: the store factor and the system's
 * limitePontuacao in force when the sale was credited. Correção de pontuação recomputes a sale with
 * today's product points but with these, so changing a store's factor or the cap later never pays
 * (or claws back) past sales. Rule and backfill: docs/vendas-upload-e-correcao.md.
 *
 * Backfill, the best value each existing row allows:
 * - fator_aplicado: the factor recorded on the sale's items (vendas_itens.fator, written when it was
 *   credited); a sale without items takes its store's current factor (it cannot be corrected anyway).
 * - limite_aplicado: when the sale's credit (credito_venda) is below its points, the cap bound it and
 *   the credit is the cap; otherwise the cap did not bind, and the current cap is kept when it agrees
 *   with that (0 or at least the sale's points), else 0 (no cap known to apply).
 * Columns stay nullable: rows written outside the product's paths (tests, benchmarks) may omit them;
 * readers fall back to the items' factor and to no cap.
 */
export class VendasRegraAplicada1764700000000 implements MigrationInterface {
  name = 'VendasRegraAplicada1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE vendas
        ADD COLUMN fator_aplicado smallint CHECK (fator_aplicado >= 1),
        ADD COLUMN limite_aplicado integer CHECK (limite_aplicado >= 0);

      UPDATE vendas v
         SET fator_aplicado = COALESCE((SELECT max(i.fator) FROM vendas_itens i WHERE i.venda_id = v.id), r.fator_pontuacao)
        FROM revendas r WHERE r.id = v.revenda_id;

      UPDATE vendas v
         SET limite_aplicado = CASE
               WHEN c.creditado > 0 AND c.creditado < v.total_pontos THEN round(c.creditado)::int
               WHEN a.limite = 0 OR a.limite >= v.total_pontos THEN a.limite
               ELSE 0
             END
        FROM (SELECT COALESCE(max(limite_pontuacao), 0) AS limite FROM configuracoes_sistema) a,
             vendas v2 LEFT JOIN LATERAL (
               SELECT sum(m.pontos) AS creditado FROM movimentos_pontos m
                WHERE m.origem_tipo = 'venda' AND m.origem_id = v2.id::text AND m.tipo = 'credito_venda') c ON true
       WHERE v2.id = v.id;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vendas DROP COLUMN fator_aplicado, DROP COLUMN limite_aplicado`);
  }
}
