import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DashboardDocument, RedesAtivasDocument, type DashboardQuery } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const completo: DashboardQuery['dashboard'] = {
  __typename: 'Dashboard',
  parceirosCadastrados: 1234,
  parceirosPontuados: 987,
  revendasCadastradas: 56,
  revendasPontuadas: 43,
  topParceirosPontuados: [
    { __typename: 'TopParceiroPontuado', id: '1', nome: 'Bruno Lima', revenda: 'Tintas Centro', totalPontos: '15230.60', totalVendido: '45890.50' },
    { __typename: 'TopParceiroPontuado', id: '2', nome: 'Carla Dias', revenda: null, totalPontos: '800.00', totalVendido: '1200.00' },
  ],
  topRevendasPontuadas: [{ __typename: 'TopRevendaPontuada', id: '9', nomeFantasia: 'Tintas Centro', totalPontos: '20000.00', totalVendido: '1234567.89' }],
};

const vazio: DashboardQuery['dashboard'] = {
  ...completo,
  parceirosCadastrados: 3,
  parceirosPontuados: 0,
  revendasCadastradas: 1,
  revendasPontuadas: 0,
  topParceirosPontuados: [],
  topRevendasPontuadas: [],
};

function servir() {
  const pedidos: unknown[] = [];
  servidor.use(
    graphql.query(RedesAtivasDocument, () =>
      HttpResponse.json({
        data: {
          redes: {
            __typename: 'RedePagina',
            itens: [
              { __typename: 'Rede', id: '1', nome: 'Rede Norte' },
              { __typename: 'Rede', id: '2', nome: 'Rede Sul' },
            ],
          },
        },
      }),
    ),
    graphql.query(DashboardDocument, ({ variables }) => {
      pedidos.push(variables.rede ?? null);
      return HttpResponse.json({ data: { dashboard: variables.rede === 'Rede Sul' ? vazio : completo } });
    }),
  );
  return pedidos;
}

describe('dashboard', () => {
  it('loads "Todas" on open and shows the server numbers in pt-BR', async () => {
    const pedidos = servir();
    abrirPainel('/painel/dashboard', sessaoDoPapel(2));
    expect(await screen.findByLabelText('Vendedores Cadastrados')).toHaveTextContent('1.234');
    expect(screen.getByLabelText('Vendedores Pontuados')).toHaveTextContent('987');
    expect(screen.getByLabelText('Lojas Cadastradas')).toHaveTextContent('56');
    expect(screen.getByLabelText('Lojas Pontuadas')).toHaveTextContent('43');
    expect(pedidos).toEqual([null]);

    const vendedores = screen.getByRole('table', { name: 'Top 10 Vendedores' });
    const cabecalho = within(vendedores)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(cabecalho).toEqual(['#', 'Vendedor', 'Loja', 'Pontos acumulados', 'Total vendido']);
    const primeira = within(vendedores).getAllByRole('row')[1]!;
    expect(within(primeira).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(primeira).getByText('Tintas Centro')).toBeInTheDocument();
    expect(within(primeira).getByText('15.230')).toBeInTheDocument();
    expect(within(primeira).getByText(/R\$\s45\.890,50/)).toBeInTheDocument();

    const lojas = screen.getByRole('table', { name: 'Top 10 Lojas' });
    expect(
      within(lojas)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Loja', 'Pontos', 'Total vendido']);
    expect(within(lojas).getByText(/R\$\s1\.234\.567,89/)).toBeInTheDocument();
    expect(within(lojas).getByText('20.000')).toBeInTheDocument();
  });

  it('filters by an active network with Pesquisar and shows "Sem resultados" for empty tables', async () => {
    const pedidos = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/dashboard', sessaoDoPapel(1));
    await screen.findByText('Bruno Lima');
    await usuario.click(screen.getByRole('combobox', { name: 'Rede' }));
    await usuario.click(await screen.findByRole('option', { name: 'Rede Sul' }));
    await usuario.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(screen.getByLabelText('Vendedores Cadastrados')).toHaveTextContent('3'));
    expect(pedidos).toEqual([null, 'Rede Sul']);
    expect(within(screen.getByRole('table', { name: 'Top 10 Vendedores' })).getByText(MENSAGENS.semResultados)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Top 10 Lojas' })).getByText(MENSAGENS.semResultados)).toBeInTheDocument();
  });

  it('offers "Todas" and the active networks', async () => {
    servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/dashboard', sessaoDoPapel(0));
    await screen.findByText('Bruno Lima');
    expect(screen.getByRole('combobox', { name: 'Rede' })).toHaveValue('Todas');
    await usuario.click(screen.getByRole('combobox', { name: 'Rede' }));
    const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opcoes).toEqual(['Todas', 'Rede Norte', 'Rede Sul']);
  });
});
