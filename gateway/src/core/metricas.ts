import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { ganchoSeguro } from './logger';

/**
 * Prometheus metrics of one gateway instance (GET /metrics, text format). The route label is the
 * declared route ("POST /api/resgates/:id"), never the raw URL, so the number of series stays
 * fixed; GraphQL is one route (operation names come from the caller and could be anything).
 */
export function criarMetricas(dataSource: DataSource) {
  const registro = new Registry();
  collectDefaultMetrics({ register: registro, prefix: 'sw_' });
  const rotulos = ['metodo', 'rota', 'status'] as const;
  const contagem = new Counter({ name: 'sw_http_requisicoes_total', help: 'Requisições HTTP respondidas.', labelNames: rotulos, registers: [registro] });
  const duracao = new Histogram({
    name: 'sw_http_duracao_segundos',
    help: 'Duração das requisições HTTP, em segundos.',
    labelNames: rotulos,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10],
    registers: [registro],
  });
  const emCurso = new Gauge({ name: 'sw_http_em_curso', help: 'Requisições HTTP em andamento.', registers: [registro] });
  // The pg pool behind TypeORM: read when Prometheus scrapes.
  const pool = () => (dataSource.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }).master;
  new Gauge({
    name: 'sw_pg_pool_conexoes',
    help: 'Conexões do pool do PostgreSQL por estado.',
    labelNames: ['estado'],
    registers: [registro],
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ estado: 'total' }, p.totalCount);
      this.set({ estado: 'ociosa' }, p.idleCount);
      this.set({ estado: 'em_uso' }, p.totalCount - p.idleCount);
      this.set({ estado: 'aguardando' }, p.waitingCount);
    },
  });

  /** Counts and times every answer; routes set res.locals.rota (http.ts, app.ts). */
  const medir = () => (req: Request, res: Response, next: NextFunction) => {
    const fim = duracao.startTimer();
    emCurso.inc();
    let registrado = false;
    const registrar = () => {
      if (registrado) return;
      registrado = true;
      emCurso.dec();
      const rota = (res.locals.rota as string | undefined) ?? (req.method === 'GET' || req.method === 'HEAD' ? 'estatico' : 'outra');
      const labels = { metodo: req.method, rota, status: String(res.statusCode) };
      contagem.inc(labels);
      fim(labels);
    };
    // A metric that cannot be recorded costs one sample, never the request nor the process.
    const seguro = ganchoSeguro(req, 'métricas', registrar);
    res.on('finish', seguro);
    res.on('close', seguro);
    next();
  };

  /** GET /metrics, behind SW_METRICAS_TOKEN when it is set. */
  const expor = (token: string | null) => async (req: Request, res: Response) => {
    if (token) {
      const recebido = Buffer.from(req.get('authorization') ?? '');
      const esperado = Buffer.from(`Bearer ${token}`);
      if (recebido.length !== esperado.length || !crypto.timingSafeEqual(recebido, esperado)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="experiencias-sw-metricas"');
        res.status(401).json({ erro: 'Token de métricas inválido.' });
        return;
      }
    }
    res.setHeader('Content-Type', registro.contentType);
    res.end(await registro.metrics());
  };

  return { registro, medir, expor };
}
