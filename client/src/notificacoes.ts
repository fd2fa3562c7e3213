/** Toasts (Mantine notifications, bottom centre; 10 s unless told otherwise). */
import { notifications } from '@mantine/notifications';
import { DURACAO_TOAST } from '@sw/common';

export type TipoNotificacao = 'sucesso' | 'erro' | 'info';

const CORES: Record<TipoNotificacao, string> = { sucesso: 'teal', erro: 'red', info: 'blue' };

function notificar(tipo: TipoNotificacao, mensagem: string, duracao: number, id?: string): string {
  return notifications.show({
    id,
    message: mensagem,
    color: CORES[tipo],
    autoClose: duracao,
    withBorder: true,
    'data-tipo': tipo,
  });
}

export function notificarSucesso(mensagem: string, duracao: number = DURACAO_TOAST.padrao): string {
  return notificar('sucesso', mensagem, duracao);
}

/** The same error text is never stacked twice while it is on screen. */
export function notificarErro(mensagem: string, duracao: number = DURACAO_TOAST.padrao): string {
  return notificar('erro', mensagem, duracao, `erro:${mensagem}`);
}

export function notificarInfo(mensagem: string, duracao: number = DURACAO_TOAST.padrao): string {
  return notificar('info', mensagem, duracao);
}

/** Removes every toast (used when a test or a sign-out starts afresh). */
export function limparNotificacoes(): void {
  notifications.clean();
}
