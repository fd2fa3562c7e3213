import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, useFormularioDeEdicao } from '@sw/client';
import { AtualizarRedeDocument, type AtualizarRedeMutation, type LinhaRedeFragment } from '@sw/client/gql';
import { CamposRede, paraEntrada, VALIDACAO_REDE, VALORES_VAZIOS, type ValoresRede } from './formularioRede';

type Props = {
  rede: LinhaRedeFragment | null;
  onFechar: () => void;
  onSalva: (rede: NonNullable<AtualizarRedeMutation['atualizarRede']['resultado']>) => void;
};

/** The Redes list's edit dialog (roles 1 and 2). */
export function RedeEditModal({ rede, onFechar, onSalva }: Props) {
  const [atualizar] = useMutation(AtualizarRedeDocument);
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: rede,
    vazio: VALORES_VAZIOS,
    validar: VALIDACAO_REDE,
    valoresDe: (r: LinhaRedeFragment): ValoresRede => ({ nome: r.nome, regiao: r.regiao ?? '', valorPonto: r.valorPonto ?? '' }),
    gravar: async (r, valores) => exigirResultado((await atualizar({ variables: { input: { id: r.id, ...paraEntrada(valores) } } })).data?.atualizarRede),
    mensagemSucesso: MENSAGENS.redeAlterada,
    aoSalvar: onSalva,
    aoFechar: onFechar,
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
