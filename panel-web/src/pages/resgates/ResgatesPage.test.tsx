import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../test/utilitarios';

const servidor = usarServidor();
jest.setTimeout(60000);

const resgate = (id: number, codigo: string, status = 0) => ({
  __typename: 'Resgate', id, redemptionCode: codigo, parceiro: 'Carlos Eduardo Pereira', revenda: 'Tintas Horizonte', cidade: 'São Paulo', rede: 'Rede Horizonte',
  premio: { __typename: 'ResgatePremio', id: 1, nome: 'Vale-presente R$ 50', codigo: 'VALE50' }, qtde: 1, obs: null, pontosGastos: 500, status,
  nomeStatus: ['Não entregue', 'Entregue', 'Em trânsito', 'Cancelado'][status], resgatadoEm: '2026-11-20T15:00:00.000Z', dataEntrega: null,
});

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query('RedesDoSeletor', () => HttpResponse.json({ data: { redes: [{ __typename: 'Rede', id: 1, nome: 'Rede Horizonte' }] } })),
    graphql.query('ResgatesPainel', ({ variables }) => {
      pedidos.push(variables);
      return HttpResponse.json({ data: { resgates: { __typename: 'ResgatesPagina', total: 2, linhas: [resgate(1, 'ABC123'), resgate(2, 'DEF456', 3)] } } });
    }),
    graphql.mutation('CancelarResgate', ({ variables }) => {
      mutacoes.push({ nome: 'CancelarResgate', variaveis: variables });
      return HttpResponse.json({ data: { cancelarResgate: { __typename: 'ResgateAlterado', mensagem: 'Resgate cancelado com sucesso', resgate: resgate(1, 'ABC123', 3) } } });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Resgates' });

describe('Resgates', () => {
  it('role 2: newest first; cancelling asks first and marks the row cancelled', async () => {
    const { pedidos, mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/resgates', sessaoDoPapel(2));
    expect(await screen.findByText('ABC123')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ pagina: 1, limite: 10, campo: 'resgatadoEm', direcao: 'desc', rede: null });
    expect(screen.queryByRole('button', { name: 'Cancelar resgate DEF456' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancelar resgate ABC123' }));
    await u.click(await screen.findByRole('button', { name: 'Cancelar resgate' }));
    expect(await screen.findByText('Resgate cancelado com sucesso')).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'CancelarResgate', variaveis: { identificador: 1 } }]);
    await waitFor(() => expect(within(within(tabela()).getByRole('row', { name: /ABC123/ })).getByText('Cancelado')).toBeInTheDocument());
  });

  it('role 0 reads only: no status change, no cancel', async () => {
    servir();
    abrirPainel('/painel/resgates', sessaoDoPapel(0));
    expect(await screen.findByText('ABC123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar resgate/ })).not.toBeInTheDocument();
    expect(within(within(tabela()).getByRole('row', { name: /ABC123/ })).getByText('Não entregue')).toBeInTheDocument();
  });
});
