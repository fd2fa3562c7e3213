import { DataSource } from 'typeorm';
import { NomesSnakeCase } from './naming';
import { MIGRACOES } from './migrations';
import { ClienteComPlanosPreparados } from './planos-preparados';
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
export const ENTIDADES: Function[] = [Rede, Revenda, Usuario, Parceiro, JustificativaParceiro, Sessao, Log, Venda, PesquisaMercado, Produto, ProdutoRevenda, ConfiguracaoSistema, ConfiguracaoWhatsapp, MensagemSaida, Premio, Resgate, Pontuacao, HistoricoCompra, ChaveIntegracao, PontuacaoPlataforma];

/**
 * `esperaConexaoMs`: how long a query waits for a connection (pool queue or connect) before the request
 * answers 503. Tests raise it: their bursts of hundreds of parallel requests on a small pool must queue,
 * not be shed, however busy the machine is.
 */
export function criarDataSource(url: string, opcoes: { maxConexoes?: number; esperaConexaoMs?: number } = {}): DataSource {
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
    extra: {
      Client: ClienteComPlanosPreparados,
      max: opcoes.maxConexoes ?? 20,
      // Fail fast while the database is away instead of queueing requests forever.
      connectionTimeoutMillis: opcoes.esperaConexaoMs ?? 3000,
      idleTimeoutMillis: 30000,
      statement_timeout: 30000,
    },
  });
}
