import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { criarClienteApollo, ProvedoresApp } from '@sw/client';
import { RotasLoja } from './rotas';

const cliente = criarClienteApollo({ uri: '/graphql' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ProvedoresApp cliente={cliente}>
      <BrowserRouter>
        <RotasLoja />
      </BrowserRouter>
    </ProvedoresApp>
  </StrictMode>,
);
