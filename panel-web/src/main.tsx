import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ProvedoresApp } from '@sw/client';
import { App } from './App';
import { BASE_PAINEL } from './rotas';

createRoot(document.getElementById('raiz')!).render(
  <StrictMode>
    <ProvedoresApp>
      <BrowserRouter basename={BASE_PAINEL}>
        <App />
      </BrowserRouter>
    </ProvedoresApp>
  </StrictMode>,
);
