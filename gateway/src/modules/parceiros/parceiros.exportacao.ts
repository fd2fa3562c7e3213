import type { Response } from 'express';
import { formatarCep, formatarCnpj, formatarCpf, formatarTelefone, textoDiasSemAcesso } from '@sw/common';
import { RequestContext } from '../../core/context';
import { linhasEmLotes } from '../../core/consulta-em-lotes';
import { logger } from '../../core/logger';
import { cabecalhoAnexo, ColunaPlanilha, escreverXlsx, TIPO_XLSX } from '../../core/planilha';
import { consultaParceiros, dtoDaLinha, lerRede, type LinhaParceiroPainel } from './parceiros-consulta';
import { ParceiroPainelDTO } from './parceiros-painel.types';
import { FUSO } from '../../core/calendario';

/**
 * GET /api/parceiros/export?rede&ativo(&search) → parceiros.xlsx, the salespeople the caller may
 * see under the list's filters, in the list's default order. Streamed: rows go from a database
 * cursor to the response as they are read.
 */

export const ARQUIVO_EXPORTACAO = 'parceiros.xlsx';

const COLUNAS: (ColunaPlanilha & { valor: (p: ParceiroPainelDTO) => unknown })[] = [
  { titulo: 'Nome', largura: 36, valor: (p) => p.nome },
  { titulo: 'CPF', largura: 16, valor: (p) => formatarCpf(p.cpf) },
  { titulo: 'Email', largura: 32, valor: (p) => p.email },
  { titulo: 'Celular', largura: 17, valor: (p) => formatarTelefone(p.celular) },
  { titulo: 'Telefone', largura: 16, valor: (p) => formatarTelefone(p.telefone) },
  { titulo: 'Sexo', largura: 6, valor: (p) => p.sexo },
  { titulo: 'Data de Nascimento', largura: 12, valor: (p) => data(p.dataNascimento) },
  { titulo: 'Loja', largura: 32, valor: (p) => p.revenda },
  { titulo: 'CNPJ da Loja', largura: 20, valor: (p) => formatarCnpj(p.cnpjRevenda) },
  { titulo: 'Código da Loja', largura: 12, valor: (p) => p.codRevenda },
  { titulo: 'Rede', largura: 24, valor: (p) => p.rede },
  { titulo: 'Rua', largura: 30, valor: (p) => p.endRua },
  { titulo: 'Número', largura: 8, valor: (p) => p.endNumero },
  { titulo: 'Complemento', largura: 16, valor: (p) => p.endComplemento },
  { titulo: 'Bairro', largura: 20, valor: (p) => p.endBairro },
  { titulo: 'Cidade', largura: 20, valor: (p) => p.endCidade },
  { titulo: 'Estado', largura: 7, valor: (p) => p.endEstado },
  { titulo: 'CEP', largura: 10, valor: (p) => formatarCep(p.endCep) },
  { titulo: 'Hobby', largura: 20, valor: (p) => p.hobby },
  { titulo: 'Saldo de Pontos', largura: 14, valor: (p) => p.saldoPontos },
  { titulo: 'Total de Pontos', largura: 14, valor: (p) => p.totalPontos },
  { titulo: 'Última Pontuação', largura: 19, valor: (p) => dataHora(p.ultimaPontuacao) },
  { titulo: 'Último Acesso', largura: 19, valor: (p) => dataHora(p.ultimoAcessoEm) },
  { titulo: 'Dias sem acesso', largura: 14, valor: (p) => (p.diasSemAcesso === null ? textoDiasSemAcesso(null) : p.diasSemAcesso) },
  { titulo: 'Aceitou Regulamento', largura: 12, valor: (p) => (p.aceitouRegulamento ? 'Sim' : 'Não') },
  { titulo: 'Ativo', largura: 7, valor: (p) => (p.ativo ? 'Sim' : 'Não') },
  { titulo: 'Cadastrado em', largura: 19, valor: (p) => dataHora(p.criadoEm) },
];

const formatoDataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const dataHora = (v: Date | string | null) => (v ? formatoDataHora.format(new Date(v)).replace(',', '') : null);
const data = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

async function* linhasDaExportacao(ctx: RequestContext, sql: string, parametros: unknown[]): AsyncGenerator<unknown[]> {
  for await (const linha of linhasEmLotes<LinhaParceiroPainel>(ctx, sql, parametros)) {
    const p = dtoDaLinha(linha);
    yield COLUNAS.map((c) => c.valor(p));
  }
}

export async function exportar(ctx: RequestContext, filtro: { rede?: string; ativo?: boolean; busca?: string }, res: Response): Promise<void> {
  // Filters are read (and refused) before the first byte, so bad input is still a 400 with {erro}.
  const qb = await consultaParceiros(ctx, { redeId: await lerRede(ctx, filtro.rede), ativo: filtro.ativo ?? null, busca: filtro.busca ?? null });
  qb.orderBy('p.nome', 'ASC', 'NULLS FIRST').addOrderBy('p.id', 'ASC');
  const [sql, parametros] = qb.getQueryAndParameters();

  res.status(200);
  res.setHeader('Content-Type', TIPO_XLSX);
  res.setHeader('Content-Disposition', cabecalhoAnexo(ARQUIVO_EXPORTACAO));
  res.setHeader('Cache-Control', 'no-store');
  try {
    await escreverXlsx(res, { planilha: 'Vendedores Lojas', colunas: COLUNAS, linhas: linhasDaExportacao(ctx, sql, parametros) });
  } catch (erro) {
    // Headers are gone: the only honest signal left is a broken download, which the panel reports.
    logger.error({ requestId: ctx.requestId, err: erro }, 'falha ao exportar parceiros');
    res.destroy(erro as Error);
  }
}
