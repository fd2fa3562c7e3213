import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel. */
export const TELAS_RESGATES: Telas = {
  '/resgates': lazy(() => import('./ResgatesPage')),
};
