import { lazy, Suspense, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSessao } from '@sw/client';

const ModalRegulamento = lazy(() => import('../regulamento/ModalRegulamento'));
const OverlayBanners = lazy(() => import('../banners/OverlayBanners').then((m) => ({ default: m.OverlayBanners })));

/**
 * Private routes (spec 3 §2.2): a visitor goes to `/`. A member who has not accepted the rules
 * sees the acceptance modal over every private page (spec 3 §2.7); after it, the banner overlay.
 */
export function RotaPrivada() {
  const { loja } = useSessao();
  if (!loja) return <Navigate to="/" replace />;
  return (
    <>
      <Outlet />
      {/* One overlay at a time: the rules first, then today's banners (spec 3 §2.6). */}
      <Suspense fallback={null}>{!loja.parceiro.aceitouRegulamento ? <ModalRegulamento /> : <OverlayBanners />}</Suspense>
    </>
  );
}

/**
 * `/` and `/login` are for visitors: a member already signed in when opening them goes to `/home`.
 * Signing in here is not redirected by this guard: the login navigates itself, back to the screen
 * where an ended session left off (client/src/sessao-encerrada).
 */
export function SomenteVisitante() {
  const { loja } = useSessao();
  const chegouComSessao = useRef(Boolean(loja));
  if (loja && chegouComSessao.current) return <Navigate to="/home" replace />;
  return <Outlet />;
}
