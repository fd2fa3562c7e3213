type Consulta = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Credits every scored, not cancelled sale through the ledger in three set-based statements (demo
 * data and large benchmark datasets): one movement and one lot per sale, then the member caches.
 * The same rows the ledger service would write, one sale at a time.
 */
export async function creditarVendasExistentes(q: Consulta): Promise<void> {
  await q(`
    WITH mov AS (
      INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, responsavel_tipo, criado_em)
      SELECT v.parceiro_id, 'credito_venda', v.total_pontos, 'venda', v.id::text, 'Venda pontuada', 'sistema', v.pontuado_em
        FROM vendas v
       WHERE v.cancelada_em IS NULL AND v.total_pontos > 0
         AND NOT EXISTS (SELECT 1 FROM movimentos_pontos m WHERE m.tipo = 'credito_venda' AND m.origem_tipo = 'venda' AND m.origem_id = v.id::text)
      RETURNING id, parceiro_id, pontos, criado_em)
    INSERT INTO lotes_pontos (parceiro_id, movimento_id, pontos, restante, creditado_em, vence_em)
    SELECT parceiro_id, id, pontos, pontos, criado_em, criado_em + interval '18 months' FROM mov`);
  await q(`
    UPDATE parceiros p SET saldo_pontos = t.saldo, total_pontos = t.total, ultima_pontuacao = t.ultima
      FROM (SELECT parceiro_id, sum(pontos) AS saldo,
                   sum(pontos) FILTER (WHERE tipo LIKE 'credito_%') AS total,
                   max(criado_em) FILTER (WHERE tipo = 'credito_venda') AS ultima
              FROM movimentos_pontos GROUP BY parceiro_id) t
     WHERE t.parceiro_id = p.id`);
}
