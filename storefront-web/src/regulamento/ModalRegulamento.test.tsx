import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { obterSessao } from '@sw/client';
import { AceitarRegulamentoDocument, RegrasResgateDocument, SairLojaDocument } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja, TOKEN_TESTE } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

const CONCORDO = 'Concordo com os termos deste Regulamento.';

function responderAceite(chamadas: { total: number }) {
  servidor.use(
    graphql.mutation(AceitarRegulamentoDocument, () => {
      chamadas.total += 1;
      return HttpResponse.json({
        data: {
          aceitarRegulamento: { __typename: 'ParceiroPayload', resultado: { __typename: 'Parceiro', id: '7', aceitouRegulamento: true }, errosDeUsuario: [] },
        },
      });
    }),
  );
}

describe('terms acceptance modal', () => {
  it('blocks a member who has not accepted; ACEITAR needs the box; accepting closes it', async () => {
    const usuario = userEvent.setup();
    const chamadas = { total: 0 };
    responderAceite(chamadas);
    entrarComo(criarParceiro({ aceitouRegulamento: false }));
    renderizarLoja('/home');

    const dialogo = await screen.findByRole('dialog', { name: 'Regulamento' });
    expect(within(dialogo).getByText('Regulamento do Programa Experiências SW')).toBeInTheDocument();
    expect(within(dialogo).getByText(/expiram 18 \(dezoito\) meses após a data do crédito/)).toBeInTheDocument();
    // The redemption limits are the programme's settings, as the server serves them (default handler: 5 a month, 3 a week).
    expect(
      await within(dialogo).findByText(
        'O Participante pode fazer no máximo 5 (cinco) resgates por mês e 3 (três) resgates por semana (de segunda a domingo), além de 1 (um) resgate por parceiro.',
      ),
    ).toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: /fechar|close/i })).not.toBeInTheDocument();
    const aceitar = within(dialogo).getByRole('button', { name: 'ACEITAR' });
    expect(aceitar).toBeDisabled();

    // Neither Escape nor a click outside dismisses it.
    await usuario.keyboard('{Escape}');
    await usuario.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Regulamento' })).toBeInTheDocument();
    await usuario.click(aceitar);
    expect(chamadas.total).toBe(0);

    await usuario.click(within(dialogo).getByRole('checkbox', { name: CONCORDO }));
    expect(aceitar).toBeEnabled();
    await usuario.click(aceitar);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Regulamento' })).not.toBeInTheDocument());
    expect(chamadas.total).toBe(1);
    expect(obterSessao().loja?.parceiro.aceitouRegulamento).toBe(true);
    expect(screen.getByTestId('localizacao')).toHaveTextContent('/home');
  });

  it('shows on every private route, not on public ones', async () => {
    entrarComo(criarParceiro({ aceitouRegulamento: false }));
    const { unmount } = renderizarLoja('/resgates');
    expect(await screen.findByRole('dialog', { name: 'Regulamento' })).toBeInTheDocument();
    unmount();

    renderizarLoja('/politica-privacidade');
    expect(await screen.findByRole('heading', { name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Regulamento' })).not.toBeInTheDocument();
  });

  it('is not shown once accepted', async () => {
    entrarComo(criarParceiro({ aceitouRegulamento: true }));
    renderizarLoja('/home');
    expect(await screen.findByTestId('saldo-home')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Regulamento' })).not.toBeInTheDocument();
  });

  it('CANCELAR signs the member out and goes to /', async () => {
    const usuario = userEvent.setup();
    const chamadas = { total: 0 };
    responderAceite(chamadas);
    const autorizacoes: Array<string | null> = [];
    servidor.use(
      graphql.mutation(SairLojaDocument, ({ request }) => {
        autorizacoes.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { sair: true } });
      }),
    );
    entrarComo(criarParceiro({ aceitouRegulamento: false }));
    renderizarLoja('/home');

    const dialogo = await screen.findByRole('dialog', { name: 'Regulamento' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'CANCELAR' }));

    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent(/^\/$/));
    expect(obterSessao().loja).toBeNull();
    expect(autorizacoes).toEqual([`${TOKEN_TESTE}|`]);
    expect(chamadas.total).toBe(0);
    expect(await screen.findByText('Até mais!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Regulamento' })).not.toBeInTheDocument();
  });

  it('a refused acceptance keeps the modal open', async () => {
    const usuario = userEvent.setup();
    servidor.use(
      graphql.mutation(AceitarRegulamentoDocument, () =>
        HttpResponse.json({ errors: [{ message: 'Erro interno. Tente novamente em instantes.' }], data: null }),
      ),
    );
    entrarComo(criarParceiro({ aceitouRegulamento: false }));
    renderizarLoja('/home');
    const dialogo = await screen.findByRole('dialog', { name: 'Regulamento' });
    await usuario.click(within(dialogo).getByRole('checkbox', { name: CONCORDO }));
    await usuario.click(within(dialogo).getByRole('button', { name: 'ACEITAR' }));
    expect(await screen.findByText('Erro interno. Tente novamente em instantes.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Regulamento' })).toBeInTheDocument();
    expect(obterSessao().loja?.parceiro.aceitouRegulamento).toBe(false);
  });

  it('/regulamento shows the same text with the member store and the current weekly limit', async () => {
    entrarComo(criarParceiro());
    renderizarLoja('/regulamento');
    expect(await screen.findByText('Regulamento do Programa Experiências SW')).toBeInTheDocument();
    expect(screen.getByText(/Loja participante: Tintas Centro — CNPJ 11\.222\.333\/0001-81/)).toBeInTheDocument();
    // The weekly limit is the programme's setting, served by the server (here 1 a week).
    servidor.use(
      graphql.query(RegrasResgateDocument, () =>
        HttpResponse.json({
          data: {
            regrasResgate: {
              __typename: 'RegrasResgate',
              saldo: '0.00',
              limiteMensal: 5,
              resgatesNoMes: 0,
              restantesNoMes: 5,
              limiteSemanal: 1,
              resgatesNaSemana: 0,
              restantesNaSemana: 1,
              resgateLiberado: true,
              pontos: null,
              podeResgatar: true,
              motivo: null,
            },
          },
        }),
      ),
    );
    const { unmount } = renderizarLoja('/regulamento');
    expect(
      await screen.findByText(
        /no máximo 5 \(cinco\) resgates por mês e 1 \(um\) resgate por semana \(de segunda a domingo\), além de 1 \(um\) resgate por parceiro/,
      ),
    ).toBeInTheDocument();
    unmount();
  });
});
