import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { cnpjDe, cpfDe } from '../seed/gerador';

export const LOJAS = 100;
export const VENDEDORES = 2_000;

export interface DadosBench {
  vendedores: { cpf: string; cnpj: string }[];
  produtos: string[];
}

/**
 * Fills the benchmark database up to `total` scored sales for the export (bench/arquivos.ts): sales
 * of the benchmark's members over the last 360 days, one or two items each, their credits and
 * earning lots, and the balances and sales summary that follow — all set-based (generate_series),
 * in one transaction. Returns how many sales the export's date range holds.
 */
export async function encherParaExportacao(db: Client, total: number, dataInicial: string): Promise<number> {
  const noPeriodo = `SELECT count(*)::int AS n FROM vendas WHERE pontuado_em >= ($1::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`;
  const [{ n: existentes }] = (await db.query(noPeriodo, [dataInicial])).rows;
  const faltam = Math.max(0, total - existentes);
  await db.query('BEGIN');
  try {
    await db.query(`SET LOCAL statement_timeout = 0`);
    await db.query(`CREATE TEMP TABLE enc_parceiros ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY p.id) AS ordem, p.id, p.revenda_id, r.fator_pontuacao AS fator, d.valor_ponto
        FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes d ON d.id = r.rede_id
       WHERE p.nome LIKE 'Vendedor Arquivos %'`);
    await db.query(`CREATE TEMP TABLE enc_produtos ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS ordem, id, codigo, nome, valor_unitario, valor_pontos FROM produtos WHERE ativo`);
    await db.query(
      `CREATE TEMP TABLE enc_vendas ON COMMIT DROP AS
      SELECT (SELECT coalesce(max(id), 0) FROM vendas) + n AS id, n, p.id AS parceiro_id, p.revenda_id, p.fator, p.valor_ponto,
             now() - ((n * 7919) % (360 * 1440)) * interval '1 minute' AS pontuado_em
        FROM generate_series(1::bigint, $1::bigint) n
        JOIN enc_parceiros p ON p.ordem = 1 + (n * 31) % (SELECT count(*) FROM enc_parceiros)`,
      [faltam],
    );
    await db.query(`CREATE TEMP TABLE enc_itens ON COMMIT DROP AS
      SELECT v.id AS venda_id, pr.id AS produto_id, pr.codigo, pr.nome, 1 + (v.n % 4)::int AS qtde, pr.valor_unitario,
             pr.valor_unitario * (1 + v.n % 4) AS sub_total, pr.valor_pontos * (1 + v.n % 4) * v.fator AS valor_pontos, v.fator
        FROM enc_vendas v CROSS JOIN LATERAL generate_series(1, 1 + (v.n % 2)::int) k
        JOIN enc_produtos pr ON pr.ordem = 1 + (v.n * 11 + k * 17) % (SELECT count(*) FROM enc_produtos)`);
    // The summary trigger would upsert once per row; the summary is rebuilt once below instead.
    await db.query(`ALTER TABLE vendas DISABLE TRIGGER vendas_resumo`);
    await db.query(`INSERT INTO vendas (id, parceiro_id, revenda_id, identificador, total_venda, total_pontos, valor_custo,
        realizado_em, pontuado_em, criado_em, tipo_fiscal, total_descontos)
      SELECT v.id, v.parceiro_id, v.revenda_id, 'EX' || v.n, t.total, t.pontos, round(t.pontos * v.valor_ponto, 2),
             v.pontuado_em::date, v.pontuado_em, v.pontuado_em, 'N', 0
        FROM enc_vendas v JOIN (SELECT venda_id, sum(sub_total) AS total, sum(valor_pontos) AS pontos FROM enc_itens GROUP BY venda_id) t ON t.venda_id = v.id`);
    await db.query(`SELECT setval(pg_get_serial_sequence('vendas', 'id'), (SELECT max(id) FROM vendas))`);
    await db.query(`INSERT INTO vendas_itens (venda_id, produto_id, codigo, descricao, qtde, valor_unitario, valor_desconto, sub_total, valor_pontos, fator)
      SELECT venda_id, produto_id, codigo, nome, qtde, valor_unitario, 0, sub_total, valor_pontos, fator FROM enc_itens`);
    await db.query(`ALTER TABLE vendas ENABLE TRIGGER vendas_resumo`);
    await db.query(`DELETE FROM resumo_vendas`);
    await db.query(`INSERT INTO resumo_vendas (revenda_id, parceiro_id, vendas, total_venda, total_pontos)
      SELECT revenda_id, parceiro_id, count(*), sum(total_venda), sum(total_pontos) FROM vendas WHERE cancelada_em IS NULL GROUP BY revenda_id, parceiro_id`);
    await db.query(`INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, responsavel_tipo, responsavel_nome, criado_em)
      SELECT parceiro_id, 'credito_venda', total_pontos, 'venda', id::text, 'Venda ' || identificador, 'sistema', 'Carga de benchmark', pontuado_em
        FROM vendas WHERE identificador LIKE 'EX%' AND total_pontos > 0`);
    await db.query(`INSERT INTO lotes_pontos (parceiro_id, movimento_id, pontos, restante, creditado_em, vence_em)
      SELECT m.parceiro_id, m.id, m.pontos, m.pontos, m.criado_em, m.criado_em + interval '18 months'
        FROM movimentos_pontos m WHERE m.tipo = 'credito_venda' AND m.responsavel_nome = 'Carga de benchmark'`);
    await db.query(`UPDATE parceiros p SET saldo_pontos = s.saldo, total_pontos = s.total
      FROM (SELECT parceiro_id, sum(restante) AS saldo, sum(pontos) AS total FROM lotes_pontos GROUP BY parceiro_id) s
     WHERE s.parceiro_id = p.id AND p.nome LIKE 'Vendedor Arquivos %'`);
    await db.query('COMMIT');
  } catch (e) {
    await db.query('ROLLBACK');
    throw e;
  }
  await db.query('ANALYZE');
  const [{ n }] = (await db.query(noPeriodo, [dataInicial])).rows;
  return n;
}

/** Stores and members of the benchmark (set-based), on the demo's networks and products. */
export async function cadastrar(db: Client): Promise<DadosBench> {
  const lojas = Array.from({ length: LOJAS }, (_, i) => i + 1);
  await db.query(
    `INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia, razao_social, end_cidade, end_estado, tipo_pontuacao, fator_pontuacao, cenario, resgate_liberado, lancamento_relatorio)
     SELECT (SELECT id FROM redes ORDER BY id LIMIT 1 OFFSET n % (SELECT count(*) FROM redes)), 'BA' || lpad(n::text, 5, '0'), c,
            'Loja Arquivos ' || n, 'Loja Arquivos ' || n || ' Ltda', 'São Paulo', 'SP', 0, 1, 0, true, true
       FROM unnest($1::int[], $2::text[]) AS x(n, c)`,
    [lojas, lojas.map((n) => cnpjDe(81_000_000 + n))],
  );
  const ids = Array.from({ length: VENDEDORES }, (_, i) => i + 1);
  await db.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, email, celular, sexo, data_nascimento, end_cidade, end_estado, senha_hash, aceitou_regulamento, ativo)
     SELECT (SELECT id FROM revendas WHERE codigo = 'BA' || lpad((1 + n % ${LOJAS})::text, 5, '0')), 'Vendedor Arquivos ' || n, c,
            'arquivos' || n || '@email.com.br', '119' || lpad(n::text, 8, '0'), 'F', date '1990-01-01', 'São Paulo', 'SP', 'sem-senha', true, true
       FROM unnest($1::int[], $2::text[]) AS x(n, c)`,
    [ids, ids.map((n) => cpfDe(620_000_000 + n * 7))],
  );
  const vendedores: { cpf: string; cnpj: string }[] = (
    await db.query(`SELECT p.cpf, r.cnpj FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.nome LIKE 'Vendedor Arquivos %' ORDER BY p.id`)
  ).rows;
  const produtos: string[] = (await db.query(`SELECT codigo FROM produtos WHERE ativo ORDER BY id LIMIT 40`)).rows.map((r: { codigo: string }) => r.codigo);
  if (!produtos.length) throw new Error('A demonstração não tem produtos ativos.');
  return { vendedores, produtos };
}

/** The upload file: one row per item, 1 to 3 items per document, written with exceljs' streaming writer. */
export async function gerarPlanilha(arquivo: string, dados: DadosBench, linhasTotal: number, prefixo: string): Promise<number> {
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: arquivo, useStyles: true, useSharedStrings: true });
  const folha = livro.addWorksheet('Vendas');
  folha.columns = ['cpf', 'loja', 'tipoFiscal', 'numeroFiscal', 'dataVenda', 'codigoProduto', 'quantidade', 'valorUnitario', 'desconto'].map((header) => ({
    header,
    width: 16,
  }));
  folha.getColumn(5).numFmt = 'dd/mm/yyyy';
  folha.getRow(1).commit();
  const hoje = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  let linhas = 0;
  let documentos = 0;
  for (let doc = 1; linhas < linhasTotal; doc++) {
    const v = dados.vendedores[(doc * 7) % dados.vendedores.length];
    const data = new Date(hoje - (1 + (doc % 30)) * 86_400_000);
    const itens = Math.min(1 + (doc % 3), linhasTotal - linhas);
    for (let k = 0; k < itens; k++) {
      const produto = dados.produtos[(doc * 3 + k * 11) % dados.produtos.length];
      folha.addRow([v.cpf, v.cnpj, 'N', `${prefixo}${doc}`, data, produto, 1 + ((doc + k) % 4), 49.9 + (doc % 50), k === 1 ? 5 : null]).commit();
      linhas++;
    }
    documentos++;
  }
  folha.commit();
  await livro.commit();
  return documentos;
}

export async function contarLinhasXlsx(arquivo: string): Promise<number> {
  const leitor = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(arquivo), {
    worksheets: 'emit',
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let linhas = 0;
  for await (const folha of leitor) {
    for await (const _linha of folha as AsyncIterable<unknown>) linhas++;
    break;
  }
  return linhas;
}
