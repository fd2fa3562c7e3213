import 'reflect-metadata';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { lerConfig } from '../config';
import { criarDataSource } from '../db/data-source';
import { garantirBanco, iniciarPostgresEmbutido } from '../db/postgres';
import { definirConfig } from '../runtime';
import { semearDemonstracao } from '../seed/demo';
import { criarFila } from '../core/fila';
import '../core/tarefas';
import '../modules/mensagens/envio';
import '../modules/relatorios/agenda';
import '../modules/pontuacoes/envios-agenda';

const portaLivre = () =>
  new Promise<number>((ok, erro) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => ok(port));
    });
    s.on('error', erro);
  });

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL's server), with a template database
 * migrated and seeded once; each suite copies it into a fresh database of its own.
 */
export default async function () {
  // Each run has its own server folder, port and template, so runs may overlap safely.
  let base = process.env.DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-testes-'));
    fs.chmodSync(dir, 0o755); // as root the server runs as an unprivileged user
    const pg = await iniciarPostgresEmbutido(dir, await portaLivre(), { descartavel: true });
    (globalThis as Record<string, unknown>).__SW_PG__ = { pg, dir };
    base = pg.url('postgres');
  }
  const nomeModelo = `sw_modelo_${crypto.randomBytes(4).toString('hex')}`;
  (globalThis as Record<string, unknown>).__SW_MODELO__ = { base, nome: nomeModelo };
  const modelo = new URL(base);
  modelo.pathname = `/${nomeModelo}`;
  await garantirBanco(modelo.toString());
  definirConfig({ ...lerConfig({ NODE_ENV: 'test' }), databaseUrl: modelo.toString() });
  const ds = criarDataSource(modelo.toString(), { maxConexoes: 2 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await semearDemonstracao(ds);
  // The job queue's schema and queues (pg-boss), installed once here: each suite's copy has them.
  const fila = await criarFila(ds, { trabalhar: false, nome: 'modelo' });
  await fila.parar();
  await ds.destroy();
  process.env.SW_TEST_DATABASE_BASE = base;
  process.env.SW_TEST_BANCO_MODELO = nomeModelo;
}
