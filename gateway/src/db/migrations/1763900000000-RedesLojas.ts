import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redes and Lojas lists: indexes for their default sorts and filters, and a covering index so the
 * per-network and per-store figures (completo=1) are summed from the index alone.
 */
export class RedesLojas1763900000000 implements MigrationInterface {
  name = 'RedesLojas1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      -- Lojas list: default sort nomeFantasia, usually filtered by network; the id breaks ties.
      -- NULLS FIRST because the list helper sorts ascending with nulls first: only an index with
      -- the same null ordering can feed ORDER BY ... LIMIT without sorting the whole table.
      CREATE INDEX revendas_nome_fantasia_idx ON revendas (nome_fantasia NULLS FIRST, id);
      CREATE INDEX revendas_rede_nome_fantasia_idx ON revendas (rede_id, nome_fantasia NULLS FIRST, id);
      DROP INDEX revendas_rede_idx;

      -- Figures of a network or a store: sums over its valid sales without touching the table.
      CREATE INDEX vendas_revenda_figuras_idx ON vendas (revenda_id) INCLUDE (total_venda, total_pontos, valor_custo, pontuado_em)
        WHERE cancelada_em IS NULL;
      DROP INDEX vendas_revenda_idx;

      -- Redes list: default sort by name.
      CREATE INDEX redes_nome_idx ON redes (nome NULLS FIRST, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX redes_nome_idx;
      CREATE INDEX vendas_revenda_idx ON vendas (revenda_id) WHERE cancelada_em IS NULL;
      DROP INDEX vendas_revenda_figuras_idx;
      CREATE INDEX revendas_rede_idx ON revendas (rede_id);
      DROP INDEX revendas_rede_nome_fantasia_idx;
      DROP INDEX revendas_nome_fantasia_idx;
    `);
  }
}
