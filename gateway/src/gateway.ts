import 'reflect-metadata';
import http from 'node:http';
import { DataSource } from 'typeorm';
import { Config } from './config';
import { criarApp } from './app';
import { logger } from './core/logger';
import { criarDataSource } from './db/data-source';
import { garantirBanco, iniciarPostgresEmbutido, PostgresEmbutido } from './db/postgres';
import { definirConfig } from './runtime';
import { semearDemonstracao } from './seed/demo';

export interface GatewayEmExecucao {
  servidor: http.Server;
  dataSource: DataSource;
  url: string;
  parar(): Promise<void>;
}

/** Connects (starting the embedded PostgreSQL when no DATABASE_URL is set) and migrates. */
export async function conectarBanco(config: Config): Promise<{ dataSource: DataSource; embutido: PostgresEmbutido | null }> {
  let embutido: PostgresEmbutido | null = null;
  let url = config.databaseUrl;
  if (!url) {
    logger.info({ dir: config.dadosDir, porta: config.pgEmbutidoPorta }, 'iniciando PostgreSQL embutido');
    embutido = await iniciarPostgresEmbutido(config.dadosDir, config.pgEmbutidoPorta);
    url = embutido.url('experiencias');
  }
  await garantirBanco(url);
  const dataSource = criarDataSource(url);
  await dataSource.initialize();
  const aplicadas = await dataSource.runMigrations({ transaction: 'each' });
  if (aplicadas.length) logger.info({ migracoes: aplicadas.map((m) => m.name) }, 'migrações aplicadas');
  return { dataSource, embutido };
}

export async function iniciarGateway(config: Config): Promise<GatewayEmExecucao> {
  definirConfig(config);
  const { dataSource, embutido } = await conectarBanco(config);
  if (config.semear) await semearDemonstracao(dataSource);
  // SW_JOBS: this instance also runs the job queue's workers and schedules (core/fila.ts).
  const { app, encerrar } = await criarApp(config, dataSource, { trabalhar: config.jobs });
  const servidor = http.createServer(app);
  servidor.keepAliveTimeout = 65_000;
  await new Promise<void>((ok) => servidor.listen(config.porta, ok));
  const porta = (servidor.address() as { port: number }).port;
  const url = `http://localhost:${porta}`;
  let parando: Promise<void> | null = null;
  const parar = () => {
    parando ??= (async () => {
      await new Promise<void>((ok) => {
        // Keep-alive connections become idle as their last answer goes out: close them as they do.
        const ociosas = setInterval(() => servidor.closeIdleConnections(), 100);
        servidor.close(() => {
          clearInterval(ociosas);
          ok();
        });
        servidor.closeIdleConnections();
        setTimeout(() => servidor.closeAllConnections(), 5000).unref();
      });
      // Stops the GraphQL server and the job queue (waiting for the jobs running here).
      await encerrar();
      await dataSource.destroy();
      if (embutido) await embutido.parar();
    })();
    return parando;
  };
  return { servidor, dataSource, url, parar };
}
