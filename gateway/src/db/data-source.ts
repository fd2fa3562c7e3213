import { DataSource } from 'typeorm';
import { NomesSnakeCase } from './naming';
import { MIGRACOES } from './migrations';
import { ClientePg } from './cliente-pg';
import { DRIVER_PG } from './pool-pg';
import { config } from '../runtime';
import { Rede } from '../modules/redes/rede.entity';
import { Revenda } from '../modules/revendas/revenda.entity';
import { Usuario } from '../modules/usuarios/usuario.entity';
import { Parceiro } from '../modules/parceiros/parceiro.entity';
import { JustificativaParceiro } from '../modules/parceiros/justificativa.entity';
import { Sessao } from '../modules/sessoes/sessao.entity';
import { Log } from '../modules/auditoria/log.entity';
import { Venda } from '../modules/vendas/venda.entity';
import { Pontuacao } from '../modules/pontuacoes/pontuacao.entity';
import { HistoricoCompra } from '../modules/historico/historico-compra.entity';
import { Produto } from '../modules/produtos/produto.entity';
import { ProdutoRevenda } from '../modules/produtos-revenda/produto-revenda.entity';
import { PesquisaMercado } from '../modules/pesquisas/pesquisa-mercado.entity';
import { ConfiguracaoSistema } from '../modules/configuracoes/configuracao-sistema.entity';
import { ConfiguracaoWhatsapp } from '../modules/configuracoes/configuracao-whatsapp.entity';
import { MensagemSaida } from '../modules/mensagens/mensagem-saida.entity';
import { Premio } from '../modules/premios/premio.entity';
import { Resgate } from '../modules/resgates/resgate.entity';
import { ChaveIntegracao, PontuacaoPlataforma } from '../modules/integracoes/integracao.entity';

/** Every TypeORM entity. A new entity adds one entry here. */
export const ENTIDADES: (abstract new (...args: never[]) => object)[] = [
  Rede,
  Revenda,
  Usuario,
  Parceiro,
  JustificativaParceiro,
  Sessao,
  Log,
  Venda,
  PesquisaMercado,
  Produto,
  ProdutoRevenda,
  ConfiguracaoSistema,
  ConfiguracaoWhatsapp,
  MensagemSaida,
  Premio,
  Resgate,
  Pontuacao,
  HistoricoCompra,
  ChaveIntegracao,
  PontuacaoPlataforma,
];

/** Margin of the client-side limit over statement_timeout: the server's own cancel normally comes first. */
const MARGEM_CLIENTE_MS = 5000;

/**
 * Every wait on the database has a limit (docs/operacao-producao.md, "Pool e limites"): connecting and
 * taking a connection from the pool (DB_TEMPO_CONEXAO_MS), each statement (DB_TEMPO_CONSULTA_MS as
 * statement_timeout, and client-side for requests, which also cancels the statements of abandoned
 * requests), a dead peer (TCP keepalive) and a frozen server (the vigia, db/vigia.ts).
 *
 * `esperaConexaoMs` overrides how long a query waits for a connection (pool queue or connect) before
 * the request answers 503. Tests raise it: their bursts of hundreds of parallel requests on a small
 * pool must queue, not be shed, however busy the machine is.
 */
export function criarDataSource(url: string, opcoes: { maxConexoes?: number; esperaConexaoMs?: number } = {}): DataSource {
  const { banco } = config();
  const max = opcoes.maxConexoes ?? banco.poolMax;
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTIDADES,
    migrations: MIGRACOES,
    migrationsTableName: 'migracoes',
    migrationsTransactionMode: 'each',
    namingStrategy: new NomesSnakeCase(),
    synchronize: false,
    logging: false,
    // pg with our pool: heavy reads' share of the connections, dropping interrupted ones (db/pool-pg.ts).
    driver: DRIVER_PG,
    extra: {
      Client: ClientePg,
      max,
      // Fail fast while the database is away instead of queueing requests forever: pg-pool applies
      // this to opening a connection and to waiting for a free one alike.
      connectionTimeoutMillis: opcoes.esperaConexaoMs ?? banco.tempoConexaoMs,
      idleTimeoutMillis: 30000,
      statement_timeout: banco.tempoConsultaMs,
      limiteConsultaMs: banco.tempoConsultaMs + MARGEM_CLIENTE_MS,
      // A peer that vanished (host down, partition) is noticed by the kernel in about a minute.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10000,
      conexoesPesadas: banco.conexoesPesadas,
      esperaPesadaMs: banco.tempoConexaoMs,
      vigia: { suspeitaMs: 1000, respostaMs: Math.min(2000, banco.tempoConexaoMs), intervaloMs: 500 },
    },
  });
}
