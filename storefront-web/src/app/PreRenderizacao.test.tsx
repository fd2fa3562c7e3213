import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { criarClienteApollo, lembrarSessaoEncerrada } from '@sw/client';
import { LoginSocialConfigDocument } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo } from '../testes/renderizar';
import { servidor } from '../testes/servidor';
import { precarregarRota } from '../rotas';
import { AppLoja } from './AppLoja';
import { ATRIBUTO_PAGINA, PAGINAS_PRE_RENDERIZADAS, podeHidratar } from './preRenderizacao';

// The build runs react-dom's server renderer in Node, where it schedules with setImmediate; jsdom has none.
const comTimers = globalThis as unknown as { setImmediate?: (tarefa: (...args: unknown[]) => void, ...args: unknown[]) => unknown };
comTimers.setImmediate ??= (tarefa, ...args) => setTimeout(tarefa, 0, ...args);

/**
 * The build's HTML of `caminho`. The build renders in Node and the browser hydrates elsewhere; here
 * both run in one process, so the server render gets its own copies of React, the router and Mantine
 * (their contexts would otherwise be shared by the two renderers).
 */
async function htmlDoBuild(caminho: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { preRenderizar } = await import('./preRenderizar');
    html = await preRenderizar(caminho);
  });
  return html;
}

/** #root as the build writes it: the pre-rendered HTML of `caminho`, marked with its address. */
function raizPreRenderizada(caminho: string, html: string): HTMLElement {
  const raiz = document.createElement('div');
  raiz.id = 'root';
  raiz.setAttribute(ATRIBUTO_PAGINA, caminho);
  raiz.innerHTML = html;
  document.body.appendChild(raiz);
  return raiz;
}

describe('pre-rendered pages (build) and their hydration (browser)', () => {
  let raizReact: Root | null = null;
  afterEach(() => {
    act(() => raizReact?.unmount());
    raizReact = null;
    document.getElementById('root')?.remove();
  });

  it.each(PAGINAS_PRE_RENDERIZADAS)('%s hydrates the build HTML without a mismatch, keeping every element', async (caminho) => {
    servidor.use(
      graphql.query(LoginSocialConfigDocument, () =>
        HttpResponse.json({
          data: {
            loginSocialConfig: {
              __typename: 'LoginSocialConfig',
              habilitado: false,
              provedor: null,
              clientId: null,
              authorizationEndpoint: null,
            },
          },
        }),
      ),
    );
    const html = await htmlDoBuild(caminho);
    // The screen itself is in the HTML, not a loading placeholder nor a script to move it in later.
    expect(html).toContain(caminho === '/' ? 'Suas vendas viram experiências inesquecíveis' : 'Esqueceu sua senha?');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('<script');

    window.history.pushState({}, '', caminho);
    const raiz = raizPreRenderizada(caminho, html);
    const antes = [...raiz.querySelectorAll('*')];
    expect(podeHidratar(raiz, caminho)).toBe(true);

    const erros: unknown[] = [];
    const consoleErro = jest.spyOn(console, 'error');
    await precarregarRota(caminho);
    await act(async () => {
      raizReact = hydrateRoot(raiz, <AppLoja cliente={criarClienteApollo({ uri: 'http://localhost/graphql' })} roteador={BrowserRouter} />, {
        onRecoverableError: (erro) => erros.push(erro),
      });
    });
    await waitFor(() => expect(document.title).toMatch(/^Experiências SW/));

    expect(erros).toEqual([]);
    expect(consoleErro).not.toHaveBeenCalled();
    expect(antes.filter((e) => !e.isConnected)).toEqual([]);
    // Hydrated, not just painted: the links are React Router's and the page reacts.
    expect(screen.getAllByRole('link', { name: 'Experiências SW' })[0]).toHaveAttribute('href', '/');
    if (caminho === '/login') {
      // Read-only and without a submit in the HTML (typing would be lost); React then opens the form.
      expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
      await waitFor(() => expect(screen.getByRole('button', { name: 'ENTRAR' })).toBeEnabled());
      expect(screen.getByLabelText(/CPF/)).not.toHaveAttribute('readonly');
    }
    consoleErro.mockRestore();
  });

  it('the static HTML is only hydrated where this browser would render the same', () => {
    const raiz = raizPreRenderizada('/login', '<p>visitante</p>');
    expect(podeHidratar(raiz, '/login')).toBe(true);
    // Another address (the gateway sends a page only for its own, but the shell has no mark).
    expect(podeHidratar(raiz, '/')).toBe(false);
    raiz.removeAttribute(ATRIBUTO_PAGINA);
    expect(podeHidratar(raiz, '/login')).toBe(false);
    raiz.setAttribute(ATRIBUTO_PAGINA, '/login');
    // The login shows "Sua sessão expirou" after a 401: not in the visitor's HTML.
    lembrarSessaoEncerrada('loja', '/home');
    expect(podeHidratar(raiz, '/login')).toBe(false);
    window.sessionStorage.clear();
    // A member sees the header with their name and goes on to /home.
    entrarComo(criarParceiro());
    expect(podeHidratar(raiz, '/login')).toBe(false);
  });
});
