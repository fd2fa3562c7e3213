import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { obterSessao } from '@sw/client';
import {
  MeuExtratoDocument,
  MeusPontosPorCodigoDocument,
  MeusProximosVencimentosDocument,
  MinhasPontuacoesAprovadasDocument,
  MinhasPontuacoesEmAnaliseDocument,
  MinhasPontuacoesNaoProcessadasDocument,
  MinhasPontuacoesPlataformaDocument,
  SaldoPontosDocument,
  type MeusPontosPorCodigoQuery,
  type MinhasPontuacoesPlataformaQuery,
  type PontuacaoDoMembroCamposFragment,
} from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

const claim = (extra: Partial<PontuacaoDoMembroCamposFragment>): PontuacaoDoMembroCamposFragment => ({
  __typename: 'PontuacaoDoMembro',
  id: '1',
  origem: 'DIGITADA',
  status: 'PENDENTE',
  linkArquivo: null,
  tipoArquivo: null,
  criadoEm: '2026-11-20T12:00:00.000Z',
  dataEnvio: '2026-11-20T12:00:00.000Z',
  atualizadoEm: '2026-11-20T12:00:00.000Z',
  reprovadoMotivo: null,
  itens: [
    { __typename: 'ItemDigitadoPontuacao', codigo: 'SW-1', descricao: 'Tinta 1', valor: '10.00', pontos: '40.60' },
    { __typename: 'ItemDigitadoPontuacao', codigo: 'SW-2', descricao: 'Tinta 2', valor: '20.00', pontos: '20.00' },
  ],
  ...extra,
});

function responderExtratos(
  opcoes: { porCodigo?: MeusPontosPorCodigoQuery['meusPontosPorCodigo']; plataforma?: MinhasPontuacoesPlataformaQuery['minhasPontuacoesPlataforma'] } = {},
) {
  const paginas: unknown[] = [];
  servidor.use(
    graphql.query(MinhasPontuacoesAprovadasDocument, ({ variables }) => {
      paginas.push(variables.input);
      return HttpResponse.json({
        data: {
          minhasPontuacoesAprovadas: {
            __typename: 'PontuacaoAprovadaPagina',
            total: 12,
            totalEstimado: false,
            itens: [
              {
                __typename: 'PontuacaoAprovada',
                id: '55',
                identificador: 'NF123',
                totalPontos: '250.75',
                pontuadoEm: '2026-10-05T15:00:00.000Z',
                venceEm: '2028-04-05',
                validadePontos: '05/04/2028',
                linkArquivo: '/api/arquivos/abc.png',
                criadoEm: '2026-10-05T15:00:00.000Z',
              },
            ],
          },
        },
      });
    }),
    graphql.query(MinhasPontuacoesEmAnaliseDocument, () =>
      HttpResponse.json({
        data: {
          minhasPontuacoesEmAnalise: {
            __typename: 'PontuacaoDoMembroPagina',
            total: 1,
            totalEstimado: false,
            itens: [claim({})],
          },
        },
      }),
    ),
    graphql.query(MinhasPontuacoesNaoProcessadasDocument, () =>
      HttpResponse.json({
        data: {
          minhasPontuacoesNaoProcessadas: [
            claim({
              id: '2',
              origem: 'FOTO',
              status: 'REPROVADA',
              reprovadoMotivo: 'Nota Ilegível',
              linkArquivo: '/api/arquivos/nota.pdf',
              tipoArquivo: 'pdf',
              itens: [],
            }),
          ],
        },
      }),
    ),
    graphql.query(MeusPontosPorCodigoDocument, () => HttpResponse.json({ data: { meusPontosPorCodigo: opcoes.porCodigo ?? [] } })),
    graphql.query(MeusProximosVencimentosDocument, () =>
      HttpResponse.json({ data: { meusProximosVencimentos: [{ __typename: 'VencimentoDoMembro', venceEm: '2027-01-31', pontos: '300.40' }] } }),
    ),
    graphql.query(MeuExtratoDocument, () =>
      HttpResponse.json({
        data: {
          extrato: {
            __typename: 'ExtratoPontos',
            saldo: '0.00',
            total: 0,
            pagina: 1,
            porPagina: 10,
            temProxima: false,
            movimentos: [],
          },
        },
      }),
    ),
    // Without platform points the answer may be an error: the table shows none, and no toast.
    graphql.query(MinhasPontuacoesPlataformaDocument, () =>
      opcoes.plataforma
        ? HttpResponse.json({ data: { minhasPontuacoesPlataforma: opcoes.plataforma } })
        : HttpResponse.json({ errors: [{ message: 'Não encontrado', extensions: { code: 'NOT_FOUND' } }] }),
    ),
  );
  return paginas;
}

describe('/pontuacoes', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('shows the five tables with whole points, the next expiries and Sem resultados for empty ones', async () => {
    const paginas = responderExtratos();
    renderizarLoja('/pontuacoes');

    // The first render also loads the page's chunk.
    const aprovados = await screen.findByRole('table', { name: 'Pontos aprovados' });
    expect(await within(aprovados).findByText('NF123')).toBeInTheDocument();
    expect(within(aprovados).getByText('250')).toBeInTheDocument();
    expect(within(aprovados).getByText('05/04/2028')).toBeInTheDocument();
    expect(paginas[0]).toEqual({ pagina: 1, porPagina: 10 });

    const analise = screen.getByRole('table', { name: 'Pontos em análise' });
    expect(await within(analise).findByText('SW-1, SW-2')).toBeInTheDocument();
    expect(within(analise).getByText('60')).toBeInTheDocument();

    const naoProcessadas = screen.getByRole('table', { name: 'Notas não processadas' });
    expect(await within(naoProcessadas).findByText('Nota Ilegível')).toBeInTheDocument();

    expect(await within(screen.getByRole('table', { name: 'Pontos por código' })).findByText('Sem resultados')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Linha profissional' })).findByText('Sem resultados')).toBeInTheDocument();
    expect(await screen.findByText('300 pontos vencem em 31/01/2027')).toBeInTheDocument();
    expect(screen.queryByText('Não encontrado')).not.toBeInTheDocument();
  });

  it('opens a PDF receipt inline and an image receipt as an image', async () => {
    const usuario = userEvent.setup();
    responderExtratos();
    renderizarLoja('/pontuacoes');
    const naoProcessadas = await screen.findByRole('table', { name: 'Notas não processadas' });
    await usuario.click(await within(naoProcessadas).findByRole('button', { name: 'Ver' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Comprovante' });
    expect(dialogo.querySelector('object[type="application/pdf"]')?.getAttribute('data')).toMatch(/\/api\/arquivos\/nota\.pdf$/);
    await usuario.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comprovante' })).not.toBeInTheDocument());

    const aprovados = screen.getByRole('table', { name: 'Pontos aprovados' });
    await usuario.click(await within(aprovados).findByRole('button', { name: 'Ver' }));
    expect(within(await screen.findByRole('dialog', { name: 'Comprovante' })).getByRole('img', { name: 'Comprovante' })).toHaveAttribute(
      'src',
      expect.stringMatching(/abc\.png$/),
    );
  });

  it('lists the points credited by partner platforms', async () => {
    responderExtratos({
      plataforma: [{ __typename: 'PontuacaoSwpro', id: '5', plataforma: 'SW PRO Cursos', totalPontos: '150.00', dataEnvio: '2026-11-02T15:00:00.000Z' }],
    });
    renderizarLoja('/pontuacoes');
    const linha = await within(await screen.findByRole('table', { name: 'Linha profissional' })).findByRole('row', { name: /SW PRO Cursos/ });
    expect(within(linha).getByText('150')).toBeInTheDocument();
    expect(within(linha).getByText('02/11/2026')).toBeInTheDocument();
  });

  it('lists points per code and refreshes the balance', async () => {
    const usuario = userEvent.setup();
    responderExtratos({ porCodigo: [{ __typename: 'PontosPorCodigo', codigo: 'SW-9', descricao: 'Esmalte', quantidade: 3, pontos: '120.90' }] });
    const pedidosSaldo: Record<string, unknown>[] = [];
    servidor.use(
      graphql.query(SaldoPontosDocument, ({ variables }) => {
        pedidosSaldo.push(variables);
        return HttpResponse.json({ data: { saldoPontos: { __typename: 'SaldoPontos', id: '7', saldoPontos: '2000.50' } } });
      }),
    );
    renderizarLoja('/pontuacoes');
    const porCodigo = await screen.findByRole('table', { name: 'Pontos por código' });
    expect(await within(porCodigo).findByText('Esmalte')).toBeInTheDocument();
    expect(within(porCodigo).getByText('120')).toBeInTheDocument();

    await usuario.click(screen.getByRole('button', { name: 'Atualizar saldo' }));
    expect(await screen.findByText('Seu saldo atual é de 2.000 pontos')).toBeInTheDocument();
    expect(obterSessao().loja?.parceiro.saldoPontos).toBe('2000.50');
    // The signed-in member reads their own balance: no id is sent.
    expect(pedidosSaldo).toEqual([{}]);
  });
});
