import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { criarClienteApollo } from '@sw/client';
import { AppLoja } from './app/AppLoja';
import { podeHidratar } from './app/preRenderizacao';
import { precarregarRota } from './rotas';

// The layout's and this address's chunks start downloading now, side by side, not one after the other.
const rotaPronta = precarregarRota(window.location.pathname);

const cliente = criarClienteApollo({ uri: '/graphql' });
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
  void import('./app/Notificacoes').then(({ montarNotificacoes }) => montarNotificacoes());
});
