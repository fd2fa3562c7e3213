import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, chamarApi, notificarErro, notificarSucesso, numeroDinheiro, numeroPontos } from '@sw/client';
import type { LinhaPremioFragment, TipoPremio } from '@sw/client/gql';
import { CamposPremio, camposDoPremio, PREMIO_VAZIO, validarPremio, type ValoresPremio } from './CamposPremio';

type Props = { premio: LinhaPremioFragment | null; aoFechar: () => void; aoSalvar: (p: LinhaPremioFragment) => void };

/** The prize as REST answers it: a numeric id and the kind's contract value ('geral'). */
type PremioRest = Omit<LinhaPremioFragment, 'id' | 'tipo'> & { id: number | string; tipo: string };

/** The REST answer in the shape of the list's GraphQL rows (ID as text, the kind as its enum name). */
const comoLinha = (p: PremioRest): LinhaPremioFragment => ({ ...p, id: String(p.id), tipo: p.tipo.toUpperCase() as TipoPremio });

/** The Prêmios list's edit dialog (roles 1 and 2): PUT /api/premios/{id} multipart, photo optional. */
export function PremioEditModal({ premio, aoFechar, aoSalvar }: Props) {
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresPremio>({ mode: 'controlled', initialValues: PREMIO_VAZIO });

  // Only another prize refills the form: a refetch of the same one keeps what is being typed.
  const preencher = useEffectEvent(() => {
    if (!premio) return;
    form.setValues({
      nome: premio.nome,
      codigo: premio.codigo,
      descricao: premio.descricao,
      custoTotal: numeroDinheiro(premio.custoTotal),
      tipo: premio.tipo.toLowerCase(),
      pontos: numeroPontos(premio.pontos),
      pontosAlternativo: premio.pontosAlternativo ? numeroPontos(premio.pontosAlternativo) : '',
      foto: null,
    });
  });
  const idPremio = premio?.id;
  useEffect(() => preencher(), [idPremio]);

  const salvar = form.onSubmit(async (v) => {
    if (!premio) return;
    const problema = validarPremio(v, false);
    if (problema) {
      notificarErro(problema);
      return;
    }
    const corpo = new FormData();
    for (const [k, valor] of Object.entries(camposDoPremio(v))) corpo.append(k, valor);
    if (v.foto) corpo.append('foto', v.foto, v.foto.name);
    setSalvando(true);
    try {
      const salvo = await chamarApi<PremioRest>('PUT', `/premios/${premio.id}`, corpo);
      aoSalvar(comoLinha(salvo));
      notificarSucesso(MENSAGENS.premioAtualizado);
      aoFechar();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return (
    <Modal opened={Boolean(premio)} onClose={aoFechar} title="Editar Prêmio" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposPremio form={form} fotoObrigatoria={false} />
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
