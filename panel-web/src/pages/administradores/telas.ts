import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (see rotas.ts for the titles). */
export const TELAS_ADMINISTRADORES: Telas = {
  '/cadastrar/administrador': lazy(() => import('./CadastrarAdministradorPage')),
  '/administradores': lazy(() => import('./AdministradoresPage')),
};
