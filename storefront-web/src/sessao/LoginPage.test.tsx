import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { obterSessao } from '@sw/client';
import { EntrarParceiroDocument } from '@sw/client/gql';
import { criarParceiro } from '../testes/dados';
import { renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

describe('/login', () => {
  it('has the spec title and the forgotten-password link', async () => {
    renderizarLoja('/login');
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Experiências SW - Login'));
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/esqueceu-senha');
  });

  it('sends the CPF as digits, reads VALIDANDO... while busy, stores the session and goes to /home', async () => {
    const usuario = userEvent.setup();
    const parceiro = criarParceiro();
    let liberar: () => void = () => undefined;
    const respondido = new Promise<void>((resolver) => {
      liberar = resolver;
    });
    const recebidos: Array<Record<string, unknown>> = [];
    servidor.use(
      graphql.mutation(EntrarParceiroDocument, async ({ variables }) => {
        recebidos.push(variables);
        await respondido;
        return HttpResponse.json({
          data: {
            entrarParceiro: { __typename: 'EntrarParceiroPayload', resultado: { __typename: 'SessaoParceiro', token: 'abc123', parceiro }, errosDeUsuario: [] },
          },
        });
      }),
    );

    renderizarLoja('/login');
    await usuario.type(await screen.findByLabelText(/CPF/), '70000000744');
    expect(screen.getByLabelText(/CPF/)).toHaveValue('700.000.007-44');
    await usuario.type(screen.getByLabelText(/Senha/, { selector: 'input' }), 'Demo@2026');
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));

    const ocupado = await screen.findByRole('button', { name: 'VALIDANDO...' });
    expect(ocupado).toBeDisabled();
    await waitFor(() => expect(recebidos).toHaveLength(1));
    expect(recebidos[0]).toEqual({ input: { cpf: '70000000744', senha: 'Demo@2026' } });

    liberar();
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/home'));
    expect(obterSessao().loja?.token).toBe('abc123');
    expect(obterSessao().loja?.parceiro.nome).toBe('Maria Silva');
    expect(await screen.findByText('Olá, Maria Silva!')).toBeInTheDocument();
  });

  it('a refused login shows the server message and makes the button usable again', async () => {
    const usuario = userEvent.setup();
    servidor.use(
      graphql.mutation(EntrarParceiroDocument, () =>
        HttpResponse.json({
          errors: [{ message: 'CPF ou senha inválidos.', extensions: { code: 'UNAUTHENTICATED' } }],
          data: null,
        }),
      ),
    );

    renderizarLoja('/login');
    await usuario.type(await screen.findByLabelText(/CPF/), '70000000744');
    await usuario.type(screen.getByLabelText(/Senha/, { selector: 'input' }), 'errada');
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));

    expect(await screen.findByText('CPF ou senha inválidos.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeEnabled();
    expect(screen.getByTestId('localizacao')).toHaveTextContent('/login');
    expect(obterSessao().loja).toBeNull();
  });

  it('a successful sign-in after a refused one clears the refusal: only the greeting stays', async () => {
    const usuario = userEvent.setup();
    let tentativa = 0;
    servidor.use(
      graphql.mutation(EntrarParceiroDocument, () => {
        tentativa += 1;
        if (tentativa === 1)
          return HttpResponse.json({ errors: [{ message: 'CPF ou senha inválidos.', extensions: { code: 'UNAUTHENTICATED' } }], data: null });
        return HttpResponse.json({
          data: {
            entrarParceiro: {
              __typename: 'EntrarParceiroPayload',
              resultado: { __typename: 'SessaoParceiro', token: 'abc123', parceiro: criarParceiro() },
              errosDeUsuario: [],
            },
          },
        });
      }),
    );
    renderizarLoja('/login');
    await usuario.type(await screen.findByLabelText(/CPF/), '70000000744');
    const senha = screen.getByLabelText(/Senha/, { selector: 'input' });
    await usuario.type(senha, 'errada');
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByText('CPF ou senha inválidos.')).toBeInTheDocument();
    await usuario.clear(senha);
    await usuario.type(senha, 'Demo@2026');
    await usuario.click(await screen.findByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByText('Olá, Maria Silva!')).toBeInTheDocument();
    // Cleared with the greeting (it leaves with its exit transition), long before the refusal's own 10 s would run out.
    await waitFor(() => expect(screen.queryByText('CPF ou senha inválidos.')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('asks for the CPF before sending anything', async () => {
    const usuario = userEvent.setup();
    let chamadas = 0;
    servidor.use(
      graphql.mutation(EntrarParceiroDocument, () => {
        chamadas += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    renderizarLoja('/login');
    await usuario.click(await screen.findByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByText('CPF obrigatório')).toBeInTheDocument();
    expect(chamadas).toBe(0);
  });
});
