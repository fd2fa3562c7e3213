import { lazy, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Permissao, papeisDaRota, rotaInicialDoPainel } from '@sw/common';
import { useSessao } from '@sw/client';
import { semBase } from './rotas';

const AcessoNegadoPage = lazy(() => import('./pages/sistema/AcessoNegadoPage'));

/**
 * Public panel route (the login): a user already signed in when opening it goes to their starting
 * screen. Signing in here is not redirected by this guard: the login screen navigates itself, to
 * the screen where an ended session left off (pages/login/LoginPage.tsx).
 */
export function RotaPublica({ children }: { children: ReactNode }) {
  const { painel } = useSessao();
  const chegouComSessao = useRef(Boolean(painel));
  if (painel && chegouComSessao.current) return <Navigate to={semBase(rotaInicialDoPainel(painel.usuario.permissao))} replace />;
  return <>{children}</>;
}

/**
 * Private panel route (spec 1 §2): visitors go to the login; role 4 asking for the dashboard goes
 * to resgates; a role the matrix does not allow on this path sees "Acesso não permitido".
 */
export function RotaPrivada({ children }: { children: ReactNode }) {
  const { painel } = useSessao();
  const { pathname } = useLocation();
  if (!painel) return <Navigate to="/" replace />;
  const permissao = painel.usuario.permissao as Permissao;
  const caminho = pathname.replace(/\/+$/, '') || '/';
  if (/^\/dashboard$/i.test(caminho) && permissao === Permissao.Auditor) {
    return <Navigate to={semBase(rotaInicialDoPainel(permissao))} replace />;
  }
  const papeis = papeisDaRota(caminho);
  if (papeis && !papeis.includes(permissao)) return <AcessoNegadoPage />;
  return <>{children}</>;
}
