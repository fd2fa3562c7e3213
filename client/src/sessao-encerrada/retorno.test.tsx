import { gql, type TypedDocumentNode } from '@apollo/client';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from '@testing-library/react';
import { MENSAGENS } from '@sw/common';
import { criarClienteApollo } from '../apollo';
import { chamarApi } from '../rest';
import { entrarLoja, entrarPainel, sairLoja, sairPainel, sairTudo, type SessaoLoja, type SessaoPainel } from '../session';
import { limparNotificacoes } from '../notificacoes';
import { consumirRetorno, lembrarSessaoEncerrada, sessaoFoiEncerrada } from './retorno';

// A document of the test only: typed by hand so its msw handler answers a checked shape.
const EU: TypedDocumentNode<{ eu: { __typename?: 'Usuario'; id: number } }, Record<string, never>> = gql`
  query Eu {
    eu {
      id
    }
  }
`;
const painel: SessaoPainel = { token: 'tp', usuario: { id: '1', nome: 'Ana', cpf: '30000000388', permissao: 2 }, redesAntifraude: [] };
const loja: SessaoLoja = {
  token: 'tl',
  parceiro: { id: '2', nome: 'Bruno', cpf: '70000000744', saldoPontos: '0.00', totalPontos: '0.00', aceitouRegulamento: true, ativo: true },
};

const servidor = setupServer(
  graphql.query(EU, () => HttpResponse.json({ errors: [{ message: MENSAGENS.sessaoExpirada, extensions: { code: 'UNAUTHENTICATED' } }] })),
  http.get('http://localhost/api/resgates', () => HttpResponse.json({ erro: MENSAGENS.sessaoExpirada }, { status: 401 })),
);
beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sairTudo();
  window.sessionStorage.clear();
  act(() => limparNotificacoes());
});
afterAll(() => servidor.close());

const irPara = (caminho: string) => window.history.pushState({}, '', caminho);

describe('the way back after a session ends', () => {
  it('a GraphQL 401 on a panel screen remembers the screen with its query, once', async () => {
    irPara('/painel/resgates?status=2&pagina=3');
    entrarPainel(painel);
    await expect(criarClienteApollo({ aoDesautenticar: () => undefined }).query({ query: EU })).rejects.toBeTruthy();
    expect(sessaoFoiEncerrada('painel')).toBe(true);
    expect(sessaoFoiEncerrada('loja')).toBe(false);
    expect(consumirRetorno('painel')).toBe('/painel/resgates?status=2&pagina=3');
    expect(consumirRetorno('painel')).toBeNull();
    expect(sessaoFoiEncerrada('painel')).toBe(false);
  });

  it('a REST 401 on a store screen remembers it for the store side', async () => {
    irPara('/resgates?pagina=2');
    entrarLoja(loja);
    await expect(chamarApi('GET', '/resgates')).rejects.toMatchObject({ naoAutenticado: true });
    expect(consumirRetorno('loja')).toBe('/resgates?pagina=2');
  });

  it('nothing is remembered without a session, and signing out on purpose forgets it', async () => {
    irPara('/painel/redes');
    await expect(criarClienteApollo({ aoDesautenticar: () => undefined }).query({ query: EU })).rejects.toBeTruthy();
    expect(sessaoFoiEncerrada('painel')).toBe(false);
    lembrarSessaoEncerrada('painel', '/painel/redes');
    lembrarSessaoEncerrada('loja', '/home');
    sairPainel();
    sairLoja();
    expect(sessaoFoiEncerrada('painel')).toBe(false);
    expect(sessaoFoiEncerrada('loja')).toBe(false);
  });

  it('only a path of its own side comes back (never another origin or the login itself)', () => {
    lembrarSessaoEncerrada('painel', '//evil.example/x');
    expect(consumirRetorno('painel')).toBeNull();
    lembrarSessaoEncerrada('loja', '/painel/redes');
    expect(consumirRetorno('loja')).toBeNull();
    lembrarSessaoEncerrada('painel', '/painel');
    expect(sessaoFoiEncerrada('painel')).toBe(true);
    expect(consumirRetorno('painel')).toBeNull();
  });
});
