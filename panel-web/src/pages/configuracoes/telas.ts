import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (the menu gives their titles). */
export const TELAS_CONFIGURACOES: Telas = {
  '/configuracoes': lazy(() => import('./ConfiguracoesPage')),
  '/configuracao-whats': lazy(() => import('./ConfiguracaoWhatsPage')),
};
