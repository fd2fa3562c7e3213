import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { criarClienteApollo } from '@sw/client';
import { AppLoja } from './app/AppLoja';
import { podeHidratar } from './app/preRenderizacao';
import { precarregarRota } from './rotas';

// The layout's and this address's chunks start downloading now, side by side, not one after the other.
precarregarRota(window.location.pathname);

const cliente = criarClienteApollo({ uri: '/graphql' });
const raiz = document.getElementById('root')!;
const app = <AppLoja cliente={cliente} roteador={BrowserRouter} />;

// As a transition, React renders (or hydrates) in slices of a few milliseconds and lets the browser
// breathe in between, instead of one long task that would hold a tap on a slow phone for a second.
startTransition(() => {
  if (podeHidratar(raiz, window.location.pathname)) hydrateRoot(raiz, app);
  else createRoot(raiz).render(app);
});
