import 'reflect-metadata';
import path from 'node:path';
import { Client } from 'pg';
import { lerConfig, RAIZ } from '../config';
import { criarDataSource } from '../db/data-source';
import { garantirBanco, iniciarPostgresEmbutido } from '../db/postgres';
import { definirConfig } from '../runtime';
import { semearDemonstracao } from '../seed/demo';

export const BANCO_MODELO = 'sw_modelo_testes';

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL's server), with a template database
 * migrated and seeded once; each suite copies it into a fresh database of its own.
 */
export default async function () {
  let base = process.env.DATABASE_URL;
  if (!base) {
    const pg = await iniciarPostgresEmbutido(path.join(RAIZ, '.data', 'test-pg'), Number(process.env.SW_TEST_PG_PORT ?? 54339));
    (globalThis as Record<string, unknown>).__SW_PG__ = pg;
    base = pg.url('postgres');
  }
  const modelo = new URL(base);
  modelo.pathname = `/${BANCO_MODELO}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BANCO_MODELO} WITH (FORCE)`);
  await admin.end();
  await garantirBanco(modelo.toString());
  definirConfig({ ...lerConfig({ NODE_ENV: 'test' }), databaseUrl: modelo.toString() });
  const ds = criarDataSource(modelo.toString(), { maxConexoes: 2 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await semearDemonstracao(ds);
  await ds.destroy();
  process.env.SW_TEST_DATABASE_BASE = base;
}
