import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MENSAGENS } from '@sw/common';
import { lembrarSessaoEncerrada, obterSessao } from '@sw/client';
import { EntrarParceiroDocument } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

afterEach(() => window.sessionStorage.clear());

describe('a member session that ends', () => {
  it('the home and /login say so; signing in returns to the screen (path and query) where it ended', async () => {
    // What the shared client records on a 401 (client/src/erros.ts desautenticar).
    lembrarSessaoEncerrada('loja', '/home?categoria=viagens');
    servidor.use(
      graphql.mutation(EntrarParceiroDocument, () =>
        HttpResponse.json({
          data: {
            entrarParceiro: {
              __typename: 'EntrarParceiroPayload',
              resultado: { __typename: 'SessaoParceiro', token: 'abc123', parceiro: criarParceiro() },
              errosDeUsuario: [],
            },
          },
        }),
      ),
    );
    const usuario = userEvent.setup();
    const { unmount } = renderizarLoja('/');
    expect(await screen.findByRole('alert', { name: MENSAGENS.sessaoExpirada })).toBeInTheDocument();
    unmount();

    renderizarLoja('/login');
    expect(await screen.findByRole('alert', { name: MENSAGENS.sessaoExpirada })).toBeInTheDocument();
    await usuario.type(await screen.findByLabelText(/CPF/), '70000000744');
    await usuario.type(screen.getByLabelText(/Senha/, { selector: 'input' }), 'Demo@2026');
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/home'));
    expect(screen.getByTestId('localizacao')).toHaveAttribute('data-busca', '?categoria=viagens');
    expect(obterSessao().loja?.token).toBe('abc123');
  });

  it('without an ended session: no notice, and /login goes to /home', async () => {
    servidor.use(
      graphql.mutation(EntrarParceiroDocument, () =>
        HttpResponse.json({
          data: {
            entrarParceiro: {
              __typename: 'EntrarParceiroPayload',
              resultado: { __typename: 'SessaoParceiro', token: 'abc123', parceiro: criarParceiro() },
              errosDeUsuario: [],
            },
          },
        }),
      ),
    );
    const usuario = userEvent.setup();
    renderizarLoja('/login');
    await usuario.type(await screen.findByLabelText(/CPF/), '70000000744');
    expect(screen.queryByRole('alert', { name: MENSAGENS.sessaoExpirada })).not.toBeInTheDocument();
    await usuario.type(screen.getByLabelText(/Senha/, { selector: 'input' }), 'Demo@2026');
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/home'));
    expect(screen.getByTestId('localizacao')).toHaveAttribute('data-busca', '');
  });
});
