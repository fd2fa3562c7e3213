import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { DURACAO_TOAST, MENSAGENS_CONTAS as M } from '@sw/common';
import { BotaoEnviar, notificarErro, useFormularioDeEdicao } from '@sw/client';
import { CamposCodigo } from './CamposCodigo';
import { AtualizarCodigoCadastroDocument } from '@sw/client/gql';
import { CODIGO_VAZIO, corpoDoCodigo, mutarComFallback, validarCodigo, type CodigoCadastro, type ValoresCodigo } from './codigos';

type Props = { codigo: CodigoCadastro | null; aoFechar: () => void; aoSalvar: (c: CodigoCadastro) => void };

/** The list's edit dialog: atualizarCodigoCadastro; toasts of 5 s (spec 2 §9). */
export function CodigoEditModal({ codigo, aoFechar, aoSalvar }: Props) {
  const cliente = useApolloClient();
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: codigo,
    vazio: CODIGO_VAZIO,
    valoresDe: (c: CodigoCadastro): ValoresCodigo => ({ codigo: c.codigo, pontos: c.pontos, usos: c.usos, expiraEm: c.expiraEm ?? '' }),
    gravar: async (c, v) => {
      const problema = validarCodigo(v, c.expiraEm);
      if (problema) {
        notificarErro(problema, DURACAO_TOAST.download);
        throw new Error(problema);
      }
      const r = await mutarComFallback(
        async () =>
          (
            await cliente.mutate({
              mutation: AtualizarCodigoCadastroDocument,
              variables: { input: { id: c.id, ...corpoDoCodigo(v) } },
              context: { silenciarErros: true },
            })
          ).data?.atualizarCodigoCadastro,
        M.erroAtualizar,
        DURACAO_TOAST.download,
      );
      if (!r) throw new Error(M.erroAtualizar);
      return r;
    },
    mensagemSucesso: M.codigoAtualizado,
    duracaoSucesso: DURACAO_TOAST.download,
    aoSalvar,
    aoFechar,
  });

  return (
    <Modal opened={Boolean(codigo)} onClose={aoFechar} title="Editar Código" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposCodigo form={form} />
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
