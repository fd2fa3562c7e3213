import type { Response } from 'express';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Operacao } from '@sw/common';
import { registrarDownload } from './downloads';
import { lotesEmConsulta } from './consulta-em-lotes';
import { RequestContext } from './context';
import { entradaInvalida } from './errors';
import { assinarLink } from './links-assinados';
import { ordenar, OpcoesLista, PedidoLista } from './listagem';
import { logger } from './logger';
import { cabecalhoAnexo, ColunaPlanilha, escreverXlsx, TIPO_XLSX } from './planilha';
import { nomeComCarimbo } from './calendario';

/**
 * The .xlsx export of a paged list (spec 2: "export of the current screen or all"), one shape for
 * every list: `type=current` is the page on screen (page, perPage, sortField, sortOrder, search),
 * `type=all` every row of the filters, in the screen's order. REST streams the file as the answer;
 * GraphQL hands out a short-lived signed link to the same file. Rows go from a database cursor to
 * the response as they are read, so memory does not grow with the list.
 */
export interface ListaExportavel<Filtro, Linha> {
  /** Name of the signed-link download. */
  tipoDownload: string;
  operacao: Operacao;
  planilha: string;
  /** File name before `_completo` and the timestamp, e.g. 'pontuacoes'. */
  prefixoArquivo: string;
  /** The columns, or the columns this caller may see (a field rule, e.g. what a point costs). */
  colunas: ColunasExportacao<Linha> | ((ctx: RequestContext) => ColunasExportacao<Linha>);
  opcoes: OpcoesLista & { desempate: string };
  /** Reads the paging and order; with the caller, so an order by a field it may not see is not applied. */
  lerPedido: (q: Record<string, unknown>, ctx: RequestContext) => PedidoLista;
  /** The list's own filters (network, dates...) from the query string, with the search or null. */
  lerFiltro: (q: Record<string, unknown>, busca: string | null, ctx: RequestContext) => Filtro | Promise<Filtro>;
  consulta: (ctx: RequestContext, filtro: Filtro) => SelectQueryBuilder<ObjectLiteral>;
}

type ColunasExportacao<Linha> = (ColunaPlanilha & { valor: (l: Linha) => unknown })[];

type TipoExportacao = 'current' | 'all';

/** Query-string keys an export reads; the signed link carries exactly these. */
const CHAVES = ['type', 'rede', 'dataInicial', 'dataFinal', 'page', 'perPage', 'sortField', 'sortOrder', 'search'] as const;

function lerTipo(valor: unknown): TipoExportacao {
  const t = String(valor ?? 'all')
    .trim()
    .toLowerCase();
  if (t !== 'current' && t !== 'all') throw entradaInvalida('Tipo de exportação inválido: use current ou all.');
  return t;
}

/** {prefixo}_{timestamp}.xlsx or {prefixo}_completo_{timestamp}.xlsx. */
export function nomeDaExportacao(prefixo: string, tipo: TipoExportacao, agora = new Date()): string {
  return nomeComCarimbo(`${prefixo}${tipo === 'all' ? '_completo' : ''}`, '.xlsx', agora);
}

export function exportacaoDeLista<Filtro, Linha>(d: ListaExportavel<Filtro, Linha>) {
  /** Reads and validates everything before the first byte, so bad input is a 400 {erro}. */
  async function preparar(ctx: RequestContext, q: Record<string, unknown>) {
    const tipo = lerTipo(q.type);
    const pedido = d.lerPedido(tipo === 'current' ? q : { sortField: q.sortField, sortOrder: q.sortOrder }, ctx);
    const qb = ordenar(d.consulta(ctx, await d.lerFiltro(q, tipo === 'current' ? pedido.busca : null, ctx)), pedido, d.opcoes);
    if (tipo === 'current') qb.offset((pedido.pagina - 1) * pedido.limite).limit(pedido.limite);
    return { tipo, qb };
  }

  async function escrever(ctx: RequestContext, qb: SelectQueryBuilder<ObjectLiteral>, res: Response) {
    const [sql, parametros] = qb.getQueryAndParameters();
    const colunas = typeof d.colunas === 'function' ? d.colunas(ctx) : d.colunas;
    async function* lotes(): AsyncGenerator<unknown[][]> {
      for await (const lote of lotesEmConsulta<Linha>(ctx, sql, parametros)) yield lote.map((l) => colunas.map((c) => c.valor(l)));
    }
    await escreverXlsx(res, { planilha: d.planilha, colunas, lotes: lotes() });
  }

  const soChaves = (q: Record<string, unknown>) =>
    Object.fromEntries(CHAVES.filter((k) => q[k] !== undefined && q[k] !== null).map((k) => [k, String(q[k]).slice(0, 120)]));

  registrarDownload(d.tipoDownload, {
    operacao: d.operacao,
    tipoConteudo: TIPO_XLSX,
    // The signed parameters are the original query: read and validated again, like a new request.
    gerar: async (ctx, parametros, res) => escrever(ctx, (await preparar(ctx, soChaves(parametros))).qb, res),
  });

  return {
    /** REST: the file itself, as the answer. */
    async exportar(ctx: RequestContext, q: Record<string, unknown>, res: Response): Promise<void> {
      const { tipo, qb } = await preparar(ctx, q);
      res.status(200);
      res.setHeader('Content-Type', TIPO_XLSX);
      res.setHeader('Content-Disposition', cabecalhoAnexo(nomeDaExportacao(d.prefixoArquivo, tipo)));
      res.setHeader('Cache-Control', 'no-store');
      try {
        await escrever(ctx, qb, res);
        res.end();
      } catch (erro) {
        // Headers are gone: a cut connection is the only honest signal left; the panel reports it.
        logger.error({ requestId: ctx.requestId, err: erro, exportacao: d.tipoDownload }, 'falha ao exportar');
        res.destroy(erro as Error);
      }
    },
    /** GraphQL: a short-lived signed link to the same file, for the panel to open. */
    async gerarLink(ctx: RequestContext, entrada: EntradaExportacaoLista): Promise<string> {
      const q = consultaDaEntrada(entrada);
      // Counted as a heavy call by the GraphQL door (core/leituras-pesadas.ts), like the REST export.
      const { tipo } = await preparar(ctx, q);
      return assinarLink(ctx, { tipo: d.tipoDownload, parametros: soChaves(q), nomeArquivo: nomeDaExportacao(d.prefixoArquivo, tipo) });
    },
  };
}

/** What the GraphQL door hands gerarLink: the parsed input of argumentosExportacao (core/esquema-lista.ts). */
export type EntradaExportacaoLista = {
  tipo: TipoExportacao;
  pagina?: number | null;
  porPagina?: number | null;
  ordenarPor?: string | null;
  direcao?: string | null;
  busca?: string | null;
} & Record<string, unknown>;

/** The input in the REST query's words, so both doors (and the signed link) read one dialect. */
function consultaDaEntrada(entrada: EntradaExportacaoLista): Record<string, unknown> {
  const { tipo, pagina, porPagina, ordenarPor, direcao, busca, pedido: _pedido, ...filtros } = entrada;
  const q: Record<string, unknown> = {
    ...filtros,
    type: tipo,
    page: pagina,
    perPage: porPagina,
    sortField: ordenarPor,
    sortOrder: direcao,
    search: busca,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null));
}
