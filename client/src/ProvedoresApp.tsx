import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { DURACAO_TOAST } from '@sw/common';
import { criarClienteApollo } from './apollo';
import { tema, variaveisAcessiveis } from './tema';

dayjs.locale('pt-br');

export type ProvedoresAppProps = {
  children: ReactNode;
  /** Apollo client to use; one is created with criarClienteApollo() when absent. */
  cliente?: ApolloClient;
  /** Theme overrides merged over the product theme. */
  temaExtra?: MantineThemeOverride;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  ambiente?: 'default' | 'test';
};

const ROTULOS_MODAIS = { confirm: 'Confirmar', cancel: 'Cancelar' };

/** Everything a screen expects around it: theme, toasts, dialogs, pt-BR dates and GraphQL. */
export function ProvedoresApp({ children, cliente, temaExtra, ambiente = 'default' }: ProvedoresAppProps) {
  const [clientePadrao] = useState(() => cliente ?? criarClienteApollo());
  return (
    <MantineProvider theme={temaExtra ? { ...tema, ...temaExtra } : tema} defaultColorScheme="light" env={ambiente} cssVariablesResolver={variaveisAcessiveis}>
      <Notifications position="bottom-center" autoClose={DURACAO_TOAST.padrao} limit={5} zIndex={2000} />
      <ModalsProvider labels={ROTULOS_MODAIS}>
        <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
          <ApolloProvider client={cliente ?? clientePadrao}>{children}</ApolloProvider>
        </DatesProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
