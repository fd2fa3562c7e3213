import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * vendas.valor_ponto_aplicado: the network's point value (redes.valor_ponto) in force when the sale
 * was credited, which priced its valor_custo. Correção de pontuação reprices the corrected points
 * with it, so raising a network's point value later never rewrites what past sales cost
 * (docs/vendas-upload-e-correcao.md).
 *
 * Backfill: the network's current value, the only one known for an existing row (the value of the
 * day it was credited was not kept), which is also what a correction used until now. Nullable: rows
 * written outside the product's paths (tests, benchmarks) may omit it; readers fall back to the
 * network's current value.
 */
export class VendasValorPontoAplicado1764950000000 implements MigrationInterface {
  name = 'VendasValorPontoAplicado1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE vendas ADD COLUMN valor_ponto_aplicado numeric(12,4) CHECK (valor_ponto_aplicado >= 0);
      UPDATE vendas v SET valor_ponto_aplicado = rd.valor_ponto FROM revendas r JOIN redes rd ON rd.id = r.rede_id WHERE r.id = v.revenda_id;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vendas DROP COLUMN valor_ponto_aplicado`);
  }
}
