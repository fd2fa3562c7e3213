import { EntityManager } from 'typeorm';

/**
 * The ledger's invariants (docs/pontos.md), as queries that return the rows breaking them.
 * An empty result everywhere means the books balance.
 */
export const INVARIANTES: { nome: string; sql: string }[] = [
  {
    nome: 'saldo do vendedor = soma dos movimentos = soma do restante dos lotes',
    sql: `SELECT p.id, p.saldo_pontos, coalesce(m.soma, 0) AS movimentos, coalesce(l.soma, 0) AS lotes
            FROM parceiros p
            LEFT JOIN (SELECT parceiro_id, sum(pontos) AS soma FROM movimentos_pontos GROUP BY parceiro_id) m ON m.parceiro_id = p.id
            LEFT JOIN (SELECT parceiro_id, sum(restante) AS soma FROM lotes_pontos GROUP BY parceiro_id) l ON l.parceiro_id = p.id
           WHERE p.saldo_pontos <> coalesce(m.soma, 0) OR p.saldo_pontos <> coalesce(l.soma, 0)`,
  },
  {
    nome: 'total de pontos = créditos e correções menos seus estornos',
    sql: `SELECT p.id, p.total_pontos, coalesce(t.soma, 0) AS esperado
            FROM parceiros p
            LEFT JOIN (
              SELECT m.parceiro_id, sum(m.pontos) AS soma FROM movimentos_pontos m
               LEFT JOIN movimentos_pontos o ON o.id = m.estorna_movimento_id
               WHERE m.tipo LIKE 'credito_%' OR m.tipo = 'correcao'
                  OR (m.tipo = 'estorno' AND (o.tipo LIKE 'credito_%' OR o.tipo = 'correcao'))
               GROUP BY m.parceiro_id) t ON t.parceiro_id = p.id
           WHERE p.total_pontos <> coalesce(t.soma, 0)`,
  },
  {
    nome: 'nenhum saldo ou lote negativo',
    sql: `SELECT 'parceiro' AS onde, id FROM parceiros WHERE saldo_pontos < 0 OR total_pontos < 0
          UNION ALL SELECT 'lote', id FROM lotes_pontos WHERE restante < 0 OR restante > pontos`,
  },
  {
    nome: 'restante de cada lote = pontos do lote menos o que os movimentos levaram',
    sql: `SELECT l.id, l.pontos, l.restante, coalesce(sum(c.pontos), 0) AS consumido
            FROM lotes_pontos l LEFT JOIN consumos_lotes c ON c.lote_id = l.id
           GROUP BY l.id HAVING l.restante <> l.pontos - coalesce(sum(c.pontos), 0)`,
  },
  {
    nome: 'cada débito, expiração ou estorno de crédito registra os lotes que usou',
    sql: `SELECT m.id, m.pontos, coalesce(sum(c.pontos), 0) AS consumido
            FROM movimentos_pontos m LEFT JOIN consumos_lotes c ON c.movimento_id = m.id
           WHERE m.pontos < 0 GROUP BY m.id HAVING -m.pontos <> coalesce(sum(c.pontos), 0)`,
  },
  {
    nome: 'cada crédito abre exatamente um lote do mesmo valor',
    sql: `SELECT m.id FROM movimentos_pontos m LEFT JOIN lotes_pontos l ON l.movimento_id = m.id
           WHERE (m.tipo LIKE 'credito_%' OR (m.tipo = 'correcao' AND m.pontos > 0)) AND (l.id IS NULL OR l.pontos <> m.pontos)`,
  },
  {
    nome: 'cada venda credita no máximo uma vez e cada estorno reverte um lançamento uma vez',
    sql: `SELECT origem_tipo, origem_id, count(*) FROM movimentos_pontos WHERE tipo = 'credito_venda' GROUP BY 1, 2 HAVING count(*) > 1
          UNION ALL
          SELECT 'estorno', estorna_movimento_id::text, count(*) FROM movimentos_pontos WHERE estorna_movimento_id IS NOT NULL GROUP BY 2 HAVING count(*) > 1`,
  },
  {
    nome: 'um estorno tem o valor oposto do lançamento que reverte',
    sql: `SELECT e.id FROM movimentos_pontos e JOIN movimentos_pontos o ON o.id = e.estorna_movimento_id WHERE e.pontos <> -o.pontos`,
  },
];

/** A row breaking an invariant, shown as it is: each query selects its own ids (int4 or int8) and amounts (numeric, as text). */
export type Violacao = Record<string, string | number>;

export async function verificarInvariantes(m: EntityManager): Promise<{ nome: string; violacoes: Violacao[] }[]> {
  const resultado = [];
  for (const inv of INVARIANTES) resultado.push({ nome: inv.nome, violacoes: await m.query<Violacao[]>(`${inv.sql} LIMIT 20`) });
  return resultado;
}
