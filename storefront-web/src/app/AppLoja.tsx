import { StrictMode, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { RotasLoja } from '../rotas';
import { ProvedoresLoja } from './ProvedoresLoja';

/**
 * The whole storefront inside a router: the same tree in the browser (BrowserRouter) and in the
 * build's pre-rendering (StaticRouter), so the HTML written at build time is what the first render
 * in the browser produces, and React can hydrate it.
 */
export function AppLoja({ cliente, roteador: Roteador }: { cliente: ApolloClient; roteador: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <ProvedoresLoja cliente={cliente}>
        <Roteador>
          <RotasLoja />
        </Roteador>
      </ProvedoresLoja>
    </StrictMode>
  );
}
