import { TestClock } from 'pg-boss';
import { AmbienteDeTeste } from '../testing/ambiente';
import { esperarAte } from '../testing/esperar';
import { esperarTarefa as esperarTarefaDe } from '../testing/tarefas';
import { criarFila, executarProxima } from '../core/fila';
import { BATIMENTO_TAREFA_S, enfileirar, FILA_TAREFAS, registrarExecutor } from '../core/tarefas';
import { RequestContext } from '../core/context';

/**
 * The report jobs on the job queue (core/tarefas.ts over pg-boss): one job per request however many
 * clicks, one run however many workers, a lease that survives a busy worker and is taken over when
 * its instance dies, the refusals of the generation calls. The reports' figures are in
 * relatorios.test.ts.
 */

let amb: AmbienteDeTeste;
const tokens: Record<number, string> = {};
const esperarTarefa = (id: string, token = tokens[2]) => esperarTarefaDe(amb, id, token);

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  for (const p of [0, 1, 2, 3, 4, 5]) tokens[p] = await amb.entrarPainel(p);
});
afterAll(() => amb.fechar());

describe('job queue', () => {
  /** A gateway instance with its workers on (SW_JOBS), without the schedules: the tests trigger work themselves. */
  const instancia = (nome: string, batimentoS?: number) => criarFila(amb.ds, { trabalhar: true, agendar: false, nome, batimentoS });
  /** The pg-boss job of a tarefa (its data names the row). */
  const jobDe = async (tarefaId: string) =>
    (await amb.ds.query(`SELECT id, state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'tarefaId' = $2`, [FILA_TAREFAS, tarefaId]))[0];

  it('two clicks enqueue one job; two workers run it once; it answers at once with {mensagem}', async () => {
    const a = await amb.rest('GET', '/api/mensuracao/gerar', { token: tokens[0] });
    const b = await amb.rest('GET', '/api/mensuracao/gerar', { token: tokens[2] });
    expect(a.corpo.mensagem).toBe('Atualização de Mensuração iniciada. Acompanhe o andamento nesta tela.');
    expect(b.corpo.mensagem).toBe('A atualização de Mensuração já está em andamento. Acompanhe o andamento nesta tela.');
    expect(b.corpo.tarefa.id).toBe(a.corpo.tarefa.id);
    expect(a.corpo.tarefa.status).toBe('pendente');
    // One job in the queue for the two clicks.
    expect(await jobDe(a.corpo.tarefa.id)).toMatchObject({ state: 'created', retry_count: 0 });
    const w1 = await instancia('instancia-a');
    const w2 = await instancia('instancia-b');
    try {
      const t = await esperarTarefa(a.corpo.tarefa.id);
      expect(t).toMatchObject({ status: 'concluida', progresso: 100, tipo: 'mensuracao' });
      const [linha] = await amb.ds.query(`SELECT tentativas, executor FROM tarefas WHERE id = $1`, [a.corpo.tarefa.id]);
      expect(linha.tentativas).toBe(1);
      expect(['instancia-a', 'instancia-b']).toContain(linha.executor);
      expect(await jobDe(a.corpo.tarefa.id)).toMatchObject({ state: 'completed', retry_count: 0 });
      // Finished: the next click is a new job.
      const c = await amb.rest('GET', '/api/mensuracao/gerar', { token: tokens[2] });
      expect(c.corpo.tarefa.id).not.toBe(a.corpo.tarefa.id);
      await esperarTarefa(c.corpo.tarefa.id);
    } finally {
      await w1.parar();
      await w2.parar();
    }
  });

  it('the heartbeat keeps a long job with its worker: a second instance does not take it over', async () => {
    let execucoes = 0;
    // The job runs until the test lets it finish, so "long" does not depend on the machine's speed.
    let terminar!: () => void;
    const liberada = new Promise<void>((ok) => {
      terminar = ok;
    });
    registrarExecutor('teste.lento', async (_ctx, _p, progresso) => {
      execucoes++;
      await progresso(50, 'metade');
      await liberada;
      return { ok: true };
    });
    const { tarefa } = await enfileirar(RequestContext.sistema(amb.ds), 'teste.lento', {});
    // The worker beats every second: the test sees the heartbeat move forward while the job runs.
    const a = await instancia('a', 1);
    const b = await criarFila(amb.ds, { trabalhar: false, nome: 'b' });
    try {
      const linha = async () => (await amb.ds.query(`SELECT status, progresso, etapa FROM tarefas WHERE id = $1`, [tarefa.id]))[0];
      const batimento = async () =>
        (await amb.ds.query(`SELECT heartbeat_on FROM pgboss.job WHERE data->>'tarefaId' = $1`, [String(tarefa.id)]))[0].heartbeat_on as Date | null;
      await esperarAte('a tarefa chegar à metade', async () => (await linha()).etapa === 'metade');
      const inicial = await batimento();
      await esperarAte('o batimento renovar a concessão', async () => ((await batimento())?.getTime() ?? 0) > (inicial?.getTime() ?? 0));
      expect(await linha()).toEqual({ status: 'executando', progresso: 50, etapa: 'metade' });
      // The other instance finds nothing to take.
      expect(await executarProxima(b, FILA_TAREFAS, amb.ds)).toBe(false);
      terminar();
      await esperarAte('a tarefa terminar', async () => (await linha()).status === 'concluida');
      expect(execucoes).toBe(1);
      expect((await amb.ds.query(`SELECT status, tentativas, executor FROM tarefas WHERE id = $1`, [tarefa.id]))[0]).toEqual({
        status: 'concluida',
        tentativas: 1,
        executor: 'a',
      });
    } finally {
      terminar();
      await a.parar();
      await b.parar();
    }
  });

  it('a job whose instance died is run again once its lease runs out, and failed after the last attempt', async () => {
    // pg-boss's own test clock, shared by both instances: time moves when the test says, never by waiting.
    const relogio = new TestClock();
    // The instance that dies: it claims the job (pg-boss fetch) and never finishes nor beats.
    const morta = await criarFila(amb.ds, { trabalhar: false, nome: 'morta', relogio });
    const viva = await criarFila(amb.ds, { trabalhar: false, nome: 'outra', relogio });
    /** Past the heartbeat the queue asks for (and past the supervisor's own pause between passes). */
    const semBatimento = async () => {
      await relogio.tick(4 * BATIMENTO_TAREFA_S * 1000);
      await viva.boss.supervise(FILA_TAREFAS);
    };
    /**
     * Moves the clock past the job's start. The gateway's own connection enqueues on the database's real
     * clock, which has moved on since the test clock was made by however long the machine took.
     */
    const ateOJob = async (tarefaId: string) => {
      const [{ inicio }] = await amb.ds.query<{ inicio: Date }[]>(`SELECT start_after AS inicio FROM pgboss.job WHERE name = $1 AND data->>'tarefaId' = $2`, [
        FILA_TAREFAS,
        tarefaId,
      ]);
      await relogio.setTime(Math.max(relogio.now(), inicio.getTime()) + 1000);
    };
    const estado = async (id: string) => (await amb.ds.query(`SELECT status, tentativas, executor, erro FROM tarefas WHERE id = $1`, [id]))[0];
    try {
      const antifraude = (await amb.rest('GET', '/api/antifraude/gerar', { token: tokens[2] })).corpo.tarefa.id;
      await ateOJob(antifraude);
      const [dela] = await morta.boss.fetch(FILA_TAREFAS);
      expect(dela.data).toEqual({ tarefaId: antifraude });
      // While the lease holds, nobody else takes it.
      expect(await executarProxima(viva, FILA_TAREFAS, amb.ds)).toBe(false);
      await semBatimento();
      expect(await executarProxima(viva, FILA_TAREFAS, amb.ds)).toBe(true);
      expect(await estado(antifraude)).toEqual({ status: 'concluida', tentativas: 2, executor: 'outra', erro: null });

      // Second job: its instance dies on both attempts.
      const mensuracao = (await amb.rest('GET', '/api/mensuracao/gerar', { token: tokens[2] })).corpo.tarefa.id;
      for (let tentativa = 1; tentativa <= 2; tentativa++) {
        await ateOJob(mensuracao);
        const [job] = await morta.boss.fetch(FILA_TAREFAS);
        expect(job).toMatchObject({ data: { tarefaId: mensuracao }, retryCount: tentativa - 1 });
        await semBatimento();
      }
      expect(await jobDe(mensuracao)).toMatchObject({ state: 'failed' });
      // Its dead letter marks it failed for the screen.
      expect(await executarProxima(viva, 'tarefas.abandonadas', amb.ds)).toBe(true);
      expect(await estado(mensuracao)).toMatchObject({
        status: 'falhou',
        erro: 'A execução foi interrompida (a instância que a executava parou) e as tentativas acabaram.',
      });
    } finally {
      await morta.parar();
      await viva.parar();
    }
  });

  it('a generation leaves the planner statistics of the tables it rebuilt up to date', async () => {
    // A rebuilt table keeps the estimates of the one before; the reads' plans depend on them (Produtos vendidos).
    const analises = async () =>
      Object.fromEntries(
        (
          await amb.ds.query(`SELECT relname, analyze_count::int AS n FROM pg_stat_user_tables WHERE relname IN ('rel_produtos_vendidos', 'rel_rede_mensal')`)
        ).map((l: { relname: string; n: number }) => [l.relname, l.n]),
      );
    const antes = await analises();
    const { corpo } = await amb.rest('GET', '/api/relatorio/gerar', { token: tokens[2] });
    const w = await instancia('instancia-analise');
    try {
      expect(await esperarTarefa(corpo.tarefa.id)).toMatchObject({ status: 'concluida' });
    } finally {
      await w.parar();
    }
    // The statistics counters reach the view shortly after the job's commit.
    await esperarAte('as análises das tabelas do relatório', async () => {
      const depois = await analises();
      return depois.rel_produtos_vendidos > (antes.rel_produtos_vendidos ?? 0) && depois.rel_rede_mensal > (antes.rel_rede_mensal ?? 0);
    });
  });

  it('refuses the roles outside Atualizar relatórios and a month report without a valid month', async () => {
    expect((await amb.rest('GET', '/api/antifraude/gerar', { token: tokens[3] })).status).toBe(403);
    expect((await amb.rest('GET', '/api/antifraude/gerar', { token: tokens[4] })).status).toBe(403);
    expect(await amb.rest('GET', '/api/taxa-sucesso/gerar?ano=2025&mes=13', { token: tokens[2] })).toEqual({
      status: 400,
      corpo: { erro: 'Mês inválido', campo: 'mes' },
    });
    expect((await amb.rest('GET', '/api/antifraude/gerar')).status).toBe(401);
    // GraphQL door: the same queue.
    const g = await amb.gql(
      `mutation { gerarRelatorio(input: { tipo: ANTIFRAUDE }) { resultado { mensagem tarefa { id status tipo } } errosDeUsuario { campo } } }`,
      {},
      { token: tokens[5] },
    );
    const gerado = g.data.gerarRelatorio.resultado;
    expect(gerado).toMatchObject({
      mensagem: 'Atualização de Antifraude iniciada. Acompanhe o andamento nesta tela.',
      tarefa: { status: 'PENDENTE', tipo: 'ANTIFRAUDE' },
    });
    const t = await amb.gql(
      `query($id: ID!) { tarefaRelatorio(id: $id) { id status } tarefasRelatorios { tipo } }`,
      { id: gerado.tarefa.id },
      { token: tokens[0] },
    );
    expect(t.data.tarefaRelatorio).toEqual({ id: gerado.tarefa.id, status: 'PENDENTE' });
    expect(t.data.tarefasRelatorios.map((x: { tipo: string }) => x.tipo)).toContain('ANTIFRAUDE');
    // A month report without its month: the field is named for the form.
    const semMes = await amb.gql(
      `mutation { gerarRelatorio(input: { tipo: TAXA_SUCESSO, ano: 2025 }) { resultado { mensagem } errosDeUsuario { campo mensagem codigo } } }`,
      {},
      { token: tokens[2] },
    );
    expect(semMes.data.gerarRelatorio).toEqual({ resultado: null, errosDeUsuario: [{ campo: 'mes', mensagem: 'Mês inválido', codigo: 'BAD_USER_INPUT' }] });
  });
});
