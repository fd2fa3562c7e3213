import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { notificationsStore } from '@mantine/notifications';
import { criarClienteApollo } from '@sw/client';
import { anteciparConsultas, linkAntecipacao } from './app/antecipacao';
import { AppLoja } from './app/AppLoja';
import { podeHidratar } from './app/preRenderizacao';
import { precarregarRota } from './rotas';

// The toasts' container (its own chunk and React root) mounts when the first toast is asked for: a
// visit that never shows one never pays for it, and the toast waits in Mantine's store until then.
const pararDeOuvir = notificationsStore.subscribe(({ notifications, queue }) => {
  if (!notifications.length && !queue.length) return;
  pararDeOuvir();
  void import('./app/Notificacoes').then(({ montarNotificacoes }) => montarNotificacoes());
});

// The layout's and this address's chunks start downloading now, side by side, not one after the other.
const rotaPronta = precarregarRota(window.location.pathname);

// And the screen's first queries with them, not after the screen has arrived and rendered.
const cliente = criarClienteApollo({ uri: '/graphql', antesDoHttp: linkAntecipacao });
void anteciparConsultas(cliente, window.location.pathname, window.location.search);
const raiz = document.getElementById('root')!;
const app = <AppLoja cliente={cliente} roteador={BrowserRouter} />;

// React starts once those chunks are in, so the page renders (or hydrates) in one pass: the HTML
// already on screen (pre-rendered page or static shell) stays until then. As a transition, React
// works in slices of a few milliseconds and lets the browser breathe in between, instead of one
// long task that would hold a tap on a slow phone for a second.
void rotaPronta.then(() => {
  startTransition(() => {
    if (podeHidratar(raiz, window.location.pathname)) hydrateRoot(raiz, app);
    else createRoot(raiz).render(app);
  });
});
