import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { setupServer } from 'msw/node';
import type { Permissao } from '@sw/common';
import { ProvedoresApp, criarClienteApollo, entrarPainel, type SessaoPainel } from '@sw/client';
import { App } from '../App';
import { BASE_PAINEL } from '../rotas';

export const NOMES: Record<number, string> = {
  0: 'Marina Marca',
  1: 'Otávio Operador',
  2: 'Ana Administradora',
  3: 'Vera Vendedora',
  4: 'Augusto Auditor',
  5: 'Paula Plus',
};

export function sessaoDoPapel(permissao: Permissao, redesAntifraude: SessaoPainel['redesAntifraude'] = []): SessaoPainel {
  return {
    token: `token-${permissao}`,
    usuario: {
      id: String(permissao + 1),
      nome: NOMES[permissao]!,
      cpf: '30000000388',
      email: `papel${permissao}@experienciassw.com.br`,
      permissao,
      idRevendasPermitidas: null,
      idRedesPermitidas: null,
    },
    redesAntifraude,
  };
}

/** Opens the whole panel app at a /painel address, optionally signed in. */
export function abrirPainel(caminho: string, sessao?: SessaoPainel) {
  if (sessao) entrarPainel(sessao);
  window.history.pushState({}, '', caminho);
  const cliente = criarClienteApollo();
  return render(
    <ProvedoresApp cliente={cliente} ambiente="test">
      <BrowserRouter basename={BASE_PAINEL}>
        <App />
      </BrowserRouter>
    </ProvedoresApp>,
  );
}

/** An msw server for one test file, failing on requests nobody expected. */
export function usarServidor() {
  const servidor = setupServer();
  beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => servidor.resetHandlers());
  afterAll(() => servidor.close());
  return servidor;
}
