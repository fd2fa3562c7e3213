import { ErroConfiguracao, lerConfig } from './config';
import { logger } from './core/logger';
import { iniciarGateway } from './gateway';
import { vigiarProcesso } from './core/processo';

async function main() {
  vigiarProcesso();
  let config;
  try {
    config = lerConfig();
  } catch (e) {
    if (e instanceof ErroConfiguracao) {
      console.error(`Configuração inválida: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const gateway = await iniciarGateway(config);
  logger.info({ url: gateway.url }, 'Experiências SW no ar');
  console.log(
    `\n  Experiências SW\n  Loja:   ${gateway.url}/\n  Painel: ${gateway.url}/painel\n  API:    ${gateway.url}/api  ·  GraphQL: ${gateway.url}/graphql\n`,
  );
  // Graceful shutdown: stop taking requests, let running ones finish, close the database.
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sinal, () => {
      logger.info({ sinal }, 'encerrando');
      gateway.parar().then(
        () => process.exit(0),
        (e) => {
          logger.error({ err: e }, 'falha ao encerrar');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((e) => {
  logger.fatal({ err: e }, 'falha ao iniciar');
  console.error(e);
  process.exit(1);
});
