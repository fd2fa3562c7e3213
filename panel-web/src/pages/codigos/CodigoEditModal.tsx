import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DURACAO_TOAST, MENSAGENS_CONTAS as M } from '@sw/common';
import { BotaoEnviar, notificarErro, notificarSucesso } from '@sw/client';
import { CamposCodigo } from './CamposCodigo';
import { chamarComFallback, CODIGO_VAZIO, corpoDoCodigo, validarCodigo, type CodigoCadastro, type ValoresCodigo } from './codigos';

type Props = { codigo: CodigoCadastro | null; onFechar: () => void; onSalvo: (c: CodigoCadastro) => void };

/** The list's edit dialog: PUT /api/codigos-cadastro/{id}; toasts of 5 s (spec 2 §9). */
export function CodigoEditModal({ codigo, onFechar, onSalvo }: Props) {
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresCodigo>({ mode: 'controlled', initialValues: CODIGO_VAZIO });

  useEffect(() => {
    if (codigo) form.setValues({ codigo: codigo.codigo, pontos: codigo.pontos, usos: codigo.usos, expiraEm: codigo.expiraEm ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codigo?.id]);

  const salvar = form.onSubmit(async (v) => {
    if (!codigo) return;
    const problema = validarCodigo(v, codigo.expiraEm);
    if (problema) {
      notificarErro(problema, DURACAO_TOAST.download);
      return;
    }
    setSalvando(true);
    const r = await chamarComFallback<{ codigo: CodigoCadastro }>('PUT', `/codigos-cadastro/${codigo.id}`, corpoDoCodigo(v), M.erroAtualizar, DURACAO_TOAST.download);
    setSalvando(false);
    if (!r) return;
    onSalvo(r.codigo);
    notificarSucesso(M.codigoAtualizado, DURACAO_TOAST.download);
    onFechar();
  });

  return (
    <Modal opened={Boolean(codigo)} onClose={onFechar} title="Editar Código" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposCodigo form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onFechar}>Cancelar</Button>
            <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">SALVAR</BotaoEnviar>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
