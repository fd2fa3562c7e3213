import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

describe('/esqueceu-senha', () => {
  it('asks for the e-mail or CPF, reads ENVIANDO... and shows the server message', async () => {
    const usuario = userEvent.setup();
    const recebidos: unknown[] = [];
    servidor.use(graphql.mutation('SolicitarRecuperacaoSenha', ({ variables }) => {
      recebidos.push(variables);
      return HttpResponse.json({ data: { solicitarRecuperacaoSenha: { __typename: 'MensagemPayload', resultado: { __typename: 'Mensagem', mensagem: 'Se houver um cadastro, enviaremos.' }, errosDeUsuario: [] } } });
    }));
    renderizarLoja('/esqueceu-senha');
    expect(await screen.findByRole('heading', { name: 'ESQUECEU A SENHA?' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Informe seu email ou CPF primeiro')).toBeInTheDocument();
    expect(recebidos).toHaveLength(0);
    await usuario.type(screen.getByRole('textbox', { name: 'Email ou CPF' }), 'maria@example.com');
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Se houver um cadastro, enviaremos.')).toBeInTheDocument();
    expect(recebidos).toEqual([{ input: { informacao: 'maria@example.com' } }]);
  });
});

describe('/esqueceu-senha/:uuid', () => {
  it('validates the link, takes the new password and goes to /login', async () => {
    const usuario = userEvent.setup();
    const recebidos: unknown[] = [];
    servidor.use(
      graphql.mutation('ValidarRecuperacaoSenha', () =>
        HttpResponse.json({ data: { validarRecuperacaoSenha: { __typename: 'ValidarRecuperacaoSenhaPayload', resultado: { __typename: 'ValidacaoRecuperacao', valido: true, mensagem: 'ok' }, errosDeUsuario: [] } } })),
      graphql.mutation('AtualizarSenhaRecuperacao', ({ variables }) => {
        recebidos.push(variables);
        return HttpResponse.json({ data: { atualizarSenhaRecuperacao: { __typename: 'MensagemPayload', resultado: { __typename: 'Mensagem', mensagem: 'Senha alterada.' }, errosDeUsuario: [] } } });
      }),
    );
    renderizarLoja('/esqueceu-senha/abc');
    expect(screen.queryByText('Validando link de recuperação, aguarde...') ?? (await screen.findByRole('heading', { name: 'Nova senha' }))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'ALTERAR' }));
    expect(await screen.findByText('Informe sua nova senha primeiro')).toBeInTheDocument();
    await usuario.type(screen.getByLabelText('Nova senha', { selector: 'input' }), 'nova frase longa');
    await usuario.click(screen.getByRole('button', { name: 'ALTERAR' }));
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/login'));
    expect(recebidos).toEqual([{ input: { uuid: 'abc', novaSenha: 'nova frase longa' } }]);
    expect(await screen.findByText('Senha alterada.')).toBeInTheDocument();
  });

  it('an invalid link says so and offers a new one', async () => {
    servidor.use(graphql.mutation('ValidarRecuperacaoSenha', () =>
      HttpResponse.json({ data: { validarRecuperacaoSenha: { __typename: 'ValidarRecuperacaoSenhaPayload', resultado: { __typename: 'ValidacaoRecuperacao', valido: false, mensagem: 'Link expirado.' }, errosDeUsuario: [] } } })));
    renderizarLoja('/esqueceu-senha/velho');
    expect(await screen.findByText('Link expirado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/esqueceu-senha');
  });
});
