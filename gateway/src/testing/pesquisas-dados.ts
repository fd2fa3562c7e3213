/** The data of the market survey test (testes/pesquisas.test.ts). */

/** The keys of a survey in the REST answer, sorted. */
export const CHAVES_DA_PESQUISA = [
  'categoria',
  'cidade',
  'cnpjRevenda',
  'comunicacao',
  'criadoEm',
  'faturamento',
  'fonte',
  'id',
  'mediaMensal',
  'produtosMaisVendidos',
  'produtosMaisVendidosConcorrentes',
  'qtdeProdutosVendidos',
  'qtdeVendedores',
  'rede',
  'redeId',
  'revenda',
  'revendaId',
  'share',
];

/** A product line of a survey; the store's own products carry no brand. */
export const item = (produto: string, qtde: number, valorUnitario: number, marca: string | null = null) => ({ marca, produto, qtde, valorUnitario });
export const proprios = () => [1, 2, 3, 4, 5].map((k) => item(`Látex ${k}`, 10 * k, 99.9));
export const concorrentes = () => [1, 2, 3, 4, 5].map((k) => item(`Acrílico ${k}`, k, 79.5, k < 3 ? 'TintaMax' : 'Cores do Brasil'));
export const nova = (extra: Record<string, unknown> = {}) => ({
  cnpjRevenda: '44.555.666/0001-81',
  cidade: 'Recife',
  categoria: 'Loja de tintas',
  comunicacao: 'Redes sociais',
  qtdeVendedores: 6,
  faturamento: 250000.5,
  mediaMensal: 20833.37,
  share: 35.5,
  fonte: 'Equipe',
  produtosMaisVendidos: proprios(),
  produtosMaisVendidosConcorrentes: concorrentes(),
  ...extra,
});
