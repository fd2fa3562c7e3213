import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { CampoData, erroJaNotificado, exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso } from '@sw/client';
import { AlterarDataEntregaResgateDocument, AlterarObservacaoResgateDocument, type LinhaResgateFragment } from '@sw/client/gql';

type Props = { resgate: LinhaResgateFragment; aoFechar: () => void; aoSalvar: (r: LinhaResgateFragment) => void };

/** Alterar data de entrega (PUT /api/resgates/{id}/data-entrega): a required date up to 2999-12-31. */
export function DialogoDataEntrega({ resgate, aoFechar, aoSalvar }: Props) {
  const cliente = useApolloClient();
  const [data, setData] = useState(resgate.dataEntrega ?? '');
  const [enviando, setEnviando] = useState(false);
  const salvar = async () => {
    if (!data) return notificarErro(M.informeDataEntrega);
    setEnviando(true);
    try {
      const { data: r } = await cliente.mutate({
        mutation: AlterarDataEntregaResgateDocument,
        variables: { input: { identificador: resgate.id, dataEntrega: data } },
      });
      if (r) {
        const alterado = exigirResultado(r.alterarDataEntregaResgate);
        aoSalvar(alterado.resgate);
        notificarSucesso(alterado.mensagem);
        aoFechar();
      }
    } catch (e) {
      // The server's erro was shown; a failure without one gets the screen's own text (spec 2 §8).
      // errosDeUsuario come back as an Error carrying the server's text.
      if (!erroJaNotificado(e)) notificarErro(e instanceof Error && !(e instanceof TypeError) && e.message ? e.message : M.erroDataEntrega);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal opened onClose={aoFechar} title={`Data de entrega — resgate ${resgate.id}`} centered>
      <CampoData formato="iso" label="Data de entrega" required value={data} onChange={setData} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={aoFechar}>
          Fechar
        </Button>
        <Button onClick={() => void salvar()} loading={enviando}>
          Salvar
        </Button>
      </Group>
    </Modal>
  );
}

/** Alterar observação (PUT /api/resgates/{id}/alterar-observacao): also on a cancelled redemption. */
export function DialogoObservacao({ resgate, aoFechar, aoSalvar }: Props) {
  const cliente = useApolloClient();
  const [texto, setTexto] = useState(resgate.obs ?? '');
  const [enviando, setEnviando] = useState(false);
  const salvar = async () => {
    setEnviando(true);
    try {
      const { data } = await cliente.mutate({
        mutation: AlterarObservacaoResgateDocument,
        variables: { input: { identificador: resgate.id, descricao: texto } },
      });
      if (data) {
        const alterado = exigirResultado(data.alterarObservacaoResgate);
        aoSalvar(alterado.resgate);
        notificarSucesso(alterado.mensagem);
        aoFechar();
      }
    } catch (e) {
      notificarErroSeNecessario(e);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal opened onClose={aoFechar} title={`Observação — resgate ${resgate.id}`} centered>
      {/* The member's choice stays as they made it; the note is the team's own field. */}
      <Text size="sm" mb="sm">
        Escolha do vendedor: {resgate.escolhaMembro ?? '-'}
      </Text>
      <Textarea label="Observação" maxLength={500} autosize minRows={3} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={aoFechar}>
          Fechar
        </Button>
        <Button onClick={() => void salvar()} loading={enviando}>
          Salvar
        </Button>
      </Group>
    </Modal>
  );
}
