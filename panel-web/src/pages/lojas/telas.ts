import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (see rotas.ts for the titles). */
export const TELAS_LOJAS: Telas = {
  '/Lojas': lazy(() => import('./LojasPage')),
  '/revenda/:cnpj': lazy(() => import('./DetalheLojaPage')),
  '/cadastrar/revenda': lazy(() => import('./CadastrarLojaPage')),
};
