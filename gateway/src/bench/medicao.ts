/**
 * The autocannon measurement of a scenario (bench/executar.ts): one run of DURACAO seconds with the
 * scenario's connections, p50/p95/p99 over every answer, and the refusals counted by status.
 */
// autocannon ships no type declarations; the few fields used here are typed below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (o: Record<string, unknown>) => Instancia;
interface Instancia extends Promise<{ requests: { average: number }; errors: number; non2xx: number; timeouts: number }> {
  on(evento: 'response', f: (cliente: unknown, status: number, bytes: number, ms: number) => void): void;
}

/** A numeric command-line option (--duracao 10). */
export const argumento = (nome: string, padrao: number) => {
  const i = process.argv.indexOf(`--${nome}`);
  return i >= 0 ? Number(process.argv[i + 1]) : padrao;
};
export const DURACAO = argumento('duracao', 10);
export const CONEXOES = argumento('conexoes', 32);

export interface Cenario {
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
  /** Per-request Authorization and body, for scenarios where each request must differ (redemptions); `alvo` names who is measured. */
  variar?: (n: number, alvo: Alvo) => { authorization: string; corpo: unknown };
  /** Measured with sequential requests instead of autocannon (heavy reads with a per-user cap). */
  sequencial?: (alvo: Alvo) => Promise<Medida>;
}

/** Who is measured: this code, the --comparar version, or the bare reference server. */
export type Alvo = 'atual' | 'anterior' | 'referencia';
export interface Medida {
  rps: number;
  sucessosPorSegundo: number;
  p50: number;
  p95: number;
  p99: number;
  erros: number;
  status?: string;
}

function percentil(ordenados: number[], p: number): number {
  if (!ordenados.length) return NaN;
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
}

const pedidosFeitos = new Map<Alvo, number>();

export async function medir(url: string, c: Cenario, token: string, alvo: Alvo): Promise<Medida> {
  if (c.sequencial) return c.sequencial(alvo);
  const tokens = c.tokens?.() ?? [token];
  let i = 0;
  // Varied requests continue where the last measurement of the same server stopped (--repeticoes):
  // a member never asks twice for a prize already redeemed this month.
  let n = pedidosFeitos.get(alvo) ?? 0;
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
      requests: [
        {
          setupRequest: (pedido: { headers: Record<string, string>; body?: string }) => {
            const { authorization, corpo } = variar(n++, alvo);
            return { ...pedido, headers: { ...pedido.headers, authorization }, body: JSON.stringify(corpo) };
          },
        },
      ],
    }),
  });
  const recusas = new Map<number, number>();
  instancia.on('response', (_c, status, _b, ms) => {
    tempos.push(ms);
    if (status < 300) sucessos++;
    else recusas.set(status, (recusas.get(status) ?? 0) + 1);
  });
  const r = await instancia;
  if (variar) pedidosFeitos.set(alvo, n);
  tempos.sort((a, b) => a - b);
  return {
    rps: r.requests.average,
    sucessosPorSegundo: sucessos / DURACAO,
    p50: percentil(tempos, 50),
    p95: percentil(tempos, 95),
    p99: percentil(tempos, 99),
    erros: r.errors + r.non2xx + r.timeouts,
    // Which answers were not 2xx (status: count), and connection errors and timeouts, so a refusal is told from a failure.
    status: [
      ...[...recusas].map(([k, n]) => `${k}: ${n}`),
      ...(r.errors ? [`erros de conexão: ${r.errors}`] : []),
      ...(r.timeouts ? [`tempo esgotado: ${r.timeouts}`] : []),
    ].join(', '),
  };
}
