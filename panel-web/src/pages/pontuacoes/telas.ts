import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (see rotas.ts for the titles). */
export const TELAS_PONTUACOES: Telas = {
  '/processar/pontuacoes': lazy(() => import('./PontuacoesPendentesPage')),
  '/pontuacoes/encerrado': lazy(() => import('./PontuacoesEncerradasPage')),
  '/pontuacoes/pontuado': lazy(() => import('./PontuacoesPage')),
};
