import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { exigirResultado, notificarErro, notificarSucesso } from '@sw/client';
import { AlterarStatusParceiroDocument, type ParceiroPainelCamposFragment } from '@sw/client/gql';

type Parceiro = ParceiroPainelCamposFragment;

/**
 * Status change of a salesperson (role 2): the new status needs a justification, which the server
 * records in the history with who changed it and when.
 */
export function StatusParceiroModal({ parceiro, aoFechar, aoSalvar }: { parceiro: Parceiro | null; aoFechar: () => void; aoSalvar: (p: Parceiro) => void }) {
  const [justificativa, definirJustificativa] = useState('');
  const [erro, definirErro] = useState<string | null>(null);
  const [alterar, { loading }] = useMutation(AlterarStatusParceiroDocument);
  useEffect(() => {
    definirJustificativa('');
    definirErro(null);
  }, [parceiro?.id]);

  const novo = parceiro ? !parceiro.ativo : true;

  const confirmar = async () => {
    if (!parceiro) return;
    if (!justificativa.trim()) {
      definirErro(MENSAGENS.informeJustificativa);
      notificarErro(MENSAGENS.informeJustificativa);
      return;
    }
    try {
      const { data } = await alterar({ variables: { input: { id: parceiro.id, ativo: novo, justificativa: justificativa.trim() } } });
      const salvo = exigirResultado(data?.alterarStatusParceiro);
      notificarSucesso(MENSAGENS.statusParceiroAtualizado);
      aoSalvar(salvo);
      aoFechar();
    } catch {
      // the client showed the server's message
    }
  };

  return (
    <Modal opened={!!parceiro} onClose={aoFechar} title="Alterar status do Vendedor Loja" centered>
      {parceiro && (
        <Stack>
          <Text size="sm">
            {parceiro.nome} passará de <b>{parceiro.ativo ? 'Ativo' : 'Inativo'}</b> para <b>{novo ? 'Ativo' : 'Inativo'}</b>.
          </Text>
          <Textarea
            label="Justificativa"
            withAsterisk
            autosize
            minRows={3}
            maxLength={500}
            value={justificativa}
            error={erro}
            onChange={(e) => {
              definirJustificativa(e.currentTarget.value);
              definirErro(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={aoFechar}>
              Cancelar
            </Button>
            <Button onClick={() => void confirmar()} loading={loading} color={novo ? undefined : 'red'}>
              {novo ? 'Ativar' : 'Inativar'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
