import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Report and anti-fraud screens, by path relative to /painel (one lazy chunk each). */
export const TELAS_RELATORIOS: Telas = {
  '/mensuracao': lazy(() => import('./MensuracaoPage')),
  '/taxa-sucesso': lazy(() => import('./TaxaSucessoPage')),
  '/relatorio': lazy(() => import('./RelatorioPage')),
  '/antifraude': lazy(() => import('./AntifraudePage')),
  '/historico': lazy(() => import('./HistoricoPage')),
  '/compras-pontuacao': lazy(() => import('./ComprasPontuacaoPage')),
  '/produtos-vendidos': lazy(() => import('./ProdutosVendidosPage')),
  '/processar/historico': lazy(() => import('./UploadHistoricoPage')),
  '/processar/relatorios': lazy(() => import('./AtualizarRelatoriosPage')),
};
