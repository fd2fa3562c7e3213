import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DashboardDocument, EntrarUsuarioDocument, RedesAtivasDocument, type EntrarUsuarioMutation } from '@sw/client/gql';
import { CHAVE_SESSAO, MENSAGENS } from '@sw/common';
import { obterSessao } from '@sw/client';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

function respostaDeEntrada(permissao: number): { data: EntrarUsuarioMutation } {
  const { token, usuario, redesAntifraude } = sessaoDoPapel(permissao as 0, [{ id: '3', nome: 'Rede Sul' }]);
  return {
    data: {
      entrarUsuario: {
        __typename: 'EntrarUsuarioPayload',
        resultado: {
          __typename: 'SessaoUsuario',
          token,
          usuario: { __typename: 'Usuario', ...usuario },
          redesAntifraude: redesAntifraude.map((r) => ({ __typename: 'RedeAntifraude', ...r })),
        },
        errosDeUsuario: [],
      },
    },
  };
}

/** Answers the sign-in only when the test says so, to observe the busy state. */
function entradaControlada(permissao: number) {
  let liberar!: () => void;
  const liberado = new Promise<void>((r) => (liberar = r));
  const variaveis: Record<string, unknown>[] = [];
  servidor.use(
    graphql.mutation(EntrarUsuarioDocument, async ({ variables }) => {
      variaveis.push(variables);
      await liberado;
      return HttpResponse.json(respostaDeEntrada(permissao));
    }),
    graphql.query(DashboardDocument, () => HttpResponse.json({ errors: [{ message: 'fora deste teste' }] })),
    graphql.query(RedesAtivasDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
  );
  return { liberar, variaveis };
}

async function preencher(cpf = '30000000388', senha = 'Demo@2026') {
  const usuario = userEvent.setup();
  await usuario.type(await screen.findByLabelText('CPF'), cpf);
  await usuario.type(screen.getByLabelText('Senha'), senha);
  return usuario;
}

describe('login do painel', () => {
  it('reads VALIDANDO... while authenticating, stores the session, greets and goes to the dashboard', async () => {
    const { liberar, variaveis } = entradaControlada(2);
    abrirPainel('/painel');
    const usuario = await preencher('300.000.003-88');
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));

    const ocupado = await screen.findByRole('button', { name: 'VALIDANDO...' });
    expect(ocupado).toBeDisabled();
    expect(variaveis).toEqual([{ input: { cpf: '30000000388', senha: 'Demo@2026' } }]);

    liberar();
    expect(await screen.findByText(MENSAGENS.saudacao('Ana Administradora'))).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/painel/dashboard'));
    expect(obterSessao().painel?.token).toBe('token-2');
    expect(obterSessao().painel?.redesAntifraude).toEqual([{ id: '3', nome: 'Rede Sul' }]);
    const gravado = JSON.parse(localStorage.getItem(CHAVE_SESSAO)!);
    expect(gravado.painel.usuario.nome).toBe('Ana Administradora');
  });

  it('sends role 4 (Auditor) to resgates', async () => {
    const { liberar } = entradaControlada(4);
    abrirPainel('/painel/');
    const usuario = await preencher();
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));
    liberar();
    await waitFor(() => expect(window.location.pathname).toBe('/painel/resgates'));
    expect((await screen.findAllByRole('heading', { name: 'Resgates' })).length).toBeGreaterThan(0);
  });

  it('on a refused sign-in shows the server message and is ready again', async () => {
    servidor.use(
      graphql.mutation(EntrarUsuarioDocument, () =>
        HttpResponse.json({ errors: [{ message: MENSAGENS.credenciaisInvalidas, extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    abrirPainel('/painel');
    const usuario = await preencher();
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(await screen.findByText(MENSAGENS.credenciaisInvalidas)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeEnabled();
    expect(obterSessao().painel).toBeNull();
    expect(window.location.pathname).toBe('/painel');
  });

  it('a field the server refuses (errosDeUsuario) is shown under that field', async () => {
    servidor.use(
      graphql.mutation(EntrarUsuarioDocument, () =>
        HttpResponse.json({
          data: {
            entrarUsuario: {
              __typename: 'EntrarUsuarioPayload',
              resultado: null,
              errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'senha', mensagem: 'Senha obrigatório' }],
            },
          },
        }),
      ),
    );
    abrirPainel('/painel');
    const usuario = await preencher();
    await usuario.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await waitFor(() => expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha obrigatório'));
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeEnabled();
    expect(obterSessao().painel).toBeNull();
  });

  it('does not call the server without a valid CPF and a password', async () => {
    abrirPainel('/painel');
    const usuario = userEvent.setup();
    await usuario.click(await screen.findByRole('button', { name: 'ENTRAR' }));
    expect(screen.getByText('CPF obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha obrigatório')).toBeInTheDocument();
  });

  it('sends a signed-in user who opens the login to their starting screen', async () => {
    servidor.use(graphql.query(RedesAtivasDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })));
    servidor.use(graphql.query(DashboardDocument, () => HttpResponse.json({ errors: [{ message: 'x' }] })));
    abrirPainel('/painel', sessaoDoPapel(1));
    await waitFor(() => expect(window.location.pathname).toBe('/painel/dashboard'));
  });
});
