import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel. */
export const TELAS_CARTOES: Telas = {
  '/cartoes': lazy(() => import('./CartoesPage')),
  '/cadastrar/cartao': lazy(() => import('./CadastrarCartaoPage')),
  '/processar/saldo-cartao': lazy(() => import('./SaldoCartaoPage')),
};
