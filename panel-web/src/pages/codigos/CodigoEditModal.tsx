import { Button, Group, Modal, Stack } from '@mantine/core';
import { DURACAO_TOAST, MENSAGENS_CONTAS as M } from '@sw/common';
import { BotaoEnviar, notificarErro, useFormularioDeEdicao } from '@sw/client';
import { CamposCodigo } from './CamposCodigo';
import { chamarComFallback, CODIGO_VAZIO, corpoDoCodigo, validarCodigo, type CodigoCadastro, type ValoresCodigo } from './codigos';

type Props = { codigo: CodigoCadastro | null; aoFechar: () => void; aoSalvar: (c: CodigoCadastro) => void };

/** The list's edit dialog: PUT /api/codigos-cadastro/{id}; toasts of 5 s (spec 2 §9). */
export function CodigoEditModal({ codigo, aoFechar, aoSalvar }: Props) {
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
      const r = await chamarComFallback<{ codigo: CodigoCadastro }>(
        'PUT',
        `/codigos-cadastro/${c.id}`,
        corpoDoCodigo(v),
        M.erroAtualizar,
        DURACAO_TOAST.download,
      );
      if (!r) throw new Error(M.erroAtualizar);
      return r.codigo;
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
