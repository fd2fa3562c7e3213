import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export type OpcoesConfirmar = {
  titulo: string;
  mensagem: ReactNode;
  rotuloConfirmar?: string;
  rotuloCancelar?: string;
  /** Red confirm button (deletions). */
  perigo?: boolean;
};

/**
 * Asks a yes/no question in a dialog and resolves true only when the user confirms; closing the
 * dialog any other way is a no. Needs the ModalsProvider that ProvedoresApp sets up.
 */
export function confirmar({ titulo, mensagem, rotuloConfirmar = 'Confirmar', rotuloCancelar = 'Cancelar', perigo = false }: OpcoesConfirmar): Promise<boolean> {
  return new Promise<boolean>((resolver) => {
    let respondido = false;
    const responder = (sim: boolean) => {
      if (respondido) return;
      respondido = true;
      resolver(sim);
    };
    modals.openConfirmModal({
      title: titulo,
      centered: true,
      children: typeof mensagem === 'string' ? <Text size="sm">{mensagem}</Text> : mensagem,
      labels: { confirm: rotuloConfirmar, cancel: rotuloCancelar },
      confirmProps: perigo ? { color: 'red' } : undefined,
      onConfirm: () => responder(true),
      onCancel: () => responder(false),
      onClose: () => responder(false),
    });
  });
}
