import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { tema } from '../tema';

function envolver(cliente?: ApolloClient) {
  return function Envolver({ children }: { children: ReactNode }) {
    const conteudo = (
      <MantineProvider theme={tema} env="test">
        <Notifications position="bottom-center" transitionDuration={0} />
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>{children}</ModalsProvider>
      </MantineProvider>
    );
    return cliente ? <ApolloProvider client={cliente}>{conteudo}</ApolloProvider> : conteudo;
  };
}

/** Renders inside the product theme with the toast and dialog hosts (and GraphQL when given), as the apps do. */
export const renderizar = (ui: ReactElement, cliente?: ApolloClient) => render(ui, { wrapper: envolver(cliente) });
