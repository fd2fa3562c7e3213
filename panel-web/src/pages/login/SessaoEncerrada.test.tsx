import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DashboardDocument, EntrarUsuarioDocument, ListaUsuariosDocument, RedesAtivasDocument, type EntrarUsuarioMutation } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { obterSessao, sairPainel } from '@sw/client';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();
afterEach(() => window.sessionStorage.clear());

/** The panel's sign-in answer for a role (the session the tests use). */
function respostaDeEntrada(permissao: number): { data: EntrarUsuarioMutation } {
  const { token, usuario } = sessaoDoPapel(permissao as 0);
  return {
    data: {
      entrarUsuario: {
        __typename: 'EntrarUsuarioPayload',
        resultado: { __typename: 'SessaoUsuario', token, usuario: { __typename: 'Usuario', ...usuario }, redesAntifraude: [] },
        errosDeUsuario: [],
      },
    },
  };
}

/** The Administradores list answers 401 (UNAUTHENTICATED) until the person signs in again. */
function servir(permissao: number) {
  let expirada = true;
  const pedidos: string[] = [];
  servidor.use(
    graphql.query(ListaUsuariosDocument, () => {
      pedidos.push(expirada ? 'expirada' : 'nova');
      if (expirada) return HttpResponse.json({ errors: [{ message: MENSAGENS.sessaoExpirada, extensions: { code: 'UNAUTHENTICATED' } }] });
      return HttpResponse.json({ data: { listaUsuarios: { __typename: 'UsuarioPagina', total: 0, totalEstimado: false, itens: [] } } });
    }),
    graphql.mutation(EntrarUsuarioDocument, () => {
      expirada = false;
      return HttpResponse.json(respostaDeEntrada(permissao));
    }),
    graphql.query(DashboardDocument, () => HttpResponse.json({ errors: [{ message: 'fora deste teste' }] })),
    graphql.query(RedesAtivasDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [] } } })),
  );
  return pedidos;
}

async function entrar() {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('CPF'), '30000000388');
  await u.type(screen.getByLabelText('Senha'), 'Demo@2026');
  await u.click(screen.getByRole('button', { name: 'ENTRAR' }));
}

describe('a panel session that ends', () => {
  it('says so on the login screen and, after signing in, returns to the same screen with its query', async () => {
    const pedidos = servir(2);
    abrirPainel('/painel/administradores?filtro=ativos', sessaoDoPapel(2));
    const aviso = await screen.findByRole('alert', { name: MENSAGENS.sessaoExpirada });
    expect(aviso).toHaveTextContent(MENSAGENS.sessaoExpirada);
    expect(window.location.pathname).toBe('/painel');
    expect(obterSessao().painel).toBeNull();

    await entrar();
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/painel/administradores?filtro=ativos'));
    await waitFor(() => expect(pedidos).toEqual(['expirada', 'nova']));
    expect(await screen.findByRole('heading', { name: 'Administradores' })).toBeInTheDocument();
    // The way back is used once: the next sign-in starts at the role's first screen.
    sairPainel();
    await screen.findByRole('button', { name: 'ENTRAR' });
    expect(screen.queryByRole('alert', { name: MENSAGENS.sessaoExpirada })).not.toBeInTheDocument();
  });

  it('a role that may not open the old screen goes to its own first screen', async () => {
    servir(5);
    abrirPainel('/painel/administradores', sessaoDoPapel(2));
    await screen.findByRole('alert', { name: MENSAGENS.sessaoExpirada });
    await entrar();
    await waitFor(() => expect(window.location.pathname).toBe('/painel/dashboard'));
  });

  it('signing out on purpose shows no notice', async () => {
    servir(2);
    abrirPainel('/painel/perfil', sessaoDoPapel(2));
    sairPainel();
    expect(await screen.findByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: MENSAGENS.sessaoExpirada })).not.toBeInTheDocument();
  });
});
