import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, useFormularioDeEdicao } from '@sw/client';
import { AtualizarLojaDocument, type CamposLojaFragment } from '@sw/client/gql';
import { CamposLoja } from './CamposLoja';
import { paraEntrada, validacaoLoja, valoresDe, VALORES_INICIAIS } from './formularioLoja';

type Props = {
  loja: CamposLojaFragment | null;
  onFechar: () => void;
  onSalva: (loja: CamposLojaFragment) => void;
};

/** The Lojas list's edit dialog (roles 1, 2 and 5): the store fields plus cenário and the launch settings. */
export function LojaEditModal({ loja, onFechar, onSalva }: Props) {
  const [atualizar] = useMutation(AtualizarLojaDocument);
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: loja,
    vazio: VALORES_INICIAIS,
    validar: validacaoLoja('edicao'),
    valoresDe,
    gravar: async (l, valores) => (await atualizar({ variables: { id: l.id, input: paraEntrada(valores, 'edicao') } })).data?.atualizarRevenda,
    mensagemSucesso: MENSAGENS.revendaAlterada,
    aoSalvar: onSalva,
    aoFechar: onFechar,
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
