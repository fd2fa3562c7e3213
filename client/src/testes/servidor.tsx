import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { limparNotificacoes } from '../notificacoes';
import { sairTudo } from '../session';
import { renderizar } from './renderizar';

/**
 * An msw server for one test file of the client's calls, failing on requests nobody expected; each
 * test starts at `endereco` (the page address the calls send) with the toast host rendered, and ends
 * signed out with no toast left.
 */
export function usarServidorDasChamadas(endereco: string) {
  const servidor = setupServer();
  beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    window.history.pushState({}, '', endereco);
    renderizar(<div />);
  });
  afterEach(() => {
    servidor.resetHandlers();
    sairTudo();
    act(() => limparNotificacoes());
  });
  afterAll(() => servidor.close());
  return servidor;
}
