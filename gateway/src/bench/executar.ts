import { spawn } from 'node:child_process';
import path from 'node:path';
import { Pool } from 'pg';
import { garantirBanco, iniciarPostgresEmbutido } from '../db/postgres';
import { aguardarGateway } from './aguardar';
import { iniciarReferencia } from './referencia';

// autocannon ships no type declarations; the few fields used here are typed below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (o: Record<string, unknown>) => Instancia;
interface Instancia extends Promise<{ requests: { average: number }; errors: number; non2xx: number; timeouts: number }> {
  on(evento: 'response', f: (cliente: unknown, status: number, bytes: number, ms: number) => void): void;
}

/**
 * npm run bench [-- --duracao 10 --conexoes 32 --so <cenário>]: drives the real gateway over HTTP on the benchmark
 * database (npm run bench:data first) and prints, per scenario and door, requests/s, p50, p95, p99,
 * errors, and the throughput as a ratio of the bare reference server (referencia.ts) where one exists.
 *
 * --escalas 0.1,1,5: the same scenarios on one database per scale (bench_escala_0_1, bench_escala_1,
 * ... on DATABASE_URL's server or the embedded one), each loaded by bench:data at that scale when it
 * is missing or smaller than the scale asks (an existing one is reused), and at the end the p95 of
 * every scenario at each scale, with the ratio of the largest scale to the smallest.
 */
const argumento = (nome: string, padrao: number) => {
  const i = process.argv.indexOf(`--${nome}`);
  return i >= 0 ? Number(process.argv[i + 1]) : padrao;
};
const DURACAO = argumento('duracao', 10);
const CONEXOES = argumento('conexoes', 32);
const RAIZ = path.resolve(__dirname, '..', '..', '..');
const PORTA = 4710;
const BASE = `http://127.0.0.1:${PORTA}`;

interface Cenario {
  nome: string;
  porta: 'REST' | 'GraphQL';
  metodo?: 'GET' | 'POST';
  caminho: string;
  corpo?: unknown;
  /** Session tokens to rotate through (one per request); the admin's when absent. */
  tokens?: () => string[];
  conexoes?: number;
  /** Path on the reference server serving the same SQL. */
  referencia?: string;
  /** Per-request Authorization and body, for scenarios where each request must differ (redemptions). */
  variar?: (n: number) => { authorization: string; corpo: unknown };
}

const gql = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

async function json(metodo: string, caminho: string, corpo?: unknown, token?: string): Promise<any> {
  const r = await fetch(`${BASE}${caminho}`, {
    method: metodo,
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token ? { authorization: token } : {}) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`${metodo} ${caminho} → ${r.status} ${texto.slice(0, 200)}`);
  return JSON.parse(texto);
}

function percentil(ordenados: number[], p: number): number {
  if (!ordenados.length) return NaN;
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
}

async function medir(url: string, c: Cenario, token: string) {
  const tokens = c.tokens?.() ?? [token];
  let i = 0;
  let n = 0;
  let sucessos = 0;
  const tempos: number[] = [];
  const variar = c.variar;
  const instancia = autocannon({
    url,
    connections: c.conexoes ?? CONEXOES,
    duration: DURACAO,
    method: c.metodo ?? 'GET',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: c.corpo === undefined ? undefined : JSON.stringify(c.corpo),
    setupClient: (cliente: { setHeaders: (h: Record<string, string>) => void }) => {
      cliente.setHeaders({ 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: tokens[i++ % tokens.length] });
    },
    ...(variar && {
      requests: [{
        setupRequest: (pedido: { headers: Record<string, string>; body?: string }) => {
          const { authorization, corpo } = variar(n++);
          return { ...pedido, headers: { ...pedido.headers, authorization }, body: JSON.stringify(corpo) };
        },
      }],
    }),
  });
  instancia.on('response', (_c, status, _b, ms) => {
    tempos.push(ms);
    if (status < 300) sucessos++;
  });
  const r = await instancia;
  tempos.sort((a, b) => a - b);
  return {
    rps: r.requests.average, sucessosPorSegundo: sucessos / DURACAO,
    p50: percentil(tempos, 50), p95: percentil(tempos, 95), p99: percentil(tempos, 99), erros: r.errors + r.non2xx + r.timeouts,
  };
}

type Resultado = Awaited<ReturnType<typeof medir>>;

/** Runs every scenario against the database at `url`; the results by "scenario|door". */
async function rodar(url: string): Promise<Map<string, Resultado>> {
  const resultados = new Map<string, Resultado>();
  const gateway = spawn(process.execPath, [path.join(RAIZ, 'gateway', 'dist', 'main.js')], {
    cwd: RAIZ,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, PORT: String(PORTA), SW_SEED: 'false', SW_JOBS: 'false', LOG_LEVEL: 'error', NODE_ENV: 'production',
      // The redemption scenario measures throughput, not the monthly rule (issue: "limits set above 10 for the run").
      RESGATES_POR_MES: '1000' },
  });
  const referencia = await iniciarReferencia(url, PORTA + 1);
  let restaurar = async () => {};
  try {
    await aguardarGateway(gateway, BASE, 2);
    // The contract's Authorization value is 'storeToken|panelToken'.
    const admin = `|${(await json('POST', '/api/sessoes/usuario', { cpf: '30000000388', senha: 'Demo@2026' })).token}`;
    const redes = (await json('GET', '/api/redes?ativo=1', undefined, admin)).redes as { id: number; nome: string }[];
    const rede = redes.find((r) => r.nome.startsWith('Rede Bench')) ?? redes[0];
    // The redemption scenario measures throughput, not the programme's limits (issue: "limits set
    // above 10 for the run"): the weekly voucher limit goes up for the run and back afterwards, and
    // twenty prizes of this run only keep "the same prize once a month" from refusing members who
    // redeemed in an earlier run.
    const banco = new Pool({ connectionString: url, max: 1 });
    const [{ usos_semanais_voucher: usosSemanais }] = (await banco.query(`SELECT usos_semanais_voucher FROM configuracoes_sistema WHERE id = 1`)).rows;
    await banco.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 1000 WHERE id = 1`);
    restaurar = async () => {
      await banco.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = $1 WHERE id = 1`, [usosSemanais]);
      await banco.end();
    };
    const rodada = Date.now().toString(36).toUpperCase();
    await banco.query(
      `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos)
       SELECT 'Prêmio Bench ' || $1 || '-' || n, 'Prêmio de benchmark', 'BX-' || $1 || '-' || n, 50, 'geral', 105 + n * 5 FROM generate_series(1, 20) n`,
      [rodada],
    );
    // The thousand members with the most points among those who may redeem (active, in an active
    // store that redeems), logged in once each, four at a time (argon2 is deliberately slow).
    const membros: { cpf: string }[] = (await banco.query(
      `SELECT p.cpf FROM parceiros p JOIN revendas r ON r.id = p.revenda_id
        WHERE p.ativo AND r.ativo AND r.resgate_liberado ORDER BY p.saldo_pontos DESC, p.id LIMIT 1000`)).rows;
    const tokensMembros: string[] = [];
    const fila = [...membros];
    await Promise.all([1, 2, 3, 4].map(async () => {
      for (let m = fila.shift(); m; m = fila.shift()) {
        try {
          tokensMembros.push(`${(await json('POST', '/api/sessoes/parceiro', { cpf: m.cpf, senha: 'Demo@2026' })).token}|`);
        } catch {
          // a member with another password (the demo's own accounts) is left out; the others are enough
        }
      }
    }));
    const hoje = new Date().toISOString().slice(0, 10);
    const semanaPassada = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

    const cenarios: Cenario[] = [
      { nome: 'Vendedores (busca e ordem)', porta: 'REST', caminho: '/api/parceiros?page=1&perPage=10&search=Silva&sortField=nome&sortOrder=asc', referencia: '/parceiros?busca=Silva' },
      { nome: 'Vendedores (busca e ordem)', porta: 'GraphQL', metodo: 'POST', caminho: '/graphql', referencia: '/parceiros?busca=Silva',
        corpo: gql(`query($b: String) { parceiros(pagina: 1, limite: 10, busca: $b, campo: "nome", direcao: "asc") { totalRecords parceiros { id nome cpf revenda rede saldoPontos } } }`, { b: 'Silva' }) },
      // A narrower term (a name and part of a number, about 200 matches): what staff type most.
      { nome: 'Vendedores (busca estreita)', porta: 'REST', caminho: '/api/parceiros?page=1&perPage=10&search=Silva%20175&sortField=nome&sortOrder=asc', referencia: '/parceiros?busca=Silva%20175' },
      { nome: 'Pontuações (7 dias)', porta: 'REST', caminho: `/api/pontuacoes?dataInicial=${semanaPassada}&dataFinal=${hoje}&page=1&perPage=10`, referencia: '/pontuacoes' },
      { nome: 'Resgates', porta: 'REST', caminho: '/api/resgates?pagina=1&limite=10', referencia: '/resgates' },
      { nome: 'Resgates', porta: 'GraphQL', metodo: 'POST', caminho: '/graphql', referencia: '/resgates',
        corpo: gql(`{ resgates(input: { pagina: 1, porPagina: 10 }) { total itens { id parceiro premio { nome } pontosGastos status } } }`) },
      { nome: 'Dashboard (todas as redes)', porta: 'REST', caminho: '/api/dashboard', referencia: '/dashboard' },
      { nome: 'Dashboard (uma rede)', porta: 'REST', caminho: `/api/dashboard?rede=${encodeURIComponent(rede.nome)}` },
      { nome: 'Dashboard (todas as redes)', porta: 'GraphQL', metodo: 'POST', caminho: '/graphql', referencia: '/dashboard',
        corpo: gql(`{ dashboard { parceirosCadastrados parceirosPontuados revendasCadastradas revendasPontuadas topParceirosPontuados { id nome totalPontos } } }`) },
      { nome: 'Login do painel', porta: 'REST', metodo: 'POST', caminho: '/api/sessoes/usuario', corpo: { cpf: '30000000388', senha: 'Demo@2026' }, conexoes: 4 },
      // Request n: member n mod M, prize 1 + (n div M) mod 20 of this run, so no member asks
      // for the same prize twice in the run and each one's redemptions are spread over it.
      { nome: 'Resgate (muitos membros)', porta: 'REST', metodo: 'POST', caminho: '/api/resgatar', corpo: {},
        variar: (n) => ({
          authorization: tokensMembros[n % tokensMembros.length],
          corpo: { codigoPremio: `BX-${rodada}-${1 + (Math.floor(n / tokensMembros.length) % 20)}`, qtde: 1, obs: 'bench' },
        }) },
    ];

    const referencias = new Map<string, number>();
    console.log(`\n${DURACAO} s por cenário, ${CONEXOES} conexões (salvo onde indicado). ${tokensMembros.length} membros com sessão.\n`);
    console.log('cenário                        porta    req/s     p50     p95     p99  erros  ÷ referência (ou sucessos/s)');
    // --so <texto>: only the scenarios whose name contains it (e.g. --so Resgate).
    const so = process.argv.includes('--so') ? process.argv[process.argv.indexOf('--so') + 1].toLowerCase() : '';
    for (const c of cenarios.filter((x) => x.nome.toLowerCase().includes(so))) {
      let razao = '';
      if (c.referencia) {
        if (!referencias.has(c.referencia)) referencias.set(c.referencia, (await medir(`${referencia.url}${c.referencia}`, { ...c, metodo: 'GET', corpo: undefined }, '')).rps);
        const ref = referencias.get(c.referencia)!;
        razao = `${ref.toFixed(0).padStart(6)} req/s`;
      }
      let r;
      try {
        r = await medir(`${BASE}${c.caminho}`, c, admin);
      } catch (e) {
        console.log(`${c.nome.padEnd(30)} ${c.porta.padEnd(8)} falhou: ${(e as Error).message}`);
        continue;
      }
      if (c.referencia) razao = `${(r.rps / referencias.get(c.referencia)!).toFixed(2)} (${razao.trim()})`;
      else if (c.variar) razao = `${r.sucessosPorSegundo.toFixed(0)} sucessos/s`;
      const ms = (v: number) => `${v.toFixed(0)} ms`.padStart(7);
      console.log(`${c.nome.padEnd(30)} ${c.porta.padEnd(8)} ${r.rps.toFixed(0).padStart(5)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.erros).padStart(6)}  ${razao}`);
      resultados.set(`${c.nome}|${c.porta}`, r);
    }
  } finally {
    await restaurar();
    gateway.kill('SIGTERM');
    await new Promise((ok) => gateway.once('exit', ok));
    await referencia.parar();
  }
  return resultados;
}

/** The database of one scale, loaded by bench:data (gerar-dados.js) unless it already holds that scale. */
async function bancoDaEscala(servidor: string, escala: number): Promise<string> {
  const url = new URL(servidor);
  url.pathname = `/bench_escala_${String(escala).replace('.', '_')}`;
  await garantirBanco(url.toString());
  const banco = new Pool({ connectionString: url.toString(), max: 1 });
  let vendedores = 0;
  try {
    vendedores = Number((await banco.query(`SELECT count(*) AS n FROM parceiros WHERE nome NOT LIKE 'Vendedor Arquivos %'`)).rows[0].n);
  } catch {
    // an empty database: no tables yet
  } finally {
    await banco.end();
  }
  if (vendedores >= Math.round(200_000 * escala)) {
    console.log(`\nEscala ${escala}: reaproveitando ${url.pathname.slice(1)} (${vendedores.toLocaleString('pt-BR')} vendedores).`);
    return url.toString();
  }
  console.log(`\nEscala ${escala}: carregando ${url.pathname.slice(1)} (npm run bench:data -- --escala ${escala})...`);
  const filho = spawn(process.execPath, [path.join(__dirname, 'gerar-dados.js'), '--escala', String(escala)], {
    stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
  });
  const codigo = await new Promise<number | null>((ok) => filho.once('exit', ok));
  if (codigo !== 0) throw new Error(`A carga da escala ${escala} falhou (código ${codigo}).`);
  return url.toString();
}

async function main() {
  let url = process.env.DATABASE_URL;
  const embutido = url ? null : await iniciarPostgresEmbutido(path.join(RAIZ, '.data', 'bench'), 54339);
  url ??= embutido!.url('experiencias');
  try {
    const i = process.argv.indexOf('--escalas');
    if (i < 0) {
      await rodar(url);
      return;
    }
    const escalas = process.argv[i + 1].split(',').map(Number).sort((a, b) => a - b);
    if (!escalas.length || escalas.some((e) => !(e > 0 && e <= 10))) throw new Error('--escalas: números entre 0 e 10 separados por vírgula, como 0.1,1,5.');
    const porEscala: Map<string, Resultado>[] = [];
    for (const escala of escalas) {
      const banco = await bancoDaEscala(url, escala);
      console.log(`\n== Escala ${escala} ==`);
      porEscala.push(await rodar(banco));
    }
    console.log(`\np95 por escala (${escalas.join(', ')}); "plano" quando a maior escala fica a até 2× da menor:\n`);
    console.log(`${'cenário'.padEnd(30)} ${'porta'.padEnd(8)} ${escalas.map((e) => `${e}`.padStart(9)).join('')}   maior ÷ menor`);
    for (const chave of porEscala[0].keys()) {
      const [nome, porta] = chave.split('|');
      const p95 = porEscala.map((m) => m.get(chave)?.p95 ?? NaN);
      const razao = p95[p95.length - 1] / p95[0];
      console.log(`${nome.padEnd(30)} ${porta.padEnd(8)} ${p95.map((v) => `${v.toFixed(0)} ms`.padStart(9)).join('')}   ${razao.toFixed(2)} ${razao <= 2 ? 'plano' : 'cresce'}`);
    }
  } finally {
    if (embutido) await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
