import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * resumo_vendas: per store and salesperson, the count and sums of the sales that are not cancelled.
 * The dashboard reads it instead of aggregating millions of sales on every request. A trigger on
 * vendas keeps it exact in the same transaction as the sale, whatever code path writes the sale
 * (Nova venda, the spreadsheet upload, cancellation, return to pending, correction): an insert adds
 * the sale, an update takes the old version out and puts the new one in, a delete takes it out.
 */
export class ResumoVendas1764000900000 implements MigrationInterface {
  name = 'ResumoVendas1764000900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE resumo_vendas (
        revenda_id integer NOT NULL REFERENCES revendas(id),
        parceiro_id integer NOT NULL REFERENCES parceiros(id),
        vendas integer NOT NULL DEFAULT 0 CHECK (vendas >= 0),
        total_venda numeric(16,2) NOT NULL DEFAULT 0,
        total_pontos numeric(16,2) NOT NULL DEFAULT 0,
        PRIMARY KEY (revenda_id, parceiro_id)
      );
      CREATE INDEX resumo_vendas_parceiro_idx ON resumo_vendas (parceiro_id);

      CREATE FUNCTION resumo_vendas_gatilho() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- A counted sale always has its row, so taking it out is a plain UPDATE.
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.cancelada_em IS NULL THEN
          UPDATE resumo_vendas
             SET vendas = vendas - 1, total_venda = total_venda - OLD.total_venda, total_pontos = total_pontos - OLD.total_pontos
           WHERE revenda_id = OLD.revenda_id AND parceiro_id = OLD.parceiro_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.cancelada_em IS NULL THEN
          INSERT INTO resumo_vendas AS s (revenda_id, parceiro_id, vendas, total_venda, total_pontos)
          VALUES (NEW.revenda_id, NEW.parceiro_id, 1, NEW.total_venda, NEW.total_pontos)
          ON CONFLICT (revenda_id, parceiro_id) DO UPDATE
            SET vendas = s.vendas + 1, total_venda = s.total_venda + EXCLUDED.total_venda,
                total_pontos = s.total_pontos + EXCLUDED.total_pontos;
        END IF;
        RETURN NULL;
      END $$;

      CREATE TRIGGER vendas_resumo AFTER INSERT OR DELETE OR UPDATE OF cancelada_em, total_venda, total_pontos, revenda_id, parceiro_id
        ON vendas FOR EACH ROW EXECUTE FUNCTION resumo_vendas_gatilho();

      INSERT INTO resumo_vendas (revenda_id, parceiro_id, vendas, total_venda, total_pontos)
      SELECT revenda_id, parceiro_id, count(*), sum(total_venda), sum(total_pontos)
        FROM vendas WHERE cancelada_em IS NULL GROUP BY revenda_id, parceiro_id;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER vendas_resumo ON vendas;
      DROP FUNCTION resumo_vendas_gatilho();
      DROP TABLE resumo_vendas;
    `);
  }
}
