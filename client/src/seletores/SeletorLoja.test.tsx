import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { criarClienteApollo } from '../apollo';
import { LojasDoSeletorDocument } from '../gql/graphql';
import { limparNotificacoes } from '../notificacoes';
import { renderizar } from '../testes/renderizar';
import { SeletorLoja, type LojaSelecionada } from './SeletorLoja';

const LOJAS = [
  { id: 1, nomeFantasia: 'Tintas Centro', cnpj: '11222333000181', rede: 3 },
  { id: 2, nomeFantasia: 'Tintas Bairro', cnpj: '44555666000181', rede: 3 },
  { id: 3, nomeFantasia: 'Casa das Cores', cnpj: '11444777000161', rede: 5 },
];

const pedidos: Record<string, unknown>[] = [];
const servidor = setupServer(
  graphql.query(LojasDoSeletorDocument, ({ variables }) => {
    pedidos.push(variables);
    const busca = String(variables.busca ?? '').toLowerCase();
    const revendas = LOJAS.filter(
      (l) => (!busca || l.nomeFantasia.toLowerCase().includes(busca)) && (!variables.rede || String(l.rede) === variables.rede),
    ).map(({ rede: _r, ...l }) => ({ __typename: 'Revenda' as const, ...l, id: String(l.id) }));
    return HttpResponse.json({ data: { revendas: { __typename: 'RevendaPagina', itens: revendas } } });
  }),
);
beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  pedidos.length = 0;
  act(() => limparNotificacoes());
});
afterAll(() => servidor.close());

function Formulario({ inicial = '', valorPor }: { inicial?: string; valorPor?: 'id' | 'cnpj' }) {
  const [loja, definir] = useState(inicial);
  const [rede, definirRede] = useState<number | null>(null);
  const [escolhida, definirEscolhida] = useState<LojaSelecionada | null>(null);
  return (
    <>
      <SeletorLoja value={loja} rede={rede} valorPor={valorPor} onChange={(v, l) => (definir(v), definirEscolhida(l))} />
      <output data-testid="valor">[{loja}]</output>
      <output data-testid="loja">{escolhida?.cnpj ?? ''}</output>
      <Button onClick={() => definirRede(5)}>rede 5</Button>
    </>
  );
}

describe('SeletorLoja', () => {
  it('searches on the server as the user types and gives the id and the store chosen', async () => {
    const usuario = userEvent.setup();
    renderizar(<Formulario />, criarClienteApollo());
    const campo = screen.getByRole('combobox', { name: 'Loja' });
    await usuario.click(campo);
    await screen.findByRole('option', { name: 'Casa das Cores' });
    await usuario.type(campo, 'tintas');
    await waitFor(() => expect(pedidos[pedidos.length - 1]).toMatchObject({ busca: 'tintas', porPagina: 50 }));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Casa das Cores' })).not.toBeInTheDocument());
    await usuario.click(screen.getByRole('option', { name: 'Tintas Bairro' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[2]');
    expect(screen.getByTestId('loja')).toHaveTextContent('44555666000181');
    expect(campo).toHaveValue('Tintas Bairro');
  });

  it('shows the name of a store that came filled, by CNPJ, and a network change clears the choice', async () => {
    const usuario = userEvent.setup();
    renderizar(<Formulario inicial="11222333000181" valorPor="cnpj" />, criarClienteApollo());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Loja' })).toHaveValue('Tintas Centro'));
    await usuario.click(screen.getByRole('button', { name: 'rede 5' }));
    await waitFor(() => expect(screen.getByTestId('valor')).toHaveTextContent('[]'));
    await waitFor(() => expect(pedidos[pedidos.length - 1]).toMatchObject({ rede: '5' }));
    await usuario.click(screen.getByRole('combobox', { name: 'Loja' }));
    expect(await screen.findByRole('option', { name: 'Casa das Cores' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Tintas Centro' })).not.toBeInTheDocument();
  });
});
