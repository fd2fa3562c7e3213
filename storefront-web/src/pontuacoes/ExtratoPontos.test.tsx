import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  MeuExtratoDocument,
  MeusPontosPorCodigoDocument,
  MeusProximosVencimentosDocument,
  MinhasPontuacoesAprovadasDocument,
  MinhasPontuacoesEmAnaliseDocument,
  MinhasPontuacoesNaoProcessadasDocument,
  type MeuExtratoQuery,
  type MeuExtratoQueryVariables,
  type TipoMovimentoExtrato,
  MinhasPontuacoesPlataformaDocument,
} from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

type Movimento = NonNullable<MeuExtratoQuery['extrato']>['movimentos'][number];

const movimento = (id: string, tipo: TipoMovimentoExtrato, descricao: string, pontos: string, saldoApos: string): Movimento => ({
  __typename: 'MovimentoExtrato',
  id,
  data: '2026-11-20T15:30:00.000Z',
  tipo,
  descricao,
  pontos,
  saldoApos,
});

const MOVIMENTOS = [
  movimento('9', 'RESGATE', 'Resgate: Caneca (ABC123)', '-25.00', '195.00'),
  movimento('8', 'INDICACAO', 'Indicação de Ana', '20.00', '220.00'),
  movimento('7', 'MIGRACAO', 'Saldo migrado do programa anterior', '200.00', '200.00'),
];

/** The statement's answers (and empty ones for the page's other tables); returns the variables of each statement request. */
function responder(total = 3) {
  const pedidos: MeuExtratoQueryVariables['input'][] = [];
  servidor.use(
    graphql.query(MeuExtratoDocument, ({ variables }) => {
      pedidos.push(variables.input);
      return HttpResponse.json({
        data: {
          extrato: {
            __typename: 'ExtratoPontos',
            saldo: '195.00',
            total,
            pagina: variables.input?.pagina ?? 1,
            porPagina: 10,
            temProxima: total > 10,
            movimentos: MOVIMENTOS,
          },
        },
      });
    }),
    graphql.query(MinhasPontuacoesAprovadasDocument, () =>
      HttpResponse.json({ data: { minhasPontuacoesAprovadas: { __typename: 'PontuacaoAprovadaPagina', total: 0, totalEstimado: false, itens: [] } } }),
    ),
    graphql.query(MinhasPontuacoesEmAnaliseDocument, () =>
      HttpResponse.json({ data: { minhasPontuacoesEmAnalise: { __typename: 'PontuacaoDoMembroPagina', total: 0, totalEstimado: false, itens: [] } } }),
    ),
    graphql.query(MinhasPontuacoesNaoProcessadasDocument, () => HttpResponse.json({ data: { minhasPontuacoesNaoProcessadas: [] } })),
    graphql.query(MeusPontosPorCodigoDocument, () => HttpResponse.json({ data: { meusPontosPorCodigo: [] } })),
    graphql.query(MeusProximosVencimentosDocument, () => HttpResponse.json({ data: { meusProximosVencimentos: [] } })),
    graphql.query(MinhasPontuacoesPlataformaDocument, () => HttpResponse.json({ data: { minhasPontuacoesPlataforma: [] } })),
  );
  return pedidos;
}

/** A wide screen: useMediaQuery('(min-width: 48em)') matches. */
function telaLarga() {
  const original = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (q: string) => ({ ...original(q), matches: q.includes('min-width') || q.includes('prefers-reduced-motion') }),
  });
  return () => Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: original });
}

describe('/pontuacoes: Extrato', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('is the first section and shows one card per movement on a phone, with signed points and the balance after it', async () => {
    const pedidos = responder();
    renderizarLoja('/pontuacoes');
    const lista = await screen.findByRole('list', { name: 'Extrato' });
    const secoes = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(secoes[0]).toBe('Extrato');
    const cartoes = within(lista).getAllByRole('listitem');
    expect(cartoes).toHaveLength(3);
    expect(within(cartoes[0]).getByText('Resgate: Caneca (ABC123)')).toBeInTheDocument();
    expect(within(cartoes[0]).getByText('−25')).toBeInTheDocument();
    expect(within(cartoes[0]).getByText('Saldo: 195')).toBeInTheDocument();
    expect(within(cartoes[0]).getByText(/20\/11\/2026 .* · Resgate$/)).toBeInTheDocument();
    expect(within(cartoes[2]).getByText('+200')).toBeInTheDocument();
    expect(within(cartoes[2]).getByText(/· Saldo migrado$/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Extrato' })).not.toBeInTheDocument();
    expect(pedidos[0]).toEqual({ tipo: null, dataInicial: null, dataFinal: null, pagina: 1, porPagina: 10 });
  });

  it('filters by type and period, refuses a period out of order, and pages', async () => {
    const usuario = userEvent.setup();
    const pedidos = responder(25);
    renderizarLoja('/pontuacoes');
    await screen.findByRole('list', { name: 'Extrato' });
    expect(screen.getByText('25 movimentos')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ pagina: 2 }));

    await usuario.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await usuario.click(await screen.findByRole('option', { name: 'Resgate' }));
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ tipo: 'RESGATE', pagina: 1 }));

    await usuario.type(screen.getByLabelText('De'), '2026-11-01');
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ tipo: 'RESGATE', dataInicial: '2026-11-01', dataFinal: null }));
    const enviados = pedidos.length;
    await usuario.type(screen.getByLabelText('Até'), '2026-10-01');
    expect(await screen.findByText('A data inicial não pode ser depois da data final.')).toBeInTheDocument();
    expect(pedidos).toHaveLength(enviados);
  });

  it('shows a table on a wide screen and exports the filtered movements', async () => {
    const restaurar = telaLarga();
    try {
      const usuario = userEvent.setup();
      responder();
      let exportado: URL | null = null;
      servidor.use(
        http.get('*/api/pontos/extrato/exportar', ({ request }) => {
          exportado = new URL(request.url);
          return new HttpResponse('Data;Tipo\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
        }),
      );
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/1'), revokeObjectURL: jest.fn() });
      renderizarLoja('/pontuacoes');
      const tabela = await screen.findByRole('table', { name: 'Extrato' });
      expect(
        within(tabela)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Data', 'Tipo', 'Descrição', 'Pontos', 'Saldo após']);
      const linhas = within(tabela).getAllByRole('row').slice(1);
      expect(within(linhas[1]).getByText('Indicação de Ana')).toBeInTheDocument();
      expect(within(linhas[1]).getByText('+20')).toBeInTheDocument();
      expect(within(linhas[1]).getByText('220')).toBeInTheDocument();

      await usuario.click(screen.getByRole('combobox', { name: 'Tipo' }));
      await usuario.click(await screen.findByRole('option', { name: 'Indicação' }));
      await usuario.click(screen.getByRole('button', { name: 'Exportar' }));
      await usuario.click(await screen.findByRole('menuitem', { name: 'Arquivo CSV' }));
      await waitFor(() => expect(exportado).not.toBeNull());
      expect(Object.fromEntries(exportado!.searchParams)).toEqual({ formato: 'csv', tipo: 'indicacao' });
    } finally {
      restaurar();
    }
  });
});
