import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { MantineThemeOverride } from '@mantine/core';
import { criarClienteApollo, entrarLoja, tema, type ParceiroSessao } from '@sw/client';
import { Notificacoes } from '../app/Notificacoes';
import { ProvedoresLoja } from '../app/ProvedoresLoja';
import { RotasLoja } from '../rotas';

function Localizacao() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="localizacao" data-busca={search}>
      {pathname}
    </output>
  );
}

/**
 * jsdom has no layout: with transitions off (reduced motion) and without floating-ui's "reference
 * hidden" check (every box measures 0x0 there), menus and modals open at once.
 */
const TEMA_TESTE: MantineThemeOverride = {
  respectReducedMotion: true,
  components: {
    ...tema.components,
    Popover: { defaultProps: { hideDetached: false } },
    Menu: { defaultProps: { hideDetached: false } },
  },
};

export const TOKEN_TESTE = 'token-da-loja';

export function entrarComo(parceiro: ParceiroSessao): void {
  entrarLoja({ token: TOKEN_TESTE, parceiro });
}

/** The whole storefront at `caminho`, with the real providers and Apollo client (msw answers), and that client. */
export function renderizarLoja(caminho: string) {
  const cliente = criarClienteApollo({ uri: 'http://localhost/graphql', aoDesautenticar: () => undefined });
  const tela = render(
    <ProvedoresLoja cliente={cliente} temaExtra={TEMA_TESTE}>
      <Notificacoes />
      <MemoryRouter initialEntries={[caminho]}>
        <RotasLoja />
        <Localizacao />
      </MemoryRouter>
    </ProvedoresLoja>,
  );
  // The client too: a test that checks something is *not* shown first waits for the answer in its cache.
  return { ...tela, cliente };
}
