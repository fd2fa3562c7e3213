import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, notificarSucesso } from '@sw/client';
import { AtualizarLojaDocument, type CamposLojaFragment } from '@sw/client/gql';
import { CamposLoja } from './CamposLoja';
import { paraEntrada, validacaoLoja, valoresDe, VALORES_INICIAIS, type ValoresLoja } from './formularioLoja';

type Props = {
  loja: CamposLojaFragment | null;
  onFechar: () => void;
  onSalva: (loja: CamposLojaFragment) => void;
};

/** The Lojas list's edit dialog (roles 1, 2 and 5): the store fields plus cenário and the launch settings. */
export function LojaEditModal({ loja, onFechar, onSalva }: Props) {
  const [atualizar] = useMutation(AtualizarLojaDocument);
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresLoja>({ mode: 'controlled', initialValues: VALORES_INICIAIS, validate: validacaoLoja('edicao') });

  useEffect(() => {
    if (!loja) return;
    const valores = valoresDe(loja);
    form.setValues(valores);
    form.resetDirty(valores);
    form.clearErrors();
    // The form object is stable; only a different store refills it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loja?.id]);

  const salvar = form.onSubmit(async (valores) => {
    if (!loja) return;
    setSalvando(true);
    try {
      const { data } = await atualizar({ variables: { id: loja.id, input: paraEntrada(valores, 'edicao') } });
      if (data) onSalva(data.atualizarRevenda);
      notificarSucesso(MENSAGENS.revendaAlterada);
      onFechar();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return (
    <Modal opened={Boolean(loja)} onClose={onFechar} title="Editar Loja" size="xl" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposLoja form={form} modo="edicao" idLoja={loja?.id} />
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
