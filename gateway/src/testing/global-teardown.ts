import fs from 'node:fs';
import { Client } from 'pg';
import { PostgresEmbutido } from '../db/postgres';

export default async function () {
  const g = globalThis as Record<string, unknown>;
  const modelo = g.__SW_MODELO__ as { base: string; nome: string } | undefined;
  const embutido = g.__SW_PG__ as { pg: PostgresEmbutido; dir: string } | undefined;
  if (modelo && !embutido) {
    const admin = new Client({ connectionString: modelo.base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${modelo.nome} WITH (FORCE)`);
    await admin.end();
  }
  if (embutido) {
    await embutido.pg.parar();
    fs.rmSync(embutido.dir, { recursive: true, force: true });
  }
}
