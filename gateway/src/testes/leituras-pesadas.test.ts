import { Client } from 'pg';
import { MENSAGEM_PESADA_DEMORADA, mensagemPesadasEmAndamento } from '../core/leituras-pesadas';
import { MENSAGEM_PESADAS_OCUPADAS } from '../db/pool-pg';
import { memoriaCurta } from '../core/memoria-curta';
import { comEscopo, escopoAtual } from '../db/escopo-consulta';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * Heavy reads (core/leituras-pesadas.ts) through the real doors, on a real PostgreSQL. A heavy
 * statement is made to wait, deterministically, by a lock the test holds on the tables they read
 * (correcoes_pendentes: the correction list; vendas_itens: the most-sold products; sign-in,
 * sessions, /healthz and the member's own data read neither). Every assertion is on answers and on
 * pg_stat_activity, polled; nothing waits for a fixed time.
 */
jest.setTimeout(90_000);

const CORRECOES = '/api/pontuacoes/correcoes';
const GQL_CORRECOES = '{ correcoesPontuacao { vendasCorrigir { idVenda } } }';

/** Polls `condicao` until it holds (20 s at most, far from any limit under test). */
async function esperar(condicao: () => Promise<boolean>, oque: string): Promise<void> {
  const fim = Date.now() + 20_000;
  while (Date.now() < fim) {
    if (await condicao()) return;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`não aconteceu: ${oque}`);
}

function urlDoBanco(amb: AmbienteDeTeste): string {
  return (amb.ds.options as { url: string }).url;
}

/** A transaction of the test holding ACCESS EXCLUSIVE on the heavy reads' tables until `soltar`. */
async function travarItens(amb: AmbienteDeTeste) {
  const trava = new Client({ connectionString: urlDoBanco(amb) });
  await trava.connect();
  await trava.query('BEGIN');
  await trava.query('LOCK TABLE vendas_itens, correcoes_pendentes IN ACCESS EXCLUSIVE MODE');
  // pg_stat_activity is read outside the locking transaction (inside one it is a frozen snapshot).
  const c = new Client({ connectionString: urlDoBanco(amb) });
  await c.connect();
  return {
    /** The gateway's statements waiting on this lock. */
    esperando: async (): Promise<{ pid: number; query: string }[]> =>
      (
        await c.query(
          `SELECT pid, query FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND wait_event_type = 'Lock'`,
        )
      ).rows,
    /** Whether a backend still exists (a dropped connection's backend goes away). */
    existe: async (pid: number) => (await c.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 1,
    usos: async () => Number((await c.query('SELECT count(*) AS n FROM usos_limitados')).rows[0].n),
    soltar: async () => {
      await trava.query('ROLLBACK').catch(() => undefined);
      await trava.end();
      await c.end();
    },
  };
}

describe('leituras pesadas: custo, limite por usuário, parte do pool, cancelamento', () => {
  let amb: AmbienteDeTeste;
  let marca: string;

  beforeAll(async () => {
    // A pool of 5 (AmbienteDeTeste) of which heavy reads may hold 2.
    amb = await AmbienteDeTeste.criar({ DB_POOL_PESADAS: '2', PESADAS_POR_USUARIO: '2' });
    marca = await amb.entrarPainel(0);
  });
  afterAll(() => amb.fechar());

  it('GraphQL: 25 aliases of a heavy field are refused with 400 before anything runs', async () => {
    const trava = await travarItens(amb);
    try {
      const antes = await trava.usos();
      const doc = `{ ${Array.from({ length: 25 }, (_, i) => `a${i}: correcoesPontuacao { vendasCorrigir { idVenda } }`).join(' ')} }`;
      const r = await amb.gql(doc, {}, { token: marca });
      expect(r.status).toBe(400);
      expect(r.mensagem).toBe('A consulta é complexa demais (custo acima de 5000). Peça menos campos ou divida a consulta.');
      // Answered while the table it reads is locked, nothing counted, no statement waiting: nothing ran.
      expect(await trava.esperando()).toEqual([]);
      expect(await trava.usos()).toBe(antes);
      // Five heavy fields in one document pass the alias limit and still cost too much; a mutation's too.
      const cinco = `{ ${[
        'dashboard { parceirosCadastrados }',
        'mensuracao { rede }',
        'historico(ano: 2025) { rede }',
        'a: dashboard { parceirosCadastrados }',
        'b: mensuracao { rede }',
      ].join(' ')} }`;
      const r5 = await amb.gql(cinco, {}, { token: marca });
      expect([r5.status, r5.mensagem]).toEqual([400, r.mensagem]);
    } finally {
      await trava.soltar();
    }
    // Two heavy fields in one document are fine (the panel sends one).
    const dois = await amb.gql('{ dashboard { parceirosCadastrados } a: dashboard { revendasCadastradas } }', {}, { token: marca });
    expect(dois.errors).toBeUndefined();
  });

  it('parallel heavy reads by one user: the ones over the cap get 429, and everyone else keeps being served', async () => {
    const membro = await amb.entrarLoja();
    const admin = await amb.entrarPainel(2);
    const trava = await travarItens(amb);
    // Two heavy reads of role 0 hold the heavy share of the pool, waiting on the lock.
    const primeiras = [amb.rest('GET', CORRECOES, { token: marca }), amb.rest('GET', CORRECOES, { token: marca })];
    try {
      await esperar(async () => (await trava.esperando()).length === 2, 'duas leituras pesadas esperando a trava');

      // Forty more by the same user, by both doors: refused at once, nothing reaches the database.
      const demais = await Promise.all([
        ...Array.from({ length: 30 }, () => amb.rest('GET', CORRECOES, { token: marca })),
        ...Array.from({ length: 10 }, () => amb.rest('GET', '/api/pontuacoes/produtos-mais-vendidos', { token: marca })),
      ]);
      expect(new Set(demais.map((r) => r.status))).toEqual(new Set([429]));
      expect(demais[0].corpo).toEqual({ erro: mensagemPesadasEmAndamento(2) });
      const gql = await amb.gql(GQL_CORRECOES, {}, { token: marca });
      expect([gql.codigo, gql.mensagem]).toEqual(['TOO_MANY_REQUESTS', mensagemPesadasEmAndamento(2)]);
      expect((await trava.esperando()).length).toBe(2);

      // Sign-in, sessions, /healthz, member calls and light staff calls keep answering.
      expect((await amb.rest('GET', '/healthz')).status).toBe(200);
      const login = await amb.rest('POST', '/api/sessoes/parceiro', { corpo: { cpf: '70000000744', senha: 'Demo@2026' } });
      expect(login.status).toBe(200);
      expect((await amb.rest('GET', '/api/parceiros/eu', { token: membro })).status).toBe(200);
      expect((await amb.rest('GET', '/api/parceiros/eu', { token: `${login.corpo.token}|` })).status).toBe(200);
      expect((await amb.rest('GET', '/api/redes?page=1&perPage=5', { token: admin })).status).toBe(200);

      // Another user's heavy read finds the heavy share taken: it waits for a place, then 503,
      // and still nothing else is refused.
      const outra = await amb.rest('GET', CORRECOES, { token: admin });
      expect([outra.status, outra.corpo]).toEqual([503, { erro: MENSAGEM_PESADAS_OCUPADAS }]);
      expect((await amb.rest('GET', '/healthz')).status).toBe(200);
    } finally {
      await trava.soltar();
    }
    expect((await Promise.all(primeiras)).map((r) => r.status)).toEqual([200, 200]);
    // The places are given back: the same user runs heavy reads again.
    expect((await amb.rest('GET', CORRECOES, { token: marca })).status).toBe(200);
  });

  it.each([
    [
      'REST',
      (amb: AmbienteDeTeste, token: string, sinal: AbortSignal) => fetch(`${amb.url}${CORRECOES}`, { headers: { authorization: token }, signal: sinal }),
    ],
    [
      'GraphQL',
      (amb: AmbienteDeTeste, token: string, sinal: AbortSignal) =>
        fetch(`${amb.url}/graphql`, {
          method: 'POST',
          signal: sinal,
          headers: { authorization: token, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query: GQL_CORRECOES }),
        }),
    ],
  ])('%s: a request the client abandons cancels its SQL', async (_porta, pedir) => {
    const trava = await travarItens(amb);
    try {
      const controle = new AbortController();
      const pedido = pedir(amb, marca, controle.signal).catch((e: unknown) => e);
      await esperar(async () => (await trava.esperando()).length === 1, 'a leitura pesada esperando a trava');
      const [{ pid }] = await trava.esperando();
      controle.abort();
      expect(((await pedido) as Error).name).toBe('AbortError');
      // With the lock still held: the statement was cancelled and its connection closed.
      await esperar(async () => !(await trava.esperando()).some((l) => l.pid === pid), 'a consulta cancelada');
      await esperar(async () => !(await trava.existe(pid)), 'a conexão da consulta cancelada fechada');
    } finally {
      await trava.soltar();
    }
    // The abandoned request gave its place back.
    expect((await amb.rest('GET', CORRECOES, { token: marca })).status).toBe(200);
  });
});

describe('leituras pesadas: orçamento de cada consulta', () => {
  let amb: AmbienteDeTeste;
  beforeAll(async () => {
    amb = await AmbienteDeTeste.criar({ PESADAS_TEMPO_MS: '1500' });
  });
  afterAll(() => amb.fechar());

  it('a heavy statement that outlives PESADAS_TEMPO_MS is cancelled on the server and answered with 503', async () => {
    const marca = await amb.entrarPainel(0);
    const trava = await travarItens(amb);
    try {
      const r = await amb.rest('GET', CORRECOES, { token: marca });
      expect([r.status, r.corpo]).toEqual([503, { erro: MENSAGEM_PESADA_DEMORADA }]);
      await esperar(async () => (await trava.esperando()).length === 0, 'a consulta interrompida');
      const g = await amb.gql(GQL_CORRECOES, {}, { token: marca });
      expect([g.codigo, g.mensagem]).toEqual(['SERVICE_UNAVAILABLE', MENSAGEM_PESADA_DEMORADA]);
      await esperar(async () => (await trava.esperando()).length === 0, 'a consulta interrompida (GraphQL)');
    } finally {
      await trava.soltar();
    }
    expect((await amb.rest('GET', CORRECOES, { token: marca })).status).toBe(200);
  });
});

it("a figure shared by several callers (the dashboard cache) is computed without the first caller's AbortSignal", async () => {
  // Otherwise the first caller closing the tab would cancel the statement the others wait on.
  const memoria = memoriaCurta<boolean>(() => 30);
  const controle = new AbortController();
  const comSinal = await comEscopo({ sinal: controle.signal, pesada: true }, () =>
    memoria('chave', async () => escopoAtual()?.sinal !== undefined || escopoAtual()?.pesada !== true),
  );
  expect(comSinal).toBe(false);
});
