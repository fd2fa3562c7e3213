import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { MENSAGENS, MOTIVOS_REPROVACAO } from '@sw/common';
import { exigirResultado, notificarErro, notificarSucesso } from '@sw/client';
import { ReprovarPontuacaoDocument, type LinhaPontuacaoPendenteFragment } from '@sw/client/gql';
import { notificarErroOuPadrao, SILENCIOSO } from './erroOuPadrao';

type Props = { pontuacao: LinhaPontuacaoPendenteFragment | null; aoFechar: () => void; aoReprovar: (id: string) => void };

/** Reject a pending claim with one of the seven reasons (spec 2 §4); the member is told by WhatsApp. */
export function ReprovarPontuacaoModal({ pontuacao, aoFechar, aoReprovar }: Props) {
  const cliente = useApolloClient();
  const [motivo, setMotivo] = useState<string>('');
  const [enviando, setEnviando] = useState(false);

  const fechar = () => {
    setMotivo('');
    aoFechar();
  };

  const reprovar = async () => {
    if (!pontuacao) return;
    if (!motivo) return notificarErro(MENSAGENS.motivoReprovacaoInvalido);
    setEnviando(true);
    try {
      const { data } = await cliente.mutate({
        mutation: ReprovarPontuacaoDocument,
        variables: { input: { identificador: pontuacao.id, linkArquivo: pontuacao.linkArquivo, reprovadoMotivo: motivo } },
        ...SILENCIOSO,
      });
      if (data) {
        notificarSucesso(exigirResultado(data.reprovarPontuacao).mensagem);
        aoReprovar(pontuacao.id);
        fechar();
      }
    } catch (erro) {
      notificarErroOuPadrao(erro, MENSAGENS.erroReprovarNota);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal opened={pontuacao !== null} onClose={fechar} title="Reprovar nota" centered>
      {pontuacao ? (
        <Stack>
          <Text size="sm">
            {pontuacao.parceiro} — {pontuacao.revenda}
          </Text>
          <Radio.Group label="Motivo da reprovação" withAsterisk value={motivo} onChange={setMotivo}>
            <Stack gap="xs" mt="xs">
              {MOTIVOS_REPROVACAO.map((m) => (
                <Radio key={m} value={m} label={m} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button color="red" loading={enviando} disabled={!motivo} onClick={() => void reprovar()}>
              Reprovar
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
