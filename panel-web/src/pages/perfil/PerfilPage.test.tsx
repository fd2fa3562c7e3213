import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { AtualizarMeuPerfilDocument, MeuPerfilDocument, type UsuarioSessaoFragment } from '@sw/client/gql';
import { CHAVE_SESSAO, MENSAGENS } from '@sw/common';
import { obterSessao } from '@sw/client';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const eu: UsuarioSessaoFragment = {
  __typename: 'Usuario',
  id: '2',
  nome: 'Otávio Operador',
  cpf: '20000000299',
  email: 'otavio@experienciassw.com.br',
  permissao: 1,
  idRevendasPermitidas: null,
  idRedesPermitidas: null,
};

function servir() {
  const enviados: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(MeuPerfilDocument, () => HttpResponse.json({ data: { eu } })),
    graphql.mutation(AtualizarMeuPerfilDocument, ({ variables }) => {
      const input = variables.input as { nome: string };
      enviados.push(input);
      return HttpResponse.json({ data: { atualizarMeuPerfil: { __typename: 'UsuarioPayload', resultado: { ...eu, nome: input.nome }, errosDeUsuario: [] } } });
    }),
  );
  return enviados;
}

describe('Meu Perfil', () => {
  it('shows the login and e-mail read-only, saves the name with blank passwords and updates the greeting', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/perfil', sessaoDoPapel(1));

    const nome = await screen.findByLabelText(/^Nome/);
    await waitFor(() => expect(screen.getByLabelText('CPF (login)')).toHaveValue('200.000.002-99'));
    expect(screen.getByLabelText('CPF (login)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue('otavio@experienciassw.com.br');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(nome).toHaveValue('Otávio Operador');

    await usuario.clear(nome);
    await usuario.type(nome, 'Otávio Souza');
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));

    expect(await screen.findByText(MENSAGENS.perfilAtualizado)).toBeInTheDocument();
    expect(enviados).toEqual([{ nome: 'Otávio Souza', senha: null, senhaAntiga: null }]);
    const menu = screen.getByTestId('menu-lateral');
    await waitFor(() => expect(within(menu).getByText('Olá, Otávio Souza')).toBeInTheDocument());
    expect(obterSessao().painel?.usuario.nome).toBe('Otávio Souza');
    expect(JSON.parse(localStorage.getItem(CHAVE_SESSAO)!).painel.usuario.nome).toBe('Otávio Souza');
  });

  it('changes the password with the current one', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/perfil', sessaoDoPapel(1));
    await waitFor(() => expect(screen.getByLabelText('CPF (login)')).toHaveValue('200.000.002-99'));
    await usuario.type(screen.getByLabelText('Senha atual'), 'Demo@2026');
    await usuario.type(screen.getByLabelText('Nova senha'), 'Outra#Senha2026');
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.perfilAtualizado)).toBeInTheDocument();
    expect(enviados).toEqual([{ nome: 'Otávio Operador', senha: 'Outra#Senha2026', senhaAntiga: 'Demo@2026' }]);
    await waitFor(() => expect(screen.getByLabelText('Nova senha')).toHaveValue(''));
  });

  it('asks for the current password before sending a new one', async () => {
    const enviados = servir();
    const usuario = userEvent.setup();
    abrirPainel('/painel/perfil', sessaoDoPapel(1));
    await waitFor(() => expect(screen.getByLabelText('CPF (login)')).toHaveValue('200.000.002-99'));
    await usuario.type(screen.getByLabelText('Nova senha'), 'Outra#Senha2026');
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.informeSenhaAtual)).toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('shows the server refusal and keeps the stored name', async () => {
    servidor.use(
      graphql.query(MeuPerfilDocument, () => HttpResponse.json({ data: { eu } })),
      graphql.mutation(AtualizarMeuPerfilDocument, () =>
        HttpResponse.json({ errors: [{ message: MENSAGENS.senhaAtualIncorreta, extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    const usuario = userEvent.setup();
    abrirPainel('/painel/perfil', sessaoDoPapel(1));
    await waitFor(() => expect(screen.getByLabelText('CPF (login)')).toHaveValue('200.000.002-99'));
    await usuario.type(screen.getByLabelText('Senha atual'), 'errada123');
    await usuario.type(screen.getByLabelText('Nova senha'), 'Outra#Senha2026');
    await usuario.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.senhaAtualIncorreta)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'SALVAR' })).toBeEnabled();
    expect(obterSessao().painel?.usuario.nome).toBe('Otávio Operador');
  });
});
