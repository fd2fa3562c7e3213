import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MeusProximosVencimentosDocument, type MeusProximosVencimentosQuery } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';
import { diaLimite } from './PontosAVencer';

const vencimento = (dias: number, pontos: string): MeusProximosVencimentosQuery['meusProximosVencimentos'][number] => ({
  __typename: 'VencimentoDoMembro',
  venceEm: diaLimite(dias),
  pontos,
});
const br = (dia: string) => dia.split('-').reverse().join('/');

describe('/home: points about to expire', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('shows the points due in the next 60 days, per day, and their total', async () => {
    servidor.use(
      graphql.query(MeusProximosVencimentosDocument, () =>
        HttpResponse.json({ data: { meusProximosVencimentos: [vencimento(10, '120.70'), vencimento(60, '30.00'), vencimento(61, '500.00')] } }),
      ),
    );
    renderizarLoja('/home');
    const aviso = await screen.findByTestId('pontos-a-vencer');
    expect(within(aviso).getByRole('heading', { name: '150 pontos vencem nos próximos 60 dias' })).toBeInTheDocument();
    expect(within(aviso).getByText(`120 pontos vencem em ${br(diaLimite(10))}`)).toBeInTheDocument();
    expect(within(aviso).getByText(`30 pontos vencem em ${br(diaLimite(60))}`)).toBeInTheDocument();
    expect(within(aviso).queryByText(/500 pontos/)).not.toBeInTheDocument();
    expect(within(aviso).getByRole('link', { name: 'Ver extrato' })).toHaveAttribute('href', '/pontuacoes');
  });

  it('shows nothing when no points expire in the next 60 days', async () => {
    servidor.use(graphql.query(MeusProximosVencimentosDocument, () => HttpResponse.json({ data: { meusProximosVencimentos: [vencimento(90, '200.00')] } })));
    const { cliente } = renderizarLoja('/home');
    expect(await screen.findByTestId('saldo-home')).toBeInTheDocument();
    // The answer is in the cache (and rendered); the block stays out.
    await waitFor(() => expect(JSON.stringify(cliente.extract())).toContain(diaLimite(90)));
    expect(screen.queryByTestId('pontos-a-vencer')).not.toBeInTheDocument();
  });
});
