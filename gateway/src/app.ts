import type * as ModuloS3 from './core/armazenamento-s3';
import express, { Express, Request, Response } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { DataSource } from 'typeorm';
import { MENSAGENS } from '@sw/common';
import { Config } from './config';
import { contextoDaRequisicao, registroDeRequisicoes, RotasApi, rotaNaoEncontrada, tratadorDeErros } from './core/http';
import { cabecalhosDeSeguranca, cors, guardaGraphql } from './core/seguranca-http';
import { criarMetricas } from './core/metricas';
import { escopoDaRequisicao } from './core/escopo-requisicao';
import { comPrazo } from './db/escopo-consulta';
import { criarServidorGraphql } from './graphql/servidor';
import { PAGINA_IDE } from './graphql/ide';
import { multipartGraphql } from './graphql/multipart';
import { ROTAS } from './modulos';
import { identificar } from './modules/sessoes/sessoes.service';
import { autenticarChave } from './modules/integracoes/chaves.service';
import { definirArmazenamento } from './core/arquivos';
import { servirSpa } from './core/estaticos';
import { criarFila } from './core/fila';
// The queues of the job queue, declared as their modules load (core/fila.ts).
import './core/tarefas';
import './modules/mensagens/envio';
import './modules/relatorios/agenda';
import './modules/pontuacoes/envios-agenda';
import './modules/relatorios/geracao';

export const LIMITE_JSON = '1mb';

/** The REST door of the contract: every module's routes. */
function rotasDaApi(): RotasApi {
  const api = new RotasApi();
  for (const registrar of ROTAS) registrar(api);
  return api;
}

/**
 * The HTTP app and its job queue (core/fila.ts). `trabalhar`: this process also runs the queue's
 * workers and schedules (the gateway with SW_JOBS on); tests start workers of their own.
 */
export async function criarApp(
  config: Config,
  dataSource: DataSource,
  opcoes: { trabalhar?: boolean } = {},
): Promise<{ app: Express; encerrar: () => Promise<void> }> {
  const producao = config.ambiente === 'production';
  // Uploaded files go to the S3-compatible store when one is configured (shared by every instance).
  // Loaded only then: the AWS SDK adds ~20 MB of resident memory an instance on local files never uses.
  // (require, not import(): the tests' module loader runs CommonJS without dynamic import.)
  if (config.s3) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ArmazenamentoS3 } = require('./core/armazenamento-s3') as typeof ModuloS3;
    definirArmazenamento(new ArmazenamentoS3(config.s3));
  }
  const app = express();
  app.disable('x-powered-by');
  // Only the configured proxies may say who the client is (per-address limits); none by default.
  app.set('trust proxy', config.proxiesConfiaveis.length ? config.proxiesConfiaveis : false);
  app.use(registroDeRequisicoes());
  app.use(escopoDaRequisicao());
  const metricas = criarMetricas(dataSource);
  app.use(metricas.medir());
  app.use(cabecalhosDeSeguranca(producao));
  app.get('/metrics', metricas.expor(config.tokenMetricas));

  app.get('/healthz', async (_req, res) => {
    try {
      // Its own short limit: a load balancer must hear "unavailable" well before its own timeout.
      await comPrazo(config.banco.tempoConexaoMs, undefined, () => dataSource.query<{ '?column?': number }[]>('SELECT 1'));
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'indisponivel', erro: MENSAGENS.bancoIndisponivel });
    }
  });

  // JSON bodies: 1 MB (files travel as multipart, with their own limits in core/upload.ts).
  const json = express.json({ limit: LIMITE_JSON });
  const origens = cors(config.origensCors, { localhostConfiavel: !producao });
  const contexto = contextoDaRequisicao(dataSource, { identificar, autenticarChave });

  app.use('/api', origens, json, contexto, rotasDaApi().router, rotaNaoEncontrada);

  const graphql = await criarServidorGraphql(producao);
  if (!producao) {
    app.get('/graphql', (req, res, next) => (req.accepts('html') && !req.query.query ? res.type('html').send(PAGINA_IDE) : next()));
  }
  const rotulo = (_req: Request, res: Response, next: () => void) => {
    res.locals.rota = '/graphql';
    next();
  };
  // Files through GraphQL: a multipart request is read after the caller is known (graphql/multipart.ts).
  app.use(
    '/graphql',
    rotulo,
    origens,
    json,
    guardaGraphql(),
    contexto,
    multipartGraphql(),
    expressMiddleware(graphql, { context: async ({ req }) => ({ ctx: req.ctx }) }),
  );

  servirSpa(app, '/painel', config.painelDir, 'O painel');
  servirSpa(app, '/', config.lojaDir, 'A loja');
  app.use(tratadorDeErros());
  const fila = await criarFila(dataSource, { trabalhar: opcoes.trabalhar ?? false });
  return {
    app,
    encerrar: async () => {
      await graphql.stop();
      await fila.parar();
    },
  };
}
