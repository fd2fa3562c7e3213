import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { AtualizarSenhaRecuperacaoDocument, SolicitarRecuperacaoSenhaDocument, ValidarRecuperacaoSenhaDocument } from '@sw/client/gql';
import { renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

describe('/esqueceu-senha', () => {
  it('asks for the e-mail or CPF, reads ENVIANDO... and shows the server message', async () => {
    const usuario = userEvent.setup();
    const recebidos: unknown[] = [];
    servidor.use(
      graphql.mutation(SolicitarRecuperacaoSenhaDocument, ({ variables }) => {
        recebidos.push(variables);
        return HttpResponse.json({
          data: {
            solicitarRecuperacaoSenha: {
              __typename: 'MensagemPayload',
              resultado: { __typename: 'Mensagem', mensagem: 'Se houver um cadastro, enviaremos.' },
              errosDeUsuario: [],
            },
          },
        });
      }),
    );
    renderizarLoja('/esqueceu-senha');
    expect(await screen.findByRole('heading', { name: 'ESQUECEU A SENHA?' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Informe seu email ou CPF primeiro')).toBeInTheDocument();
    expect(recebidos).toHaveLength(0);
    await usuario.type(screen.getByRole('textbox', { name: 'Email ou CPF' }), 'maria@example.com');
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    // The answer stays on the page (besides the toast).
    expect(await screen.findByTestId('resposta-recuperacao')).toHaveTextContent('Se houver um cadastro, enviaremos.');
    expect(recebidos).toEqual([{ input: { informacao: 'maria@example.com' } }]);
  });

  it('says where the link goes (e-mail, or WhatsApp without e-mail) and how to reach support without either', async () => {
    renderizarLoja('/esqueceu-senha');
    const campo = await screen.findByRole('textbox', { name: 'Email ou CPF' });
    const explicacao =
      'Informe o CPF ou o e-mail do seu cadastro. O link para criar uma nova senha vai para o e-mail cadastrado; se você se cadastrou sem e-mail, ele vai por WhatsApp para o celular cadastrado.';
    expect(campo).toHaveAccessibleDescription(explicacao);
    expect(screen.getByText(/Não tem mais acesso ao e-mail nem ao celular do cadastro\? Fale com o suporte/)).toHaveTextContent(
      'Não tem mais acesso ao e-mail nem ao celular do cadastro? Fale com o suporte pelo WhatsApp (11) 99999-0000 ou pelo e-mail suporte@experienciassw.com.br: a equipe confere seus dados e atualiza o e-mail ou o celular do cadastro para você receber o link.',
    );
    const ajuda = screen.getByText(/Fale com o suporte/);
    expect(within(ajuda).getByRole('link', { name: '(11) 99999-0000' })).toHaveAttribute('href', 'https://wa.me/5511999990000');
    expect(within(ajuda).getByRole('link', { name: 'suporte@experienciassw.com.br' })).toHaveAttribute('href', 'mailto:suporte@experienciassw.com.br');
  });
});

describe('/esqueceu-senha/:uuid', () => {
  it('validates the link, takes the new password and goes to /login', async () => {
    const usuario = userEvent.setup();
    const recebidos: unknown[] = [];
    servidor.use(
      graphql.mutation(ValidarRecuperacaoSenhaDocument, () =>
        HttpResponse.json({
          data: {
            validarRecuperacaoSenha: {
              __typename: 'ValidarRecuperacaoSenhaPayload',
              resultado: { __typename: 'ValidacaoRecuperacao', valido: true, mensagem: 'ok' },
              errosDeUsuario: [],
            },
          },
        }),
      ),
      graphql.mutation(AtualizarSenhaRecuperacaoDocument, ({ variables }) => {
        recebidos.push(variables);
        return HttpResponse.json({
          data: {
            atualizarSenhaRecuperacao: {
              __typename: 'MensagemPayload',
              resultado: { __typename: 'Mensagem', mensagem: 'Senha alterada.' },
              errosDeUsuario: [],
            },
          },
        });
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
    servidor.use(
      graphql.mutation(ValidarRecuperacaoSenhaDocument, () =>
        HttpResponse.json({
          data: {
            validarRecuperacaoSenha: {
              __typename: 'ValidarRecuperacaoSenhaPayload',
              resultado: { __typename: 'ValidacaoRecuperacao', valido: false, mensagem: 'Link expirado.' },
              errosDeUsuario: [],
            },
          },
        }),
      ),
    );
    renderizarLoja('/esqueceu-senha/velho');
    expect(await screen.findByText('Link expirado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/esqueceu-senha');
  });
});
