import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { criarClienteApollo, ProvedoresApp } from '@sw/client';
import { precarregarRota, RotasLoja } from './rotas';

const cliente = criarClienteApollo({ uri: '/graphql' });
// The layout's and this address's chunks start downloading now, side by side, not one after the other.
precarregarRota(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ProvedoresApp cliente={cliente}>
      <BrowserRouter>
        <RotasLoja />
      </BrowserRouter>
    </ProvedoresApp>
  </StrictMode>,
);
