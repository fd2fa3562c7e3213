import { formatarCnpj, formatarCpf, veValoresDoPonto } from '@sw/common';
import { exportacaoDeLista } from '../../core/exportacao-lista';
import { FUSO } from '../../core/calendario';
import { analisar } from '../../core/esquema';
import { aplicarFiltro, consultaPontuadas, filtroPontuadas, LinhaPontuada, OPCOES_LISTA, restringirPedido } from './pontuadas.service';
import * as esquemas from './vendas.esquemas';

/**
 * Export of Pontuações: GET /api/pontuacoes/export?type=current|all (+ rede, dataInicial,
 * dataFinal; current also page, perPage, sortField, sortOrder, search) → pontuacoes_{timestamp}.xlsx
 * or pontuacoes_completo_{timestamp}.xlsx (spec 2 §7), streamed (core/exportacao-lista.ts).
 */

const formatoDataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dataHora = (v: Date | string | null) => (v ? formatoDataHora.format(new Date(v)).replace(',', '') : null);
const dia = (v: string | null) => (v ? v.split('-').reverse().join('/') : null);

const COLUNAS: { titulo: string; largura: number; valor: (l: LinhaPontuada) => unknown }[] = [
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
  { titulo: 'Vence em', largura: 17, valor: (l) => (l.vence_em ? l.vence_em.split('-').reverse().join('/') : null) },
  { titulo: 'Itens', largura: 8, valor: (l) => Number(l.qtd_itens) },
  { titulo: 'Aprovado por', largura: 28, valor: (l) => l.aprovado_por },
  { titulo: 'Situação', largura: 12, valor: (l) => (l.cancelada_em ? 'Cancelada' : 'Pontuada') },
  { titulo: 'Arquivo', largura: 40, valor: (l) => l.link_arquivo },
];

export const exportacaoPontuadas = exportacaoDeLista({
  tipoDownload: 'pontuacoesPontuadas',
  operacao: 'pontuacoes.pontuadas.exportar',
  planilha: 'Pontuações',
  prefixoArquivo: 'pontuacoes',
  // The same field rule as the list: no cost column for roles that may not see valorPonto.
  colunas: (ctx) => (veValoresDoPonto(ctx.papel) ? COLUNAS : COLUNAS.filter((c) => c.titulo !== 'Valor custo')),
  opcoes: { ...OPCOES_LISTA, desempate: 'v.id' },
  // The list's own schema reads paging, order, search and filters (GET /pontuacoes), here and in the signed link.
  lerPedido: (q, ctx) => restringirPedido(analisar(esquemas.consultaPontuadas, q).pedido, ctx),
  lerFiltro: (q, busca, ctx) => filtroPontuadas(ctx, analisar(esquemas.consultaPontuadas, q), busca),
  consulta: (ctx, filtro) => aplicarFiltro(consultaPontuadas(ctx), filtro),
});
