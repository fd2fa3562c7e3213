import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { MENSAGENS_OFERTAS } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarErro, notificarSucesso, numeroPontos } from '@sw/client';
import { EditarPontosOfertaDocument, type LinhaOfertaFragment } from '@sw/client/gql';

type Props = { oferta: LinhaOfertaFragment | null; aoFechar: () => void; aoSalvar: (o: LinhaOfertaFragment) => void };

/** Edit of an offer's points (roles 1 and 2): PUT /api/ofertas/{id}. A new price clears a discount. */
export function OfertaEditModal({ oferta, aoFechar, aoSalvar }: Props) {
  const cliente = useApolloClient();
  const [pontos, setPontos] = useState<number | string>('');
  const [alternativo, setAlternativo] = useState<number | string>('');
  const [salvando, setSalvando] = useState(false);

  useEffect(() => {
    if (!oferta) return;
    // The API's exact text ("1500.00") as the numeric field's number.
    setPontos(numeroPontos(oferta.pontos));
    setAlternativo(oferta.pontosAlternativo ? numeroPontos(oferta.pontosAlternativo) : '');
  }, [oferta]);

  const salvar = async () => {
    if (!oferta) return;
    if (pontos === '' || Number(pontos) < 0) return notificarErro(MENSAGENS_OFERTAS.pontosInvalidos);
    setSalvando(true);
    try {
      const { data } = await cliente.mutate({
        mutation: EditarPontosOfertaDocument,
        // pontosAlternativo left out keeps the current one (null would clear it).
        variables: {
          input: {
            id: oferta.id,
            pontos: Number(pontos),
            ...(oferta.tipo === 'bivolt' && alternativo !== '' ? { pontosAlternativo: Number(alternativo) } : {}),
          },
        },
      });
      aoSalvar(exigirResultado(data?.editarPontosOferta));
      notificarSucesso(MENSAGENS_OFERTAS.pontosAtualizados);
      aoFechar();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Modal opened={Boolean(oferta)} onClose={aoFechar} title="Editar Oferta" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void salvar();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text fw={600}>{oferta?.nome}</Text>
          <Text size="sm" c="dimmed">
            {oferta ? `${oferta.parceiro} · ${oferta.experiencia}` : ''}
          </Text>
          <NumberInput
            label="Pontos"
            min={0}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            value={pontos}
            onChange={setPontos}
            data-autofocus
          />
          {oferta?.tipo === 'bivolt' && (
            <NumberInput
              label="Pontos 220V"
              min={0}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              value={alternativo}
              onChange={setAlternativo}
            />
          )}
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
