import type { Response } from 'express';
import { formatarCpf } from '@sw/common';
import { RequestContext } from '../../core/context';
import { linhasEmLotes } from '../../core/consulta-em-lotes';
import { entradaInvalida } from '../../core/errors';
import { assinarLink } from '../../core/links-assinados';
import { PedidoLista } from '../../core/listagem';
import { logger } from '../../core/logger';
import { cabecalhoAnexo, ColunaPlanilha, escreverXlsx, TIPO_XLSX } from '../../core/planilha';
import { registrarDownload } from '../downloads/downloads.rest';
import { consultaEncerradas, FiltroEncerradas, lerFiltro, lerPedido, LinhaEncerrada, OPCOES_LISTA } from './encerradas.service';

/**
 * Export of Pontuações encerradas: GET /api/pontuacoes/encerradas/export?rede&dataInicial&dataFinal&type
 * streams an .xlsx — type=current the page on screen (page, perPage, sortField, sortOrder, search),
 * type=all every row of the filters. GraphQL hands out a signed link to the same file.
 * Rows go from a database cursor to the response as they are read.
 */

const TIPO_DOWNLOAD = 'pontuacoesEncerradas';
const FUSO = 'America/Sao_Paulo';

const formatoDataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});
const dataHora = (v: Date | string | null) => (v ? formatoDataHora.format(new Date(v)).replace(',', '') : null);

const COLUNAS: (ColunaPlanilha & { valor: (l: LinhaEncerrada) => unknown })[] = [
  { titulo: 'ID', largura: 10, valor: (l) => Number(l.id) },
  { titulo: 'Vendedor', largura: 32, valor: (l) => l.parceiro },
  { titulo: 'CPF', largura: 16, valor: (l) => formatarCpf(l.cpf) },
  { titulo: 'Código Loja', largura: 12, valor: (l) => l.cod_revenda },
  { titulo: 'Loja', largura: 32, valor: (l) => l.revenda },
  { titulo: 'Rede', largura: 24, valor: (l) => l.rede },
  { titulo: 'Situação', largura: 12, valor: (l) => (l.status === 'reprovada' ? 'Reprovada' : 'Encerrada') },
  { titulo: 'Enviada em', largura: 17, valor: (l) => dataHora(l.criado_em) },
  { titulo: 'Encerrada em', largura: 17, valor: (l) => dataHora(l.atualizado_em) },
  { titulo: 'Responsável', largura: 28, valor: (l) => l.reprovado_por },
  { titulo: 'Motivo', largura: 28, valor: (l) => l.reprovado_motivo },
  { titulo: 'Arquivo', largura: 40, valor: (l) => l.link_arquivo },
];

type TipoExportacao = 'current' | 'all';

function lerTipo(valor: unknown): TipoExportacao {
  const t = String(valor ?? 'all').trim().toLowerCase();
  if (t !== 'current' && t !== 'all') throw entradaInvalida('Tipo de exportação inválido: use current ou all.');
  return t;
}

/** The file name the panel saves: the screen's page or the complete list, stamped. */
export function nomeExportacao(tipo: TipoExportacao, agora = new Date()): string {
  const carimbo = agora.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '_');
  return `pontuacoes_encerradas${tipo === 'all' ? '_completo' : ''}_${carimbo}.xlsx`;
}

interface Exportacao {
  filtro: FiltroEncerradas;
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
      filtro: lerFiltro(q, tipo === 'current' ? pedido.busca : null),
      campo: pedido.campo,
      direcao: pedido.direcao,
      janela: tipo === 'current' ? { pagina: pedido.pagina, limite: pedido.limite } : null,
    },
  };
}

async function* linhas(ctx: RequestContext, sql: string, parametros: unknown[]): AsyncGenerator<unknown[]> {
  for await (const l of linhasEmLotes<LinhaEncerrada>(ctx, sql, parametros)) yield COLUNAS.map((c) => c.valor(l));
}

async function escrever(ctx: RequestContext, e: Exportacao, res: Response): Promise<void> {
  const campo = e.campo in OPCOES_LISTA.ordenaveis ? e.campo : OPCOES_LISTA.padrao.campo;
  const qb = consultaEncerradas(ctx, e.filtro)
    .orderBy(OPCOES_LISTA.ordenaveis[campo], e.direcao, e.direcao === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST')
    .addOrderBy('c.id', 'ASC');
  if (e.janela) qb.offset((e.janela.pagina - 1) * e.janela.limite).limit(e.janela.limite);
  const [sql, parametros] = qb.getQueryAndParameters();
  await escreverXlsx(res, { planilha: 'Pontuações Encerradas', colunas: COLUNAS, linhas: linhas(ctx, sql, parametros) });
}

/** REST: the file itself, as the answer. Bad filters are a 400 {erro} before the first byte. */
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
    logger.error({ requestId: ctx.requestId, err: erro }, 'falha ao exportar pontuações encerradas');
    res.destroy(erro as Error);
  }
}

/** GraphQL: a short-lived signed link to the same file, for the panel to open. */
export async function gerarLinkExportacao(ctx: RequestContext, q: Record<string, unknown>): Promise<string> {
  const { tipo, exportacao } = lerExportacao(q);
  return assinarLink(ctx, { tipo: TIPO_DOWNLOAD, parametros: { ...exportacao }, nomeArquivo: nomeExportacao(tipo) });
}

registrarDownload(TIPO_DOWNLOAD, {
  operacao: 'pontuacoes.encerradas.exportar',
  tipoConteudo: TIPO_XLSX,
  async gerar(ctx, parametros, res) {
    // Signed parameters are ours, but read them again all the same.
    const f = (parametros.filtro ?? {}) as Record<string, unknown>;
    const j = parametros.janela as { pagina?: unknown; limite?: unknown } | null;
    const pedido = lerPedido({ sortField: parametros.campo, sortOrder: parametros.direcao, page: j?.pagina, perPage: j?.limite });
    await escrever(ctx, {
      filtro: lerFiltro({ rede: f.redeId, dataInicial: f.dataInicial, dataFinal: f.dataFinal }, typeof f.busca === 'string' ? f.busca.slice(0, 100) : null),
      campo: pedido.campo,
      direcao: pedido.direcao,
      janela: j ? { pagina: pedido.pagina, limite: pedido.limite } : null,
    }, res);
  },
});
