import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { lerConfig } from '../config';
import { ChildProcess, fork } from 'node:child_process';
import { GatewayEmExecucao, iniciarGateway } from '../gateway';
import { SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';
import { esperarAte } from '../testing/esperar';

/**
 * Fault drills on a PostgreSQL of this suite's own (never the shared one): the database stops and
 * comes back while requests run, and the gateway is stopped with a request in flight.
 */
// The drill runs real outages: several seconds idle, its waits bounded at 20–60 s each, so the test's
// own bound sits above their sum.
jest.setTimeout(300_000);

const portaLivre = () =>
  new Promise<number>((ok, erro) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => ok(port));
    });
    s.on('error', erro);
  });

/** Starts (or restarts, on the same folder) the suite's own PostgreSQL in a child process. */
async function iniciarPg(dir: string, porta: number): Promise<{ parar(): Promise<void> }> {
  const filho: ChildProcess = fork(path.join(__dirname, '..', 'testing', 'pg-filho.js'), [dir, String(porta)], { stdio: 'ignore' });
  await new Promise<void>((ok, erro) => {
    filho.once('message', (m) => (m === 'pronto' ? ok() : erro(new Error(String(m)))));
    filho.once('exit', (c) => erro(new Error(`PostgreSQL de teste saiu com ${c}`)));
  });
  return {
    parar: () =>
      new Promise<void>((ok) => {
        if (filho.exitCode !== null) return ok();
        filho.once('exit', () => ok());
        filho.send('parar');
      }),
  };
}

const BANCO_FORA = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** The PostgreSQL server's processes: the postmaster (postmaster.pid) and its children (backends, workers). */
function processosDoPostgres(dir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const filhos = fs
    .readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the name (field 2) may hold spaces, so read after its ')'.
        return Number(fs.readFileSync(`/proc/${n}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...filhos];
}

describe('falhas', () => {
  let dir: string;
  let porta: number;
  let pg: { parar(): Promise<void> };
  let gw: GatewayEmExecucao;
  let token: string;
  let url: string;

  const pedir = async (metodo: string, caminho: string, corpo?: unknown, autorizacao = token) => {
    const inicio = Date.now();
    try {
      const r = await fetch(gw.url + caminho, {
        method: metodo,
        headers: { authorization: autorizacao, ...(corpo ? { 'content-type': 'application/json' } : {}) },
        body: corpo ? JSON.stringify(corpo) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const texto = await r.text();
      let json: any = texto;
      try {
        json = JSON.parse(texto);
      } catch {
        /* text */
      }
      return { status: r.status, corpo: json, ms: Date.now() - inicio };
    } catch (e) {
      return { status: 0, corpo: String(e), ms: Date.now() - inicio };
    }
  };

  const contarRedes = async (prefixo: string): Promise<Set<number>> => {
    const c = new Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query('SELECT id FROM redes WHERE nome LIKE $1', [`${prefixo}%`]);
    await c.end();
    return new Set(rows.map((r: { id: number }) => r.id));
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-falhas-'));
    fs.chmodSync(dir, 0o755); // as root the server runs as an unprivileged user
    porta = await portaLivre();
    pg = await iniciarPg(dir, porta);
    url = `postgres://sw:sw-local@127.0.0.1:${porta}/falhas`;
    gw = await iniciarGateway({ ...lerConfig({ NODE_ENV: 'test' }), databaseUrl: url, porta: 0, semear: true, jobs: false });
    const u = USUARIOS_DEMO.find((x) => x.permissao === 1)!;
    const r = await fetch(`${gw.url}/api/sessoes/usuario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: u.cpf, senha: SENHA_DEMO }),
    });
    token = `|${((await r.json()) as { token: string }).token}`;
  });

  afterAll(async () => {
    await gw?.parar().catch(() => undefined);
    await pg?.parar().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('database stopped under load: 503s in Portuguese that never hang, recovery on its own, no acknowledged write lost', async () => {
    const prefixo = `Rede falha ${Date.now()}`;
    const confirmadas = new Set<number>();
    const respostasNaQueda: { status: number; corpo: any; ms: number }[] = [];
    let fase: 'antes' | 'fora' | 'depois' = 'antes';
    let parar = false;
    let n = 0;
    // Four writers and a reader, continuously, through the whole drill.
    const trabalhador = async (escreve: boolean) => {
      while (!parar) {
        const minhaFase = fase;
        const r = escreve
          ? await pedir('POST', '/api/redes', { nome: `${prefixo} ${n++}`, regiao: 'Sul', valorPonto: 1 })
          : await pedir('GET', '/api/redes?page=1&perPage=5');
        if (escreve && r.status === 201) confirmadas.add(r.corpo.id);
        if (minhaFase === 'fora' && fase === 'fora') respostasNaQueda.push(r);
        if (r.status !== 201 && r.status !== 200) await new Promise((ok) => setTimeout(ok, 50));
      }
    };
    const trabalhadores = [true, true, true, true, false].map(trabalhador);
    await esperarAte('escritas confirmadas antes da queda', () => confirmadas.size >= 3);

    // The outage starts when the server is really down: a request begun while it was still
    // stopping may legitimately succeed.
    await pg.parar();
    fase = 'fora';
    // Enough answers given during the outage to judge them (each one waits out the pool's 3 s connect cut).
    await esperarAte('respostas durante a queda', () => respostasNaQueda.length > 5, 60_000);
    const saude = await pedir('GET', '/healthz');
    fase = 'depois';

    pg = await iniciarPg(dir, porta);
    // Back by itself, with no restart of the gateway: the next connection attempt succeeds (at once on
    // an idle machine; the bound only catches a pool that never comes back).
    await esperarAte('o gateway voltar a responder 200 em /healthz', async () => (await pedir('GET', '/healthz')).status === 200);
    // Writes go on after the recovery, then everything stops.
    const depoisDaVolta = confirmadas.size;
    await esperarAte('escritas confirmadas depois da volta', () => confirmadas.size >= depoisDaVolta + 3);
    parar = true;
    await Promise.all(trabalhadores);

    expect(saude.status).toBe(503);
    expect(saude.corpo.erro).toBe(BANCO_FORA);
    expect(respostasNaQueda.length).toBeGreaterThan(5);
    for (const r of respostasNaQueda) {
      expect(r.status).toBe(503);
      expect(r.corpo).toEqual({ erro: BANCO_FORA });
      // The pool gives up connecting after 3 s: no request hangs on a database that is away (the
      // bound leaves room for a busy machine; a hanging request would reach pedir's 15 s abort).
      expect(r.ms).toBeLessThan(12_000);
    }
    const gravadas = await contarRedes(prefixo);
    for (const id of confirmadas) expect(gravadas.has(id)).toBe(true);
  });

  it('database frozen (SIGSTOP, like a network partition): 503 within 5 s for /healthz, member and staff calls; back by itself after SIGCONT', async () => {
    const r = await fetch(`${gw.url}/api/sessoes/parceiro`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: '70000000744', senha: SENHA_DEMO }),
    });
    const membro = `${((await r.json()) as { token: string }).token}|`;
    const chamadas = () =>
      Promise.all([pedir('GET', '/healthz'), pedir('GET', '/api/parceiros/eu', undefined, membro), pedir('GET', '/api/redes?page=1&perPage=5')]);
    // The pool holds open connections to backends that will freeze with the server.
    expect((await chamadas()).map((x) => x.status)).toEqual([200, 200, 200]);

    const postmaster = processosDoPostgres(dir)[0];
    let congelados: number[] = [];
    let primeiras: Awaited<ReturnType<typeof chamadas>>;
    let seguintes: Awaited<ReturnType<typeof chamadas>>;
    try {
      // The postmaster first, so it forks nothing while its children are stopped.
      process.kill(postmaster, 'SIGSTOP');
      congelados = [postmaster];
      congelados = processosDoPostgres(dir);
      for (const pid of congelados.slice(1)) process.kill(pid, 'SIGSTOP');
      primeiras = await chamadas();
      seguintes = await chamadas();
    } finally {
      // Always: a frozen server would outlive the test.
      for (const pid of congelados.reverse()) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          /* already gone */
        }
      }
    }
    console.log(
      `SIGSTOP: 503 em ${primeiras.map((x) => x.ms).join(' / ')} ms (healthz / parceiro / painel); depois ${seguintes.map((x) => x.ms).join(' / ')} ms`,
    );
    for (const x of [...primeiras, ...seguintes]) {
      expect(x.status).toBe(503);
      expect(x.corpo.erro).toBe(BANCO_FORA);
      expect(x.ms).toBeLessThan(5000);
    }

    // Back by itself: no restart, every kind of call answers again.
    const volta = Date.now();
    let depois = await chamadas();
    while (depois.some((x) => x.status !== 200) && Date.now() - volta < 10_000) {
      await new Promise((ok) => setTimeout(ok, 100));
      depois = await chamadas();
    }
    expect(depois.map((x) => x.status)).toEqual([200, 200, 200]);
    console.log(`SIGCONT: 200 de novo em ${Date.now() - volta} ms`);
  });

  it('graceful shutdown: a request in flight is answered, new connections are refused', async () => {
    // Hold a lock the write needs, so the request is still running when the shutdown starts.
    const bloqueio = new Client({ connectionString: url });
    await bloqueio.connect();
    await bloqueio.query('BEGIN');
    await bloqueio.query('LOCK TABLE redes IN ACCESS EXCLUSIVE MODE');
    const emCurso = pedir('POST', '/api/redes', { nome: `Rede em curso ${Date.now()}`, regiao: 'Norte', valorPonto: 1 });
    // In flight for sure: the write is waiting on the lock.
    await esperarAte(
      'a escrita esperar pelo bloqueio',
      async () =>
        (await bloqueio.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n > 0,
    );
    let parou = false;
    const forcadas = jest.spyOn(gw.servidor, 'closeAllConnections');
    const parando = gw.parar().then(() => {
      parou = true;
    });
    // Connection refused: the listener is closed.
    await esperarAte('o gateway recusar conexões novas', async () => (await pedir('GET', '/healthz')).status === 0);
    expect(parou).toBe(false);
    await bloqueio.query('COMMIT');
    await bloqueio.end();
    const r = await emCurso;
    expect(r.status).toBe(201);
    await parando;
    // Done once the last answer is out, not by the 5 s cut-off that closes stuck connections.
    expect(forcadas).not.toHaveBeenCalled();
    expect(parou).toBe(true);
    const gravada = await contarRedes('Rede em curso');
    expect(gravada.has(r.corpo.id)).toBe(true);
  });
});
