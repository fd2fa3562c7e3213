import crypto from 'node:crypto';
import http from 'node:http';
import { Pool } from 'pg';
import { buscaPorInicioPosicional } from '../core/busca-inicio';
import { TABELAS_BUSCA_PARCEIROS } from '../modules/parceiros/parceiros-consulta';

/**
 * The yardstick of the benchmark: a bare node:http + pg server answering the benchmarked reads with
 * the same SQL the product runs for them (same joins, filters, order and page), but with nothing
 * else — no session check, validation, ORM or GraphQL. The product's figure divided by this one is
 * what the product's own layers cost.
 */
type Consulta = [string, unknown[]] | { contar: string; parametros: unknown[] };

/** The product's list total (core/listagem.ts): exact up to 1,000 rows, past that the planner's estimate. */
const contar = (sql: string, parametros: unknown[]): Consulta => ({ contar: sql, parametros });

async function executar(pool: Pool, consulta: Consulta): Promise<unknown[]> {
  if (Array.isArray(consulta)) return (await pool.query(consulta[0], consulta[1])).rows;
  const { rows } = await pool.query(`SELECT count(*)::int AS total FROM (${consulta.contar} LIMIT 1001) t`, consulta.parametros);
  if (rows[0].total <= 1000) return rows;
  return (await pool.query(`EXPLAIN (FORMAT JSON) ${consulta.contar}`, consulta.parametros)).rows;
}

const CONSULTAS: Record<string, (p: URLSearchParams) => Consulta[]> = {
  // consultaParceiros (role 2, the search of core/busca.ts, sorted by name, first page of 10)
  '/parceiros': (p) => {
    const {
      juncoes,
      condicao: onde,
      ordem,
      valores,
    } = buscaPorInicioPosicional(p.get('busca'), TABELAS_BUSCA_PARCEIROS, 0) ?? { juncoes: '', condicao: 'true', ordem: null, valores: [] };
    return [
      [
        `SELECT p.id, p.nome, p.cpf, p.email, p.celular, p.end_cidade, p.saldo_pontos, p.total_pontos, p.ultima_pontuacao, p.ativo,
               r.nome_fantasia AS revenda, d.nome AS rede
          FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes d ON d.id = r.rede_id ${juncoes}
         WHERE ${onde} ORDER BY ${ordem ?? 'p.nome'} ASC NULLS FIRST, p.id LIMIT 10`,
        valores,
      ],
      contar(`SELECT 1 FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes d ON d.id = r.rede_id ${juncoes} WHERE ${onde}`, valores),
    ];
  },
  // resgates painel list, newest first
  '/resgates': () => [
    [
      `SELECT g.id, g.redemption_code, p.nome, l.nome_fantasia, pr.nome AS premio, g.pontos_gastos, g.status, g.resgatado_em
        FROM resgates g JOIN parceiros p ON p.id = g.parceiro_id JOIN revendas l ON l.id = g.revenda_id JOIN premios pr ON pr.id = g.premio_id
       ORDER BY g.resgatado_em DESC NULLS LAST, g.id DESC LIMIT 10`,
      [],
    ],
    contar(
      `SELECT 1 FROM resgates g JOIN parceiros p ON p.id = g.parceiro_id JOIN revendas l ON l.id = g.revenda_id JOIN premios pr ON pr.id = g.premio_id`,
      [],
    ),
  ],
  // dashboard.service obter(), all networks (sales figures from resumo_vendas)
  '/dashboard': () => [
    [
      `SELECT
        (SELECT count(*) FROM revendas r WHERE r.ativo)::int,
        (SELECT count(*) FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE p.ativo AND r.ativo)::int,
        (SELECT count(DISTINCT s.parceiro_id) FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id WHERE s.vendas > 0 AND r.ativo)::int,
        (SELECT count(DISTINCT s.revenda_id) FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id WHERE s.vendas > 0 AND r.ativo)::int`,
      [],
    ],
    [
      `SELECT s.parceiro_id, sum(s.total_pontos) AS pontos FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id
       WHERE s.vendas > 0 AND r.ativo GROUP BY s.parceiro_id ORDER BY pontos DESC, s.parceiro_id LIMIT 10`,
      [],
    ],
    [
      `SELECT r.id, sum(s.total_pontos) AS pontos FROM resumo_vendas s JOIN revendas r ON r.id = s.revenda_id
       WHERE s.vendas > 0 AND r.ativo GROUP BY r.id ORDER BY pontos DESC, r.id LIMIT 10`,
      [],
    ],
  ],
  // scored sales of the last 7 days, newest first
  '/pontuacoes': () => [
    [
      `SELECT v.id, v.identificador, v.total_pontos, v.valor_custo, v.pontuado_em, p.nome, l.nome_fantasia
        FROM vendas v JOIN parceiros p ON p.id = v.parceiro_id JOIN revendas l ON l.id = v.revenda_id
       WHERE v.pontuado_em >= now() - interval '7 days' ORDER BY v.pontuado_em DESC NULLS LAST, v.id DESC LIMIT 10`,
      [],
    ],
    contar(
      `SELECT 1 FROM vendas v JOIN parceiros p ON p.id = v.parceiro_id JOIN revendas l ON l.id = v.revenda_id WHERE v.pontuado_em >= now() - interval '7 days'`,
      [],
    ),
  ],
};

/**
 * POST /resgatar {parceiroId, codigoPremio}: the redemption's one statement (sw_resgatar, migration
 * 1764900000000-ResgateNumaChamada) with the arguments the gateway sends for a plain prize, and
 * nothing around it: no session, no validation of the body, no error translation. A refusal is a 409.
 */
async function resgatar(pool: Pool, req: http.IncomingMessage, res: http.ServerResponse) {
  let corpo = '';
  for await (const parte of req) corpo += parte;
  const { parceiroId, codigoPremio } = JSON.parse(corpo) as { parceiroId: number; codigoPremio: string };
  try {
    const { rows } = await pool.query(
      `SELECT o_resgate, o_saldo_novo FROM sw_resgatar($1, $2, NULL, $3, '110V', NULL, NULL, NULL, 'bench', NULL, 1000, 1, 1, 'parceiro', $1, NULL, NULL, 'ok')`,
      [parceiroId, codigoPremio, crypto.randomBytes(6).toString('hex').toUpperCase()],
    );
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: rows[0].o_resgate, saldoNovo: Number(rows[0].o_saldo_novo) }));
  } catch (e) {
    res.writeHead((e as { code?: string }).code === 'SWR01' ? 409 : 500).end(String(e));
  }
}

export async function iniciarReferencia(url: string, porta: number): Promise<{ url: string; parar: () => Promise<void> }> {
  const pool = new Pool({ connectionString: url, max: 10 });
  const servidor = http.createServer(async (req, res) => {
    const endereco = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && endereco.pathname === '/resgatar') {
      await resgatar(pool, req, res);
      return;
    }
    const consulta = CONSULTAS[endereco.pathname];
    if (!consulta) {
      res.writeHead(404).end();
      return;
    }
    try {
      const resultados = await Promise.all(consulta(endereco.searchParams).map((c) => executar(pool, c)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(resultados));
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  servidor.keepAliveTimeout = 65_000;
  await new Promise<void>((ok) => servidor.listen(porta, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${porta}`,
    parar: async () => {
      await new Promise<void>((ok) => servidor.close(() => ok()));
      await pool.end();
    },
  };
}
