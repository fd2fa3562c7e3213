import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar } from './BotaoEnviar';
import { CarregandoTela } from './CarregandoTela';
import { PaginaEmConstrucao } from './PaginaEmConstrucao';
import { ProvedoresApp } from './ProvedoresApp';
import { criarClienteApollo } from './apollo';
import { limparNotificacoes, notificarSucesso } from './notificacoes';
import { renderizar } from './testes/renderizar';

// A document of the test only: typed by hand so its msw handler answers a checked shape.
const OLA: TypedDocumentNode<{ eu: { __typename?: 'Usuario'; id: number; nome: string } }, Record<string, never>> = gql`
  query Ola {
    eu {
      id
      nome
    }
  }
`;

const servidor = setupServer(graphql.query(OLA, () => HttpResponse.json({ data: { eu: { __typename: 'Usuario', id: 1, nome: 'Ana' } } })));
beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
afterAll(() => servidor.close());
afterEach(() => act(() => limparNotificacoes()));

function Ola() {
  const { data } = useQuery(OLA);
  return <p>{data ? `Oi, ${data.eu.nome}` : '...'}</p>;
}

describe('componentes compartilhados', () => {
  it('BotaoEnviar reads its label, and VALIDANDO... disabled while busy', () => {
    const { rerender } = renderizar(<BotaoEnviar>ENTRAR</BotaoEnviar>);
    expect(screen.getByRole('button', { name: 'ENTRAR' })).toBeEnabled();
    rerender(<BotaoEnviar ocupado>ENTRAR</BotaoEnviar>);
    expect(screen.getByRole('button', { name: 'VALIDANDO...' })).toBeDisabled();
  });

  it('PaginaEmConstrucao says the screen comes later and sets the title', () => {
    renderizar(<PaginaEmConstrucao titulo="Resgates" />);
    expect(screen.getByRole('heading', { name: MENSAGENS.emConstrucao })).toBeInTheDocument();
    expect(screen.getByText(/próxima versão/)).toBeInTheDocument();
    expect(document.title).toBe('Resgates | Experiências SW');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('CarregandoTela shows "Aguarde processando..." only when visible', () => {
    const { rerender } = renderizar(<CarregandoTela />);
    expect(screen.getByRole('status')).toHaveTextContent(MENSAGENS.aguardeProcessando);
    rerender(<CarregandoTela visivel={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ProvedoresApp gives theme, toasts at the bottom centre and GraphQL to the screens', async () => {
    render(
      <ProvedoresApp cliente={criarClienteApollo()} ambiente="test">
        <Ola />
      </ProvedoresApp>,
    );
    expect(await screen.findByText('Oi, Ana')).toBeInTheDocument();
    act(() => {
      notificarSucesso(MENSAGENS.perfilAtualizado);
    });
    const toast = await screen.findByText(MENSAGENS.perfilAtualizado);
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center');
  });
});
