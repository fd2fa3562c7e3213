import type { Response } from 'express';
import { formatarCnpj, formatarCpf } from '@sw/common';
import { RequestContext } from '../../core/context';
import { linhasEmLotes } from '../../core/consulta-em-lotes';
import { entradaInvalida } from '../../core/errors';
import { assinarLink } from '../../core/links-assinados';
import { PedidoLista } from '../../core/listagem';
import { logger } from '../../core/logger';
import { cabecalhoAnexo, ColunaPlanilha, escreverXlsx, TIPO_XLSX } from '../../core/planilha';
import { registrarDownload } from '../downloads/downloads.rest';
import { FUSO } from '../pontos/pontos-painel.escopo';
import {
  aplicarFiltro, consultaPontuadas, FiltroPontuadas, lerFiltroPontuadas, lerPedido, LinhaPontuada, OPCOES_LISTA,
} from './pontuadas.service';

/**
 * Export of Pontuações: GET /api/pontuacoes/export?type=current|all (+ rede, dataInicial,
 * dataFinal; current also page, perPage, sortField, sortOrder, search) streams an .xlsx named
 * pontuacoes_{timestamp}.xlsx (the page on screen) or pontuacoes_completo_{timestamp}.xlsx (every
 * row of the filters). Rows go from a database cursor to the response as they are read. GraphQL
 * hands out a short-lived signed link to the same file.
 */

const TIPO_DOWNLOAD = 'pontuacoesPontuadas';

const formatoDataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});
const dataHora = (v: Date | string | null) => (v ? formatoDataHora.format(new Date(v)).replace(',', '') : null);
const dia = (v: string | null) => (v ? v.split('-').reverse().join('/') : null);

const COLUNAS: (ColunaPlanilha & { valor: (l: LinhaPontuada) => unknown })[] = [
  { titulo: 'ID', largura: 10, valor: (l) => Number(l.id) },
  { titulo: 'Vendedor', largura: 32, valor: (l) => l.parceiro },
  { titulo: 'CPF', largura: 16, valor: (l) => formatarCpf(l.cpf) },
  { titulo: 'Loja', largura: 32, valor: (l) => l.revenda },
  { titulo: 'CNPJ', largura: 20, valor: (l) => formatarCnpj(l.cnpj) },
  { titulo: 'Código Loja', largura: 12, valor: (l) => l.cod_revenda },
  { titulo: 'Rede', largura: 24, valor: (l) => l.rede },
  { titulo: 'Cidade', largura: 20, valor: (l) => l.cidade },
  { titulo: 'Número fiscal', largura: 16, valor: (l) => l.identificador },
  { titulo: 'Tipo fiscal', largura: 10, valor: (l) => (l.tipo_fiscal === 'C' ? 'Cupom' : 'Nota') },
  { titulo: 'Valor da venda', largura: 14, valor: (l) => Number(l.total_venda) },
  { titulo: 'Pontos', largura: 10, valor: (l) => Number(l.total_pontos) },
  { titulo: 'Valor custo', largura: 12, valor: (l) => Number(l.valor_custo) },
  { titulo: 'Data da venda', largura: 13, valor: (l) => dia(l.realizado_em) },
  { titulo: 'Pontuado em', largura: 17, valor: (l) => dataHora(l.pontuado_em) },
  { titulo: 'Vence em', largura: 17, valor: (l) => dataHora(l.vence_em) },
  { titulo: 'Itens', largura: 8, valor: (l) => Number(l.qtd_itens) },
  { titulo: 'Aprovado por', largura: 28, valor: (l) => l.aprovado_por },
  { titulo: 'Situação', largura: 12, valor: (l) => (l.cancelada_em ? 'Cancelada' : 'Pontuada') },
  { titulo: 'Arquivo', largura: 40, valor: (l) => l.link_arquivo },
];

type TipoExportacao = 'current' | 'all';

function lerTipo(valor: unknown): TipoExportacao {
  const t = String(valor ?? 'all').trim().toLowerCase();
  if (t !== 'current' && t !== 'all') throw entradaInvalida('Tipo de exportação inválido: use current ou all.');
  return t;
}

/** pontuacoes_{timestamp}.xlsx / pontuacoes_completo_{timestamp}.xlsx (spec 2 §7). */
export function nomeExportacao(tipo: TipoExportacao, agora = new Date()): string {
  const carimbo = agora.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '_');
  return `pontuacoes${tipo === 'all' ? '_completo' : ''}_${carimbo}.xlsx`;
}

interface Exportacao {
  filtro: FiltroPontuadas;
  campo: string;
  direcao: 'ASC' | 'DESC';
  /** Only for type=current: the page on screen. */
  janela: { pagina: number; limite: number } | null;
}

function lerExportacao(q: Record<string, unknown>): { tipo: TipoExportacao; exportacao: Exportacao } {
  const tipo = lerTipo(q.type);
  const pedido: PedidoLista = lerPedido(tipo === 'current' ? q : { sortField: q.sortField, sortOrder: q.sortOrder });
  return {
    tipo,
    exportacao: {
      filtro: lerFiltroPontuadas(q, tipo === 'current' ? pedido.busca : null),
      campo: pedido.campo,
      direcao: pedido.direcao,
      janela: tipo === 'current' ? { pagina: pedido.pagina, limite: pedido.limite } : null,
    },
  };
}

async function* linhas(ctx: RequestContext, sql: string, parametros: unknown[]): AsyncGenerator<unknown[]> {
  for await (const l of linhasEmLotes<LinhaPontuada>(ctx, sql, parametros)) yield COLUNAS.map((c) => c.valor(l));
}

async function escrever(ctx: RequestContext, e: Exportacao, res: Response): Promise<void> {
  const campo = e.campo in OPCOES_LISTA.ordenaveis ? e.campo : OPCOES_LISTA.padrao.campo;
  const qb = aplicarFiltro(consultaPontuadas(ctx), e.filtro)
    .orderBy(OPCOES_LISTA.ordenaveis[campo], e.direcao, e.direcao === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST')
    .addOrderBy('v.id', e.direcao);
  if (e.janela) qb.offset((e.janela.pagina - 1) * e.janela.limite).limit(e.janela.limite);
  const [sql, parametros] = qb.getQueryAndParameters();
  await escreverXlsx(res, { planilha: 'Pontuações', colunas: COLUNAS, linhas: linhas(ctx, sql, parametros) });
}

/** REST: the file itself. Bad filters are a 400 {erro} before the first byte. */
export async function exportar(ctx: RequestContext, q: Record<string, unknown>, res: Response): Promise<void> {
  const { tipo, exportacao } = lerExportacao(q);
  res.status(200);
  res.setHeader('Content-Type', TIPO_XLSX);
  res.setHeader('Content-Disposition', cabecalhoAnexo(nomeExportacao(tipo)));
  res.setHeader('Cache-Control', 'no-store');
  try {
    await escrever(ctx, exportacao, res);
    res.end();
  } catch (erro) {
    // Headers are gone: a cut connection is the only honest signal left; the panel reports it.
    logger.error({ requestId: ctx.requestId, err: erro }, 'falha ao exportar pontuações');
    res.destroy(erro as Error);
  }
}

/** GraphQL: a short-lived signed link to the same file, for the panel to open. */
export async function gerarLinkExportacao(ctx: RequestContext, q: Record<string, unknown>): Promise<string> {
  const { tipo, exportacao } = lerExportacao(q);
  return assinarLink(ctx, { tipo: TIPO_DOWNLOAD, parametros: { ...exportacao }, nomeArquivo: nomeExportacao(tipo) });
}

registrarDownload(TIPO_DOWNLOAD, {
  operacao: 'pontuacoes.pontuadas.exportar',
  tipoConteudo: TIPO_XLSX,
  async gerar(ctx, parametros, res) {
    // Signed parameters are ours, but read them again all the same.
    const f = (parametros.filtro ?? {}) as Record<string, unknown>;
    const j = parametros.janela as { pagina?: unknown; limite?: unknown } | null;
    const pedido = lerPedido({ sortField: parametros.campo, sortOrder: parametros.direcao, page: j?.pagina, perPage: j?.limite });
    await escrever(ctx, {
      filtro: lerFiltroPontuadas({ rede: f.redeId, dataInicial: f.dataInicial, dataFinal: f.dataFinal }, typeof f.busca === 'string' ? f.busca.slice(0, 100) : null),
      campo: pedido.campo,
      direcao: pedido.direcao,
      janela: j ? { pagina: pedido.pagina, limite: pedido.limite } : null,
    }, res);
  },
});
