import type { ColunaCsv } from './produtos';

/**
 * Reports, anti-fraud and the sell-in history (spec 2 §2, §3, §5, §7, §9): the upload layout,
 * the messages, the period rules both the screens and the gateway apply, and the five report jobs.
 * Formulas: docs/relatorios.md.
 */

/** Upload Histórico (POST /api/upload/historico): one line per store, product and month. */
export const LAYOUT_CSV_HISTORICO: ColunaCsv[] = [
  { campo: 'cnpj', obrigatoria: true, descricao: 'CNPJ da loja que comprou (com ou sem pontuação)', exemplo: '11.222.333/0001-81' },
  { campo: 'codProduto', obrigatoria: true, descricao: 'Código do produto Experiências SW', exemplo: 'SW-ACR-18L' },
  { campo: 'mes', obrigatoria: true, descricao: 'Mês da compra: MM/AAAA (ou AAAA-MM, ou uma data DD/MM/AAAA)', exemplo: '03/2026' },
  { campo: 'quantidade', obrigatoria: true, descricao: 'Unidades compradas no mês (0 ou mais; decimais com vírgula)', exemplo: '120' },
  {
    campo: 'valorTotal',
    obrigatoria: false,
    descricao: 'Valor total das compras do mês em reais (vazio: quantidade × preço do produto)',
    exemplo: '58.788,00',
  },
];

export const MENSAGENS_RELATORIOS = {
  historicoProcessado: (n: number) => `${n} linhas de histórico processado`,
  selecionePeriodo: 'Selecione um período antes',
  observacaoSalva: 'Observação salva com sucesso',
  liberacaoSalva: 'Liberação salva com sucesso',
  estoqueAtualizado: 'Estoque atualizado com sucesso',
  erroBaixarCsv: 'Erro ao baixar arquivo CSV',
  relatorioNaoConfigurado: 'Nenhum painel de relatório foi configurado. Peça ao administrador do sistema para definir SW_RELATORIO_URL.',
  geracaoIniciada: (nome: string) => `Atualização de ${nome} iniciada. Acompanhe o andamento nesta tela.`,
  geracaoEmAndamento: (nome: string) => `A atualização de ${nome} já está em andamento. Acompanhe o andamento nesta tela.`,
  informeRede: 'Informe a rede',
  informeProduto: 'Informe o produto',
  informeQuantidade: 'Informe a quantidade',
  informeSaldo: 'Informe o saldo',
  informeData: 'Informe a data',
  informeObservacao: 'Informe a observação',
  anoInvalido: 'Ano inválido',
  mesInvalido: 'Mês inválido',
  produtoNaoEncontrado: 'Produto não encontrado',
  // The same text as MENSAGENS.redeNaoEncontrada: one answer for an unknown network everywhere.
  redeNaoEncontrada: 'Rede não encontrada.',
  lojaNaoEncontrada: 'Loja não encontrada',
} as const;

/** The five report jobs of Atualizar relatórios, by the path segment of their /gerar call. */
export const TAREFAS_RELATORIO = {
  relatorio: { nome: 'Relatório de vendas (histórico e produtos vendidos)', periodo: false },
  'compras-pontuacao': { nome: 'Compras x Pontuação', periodo: true },
  'taxa-sucesso': { nome: 'Taxa de Sucesso', periodo: true },
  antifraude: { nome: 'Antifraude', periodo: false },
  mensuracao: { nome: 'Mensuração', periodo: false },
} as const;
export type TipoTarefaRelatorio = keyof typeof TAREFAS_RELATORIO;

/** First year of the reports (spec 2 §5). */
export const ANO_INICIAL_RELATORIOS = 2020;

/**
 * Months a year offers (two digits). Spec 2 §5: 2020 starts at July for the success rate and at
 * "index 6" (also July, zero-based) for purchases versus points; the current year runs up to the
 * current month; past years offer all twelve (reading recorded in docs/relatorios.md).
 */
export function mesesDoAno(ano: number, hoje: Date = new Date()): string[] {
  const anoAtual = hoje.getFullYear();
  if (ano < ANO_INICIAL_RELATORIOS || ano > anoAtual) return [];
  const primeiro = ano === ANO_INICIAL_RELATORIOS ? 7 : 1;
  const ultimo = ano === anoAtual ? hoje.getMonth() + 1 : 12;
  const meses: string[] = [];
  for (let m = primeiro; m <= ultimo; m++) meses.push(String(m).padStart(2, '0'));
  return meses;
}

/** Years from `inicio` (default 2020) to the current one. */
export function anosDesde(inicio: number = ANO_INICIAL_RELATORIOS, hoje: Date = new Date()): number[] {
  const anos: number[] = [];
  for (let a = Math.max(inicio, 1900); a <= hoje.getFullYear(); a++) anos.push(a);
  return anos;
}

export const NOMES_MESES = [
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
export const ROTULOS_MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** Status of a background job as the screen shows it. */
export type StatusTarefa = 'pendente' | 'executando' | 'concluida' | 'falhou';
