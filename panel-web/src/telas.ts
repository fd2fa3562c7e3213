/**
 * The screens that exist, by path relative to /painel. Each domain lists its own screens in
 * pages/<domínio>/telas.ts (lazy, one chunk each); a path with no screen here shows "Em construção".
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { TELAS_REDES } from './pages/redes/telas';
import { TELAS_LOJAS } from './pages/lojas/telas';
import { TELAS_PRODUTOS } from './pages/produtos/telas';
import { TELAS_VENDEDORES } from './pages/vendedores/telas';
import { TELAS_PESQUISAS } from './pages/pesquisas/telas';
import { TELAS_ADMINISTRADORES } from './pages/administradores/telas';
import { TELAS_PONTOS } from './pages/pontos/telas';
import { TELAS_CONFIGURACOES } from './pages/configuracoes/telas';
import { TELAS_VENDAS } from './pages/vendas/telas';
import { TELAS_PREMIOS } from './pages/premios/telas';
import { TELAS_RESGATES } from './pages/resgates/telas';
import { TELAS_INTEGRACOES } from './pages/integracoes/telas';
import { TELAS_PONTUACOES } from './pages/pontuacoes/telas';
import { TELAS_OFERTAS } from './pages/ofertas/telas';
import { TELAS_CARTOES } from './pages/cartoes/telas';
import { TELAS_MIDIAS } from './pages/midias/telas';
import { TELAS_BANNERS } from './pages/banners/telas';
import { TELAS_LOGS } from './pages/logs/telas';
import { TELAS_CODIGOS } from './pages/codigos/telas';
import { TELAS_RELATORIOS } from './pages/relatorios/telas';

export type Telas = Record<string, LazyExoticComponent<ComponentType>>;

export const TELAS: Telas = {
  ...TELAS_REDES,
  ...TELAS_LOJAS,
  ...TELAS_PRODUTOS,
  ...TELAS_VENDEDORES,
  ...TELAS_PESQUISAS,
  ...TELAS_ADMINISTRADORES,
  ...TELAS_PONTOS,
  ...TELAS_CONFIGURACOES,
  ...TELAS_VENDAS,
  ...TELAS_PREMIOS,
  ...TELAS_RESGATES,
  ...TELAS_INTEGRACOES,
  ...TELAS_PONTUACOES,
  ...TELAS_OFERTAS,
  ...TELAS_CARTOES,
  ...TELAS_MIDIAS,
  ...TELAS_BANNERS,
  ...TELAS_LOGS,
  ...TELAS_CODIGOS,
  ...TELAS_RELATORIOS,
};
