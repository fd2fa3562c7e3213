import { PostgresEmbutido } from '../db/postgres';

export default async function () {
  const pg = (globalThis as Record<string, unknown>).__SW_PG__ as PostgresEmbutido | undefined;
  if (pg) await pg.parar();
}
