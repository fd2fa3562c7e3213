import { act, screen, waitFor, within } from '@testing-library/react';
import { sairTudo } from '@sw/client';
import { graphql, HttpResponse } from 'msw';
import { DashboardDocument, RedesAtivasDocument } from '@sw/client/gql';
import { abrirPainel, sessaoDoPapel, usarServidor } from './testes/utilitarios';
import { MENU } from '@sw/common';
import { TELAS } from './telas';

const servidor = usarServidor();

beforeEach(() => {
  servidor.use(
    graphql.query(RedesAtivasDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
    graphql.query(DashboardDocument, () => HttpResponse.json({ errors: [{ message: 'fora deste teste' }] })),
  );
});

describe('regras de rota do painel', () => {
  it('sends a visitor on a private route to the login at /painel/', async () => {
    abrirPainel('/painel/dashboard');
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
    // the router writes the login address as /painel (react-router drops the trailing slash of its basename)
    expect(window.location.pathname).toMatch(/^\/painel\/?$/);
  });

  it('sends a visitor on a detail route to the login too', async () => {
    abrirPainel('/painel/revenda/11222333000181');
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
  });

  it('shows "Acesso não permitido" when the role may not open the path', async () => {
    abrirPainel('/painel/premios', sessaoDoPapel(3));
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/painel/premios');
  });

  it('applies the sub-item rule: role 5 may not open /cadastrar/administrador but may open /cadastrar/rede', async () => {
    abrirPainel('/painel/cadastrar/administrador', sessaoDoPapel(5));
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
  });

  it('sends role 4 asking for the dashboard to resgates', async () => {
    abrirPainel('/painel/dashboard', sessaoDoPapel(4));
    await waitFor(() => expect(window.location.pathname).toBe('/painel/resgates'));
    expect((await screen.findAllByRole('heading', { name: 'Resgates' })).length).toBeGreaterThan(0);
  });

  it('shows screens of later releases as "Em construção" inside the shell', async () => {
    // Any menu screen of role 5 not built yet (the list shrinks as screens are built).
    const construidas = new Set(['/dashboard', ...Object.keys(TELAS)].map((t) => t.toLowerCase()));
    const livre = MENU.find((i) => !i.itens && i.roles.includes(5) && !construidas.has(i.path.toLowerCase()));
    if (!livre) return;
    abrirPainel(`/painel${livre.path}`, sessaoDoPapel(5));
    expect(await screen.findByRole('heading', { name: 'Em construção' })).toBeInTheDocument();
    expect(screen.getByText(/próxima versão/)).toBeInTheDocument();
    expect(document.title).toBe(`${livre.label} | Experiências SW`);
  });

  it('refuses a screen whose menu entry leaves the role out', async () => {
    abrirPainel('/painel/relatorio', sessaoDoPapel(4));
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
  });

  it('lists a group landing page with the sub-items of the role', async () => {
    abrirPainel('/painel/processar', sessaoDoPapel(5));
    const titulo = await screen.findByRole('heading', { name: 'Processar' });
    const main = titulo.closest('main')!;
    expect(within(main).getByRole('link', { name: /Vendas/ })).toHaveAttribute('href', '/painel/processar/vendas');
    expect(within(main).queryByRole('link', { name: /Expirar Pontos/ })).not.toBeInTheDocument();
    // Each card says what the screen does, in words, not its address.
    expect(within(main).getByRole('link', { name: /Vendas/ })).toHaveTextContent('Envia a planilha de vendas');
    expect(within(main).queryByText(/\/painel\//)).not.toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path, signed in or not', async () => {
    const { unmount } = abrirPainel('/painel/nao-existe', sessaoDoPapel(2));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    unmount();
    act(() => sairTudo());
    abrirPainel('/painel/outra/coisa');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/painel');
  });

  it('matches the /Lojas path of the menu', async () => {
    abrirPainel('/painel/Lojas', sessaoDoPapel(0));
    expect(await screen.findByRole('heading', { name: 'Lojas' })).toBeInTheDocument();
  });
});
