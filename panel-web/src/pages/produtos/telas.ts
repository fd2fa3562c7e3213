import { lazy } from 'react';
import type { Telas } from '../../telas';

/** Screens of this domain, by path relative to /painel (see rotas.ts for the titles). */
export const TELAS_PRODUTOS: Telas = {
  '/produtos': lazy(() => import('./ProdutosPage')),
  '/produtos/loja': lazy(() => import('./ProdutosLojaPage')),
  '/cadastrar/produto': lazy(() => import('./EscolherCadastroProdutoPage')),
  '/cadastrar/produto/criteria': lazy(() => import('./CadastrarProdutoPage')),
  '/cadastrar/produto/revenda': lazy(() => import('./CadastrarProdutoLojaPage')),
  '/processar/produtos': lazy(() => import('./EscolherProcessarProdutosPage')),
  '/processar/produtos/criteria': lazy(() => import('./ProcessarProdutosPage')),
  '/processar/produtos/revenda': lazy(() => import('./ProcessarProdutosLojaPage')),
};
