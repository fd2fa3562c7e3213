import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, notificarSucesso } from '@sw/client';
import { AtualizarRedeDocument, type AtualizarRedeMutation, type LinhaRedeFragment } from '@sw/client/gql';
import { CamposRede, paraEntrada, VALIDACAO_REDE, VALORES_VAZIOS, type ValoresRede } from './formularioRede';

type Props = {
  rede: LinhaRedeFragment | null;
  onFechar: () => void;
  onSalva: (rede: AtualizarRedeMutation['atualizarRede']) => void;
};

/** The Redes list's edit dialog (roles 1 and 2). */
export function RedeEditModal({ rede, onFechar, onSalva }: Props) {
  const [atualizar] = useMutation(AtualizarRedeDocument);
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresRede>({ mode: 'controlled', initialValues: VALORES_VAZIOS, validate: VALIDACAO_REDE });

  useEffect(() => {
    if (!rede) return;
    const valores = { nome: rede.nome, regiao: rede.regiao ?? '', valorPonto: rede.valorPonto ?? '' };
    form.setValues(valores);
    form.resetDirty(valores);
    form.clearErrors();
    // The form object is stable; only a different network refills it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rede?.id]);

  const salvar = form.onSubmit(async (valores) => {
    if (!rede) return;
    setSalvando(true);
    try {
      const { data } = await atualizar({ variables: { id: rede.id, input: paraEntrada(valores) } });
      if (data) onSalva(data.atualizarRede);
      notificarSucesso(MENSAGENS.redeAlterada);
      onFechar();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return (
    <Modal opened={Boolean(rede)} onClose={onFechar} title="Editar Rede" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposRede form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onFechar}>
              Cancelar
            </Button>
            <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
              SALVAR
            </BotaoEnviar>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
