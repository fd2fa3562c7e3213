import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  AlterarStatusCartaoDocument,
  MeuCartaoDocument,
  PremiosCreditoDocument,
  type MeuCartaoQuery,
  type PremiosCreditoQuery,
  type TipoPremio,
} from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

type Cartao = NonNullable<MeuCartaoQuery['meuCartao']>;

const cartao = (extra: Partial<Cartao> = {}): Cartao => ({
  __typename: 'CartaoMembro',
  numero: '5000123',
  saldo: '150.50',
  atualizadoEm: '2026-11-20T15:00:00.000Z',
  bloqueado: 0,
  emDesbloqueio: false,
  entregue: true,
  situacao: 'entregue',
  nome: 'Maria Silva',
  ...extra,
});

describe('/cartao', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('balance, last update, fees; blocking asks first, shows the success and reads the card again', async () => {
    let atual = cartao();
    const pedidos: unknown[] = [];
    servidor.use(
      graphql.query(MeuCartaoDocument, () => HttpResponse.json({ data: { meuCartao: atual } })),
      graphql.mutation(AlterarStatusCartaoDocument, ({ variables }) => {
        pedidos.push(variables.input);
        atual = cartao({ bloqueado: 1 });
        return HttpResponse.json({
          data: {
            alterarStatusCartao: {
              __typename: 'ResultadoCartaoPayload',
              errosDeUsuario: [],
              resultado: {
                __typename: 'ResultadoCartao',
                sucesso: true,
                mensagem: 'Solicitação de bloqueio efetuada com sucesso',
                cartao: { __typename: 'CartaoMembro', numero: '5000123', bloqueado: 1, emDesbloqueio: false },
              },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    renderizarLoja('/cartao');
    expect(await screen.findByTestId('saldo-cartao')).toHaveTextContent(/R\$\s150,50/);
    expect(screen.getByText(/Última atualização: 20\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByText('DESBLOQUEADO')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'R$ 5,50' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2% do saldo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver créditos para o cartão' })).toHaveAttribute('href', '/loja/credito');
    expect(screen.getByRole('button', { name: 'DESBLOQUEAR' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'BLOQUEAR' }));
    await u.click(await screen.findByRole('button', { name: 'SIM' }));
    expect(await screen.findByText('Solicitação de bloqueio efetuada com sucesso')).toBeInTheDocument();
    expect(pedidos).toEqual([{ numero: '5000123', status: 'BLOQUEAR' }]);
    expect(await screen.findByText('BLOQUEADO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BLOQUEAR' })).toBeDisabled();
  });

  it("unblock request in progress reads SOLICITACAO EM ANDAMENTO; the server's message shows on a failure", async () => {
    servidor.use(
      graphql.query(MeuCartaoDocument, () => HttpResponse.json({ data: { meuCartao: cartao({ bloqueado: 1 }) } })),
      graphql.mutation(AlterarStatusCartaoDocument, () =>
        HttpResponse.json({
          data: {
            alterarStatusCartao: {
              __typename: 'ResultadoCartaoPayload',
              resultado: null,
              errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: null, mensagem: 'Já existe uma solicitação de desbloqueio em andamento.' }],
            },
          },
        }),
      ),
    );
    const u = userEvent.setup();
    renderizarLoja('/cartao');
    await u.click(await screen.findByRole('button', { name: 'DESBLOQUEAR' }));
    await u.click(await screen.findByRole('button', { name: 'SIM' }));
    expect(await screen.findByText('Já existe uma solicitação de desbloqueio em andamento.')).toBeInTheDocument();
  });

  it('states: no card, card requested, unblock in progress', async () => {
    servidor.use(graphql.query(MeuCartaoDocument, () => HttpResponse.json({ data: { meuCartao: cartao({ bloqueado: 1, emDesbloqueio: true }) } })));
    renderizarLoja('/cartao');
    expect(await screen.findByText('SOLICITACAO EM ANDAMENTO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DESBLOQUEAR' })).toBeDisabled();
  });

  it('no card yet', async () => {
    servidor.use(graphql.query(MeuCartaoDocument, () => HttpResponse.json({ data: { meuCartao: null } })));
    renderizarLoja('/cartao');
    expect(await screen.findByText(/Você ainda não tem um cartão pré-pago/)).toBeInTheDocument();
  });
});

describe('/loja/credito', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('lists only active credit prizes, each linking to its detail page', async () => {
    const premio = (id: number, nome: string, codigo: string, tipo: TipoPremio): PremiosCreditoQuery['premios']['itens'][number] => ({
      __typename: 'Premio',
      id: String(id),
      nome,
      codigo,
      descricao: 'x',
      tipo,
      pontos: '1000.00',
      diretorioFoto: null,
    });
    servidor.use(
      graphql.query(PremiosCreditoDocument, () =>
        HttpResponse.json({
          data: {
            premios: {
              __typename: 'PremioPagina',
              itens: [premio(1, 'Crédito R$ 100', 'CREDITO100', 'CREDITO'), premio(2, 'Cafeteira', 'CAFETEIRA', 'BIVOLT')],
            },
          },
        }),
      ),
    );
    renderizarLoja('/loja/credito');
    expect(await screen.findByText('Crédito R$ 100')).toBeInTheDocument();
    expect(screen.queryByText('Cafeteira')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RESGATAR' })).toHaveAttribute('href', '/premio/CREDITO100');
  });
});
