import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useSessao } from '@sw/client';
import { RotaPrivada, RotaPublica } from './guardas';
import { ROTAS_PAINEL, type RotaPainel } from './rotas';
import { TELAS } from './telas';

// Every screen is its own chunk, so the first load carries only the router and the providers.
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const PerfilPage = lazy(() => import('./pages/perfil/PerfilPage'));
const GrupoPage = lazy(() => import('./pages/sistema/GrupoPage'));
const EmConstrucaoPage = lazy(() => import('./pages/sistema/EmConstrucaoPage'));
const NaoEncontradaPage = lazy(() => import('./pages/sistema/NaoEncontradaPage'));
const LayoutPainel = lazy(() => import('./shell/LayoutPainel'));

function Carregando() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader />
    </Center>
  );
}

/** Signed in: the shell around the screen. Signed out: the screen alone (guards redirect private ones). */
function LayoutConforme() {
  const { painel } = useSessao();
  return painel ? <LayoutPainel /> : <Outlet />;
}

function tela(rota: RotaPainel) {
  const Tela = TELAS[rota.caminho];
  if (Tela) return <Tela />;
  switch (rota.tela) {
    case 'dashboard':
      return <DashboardPage />;
    case 'perfil':
      return <PerfilPage />;
    case 'grupo':
      return <GrupoPage caminho={rota.caminho} />;
    default:
      return <EmConstrucaoPage titulo={rota.titulo} />;
  }
}

/** Routes of the panel, relative to the router's basename /painel. */
export function App() {
  return (
    <Suspense fallback={<Carregando />}>
      <Routes>
        <Route
          index
          element={
            <RotaPublica>
              <LoginPage />
            </RotaPublica>
          }
        />
        <Route element={<LayoutConforme />}>
          {ROTAS_PAINEL.map((rota) => (
            <Route key={rota.caminho} path={rota.caminho.slice(1)} element={<RotaPrivada>{tela(rota)}</RotaPrivada>} />
          ))}
          <Route path="*" element={<NaoEncontradaPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
