import { Notifications } from '@mantine/notifications';
import { DURACAO_TOAST } from '@sw/common';

/** The toasts' container (bottom centre, 10 s, at most 5), loaded after the first paint. */
export default function Notificacoes() {
  return <Notifications position="bottom-center" autoClose={DURACAO_TOAST.padrao} limit={5} zIndex={2000} />;
}
