import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, useFormularioDeEdicao, numeroDinheiro } from '@sw/client';
import { AtualizarRedeDocument, type AtualizarRedeMutation, type LinhaRedeFragment } from '@sw/client/gql';
import { CamposRede, paraEntrada, VALIDACAO_REDE, VALORES_VAZIOS, type ValoresRede } from './formularioRede';

type Props = {
  rede: LinhaRedeFragment | null;
  aoFechar: () => void;
  aoSalvar: (rede: NonNullable<AtualizarRedeMutation['atualizarRede']['resultado']>) => void;
};

/** The Redes list's edit dialog (roles 1 and 2). */
export function RedeEditModal({ rede, aoFechar, aoSalvar }: Props) {
  const [atualizar] = useMutation(AtualizarRedeDocument);
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: rede,
    vazio: VALORES_VAZIOS,
    validar: VALIDACAO_REDE,
    valoresDe: (r: LinhaRedeFragment): ValoresRede => ({
      nome: r.nome,
      regiao: r.regiao ?? '',
      valorPonto: r.valorPonto === null || r.valorPonto === undefined ? '' : numeroDinheiro(r.valorPonto),
    }),
    gravar: async (r, valores) => exigirResultado((await atualizar({ variables: { input: { id: r.id, ...paraEntrada(valores) } } })).data?.atualizarRede),
    mensagemSucesso: MENSAGENS.redeAlterada,
    aoSalvar,
    aoFechar,
  });

  return (
    <Modal opened={Boolean(rede)} onClose={aoFechar} title="Editar Rede" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposRede form={form} />
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
