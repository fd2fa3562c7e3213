import { gql, type TypedDocumentNode } from '@apollo/client';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen } from '@testing-library/react';
import { MENSAGENS } from '@sw/common';
import { criarClienteApollo, destinoAposSair, MENSAGEM_SEM_CONEXAO } from './apollo';
import { entrarLoja, entrarPainel, obterSessao, sairTudo, type SessaoLoja, type SessaoPainel } from './session';
import { EntrarUsuarioDocument } from './gql/graphql';
import { limparNotificacoes } from './notificacoes';
import { renderizar } from './testes/renderizar';

// A document of the test only: typed by hand so its msw handlers answer a checked shape.
const EU: TypedDocumentNode<{ eu: { __typename?: 'Usuario'; id: number; nome: string } }, Record<string, never>> = gql`
  query Eu {
    eu {
      id
      nome
    }
  }
`;

const painel: SessaoPainel = {
  token: 'tp',
  usuario: { id: '1', nome: 'Ana', cpf: '30000000388', permissao: 2 },
  redesAntifraude: [],
};
const loja: SessaoLoja = {
  token: 'tl',
  parceiro: { id: '2', nome: 'Bruno', cpf: '70000000744', saldoPontos: '0.00', totalPontos: '0.00', aceitouRegulamento: true, ativo: true },
};

const servidor = setupServer();
beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  servidor.resetHandlers();
  sairTudo();
  act(() => limparNotificacoes());
});
afterAll(() => servidor.close());

const irPara = (caminho: string) => window.history.pushState({}, '', caminho);

describe('criarClienteApollo', () => {
  it('sends the authorization rebuilt from both tokens, the page address and the CSRF header', async () => {
    let cabecalhos: Headers | null = null;
    servidor.use(
      graphql.query(EU, ({ request }) => {
        cabecalhos = request.headers;
        return HttpResponse.json({ data: { eu: { __typename: 'Usuario', id: 1, nome: 'Ana' } } });
      }),
    );
    irPara('/painel/dashboard?x=1');
    entrarPainel(painel);
    entrarLoja(loja);
    const cliente = criarClienteApollo();
    const { data } = await cliente.query({ query: EU });
    expect(data).toEqual({ eu: { __typename: 'Usuario', id: 1, nome: 'Ana' } });
    expect(cabecalhos!.get('authorization')).toBe('tl|tp');
    expect(cabecalhos!.get('applocation')).toBe('http://localhost/painel/dashboard?x=1');
    expect(cabecalhos!.get('apollo-require-preflight')).toBe('true');
  });

  it('UNAUTHENTICATED signs both sides out and goes to /painel from a panel page, with the message as a toast', async () => {
    servidor.use(graphql.query(EU, () => HttpResponse.json({ errors: [{ message: MENSAGENS.sessaoExpirada, extensions: { code: 'UNAUTHENTICATED' } }] })));
    renderizar(<div />);
    irPara('/painel/redes');
    entrarPainel(painel);
    entrarLoja(loja);
    const aoDesautenticar = jest.fn();
    const cliente = criarClienteApollo({ aoDesautenticar });
    await act(() => expect(cliente.query({ query: EU })).rejects.toThrow(MENSAGENS.sessaoExpirada));
    expect(obterSessao()).toEqual({ painel: null, loja: null });
    expect(aoDesautenticar).toHaveBeenCalledWith('/painel');
    expect(await screen.findByText(MENSAGENS.sessaoExpirada)).toBeInTheDocument();
  });

  it('an HTTP 401 signs out and goes to / outside the panel (default navigation through the history)', async () => {
    servidor.use(http.post('*/graphql', () => HttpResponse.json({ erro: 'Sessão inválida' }, { status: 401 })));
    irPara('/home');
    entrarLoja(loja);
    const aoErro = jest.fn();
    const cliente = criarClienteApollo({ aoErro });
    const navegou = jest.fn();
    window.addEventListener('popstate', navegou);
    irPara('/resgates');
    await expect(cliente.query({ query: EU })).rejects.toBeTruthy();
    window.removeEventListener('popstate', navegou);
    expect(obterSessao().loja).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(navegou).toHaveBeenCalled();
    expect(aoErro).toHaveBeenCalledWith('Sessão inválida');
  });

  it('shows any other GraphQL error as a toast and keeps the session', async () => {
    servidor.use(
      graphql.query(EU, () =>
        HttpResponse.json({ errors: [{ message: 'Você não tem permissão para realizar esta ação.', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    renderizar(<div />);
    entrarPainel(painel);
    const cliente = criarClienteApollo({ aoDesautenticar: jest.fn() });
    await act(() => expect(cliente.query({ query: EU })).rejects.toBeTruthy());
    expect(await screen.findByText('Você não tem permissão para realizar esta ação.')).toBeInTheDocument();
    expect(obterSessao().painel).not.toBeNull();
  });

  it('lets an operation silence the toast through its context', async () => {
    servidor.use(graphql.query(EU, () => HttpResponse.json({ errors: [{ message: 'Registro não encontrado.', extensions: { code: 'NOT_FOUND' } }] })));
    const aoErro = jest.fn();
    const cliente = criarClienteApollo({ aoErro });
    await expect(cliente.query({ query: EU, context: { silenciarErros: true } })).rejects.toBeTruthy();
    expect(aoErro).not.toHaveBeenCalled();
  });

  it('reports a network failure as "Não foi possível conectar ao servidor."', async () => {
    servidor.use(http.post('*/graphql', () => HttpResponse.error()));
    const aoErro = jest.fn();
    const cliente = criarClienteApollo({ aoErro });
    await expect(cliente.query({ query: EU })).rejects.toBeTruthy();
    expect(aoErro).toHaveBeenCalledWith(MENSAGEM_SEM_CONEXAO);
  });

  it('a refused sign-in shows the message without ending the other side session', async () => {
    servidor.use(
      graphql.mutation(EntrarUsuarioDocument, () =>
        HttpResponse.json({ errors: [{ message: MENSAGENS.credenciaisInvalidas, extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    entrarLoja(loja);
    const aoErro = jest.fn();
    const aoDesautenticar = jest.fn();
    const cliente = criarClienteApollo({ aoErro, aoDesautenticar });
    await expect(cliente.mutate({ mutation: EntrarUsuarioDocument, variables: { input: { cpf: '1', senha: 'x' } } })).rejects.toBeTruthy();
    expect(aoErro).toHaveBeenCalledWith(MENSAGENS.credenciaisInvalidas);
    expect(aoDesautenticar).not.toHaveBeenCalled();
    expect(obterSessao().loja).not.toBeNull();
  });

  it('chooses the destination after sign-out from the path', () => {
    expect(destinoAposSair('/painel/dashboard')).toBe('/painel');
    expect(destinoAposSair('/painel')).toBe('/painel');
    expect(destinoAposSair('/home')).toBe('/');
  });
});
