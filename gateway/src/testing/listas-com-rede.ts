/**
 * Every list, report and the dashboard that filter by `rede`, with the other parameters each needs:
 * rest-uniforme.test.ts checks each reads an id or a name alike, and rest-padrao.test.ts that no
 * route filtering by `rede` is missing here.
 */
export const LISTAS_COM_REDE = [
  '/api/dashboard?',
  '/api/cartoes?page=1&perPage=100&',
  '/api/resgates?page=1&perPage=100&',
  '/api/resgates/fotos_videos?dataInicial=2020-01-01&dataFinal=2030-12-31&',
  '/api/pontuacoes?page=1&perPage=100&dataInicial=2020-01-01&dataFinal=2030-12-31&',
  '/api/pontuacoes/encerradas?page=1&perPage=100&',
  '/api/pontuacoes/produtos-mais-vendidos?dataInicial=2020-01-01&dataFinal=2030-12-31&',
  '/api/pontuacoes/vencimentos?',
  '/api/parceiros?page=1&perPage=100&',
  '/api/pesquisa_mercado?',
  '/api/revendas?page=1&perPage=100&',
  '/api/produtos_revenda?pagina=1&limite=100&',
  '/api/mensuracao?',
  '/api/antifraude?',
  '/api/historico?ano=2025&',
  '/api/historico/serie?ano=2025&',
  '/api/taxa-sucesso?ano=2025&mes=05&',
  '/api/compras-pontuacao?ano=2025&mes=05&',
  // The exports read the same filter (a file: the two readings must both succeed).
  '/api/parceiros/export?',
  '/api/pontuacoes/export?dataInicial=2020-01-01&dataFinal=2030-12-31&',
  '/api/pontuacoes/encerradas/export?',
  '/api/historico/csv?ano=2025&',
  '/api/compras-pontuacao/csv?ano=2025&mes=05&',
];
