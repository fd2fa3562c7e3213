import { RequestContext } from './context';
import { CodigoErro, ErroApp } from './errors';
import { contarUsoPesado } from './limite-uso';
import { comEscopo } from '../db/escopo-consulta';
import { config } from '../runtime';

/**
 * The calls that aggregate over sales, points or the report tables without a tight limit, and the
 * exports that stream whole lists: the one list both doors read (docs/seguranca.md, "Leituras
 * pesadas"). Each is named by its REST route (as RotasApi declares it) and its GraphQL root fields.
 * Paged lists are not here: their rows and counts come from indexed queries of one page.
 *
 * A heavy call, by either door:
 * - costs CUSTO_LEITURA_PESADA in the GraphQL cost limit (graphql/limites.ts), so a document asking
 *   for many is refused with 400 before anything runs;
 * - counts in LIMITE_PESADAS_MIN per caller per minute (core/limite-uso.ts);
 * - runs at most PESADAS_POR_USUARIO at once per caller in this instance (the next one: 429);
 * - takes its connections from the heavy share of the pool (DB_POOL_PESADAS, db/pool-pg.ts), so
 *   sign-in, sessions, /healthz and member calls keep the rest;
 * - has each statement limited to PESADAS_TEMPO_MS, and cancelled when the caller goes away.
 */
export const LEITURAS_PESADAS: readonly { nome: string; rest: readonly string[]; graphql: readonly string[] }[] = [
  { nome: 'Correção de pontuação', rest: ['GET /api/pontuacoes/correcoes'], graphql: ['correcoesPontuacao'] },
  { nome: 'Produtos mais vendidos', rest: ['GET /api/pontuacoes/produtos-mais-vendidos'], graphql: ['produtosMaisVendidos'] },
  { nome: 'Dashboard', rest: ['GET /api/dashboard'], graphql: ['dashboard'] },
  { nome: 'Mensuração', rest: ['GET /api/mensuracao'], graphql: ['mensuracao'] },
  { nome: 'Taxa de sucesso', rest: ['GET /api/taxa-sucesso'], graphql: ['taxaSucesso'] },
  { nome: 'Antifraude', rest: ['GET /api/antifraude'], graphql: ['antifraude'] },
  { nome: 'Compras × pontuação', rest: ['GET /api/compras-pontuacao', 'GET /api/compras-pontuacao/csv'], graphql: ['comprasPontuacao'] },
  { nome: 'Histórico', rest: ['GET /api/historico', 'GET /api/historico/serie', 'GET /api/historico/csv'], graphql: ['historico', 'serieComprasVendas'] },
  { nome: 'Produtos vendidos', rest: ['GET /api/produtos_vendidos', 'GET /api/produtos_vendidos/csv'], graphql: ['produtosVendidos'] },
  {
    nome: 'Atualizar relatórios',
    rest: [
      'GET /api/relatorio/gerar',
      'GET /api/compras-pontuacao/gerar',
      'GET /api/taxa-sucesso/gerar',
      'GET /api/antifraude/gerar',
      'GET /api/mensuracao/gerar',
    ],
    graphql: ['gerarRelatorio'],
  },
  { nome: 'Vencimentos de pontos', rest: ['GET /api/pontuacoes/vencimentos'], graphql: ['vencimentosPorRede'] },
  { nome: 'Relatório de expiração', rest: ['GET /api/pontuacoes/expirar/relatorio'], graphql: ['relatorioExpiracao'] },
  { nome: 'Pontos por código', rest: ['GET /api/pontuacoes-codigo'], graphql: ['pontuacoesCodigo'] },
  {
    nome: 'Exportações',
    // The file behind a GraphQL link is served by GET /api/downloads/:token, which runs it under the
    // same limits with the signer as the caller (modules/downloads/downloads.rest.ts), counted once.
    rest: ['GET /api/parceiros/export', 'GET /api/pontuacoes/export', 'GET /api/pontuacoes/encerradas/export'],
    graphql: ['linkExportacaoPontuacoes', 'linkExportacaoPontuacoesEncerradas', 'linkExportacaoProdutosRevenda'],
  },
];

/** What one heavy field adds to a GraphQL document's cost (limit 5000): at most four per document. */
export const CUSTO_LEITURA_PESADA = 1000;

const REST = new Set(LEITURAS_PESADAS.flatMap((l) => l.rest));
const GRAPHQL = new Set(LEITURAS_PESADAS.flatMap((l) => l.graphql));

export const ehLeituraPesadaRest = (rota: string): boolean => REST.has(rota);
export const ehLeituraPesadaGraphql = (campo: string): boolean => GRAPHQL.has(campo);
export const CAMPOS_GRAPHQL_PESADOS: readonly string[] = [...GRAPHQL];

export const mensagemPesadasEmAndamento = (n: number) =>
  `Você já tem ${n === 1 ? 'um relatório ou consulta pesada' : `${n} relatórios ou consultas pesadas`} em andamento. Aguarde terminar e tente novamente.`;
export const MENSAGEM_PESADA_DEMORADA =
  'O relatório demorou mais que o permitido e foi interrompido. Escolha um período, rede ou loja menor e tente novamente.';

/** Heavy calls in progress in this instance, per caller. */
const emAndamento = new Map<string, number>();

const chaveDe = (ctx: RequestContext) => (ctx.ator ? `${ctx.ator.tipo}:${ctx.ator.id}` : `ip:${ctx.ip}`);

/**
 * Runs one heavy call under every limit above; the caller was already authorised. `contar: false`
 * when the call was counted already (a signed link's file was counted when the link was made).
 */
export async function executarLeituraPesada<T>(ctx: RequestContext, fn: () => Promise<T>, { contar = true } = {}): Promise<T> {
  const { porUsuario, tempoMs } = config().pesadas;
  const chave = chaveDe(ctx);
  const atual = emAndamento.get(chave) ?? 0;
  if (atual >= porUsuario) throw new ErroApp(CodigoErro.MuitasTentativas, mensagemPesadasEmAndamento(porUsuario));
  emAndamento.set(chave, atual + 1);
  try {
    if (contar) await contarUsoPesado(ctx);
    return await comEscopo({ pesada: true, limiteMs: tempoMs, mensagemLimite: MENSAGEM_PESADA_DEMORADA }, fn);
  } finally {
    const n = (emAndamento.get(chave) ?? 1) - 1;
    if (n > 0) emAndamento.set(chave, n);
    else emAndamento.delete(chave);
  }
}
