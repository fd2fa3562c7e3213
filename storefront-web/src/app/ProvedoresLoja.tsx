import './estilosMantine';
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { tema, variaveisAcessiveis } from '@sw/client';

export type ProvedoresLojaProps = {
  children: ReactNode;
  cliente: ApolloClient;
  /** Theme overrides merged over the product theme (tests). */
  temaExtra?: MantineThemeOverride;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  ambiente?: 'default' | 'test';
};

/**
 * What every storefront screen expects around it: theme and GraphQL. Lighter than the panel's
 * ProvedoresApp: the storefront opens no confirmation dialogs (no ModalsProvider) and has no date
 * pickers (no DatesProvider, no dayjs); the toasts' container mounts apart (app/Notificacoes).
 */
export function ProvedoresLoja({ children, cliente, temaExtra, ambiente = 'default' }: ProvedoresLojaProps) {
  return (
    <MantineProvider theme={temaExtra ? { ...tema, ...temaExtra } : tema} defaultColorScheme="light" env={ambiente} cssVariablesResolver={variaveisAcessiveis}>
      <ApolloProvider client={cliente}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
