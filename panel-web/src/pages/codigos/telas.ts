import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Sign-up codes and the Pontos por código report (titles come from the menu in @sw/common). */
export const TELAS_CODIGOS: Telas = {
  '/codigos/lista-codigo-cadastro': lazy(() => import('./CodigosCadastroPage')),
  '/cadastrar/codigo-cadastro': lazy(() => import('./CadastrarCodigoPage')),
  '/codigos/codigo': lazy(() => import('./PontosPorCodigoPage')),
};
