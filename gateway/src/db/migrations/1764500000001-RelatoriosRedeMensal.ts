import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * rel_rede_mensal: per network and month, purchases (sell-in) and scored sales (sell-out). Histórico
 * and the charts read it instead of aggregating hundreds of thousands of purchase lines per request.
 * The history upload refreshes the purchase side of the months it touched; the sales report job
 * (/api/relatorio/gerar) rebuilds both sides.
 */
export class RelatoriosRedeMensal1764500000001 implements MigrationInterface {
  name = 'RelatoriosRedeMensal1764500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rel_rede_mensal (
        mes date NOT NULL,
        rede_id integer NOT NULL REFERENCES redes(id) ON DELETE CASCADE,
        compras_qtd numeric(16,2) NOT NULL DEFAULT 0,
        compras_valor numeric(16,2) NOT NULL DEFAULT 0,
        vendas_qtd numeric(16,2) NOT NULL DEFAULT 0,
        vendas_valor numeric(16,2) NOT NULL DEFAULT 0,
        PRIMARY KEY (mes, rede_id)
      );
      INSERT INTO rel_rede_mensal (mes, rede_id, compras_qtd, compras_valor)
      SELECT h.mes, r.rede_id, sum(h.quantidade), sum(h.valor_total)
        FROM historico_compras h JOIN revendas r ON r.id = h.revenda_id GROUP BY 1, 2;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rel_rede_mensal`);
  }
}
