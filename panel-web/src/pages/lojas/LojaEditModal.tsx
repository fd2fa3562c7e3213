import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, useFormularioDeEdicao } from '@sw/client';
import { AtualizarLojaDocument, type CamposLojaFragment } from '@sw/client/gql';
import { CamposLoja } from './CamposLoja';
import { paraEntrada, validacaoLoja, valoresDe, VALORES_INICIAIS } from './formularioLoja';

type Props = {
  loja: CamposLojaFragment | null;
  aoFechar: () => void;
  aoSalvar: (loja: CamposLojaFragment) => void;
};

/** The Lojas list's edit dialog (roles 1, 2 and 5): the store fields plus cenário and the launch settings. */
export function LojaEditModal({ loja, aoFechar, aoSalvar }: Props) {
  const [atualizar] = useMutation(AtualizarLojaDocument);
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: loja,
    vazio: VALORES_INICIAIS,
    validar: validacaoLoja('edicao'),
    valoresDe,
    gravar: async (l, valores) =>
      exigirResultado((await atualizar({ variables: { input: { ...paraEntrada(valores, 'edicao'), id: l.id } } })).data?.atualizarRevenda),
    mensagemSucesso: MENSAGENS.revendaAlterada,
    aoSalvar,
    aoFechar,
  });

  return (
    <Modal opened={Boolean(loja)} onClose={aoFechar} title="Editar Loja" size="xl" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposLoja form={form} modo="edicao" idLoja={loja?.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={aoFechar}>
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
