import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (see rotas.ts for the titles). */
export const TELAS_VENDEDORES: Telas = {
  '/vendedores': lazy(() => import('./VendedoresPage')),
  '/parceiro/:cpf': lazy(() => import('./ParceiroDetalhePage')),
  '/cadastrar/parceiro': lazy(() => import('./CadastrarParceiroPage')),
};
