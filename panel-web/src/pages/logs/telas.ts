import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (titles come from the menu in @sw/common). */
export const TELAS_LOGS: Telas = {
  '/logs': lazy(() => import('./LogsPage')),
};
