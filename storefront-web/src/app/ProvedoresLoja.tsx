import './estilosMantine';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { tema, variaveisAcessiveis } from '@sw/client';

const Notificacoes = lazy(() => import('./Notificacoes'));

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
 * pickers (no DatesProvider, no dayjs), and the toasts' container arrives in its own chunk right
 * after the first paint. A toast asked for before that waits in Mantine's store and shows when the
 * container mounts.
 */
export function ProvedoresLoja({ children, cliente, temaExtra, ambiente = 'default' }: ProvedoresLojaProps) {
  const [montado, setMontado] = useState(false);
  useEffect(() => setMontado(true), []);
  return (
    <MantineProvider theme={temaExtra ? { ...tema, ...temaExtra } : tema} defaultColorScheme="light" env={ambiente} cssVariablesResolver={variaveisAcessiveis}>
      {montado && (
        <Suspense fallback={null}>
          <Notificacoes />
        </Suspense>
      )}
      <ApolloProvider client={cliente}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
