import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { criarClienteApollo } from '../apollo';
import { RedesDoSeletorDocument } from '../gql/graphql';
import { limparNotificacoes } from '../notificacoes';
import { renderizar } from '../testes/renderizar';
import { SeletorRede } from './SeletorRede';

const servidor = setupServer(
  graphql.query(RedesDoSeletorDocument, () =>
    HttpResponse.json({
      data: {
        redes: {
          __typename: 'RedePagina',
          itens: [
            { __typename: 'Rede', id: '3', nome: 'Rede Norte' },
            { __typename: 'Rede', id: '5', nome: 'Rede Sul' },
          ],
        },
      },
    }),
  ),
);
beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
afterEach(() => act(() => limparNotificacoes()));
afterAll(() => servidor.close());

function Filtro({ incluirTodas, valorPor }: { incluirTodas?: boolean; valorPor?: 'id' | 'nome' }) {
  const [rede, definir] = useState('');
  return (
    <>
      <SeletorRede value={rede} onChange={definir} incluirTodas={incluirTodas} valorPor={valorPor} />
      <output data-testid="valor">[{rede}]</output>
    </>
  );
}

describe('SeletorRede', () => {
  it('lists the active networks and gives the id of the chosen one', async () => {
    const usuario = userEvent.setup();
    renderizar(<Filtro />, criarClienteApollo());
    await usuario.click(screen.getByRole('combobox', { name: 'Rede' }));
    await usuario.click(await screen.findByRole('option', { name: 'Rede Sul' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[5]');
    expect(screen.getByRole('combobox', { name: 'Rede' })).toHaveValue('Rede Sul');
  });

  it('offers Todas first (value empty) for filters, and can carry the name', async () => {
    const usuario = userEvent.setup();
    renderizar(<Filtro incluirTodas valorPor="nome" />, criarClienteApollo());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Rede' })).toHaveValue('Todas'));
    await usuario.click(screen.getByRole('combobox', { name: 'Rede' }));
    await screen.findByRole('option', { name: 'Rede Norte' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'Rede Norte', 'Rede Sul']);
    await usuario.click(screen.getByRole('option', { name: 'Rede Norte' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[Rede Norte]');
    await usuario.click(screen.getByRole('combobox', { name: 'Rede' }));
    await usuario.click(await screen.findByRole('option', { name: 'Todas' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[]');
  });
});
