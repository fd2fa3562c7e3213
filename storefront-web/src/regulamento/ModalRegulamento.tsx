import { useState } from 'react';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { atualizarParceiro, CarregandoTela, exigirResultado, regiaoRolavel } from '@sw/client';
import { AceitarRegulamentoDocument } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { useSair } from '../sessao/useSair';
import { TextoRegulamento } from './TextoRegulamento';

/**
 * Terms acceptance (spec 3 §2.7): shown on private routes while the member has not accepted the
 * rules; it cannot be dismissed. ACEITAR needs the box ticked; CANCELAR signs the member out.
 */
export default function ModalRegulamento() {
  const [concordo, setConcordo] = useState(false);
  const [aceitar, { loading: aceitando }] = useMutation(AceitarRegulamentoDocument);
  const { sair, saindo } = useSair();

  async function confirmar() {
    try {
      const { data } = await aceitar();
      if (exigirResultado(data?.aceitarRegulamento).aceitouRegulamento) atualizarParceiro({ aceitouRegulamento: true });
    } catch {
      // The client already showed the server's message; the modal stays.
    }
  }

  return (
    <>
      <Modal opened onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} size="xl" centered title="Regulamento">
        <Stack gap="md">
          <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars viewportProps={regiaoRolavel('Texto do regulamento')}>
            <TextoRegulamento nivel={3} />
          </ScrollArea.Autosize>
          <Checkbox label={MENSAGENS.concordoRegulamento} checked={concordo} onChange={(evento) => setConcordo(evento.currentTarget.checked)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void sair()} loading={saindo} disabled={aceitando}>
              CANCELAR
            </Button>
            <Button onClick={() => void confirmar()} disabled={!concordo || saindo} loading={aceitando}>
              ACEITAR
            </Button>
          </Group>
        </Stack>
      </Modal>
      <CarregandoTela visivel={aceitando || saindo} />
    </>
  );
}
