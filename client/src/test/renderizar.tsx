import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { tema } from '../tema';

function Envolver({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={tema}>
      <Notifications position="bottom-center" transitionDuration={0} />
      {children}
    </MantineProvider>
  );
}

/** Renders inside the product theme with the toast host, as the apps do. */
export const renderizar = (ui: ReactElement) => render(ui, { wrapper: Envolver });
