import { lerConfig } from '../config';
import { conectarBanco } from '../gateway';
import { definirConfig } from '../runtime';
import { semearDemonstracao, SENHA_DEMO } from '../seed/demo';
import { gerarHashSenha } from '../core/senhas';
import { verificarInvariantes } from '../modules/pontos/invariantes';

/**
 * npm run bench:data [-- --escala 0.1]: a programme of benchmark size on top of the demo data —
 * 50 networks, 5,000 stores, 200,000 salespeople, 2,000,000 scored sales with items and their ledger
 * movements, 200,000 redemptions and a year of sell-in — all with set-based SQL (generate_series), so
 * it takes minutes, not hours. --escala scales every count (0.01 for a quick look).
 *
 * It never touches the development database: without DATABASE_URL it uses its own embedded
 * PostgreSQL in .data/bench (port 54339), and it erases that database first.
 */
const escala = (() => {
  const i = process.argv.indexOf('--escala');
  const valor = i >= 0 ? Number(process.argv[i + 1]) : 1;
  if (!(valor > 0 && valor <= 10)) throw new Error('--escala deve ser um número entre 0 e 10.');
  return valor;
})();

const contar = (n: number) => Math.max(1, Math.round(n * escala));
export const VOLUMES = {
  redes: 50,
  lojas: contar(5_000),
  vendedores: contar(200_000),
  vendas: contar(2_000_000),
  resgates: contar(200_000),
  produtos: 200,
};

/** Valid CPF/CNPJ check digits in SQL, so generated members can log in and pass every validator. */
const FUNCOES = `
CREATE OR REPLACE FUNCTION pg_temp.dv_cpf(base text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE s int; d1 int; d2 int; i int;
BEGIN
  s := 0; FOR i IN 1..9 LOOP s := s + substr(base, i, 1)::int * (11 - i); END LOOP;
  d1 := (s * 10) % 11; IF d1 = 10 THEN d1 := 0; END IF;
  s := 0; FOR i IN 1..9 LOOP s := s + substr(base, i, 1)::int * (12 - i); END LOOP;
  s := s + d1 * 2; d2 := (s * 10) % 11; IF d2 = 10 THEN d2 := 0; END IF;
  RETURN base || d1 || d2;
END $$;
CREATE OR REPLACE FUNCTION pg_temp.dv_cnpj(base text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE p1 int[] := ARRAY[5,4,3,2,9,8,7,6,5,4,3,2]; p2 int[] := ARRAY[6,5,4,3,2,9,8,7,6,5,4,3,2];
  s int; d1 int; d2 int; i int;
BEGIN
  s := 0; FOR i IN 1..12 LOOP s := s + substr(base, i, 1)::int * p1[i]; END LOOP;
  d1 := CASE WHEN s % 11 < 2 THEN 0 ELSE 11 - s % 11 END;
  s := 0; FOR i IN 1..12 LOOP s := s + substr(base, i, 1)::int * p2[i]; END LOOP;
  s := s + d1 * 2; d2 := CASE WHEN s % 11 < 2 THEN 0 ELSE 11 - s % 11 END;
  RETURN base || d1 || d2;
END $$;`;

/** Each step: a label and its SQL. $1 is the members' password hash; counts are inlined. */
function passos(): [string, string][] {
  const v = VOLUMES;
  return [
    [
      'redes',
      `INSERT INTO redes (nome, regiao, valor_ponto, data_cadastro)
      SELECT 'Rede Bench ' || n, (ARRAY['Sudeste','Sul','Nordeste','Norte','Centro-Oeste'])[1 + n % 5], 0.04 + (n % 3) * 0.005,
             current_date - (200 + n * 7)
      FROM generate_series(1, ${v.redes}) n`,
    ],
    [
      'produtos',
      `INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos, codigo_barras)
      SELECT 'BX-' || lpad(n::text, 5, '0'), 'Produto Bench ' || n, 20 + (n * 37) % 480, 1 + (n * 13) % 50,
             '789' || lpad(n::text, 10, '0')
      FROM generate_series(1, ${v.produtos}) n`,
    ],
    [
      'lojas',
      `INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia, razao_social, end_cidade, end_estado,
        tipo_pontuacao, fator_pontuacao, cenario, resgate_liberado)
      SELECT r.id, 'B' || lpad(n::text, 6, '0'), pg_temp.dv_cnpj(lpad((70000000 + n)::text, 8, '0') || '0001'),
             'Loja Bench ' || n, 'Loja Bench ' || n || ' Ltda', 'Cidade ' || (n % 300), 'SP', n % 3, 1 + n % 3, n % 4, n % 5 <> 0
      FROM generate_series(1, ${v.lojas}) n
      JOIN LATERAL (SELECT id FROM redes WHERE nome = 'Rede Bench ' || (1 + n % ${v.redes})) r ON true`,
    ],
    [
      'índice das lojas',
      `CREATE TEMP TABLE bench_lojas AS
      SELECT row_number() OVER (ORDER BY id) AS ordem, id FROM revendas WHERE codigo LIKE 'B%';
      CREATE INDEX ON bench_lojas (ordem)`,
    ],
    [
      'vendedores',
      `INSERT INTO parceiros (revenda_id, nome, cpf, email, celular, sexo, data_nascimento, end_cidade, end_estado,
        senha_hash, aceitou_regulamento, ativo, id_indicacao, criado_em)
      SELECT l.id, (ARRAY['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor'])[1 + n % 8] || ' '
               || (ARRAY['Silva','Souza','Lima','Costa','Rocha','Alves','Pereira'])[1 + (n / 8) % 7] || ' ' || n,
             pg_temp.dv_cpf(lpad((500000000 + n)::text, 9, '0')), 'bench' || n || '@email.com.br',
             '119' || lpad((n % 100000000)::text, 8, '0'), (ARRAY['F','M'])[1 + n % 2]::char, date '1970-01-01' + (n % 12000),
             'Cidade ' || (n % 300), 'SP', $1, true, n % 50 <> 0, 'BX' || n, now() - (n % 700) * interval '1 day'
      FROM generate_series(1, ${v.vendedores}) n
      JOIN bench_lojas l ON l.ordem = 1 + n % ${v.lojas}`,
    ],
    [
      'índice dos vendedores',
      `CREATE TEMP TABLE bench_parceiros AS
      SELECT row_number() OVER (ORDER BY id) AS ordem, id, revenda_id FROM parceiros WHERE id_indicacao LIKE 'BX%';
      CREATE INDEX ON bench_parceiros (ordem)`,
    ],
    // Sales: one per generated number, spread over the last 360 days, one to three items each. Ids
    // are assigned here so items and totals are computed before the rows exist (no UPDATE pass).
    [
      'vendas',
      `CREATE TEMP TABLE bench_vendas AS
      SELECT (SELECT coalesce(max(id), 0) FROM vendas) + n AS id, n, p.id AS parceiro_id, p.revenda_id, l.fator_pontuacao AS fator,
             r.valor_ponto, now() - ((n * 7919) % (360 * 1440)) * interval '1 minute' AS pontuado_em
      FROM generate_series(1::bigint, ${v.vendas}) n
      JOIN bench_parceiros p ON p.ordem = 1 + (n * 31) % ${v.vendedores}
      JOIN revendas l ON l.id = p.revenda_id JOIN redes r ON r.id = l.rede_id`,
    ],
    [
      'itens (cálculo)',
      `CREATE TEMP TABLE bench_itens AS
      SELECT v.id AS venda_id, pr.id AS produto_id, pr.codigo, pr.nome, q.qtde, pr.valor_unitario,
             pr.valor_unitario * q.qtde AS sub_total, pr.valor_pontos * q.qtde * v.fator AS valor_pontos, v.fator
      FROM bench_vendas v
      CROSS JOIN LATERAL generate_series(1, 1 + (v.n % 3)::int) k
      CROSS JOIN LATERAL (SELECT 1 + ((v.n * 7 + k * 13) % 4)::int AS qtde) q
      JOIN produtos pr ON pr.codigo = 'BX-' || lpad((1 + (v.n * 11 + k * 17) % ${v.produtos})::text, 5, '0')`,
    ],
    // The summary trigger and the correction list's (correcoes_pendentes) would run per row or per
    // statement over millions of rows; both are rebuilt set-based below instead.
    [
      'sem gatilhos',
      `ALTER TABLE vendas DISABLE TRIGGER vendas_resumo, DISABLE TRIGGER vendas_correcoes;
      ALTER TABLE vendas_itens DISABLE TRIGGER vendas_itens_correcoes_inclusao;
      ALTER TABLE movimentos_pontos DISABLE TRIGGER movimentos_correcoes`,
    ],
    // Secondary indexes of the bulk tables are dropped and built again at the end: building an index
    // once over millions of rows is far cheaper than updating it row by row. Keys stay.
    [
      'sem índices secundários',
      `CREATE TEMP TABLE bench_indices AS
      SELECT c2.relname AS nome, pg_get_indexdef(i.indexrelid) AS definicao
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class c2 ON c2.oid = i.indexrelid
       WHERE c.relname IN ('vendas', 'vendas_itens', 'movimentos_pontos', 'lotes_pontos', 'consumos_lotes', 'resgates')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid);
      DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT nome FROM bench_indices LOOP EXECUTE format('DROP INDEX %I', r.nome); END LOOP;
      END $$`,
    ],
    [
      'vendas (tabela)',
      `INSERT INTO vendas (id, parceiro_id, revenda_id, identificador, total_venda, total_pontos, valor_custo,
        realizado_em, pontuado_em, criado_em, tipo_fiscal, total_descontos)
      SELECT v.id, v.parceiro_id, v.revenda_id, 'BX' || v.n, t.total, t.pontos, round(t.pontos * v.valor_ponto, 2),
             v.pontuado_em::date, v.pontuado_em, v.pontuado_em, 'N', 0
      FROM bench_vendas v JOIN (SELECT venda_id, sum(sub_total) AS total, sum(valor_pontos) AS pontos FROM bench_itens GROUP BY venda_id) t
        ON t.venda_id = v.id;
      SELECT setval(pg_get_serial_sequence('vendas', 'id'), (SELECT max(id) FROM vendas))`,
    ],
    [
      'itens',
      `INSERT INTO vendas_itens (venda_id, produto_id, codigo, descricao, qtde, valor_unitario, valor_desconto, sub_total, valor_pontos, fator)
      SELECT venda_id, produto_id, codigo, nome, qtde, valor_unitario, 0, sub_total, valor_pontos, fator FROM bench_itens`,
    ],
    [
      'resumo das vendas',
      `ALTER TABLE vendas ENABLE TRIGGER vendas_resumo;
      DELETE FROM resumo_vendas;
      INSERT INTO resumo_vendas (revenda_id, parceiro_id, vendas, total_venda, total_pontos)
      SELECT revenda_id, parceiro_id, count(*), sum(total_venda), sum(total_pontos) FROM vendas WHERE cancelada_em IS NULL
      GROUP BY revenda_id, parceiro_id`,
    ],
    [
      'créditos',
      `INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, responsavel_tipo, responsavel_nome, criado_em)
      SELECT parceiro_id, 'credito_venda', total_pontos, 'venda', id::text, 'Venda ' || identificador, 'sistema', 'Carga de benchmark', pontuado_em
      FROM vendas WHERE identificador LIKE 'BX%' AND total_pontos > 0`,
    ],
    [
      'lotes',
      `INSERT INTO lotes_pontos (parceiro_id, movimento_id, pontos, restante, creditado_em, vence_em)
      SELECT m.parceiro_id, m.id, m.pontos, m.pontos, m.criado_em, m.criado_em + interval '18 months'
      FROM movimentos_pontos m WHERE m.tipo = 'credito_venda' AND m.responsavel_nome = 'Carga de benchmark'`,
    ],
    [
      'prêmios',
      `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos)
      SELECT 'Prêmio Bench ' || n, 'Prêmio de benchmark ' || n, 'BX-PREMIO-' || n, 50 + n, 'geral', 100 + n * 10
      FROM generate_series(1, 50) n`,
    ],
    // A redemption spends half of the member's oldest lot, so no lot or balance goes negative.
    [
      'resgates',
      `CREATE TEMP TABLE bench_resgates AS
      SELECT row_number() OVER () AS n, l.parceiro_id, l.id AS lote_id, floor(l.pontos / 2) AS pontos, l.creditado_em + interval '1 day' AS em
      FROM (SELECT DISTINCT ON (lp.parceiro_id) lp.id, lp.parceiro_id, lp.pontos, lp.creditado_em
            FROM lotes_pontos lp JOIN bench_parceiros b ON b.id = lp.parceiro_id
            WHERE lp.pontos >= 2 ORDER BY lp.parceiro_id, lp.vence_em, lp.id) l
      LIMIT ${v.resgates}`,
    ],
    [
      'débitos',
      `INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, responsavel_tipo, responsavel_nome, criado_em)
      SELECT parceiro_id, 'debito_resgate', -pontos, 'resgate', 'bench-' || n, 'Resgate de benchmark', 'sistema', 'Carga de benchmark', em
      FROM bench_resgates`,
    ],
    [
      'consumos',
      `INSERT INTO consumos_lotes (movimento_id, lote_id, pontos)
      SELECT m.id, b.lote_id, b.pontos FROM bench_resgates b
      JOIN movimentos_pontos m ON m.tipo = 'debito_resgate' AND m.origem_tipo = 'resgate' AND m.origem_id = 'bench-' || b.n`,
    ],
    ['lotes consumidos', `UPDATE lotes_pontos l SET restante = l.restante - b.pontos FROM bench_resgates b WHERE b.lote_id = l.id`],
    [
      'resgates (tabela)',
      `INSERT INTO resgates (redemption_code, parceiro_id, revenda_id, premio_id, qtde, pontos_gastos, saldo_anterior, status, movimento_id, resgatado_em)
      SELECT 'BX' || lpad(b.n::text, 8, '0'), b.parceiro_id, p.revenda_id,
             (SELECT id FROM premios WHERE codigo = 'BX-PREMIO-' || (1 + b.n % 50)), 1, b.pontos, b.pontos * 2, (b.n % 3)::smallint, m.id, b.em
      FROM bench_resgates b JOIN parceiros p ON p.id = b.parceiro_id
      JOIN movimentos_pontos m ON m.tipo = 'debito_resgate' AND m.origem_tipo = 'resgate' AND m.origem_id = 'bench-' || b.n`,
    ],
    [
      'origem dos débitos',
      `UPDATE movimentos_pontos m SET origem_id = r.id::text FROM resgates r
      WHERE r.movimento_id = m.id AND m.origem_id LIKE 'bench-%'`,
    ],
    [
      'saldos',
      `UPDATE parceiros p SET saldo_pontos = s.saldo, total_pontos = s.total, ultima_pontuacao = s.ultima
      FROM (SELECT l.parceiro_id, sum(l.restante) AS saldo, sum(l.pontos) AS total, max(l.creditado_em) AS ultima
            FROM lotes_pontos l JOIN bench_parceiros b ON b.id = l.parceiro_id GROUP BY l.parceiro_id) s
      WHERE s.parceiro_id = p.id`,
    ],
    // Sell-in: every store buys 20 of the products each month of the last year.
    [
      'histórico de compras',
      `INSERT INTO historico_compras (revenda_id, produto_id, mes, quantidade, valor_total)
      SELECT l.id, pr.id, m.mes, q.qtde, q.qtde * pr.valor_unitario
      FROM revendas l
      CROSS JOIN generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') AS m(mes)
      CROSS JOIN generate_series(1, 20) k
      JOIN produtos pr ON pr.codigo = 'BX-' || lpad((1 + (l.id * 7 + k * 9) % ${v.produtos})::text, 5, '0')
      CROSS JOIN LATERAL (SELECT 5 + ((l.id + k + extract(month FROM m.mes)::int) % 40) AS qtde) q
      WHERE l.codigo LIKE 'B%' ON CONFLICT DO NOTHING`,
    ],
    [
      'índices recriados',
      `DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT definicao FROM bench_indices LOOP EXECUTE r.definicao; END LOOP;
      END $$`,
    ],
    ['estatísticas', `ANALYZE`],
    // The sales whose points differ (none in this load: every credit is its computed points), by
    // the same recomputation the migration runs; the triggers keep the list from here on.
    [
      'correções pendentes',
      `ALTER TABLE vendas ENABLE TRIGGER vendas_correcoes;
      ALTER TABLE vendas_itens ENABLE TRIGGER vendas_itens_correcoes_inclusao;
      ALTER TABLE movimentos_pontos ENABLE TRIGGER movimentos_correcoes;
      SELECT sw_correcoes_recriar()`,
    ],
  ];
}

async function main() {
  if (!process.env.DATABASE_URL) {
    process.env.SW_DATA_DIR ??= '.data/bench';
    process.env.SW_PG_PORT ??= '54339';
  }
  const config = lerConfig();
  definirConfig(config);
  const { dataSource, embutido } = await conectarBanco(config);
  const inicio = Date.now();
  try {
    await dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await dataSource.runMigrations({ transaction: 'each' });
    await semearDemonstracao(dataSource);
    const hash = await gerarHashSenha(SENHA_DEMO);
    console.log(`Volumes: ${JSON.stringify(VOLUMES)}`);
    await dataSource.transaction(async (m) => {
      // Bulk statements run far longer than the gateway's per-request limit.
      await m.query(`SET LOCAL statement_timeout = 0`);
      await m.query(FUNCOES);
      for (const [rotulo, sql] of passos()) {
        const t = Date.now();
        const parametros = sql.includes('$1') ? [hash] : [];
        await m.query(sql, parametros);
        console.log(`  ${rotulo.padEnd(22)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    });
    // At scale 1 and above the checks read millions of rows: past the per-statement limit of requests.
    const invariantes = await dataSource.transaction(async (m) => {
      await m.query(`SET LOCAL statement_timeout = 0`);
      return verificarInvariantes(m);
    });
    const quebradas = invariantes.filter((i) => i.violacoes.length);
    console.log(quebradas.length ? `Invariantes quebradas: ${quebradas.map((i) => i.nome).join(', ')}` : 'Invariantes do razão: todas válidas.');
    console.log(`Pronto em ${((Date.now() - inicio) / 1000).toFixed(0)} s. Membros com a senha ${SENHA_DEMO}.`);
    if (quebradas.length) process.exitCode = 1;
  } finally {
    await dataSource.destroy();
    if (embutido) await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
