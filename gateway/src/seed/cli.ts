import { lerConfig } from '../config';
import { conectarBanco } from '../gateway';
import { definirConfig } from '../runtime';
import { semearDemonstracao } from './demo';

/**
 * npm run seed [-- --reset]: loads the demo data; --reset first erases every table.
 * Stop the running server first when it uses the embedded database.
 */
async function main() {
  const config = lerConfig();
  definirConfig(config);
  const reset = process.argv.includes('--reset');
  const { dataSource, embutido } = await conectarBanco(config);
  try {
    if (reset) {
      await dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await dataSource.runMigrations({ transaction: 'each' });
      console.log('Banco apagado e recriado.');
    }
    const carregou = await semearDemonstracao(dataSource);
    console.log(carregou ? 'Dados de demonstração carregados.' : 'Os dados de demonstração já estavam carregados (use --reset para recomeçar).');
  } finally {
    await dataSource.destroy();
    if (embutido) await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
