import type { Response } from 'express';
import { formatarCpf } from '@sw/common';
import { RequestContext } from '../../core/context';
import { linhasEmLotes } from '../../core/consulta-em-lotes';
import { escreverCsv, TIPO_CSV } from '../../core/csv-escrita';
import { logger } from '../../core/logger';
import { cabecalhoAnexo } from '../../core/planilha';
import { consultaRelatorio, LinhaExpiracao, linhaDoRelatorio, type LinhaRelatorioSql } from './expiracao-painel.service';
import { diaBr, FUSO } from './pontos-painel.escopo';

/**
 * GET /api/pontuacoes/expirar/relatorio(?ate=YYYY-MM-DD) → pontos_a_expirar_{timestamp}.csv, one
 * row per member, streamed from a database cursor (docs/pontos.md has the columns).
 */

const COLUNAS: { titulo: string; valor: (l: LinhaExpiracao) => unknown }[] = [
  { titulo: 'CPF', valor: (l) => formatarCpf(l.cpf) },
  { titulo: 'Nome', valor: (l) => l.nome },
  { titulo: 'Loja', valor: (l) => l.loja },
  { titulo: 'Rede', valor: (l) => l.rede },
  { titulo: 'Pontos a expirar', valor: (l) => l.pontos },
  { titulo: 'Vencimento mais antigo', valor: (l) => diaBr(l.vencimento) },
  { titulo: 'Saldo atual', valor: (l) => l.saldoPontos },
  { titulo: 'Ativo', valor: (l) => l.ativo },
];

/** 20260309-143005, the programme's clock, for the file name (spec 2 §9: timestamped names). */
function carimbo(agora = new Date()): string {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: FUSO, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    }).formatToParts(agora).map((p) => [p.type, p.value]),
  );
  return `${partes.year}${partes.month}${partes.day}-${partes.hour}${partes.minute}${partes.second}`;
}

async function* linhasCsv(ctx: RequestContext, sql: string, params: unknown[]): AsyncGenerator<unknown[]> {
  for await (const linha of linhasEmLotes<LinhaRelatorioSql>(ctx, sql, params)) {
    const l = linhaDoRelatorio(linha);
    yield COLUNAS.map((c) => c.valor(l));
  }
}

export async function baixarRelatorioExpiracao(ctx: RequestContext, ate: string | undefined, res: Response): Promise<void> {
  const consulta = await consultaRelatorio(ctx, ate);
  res.status(200);
  res.setHeader('Content-Type', TIPO_CSV);
  res.setHeader('Content-Disposition', cabecalhoAnexo(`pontos_a_expirar_${carimbo()}.csv`));
  res.setHeader('Cache-Control', 'no-store');
  try {
    await escreverCsv(res, { colunas: COLUNAS.map((c) => c.titulo), linhas: linhasCsv(ctx, consulta.sql, consulta.params) });
  } catch (erro) {
    // Headers are gone: a cut download is the only signal left (the panel reports it).
    logger.error({ requestId: ctx.requestId, err: erro }, 'falha ao gerar o relatório de expiração');
    res.destroy();
  }
}
