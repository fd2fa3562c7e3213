import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (see rotas.ts for the titles). */
export const TELAS_VENDAS: Telas = {
  '/processar/nova-venda': lazy(() => import('./NovaVendaPage')),
  '/processar/vendas': lazy(() => import('./UploadVendasPage')),
  '/processar/correcao-pontuacao': lazy(() => import('./CorrecaoPontuacaoPage')),
};
