import { formatarCpf } from '@sw/common';
import { exportacaoDeLista } from '../../core/exportacao-lista';
import { analisar } from '../../core/esquema';
import { lerPedidoLista } from '../../core/listagem';
import { consultaEncerradas, filtroDe, LinhaEncerrada, OPCOES_LISTA } from './encerradas.service';
import * as esquemas from './pontuacoes.esquemas';
import { FUSO } from '../../core/calendario';

/**
 * Export of Pontuações encerradas: GET /api/pontuacoes/encerradas/export?rede&dataInicial&dataFinal&type
 * (core/exportacao-lista.ts: the page on screen or every row of the filters, streamed .xlsx;
 * GraphQL gives a signed link to the same file).
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

const COLUNAS: { titulo: string; largura: number; valor: (l: LinhaEncerrada) => unknown }[] = [
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

export const exportacaoEncerradas = exportacaoDeLista({
  tipoDownload: 'pontuacoesEncerradas',
  operacao: 'pontuacoes.encerradas.exportar',
  planilha: 'Pontuações Encerradas',
  prefixoArquivo: 'pontuacoes_encerradas',
  colunas: COLUNAS,
  opcoes: { ...OPCOES_LISTA, desempate: 'c.id' },
  lerPedido: (q) => lerPedidoLista(q, OPCOES_LISTA),
  // The same filter schema as the list.
  lerFiltro: (q, busca, ctx) => filtroDe(ctx, analisar(esquemas.filtroEncerradas, q), busca),
  consulta: consultaEncerradas,
});
