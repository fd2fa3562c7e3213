import { lerConfig } from '../../config';
import { conectarBanco } from '../../gateway';
import { definirConfig } from '../../runtime';
import { verificarInvariantes } from './invariantes';

/** npm run ledger:check — prints each ledger invariant and exits 1 when any is broken. */
async function main() {
  const config = lerConfig();
  definirConfig(config);
  const { dataSource, embutido } = await conectarBanco(config);
  let falhou = false;
  try {
    for (const { nome, violacoes } of await verificarInvariantes(dataSource.manager)) {
      falhou ||= violacoes.length > 0;
      console.log(`${violacoes.length ? '✖' : '✔'} ${nome}`);
      for (const v of violacoes) console.log(`    ${JSON.stringify(v)}`);
    }
    const [t] = await dataSource.query<{ movimentos: number; saldo: number }[]>(
      `SELECT count(*)::int AS movimentos, coalesce(sum(pontos), 0)::float AS saldo FROM movimentos_pontos`,
    );
    console.log(`\n${t.movimentos} movimentos; saldo total ${t.saldo} pontos.`);
  } finally {
    await dataSource.destroy();
    if (embutido) await embutido.parar();
  }
  process.exit(falhou ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
