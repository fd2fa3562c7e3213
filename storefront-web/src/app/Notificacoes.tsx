// The toasts' stylesheets come with this chunk, not with every page (app/estilosMantine.ts).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { tema } from '@sw/client';
import { DURACAO_TOAST } from '@sw/common';

/** The toasts' container: bottom centre, 10 s unless told otherwise, at most 5 at a time. */
export function Notificacoes() {
  return <Notifications position="bottom-center" autoClose={DURACAO_TOAST.padrao} limit={5} zIndex={2000} />;
}

/**
 * Mounts the container in a React root of its own, in a chunk loaded when the first toast is asked
 * for (main.tsx): no render of the app waits for it, a second root's event listeners cost nothing
 * on a visit without toasts, and mounting it updates nothing inside the app (an update there
 * while the pre-rendered HTML hydrates would make React render it again from scratch). A toast asked
 * for before it mounts waits in Mantine's store and shows when it does. The app's MantineProvider
 * already wrote the theme's CSS variables and global classes.
 */
export function montarNotificacoes() {
  const lugar = document.createElement('div');
  document.body.appendChild(lugar);
  createRoot(lugar).render(
    <MantineProvider theme={tema} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <Notificacoes />
    </MantineProvider>,
  );
}
