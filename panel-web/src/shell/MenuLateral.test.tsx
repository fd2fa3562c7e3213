import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DashboardDocument, MeuPerfilDocument, RedesAtivasDocument, SairDocument } from '@sw/client/gql';
import { MENSAGENS, menuDoPapel, type Permissao } from '@sw/common';
import { obterSessao } from '@sw/client';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../testes/utilitarios';

const servidor = usarServidor();

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
  servidor.use(
    graphql.query(MeuPerfilDocument, () => HttpResponse.json({ errors: [{ message: 'fora deste teste' }] })),
    graphql.query(RedesAtivasDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
    graphql.query(DashboardDocument, () => HttpResponse.json({ errors: [{ message: 'fora deste teste' }] })),
  );
});

/** The top-level entries of the main menu, by their accessible names. */
async function entradasDoMenu() {
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
  return Array.from(nav.querySelectorAll(':scope > div > .mantine-NavLink-root, :scope > div > div > .mantine-NavLink-root')).map((el) =>
    el.getAttribute('aria-label'),
  );
}

describe('menu lateral', () => {
  it('shows role 4 only Resgates and Vendedores Lojas', async () => {
    abrirPainel('/painel/resgates', sessaoDoPapel(4));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((l) => l.getAttribute('aria-label'));
    expect(links).toEqual(['Resgates', 'Vendedores Lojas']);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });

  it('gives role 0 no Cadastrar group, but Processar and Códigos', async () => {
    abrirPainel('/painel/resgates', sessaoDoPapel(0));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Processar' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Códigos' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Antifraude' })).not.toBeInTheDocument();
  });

  it.each([0, 1, 2, 3, 5] as Permissao[])('lists exactly the entries of the matrix for role %i', async (papel) => {
    abrirPainel('/painel/perfil', sessaoDoPapel(papel));
    const esperadas = menuDoPapel(papel).map((i) => i.label);
    expect(await entradasDoMenu()).toEqual(esperadas);
  });

  it('opens a group to show the sub-items the role may open', async () => {
    const usuario = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(5));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await usuario.click(within(nav).getByRole('button', { name: 'Cadastrar' }));
    const sub = await within(nav).findByRole('link', { name: 'Rede' });
    expect(sub).toHaveAttribute('href', '/painel/cadastrar/rede');
    // role 5 may not register administrators, cards, prizes, banners or sign-up codes
    expect(within(nav).queryByRole('link', { name: 'Administrador' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Cartão' })).not.toBeInTheDocument();
  });

  it('badges Antifraude with the number of networks in alert', async () => {
    abrirPainel(
      '/painel/resgates',
      sessaoDoPapel(2, [
        { id: '1', nome: 'Rede Norte' },
        { id: '2', nome: 'Rede Sul' },
      ]),
    );
    const link = await screen.findByRole('link', { name: 'Antifraude' });
    expect(within(link).getByText('2')).toBeInTheDocument();
  });

  it('shows no badge when no network is in alert', async () => {
    abrirPainel('/painel/resgates', sessaoDoPapel(2));
    const link = await screen.findByRole('link', { name: 'Antifraude' });
    expect(within(link).queryByText(/\d/)).not.toBeInTheDocument();
  });

  it('greets the user; the toggle reveals Meu Perfil and Sair, and Sair signs out with "Até mais!"', async () => {
    let saiu = false;
    servidor.use(
      graphql.mutation(SairDocument, () => {
        saiu = true;
        return HttpResponse.json({ data: { sair: true } });
      }),
    );
    const usuario = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(1));
    const saudacao = await screen.findByRole('button', { name: /Olá, Otávio Operador/ });
    expect(saudacao).toHaveAttribute('aria-expanded', 'false');
    await usuario.click(saudacao);
    expect(saudacao).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Meu Perfil' })).toHaveAttribute('href', '/painel/perfil');
    await usuario.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText(MENSAGENS.ateMais)).toBeInTheDocument();
    expect(saiu).toBe(true);
    expect(obterSessao().painel).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/painel'));
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
  });

  it('is 250 px wide and folds to 70 px (icons only) with the collapse button', async () => {
    const usuario = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(2));
    const menu = await screen.findByTestId('menu-lateral');
    expect(menu).toHaveAttribute('data-largura', '250');
    expect(within(menu).getByText('Resgates')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(menu).toHaveAttribute('data-largura', '70');
    expect(within(menu).queryByText('Resgates')).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Resgates' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Expandir menu' }));
    expect(menu).toHaveAttribute('data-largura', '250');
  });

  it('starts folded on screens up to 400 px wide', async () => {
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    });
    abrirPainel('/painel/resgates', sessaoDoPapel(2));
    expect(await screen.findByTestId('menu-lateral')).toHaveAttribute('data-largura', '70');
  });
});
