import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Counter } from 'prom-client';
import { logger } from '../core/logger';
import { AmbienteDeTeste } from '../testing/ambiente';
import { esperarAte } from '../testing/esperar';

/**
 * Hooks that run after the answer (the request log line, the metrics) can fail; such a failure
 * has no caller to catch it, and must cost one log line, never the process. A failure nothing
 * caught is logged before the process ends (docs/seguranca.md, "Falhas").
 */
jest.setTimeout(60_000);

type Chamada = [Record<string, unknown>, string];
const registrosDeFalha = (espiao: jest.SpyInstance, requestId: string) =>
  (espiao.mock.calls as Chamada[]).filter(([o, msg]) => msg === 'falha em gancho de resposta' && o?.requestId === requestId);

/**
 * The request counter's increment, made to throw on demand. prom-client copies the method onto each
 * counter when it is built, so it is replaced before the gateway builds its metrics.
 */
const prototipoContador = Counter.prototype as unknown as { incWithoutExemplar: (...a: unknown[]) => unknown };
const incrementoOriginal = prototipoContador.incWithoutExemplar;
let metricaFalha = false;
let incrementosRecusados = 0;

describe('ganchos depois da resposta', () => {
  let amb: AmbienteDeTeste;
  let token: string;
  beforeAll(async () => {
    prototipoContador.incWithoutExemplar = function (this: unknown, ...a: unknown[]) {
      if (metricaFalha) {
        incrementosRecusados++;
        throw new Error('métrica recusada');
      }
      return incrementoOriginal.apply(this, a);
    };
    amb = await AmbienteDeTeste.criar();
    token = await amb.entrarPainel(2);
  });
  afterAll(async () => {
    prototipoContador.incWithoutExemplar = incrementoOriginal;
    await amb.fechar();
  });
  afterEach(() => {
    metricaFalha = false;
    jest.restoreAllMocks();
  });

  it('a metric that throws while recording: the request is answered, the failure logged with its request id, the gateway stays up', async () => {
    const erro = jest.spyOn(logger, 'error');
    metricaFalha = true;
    for (const [i, caminho] of ['/api/redes?page=1', '/healthz', '/api/rota-que-nao-existe'].entries()) {
      const id = `metrica-${i}`;
      const r = await amb.rest('GET', caminho, { token, cabecalhos: { 'x-request-id': id } });
      expect(r.status).toBeLessThan(500);
      await esperarAte('o registro da falha no gancho', () => registrosDeFalha(erro, id).length > 0);
      const [registro] = registrosDeFalha(erro, id)[0];
      expect(registro.gancho).toBe('métricas');
      expect(String((registro.err as Error).message)).toBe('métrica recusada');
    }
    // GraphQL too (its label is set by app.ts).
    const g = await amb.rest('POST', '/graphql', {
      token,
      corpo: { query: '{ configuracoesSistema { limitePontuacao } }' },
      cabecalhos: { 'apollo-require-preflight': 'true', 'x-request-id': 'metrica-gql' },
    });
    expect(g.status).toBe(200);
    await esperarAte('o registro da falha no gancho', () => registrosDeFalha(erro, 'metrica-gql').length > 0);
    expect(incrementosRecusados).toBeGreaterThanOrEqual(4);

    metricaFalha = false;
    expect((await amb.rest('GET', '/healthz')).status).toBe(200);
    const redes = await amb.rest('GET', '/api/redes?page=1', { token });
    expect(redes.status).toBe(200);
  });

  it('the request log line that throws: the answer still goes out and the next requests are served', async () => {
    const erro = jest.spyOn(logger, 'error');
    const info = logger.info.bind(logger);
    jest.spyOn(logger, 'info').mockImplementation(((o: unknown, msg?: string) => {
      if (msg === 'requisicao') throw new Error('log indisponível');
      return info(o as object, msg);
    }) as typeof logger.info);
    const r = await amb.rest('GET', '/api/redes?page=1', { token, cabecalhos: { 'x-request-id': 'log-1' } });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.corpo.redes ?? r.corpo.rows ?? r.corpo)).toBe(true);
    await esperarAte('o registro da falha no gancho', () => registrosDeFalha(erro, 'log-1').length > 0);
    expect(registrosDeFalha(erro, 'log-1')[0][0].gancho).toBe('log da requisição');
    jest.restoreAllMocks();
    expect((await amb.rest('GET', '/healthz')).status).toBe(200);
  });
});

describe('falhas que nada capturou', () => {
  const processo = path.join(__dirname, '..', 'core', 'processo.js');
  const rodar = (codigo: string) =>
    spawnSync(process.execPath, ['-e', `require(${JSON.stringify(processo)}).vigiarProcesso();\n${codigo}`], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info' },
      encoding: 'utf8',
      timeout: 20_000,
    });
  const linhas = (saida: string) =>
    saida
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, any>);

  it('an uncaught exception is logged (fatal, with its stack) and the process exits with code 1', () => {
    const r = rodar(`setTimeout(() => { throw new Error('falha proposital'); }, 0); setTimeout(() => console.log('não devia chegar aqui'), 2000);`);
    expect(r.status).toBe(1);
    const fatal = linhas(r.stdout).find((l) => l.level === 60);
    expect(fatal?.msg).toBe('exceção não tratada: encerrando o processo');
    expect(fatal?.err?.message).toBe('falha proposital');
    expect(fatal?.err?.stack).toContain('falha proposital');
    expect(r.stderr).toContain('falha proposital');
    expect(r.stdout).not.toContain('não devia chegar aqui');
  });

  it('a rejected promise nobody awaited is logged and the process goes on', () => {
    const r = rodar(`Promise.reject(new Error('rejeição proposital')); setTimeout(() => console.log('ainda no ar'), 50);`);
    expect(r.status).toBe(0);
    const erro = linhas(r.stdout).find((l) => l.level === 50);
    expect(erro?.msg).toBe('promessa rejeitada sem tratamento');
    expect(erro?.err?.message).toBe('rejeição proposital');
    expect(r.stdout).toContain('ainda no ar');
  });
});
