import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Container, Group, List, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AlterarStatusCartaoDocument, MeuCartaoDocument, type MeuCartaoQuery } from '@sw/client/gql';
import { formatarDataHora, MENSAGENS_CARTOES as M, REGRAS_CARTAO, TARIFAS_CARTAO } from '@sw/common';
import { exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso, textoDinheiro } from '@sw/client';
import { useTitulo } from '../comum/useTitulo';

type Cartao = NonNullable<MeuCartaoQuery['meuCartao']>;

function Situacao({ c }: { c: Cartao }) {
  if (c.bloqueado && c.emDesbloqueio)
    return (
      <Badge color="blue" size="lg">
        {M.solicitacaoEmAndamento}
      </Badge>
    );
  return c.bloqueado ? (
    <Badge color="gray" size="lg">
      BLOQUEADO
    </Badge>
  ) : (
    <Badge color="green" size="lg">
      DESBLOQUEADO
    </Badge>
  );
}

/** Regulations and fees of the card (spec 3 §9). */
function Regulamento() {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h5" mb="xs">
        Regulamento do cartão
      </Title>
      <List size="sm" mb="sm">
        {REGRAS_CARTAO.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
      <Table aria-label="Tarifas do cartão" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Serviço</Table.Th>
            <Table.Th>Tarifa</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TARIFAS_CARTAO.map((t) => (
            <Table.Tr key={t.descricao}>
              <Table.Td>{t.descricao}</Table.Td>
              <Table.Td>{t.valor}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * /cartao (spec 3 §2.14): balance, last update, block and unblock requests. The block button works
 * only when the card is unblocked; after a block the stored card is dropped and read again.
 */
export default function CartaoPage() {
  useTitulo('Cartão');
  const cliente = useApolloClient();
  const { data, loading, refetch } = useQuery(MeuCartaoDocument, { fetchPolicy: 'network-only' });
  const [pedido, setPedido] = useState<0 | 1 | null>(null);
  const [enviando, setEnviando] = useState(false);
  const c = data?.meuCartao ?? null;

  const confirmar = async () => {
    if (!c?.numero || pedido === null) return;
    setEnviando(true);
    try {
      const { data: r } = await cliente.mutate({
        mutation: AlterarStatusCartaoDocument,
        variables: { input: { numero: c.numero, status: pedido === 1 ? 'BLOQUEAR' : 'DESBLOQUEAR' } },
      });
      const res = r ? exigirResultado(r.alterarStatusCartao) : null;
      if (res?.sucesso) {
        notificarSucesso(res.mensagem);
        // Status 1 without an unblock in progress: the card leaves the session (spec 3 §4) and is read again.
        if (pedido === 1 && !res.cartao?.emDesbloqueio) cliente.cache.evict({ fieldName: 'meuCartao' });
        await refetch();
      } else if (res) notificarErro(res.mensagem);
    } catch (e) {
      // A refused input (errosDeUsuario) is shown here; other errors the client already toasted.
      notificarErroSeNecessario(e);
    } finally {
      setEnviando(false);
      setPedido(null);
    }
  };

  return (
    <Container size="sm" py="lg">
      <Title order={1} fz="h2" mb="md">
        MEU CARTÃO
      </Title>
      <Stack>
        {loading && <Text c="dimmed">Carregando</Text>}
        {!loading && !c && (
          <Paper withBorder radius="md" p="md">
            <Text>Você ainda não tem um cartão pré-pago. Ao resgatar um crédito, informe seu nome completo e o cartão é solicitado para você.</Text>
          </Paper>
        )}
        {c && !c.numero && (
          <Paper withBorder radius="md" p="md">
            <Text>Seu cartão foi solicitado e está em produção. Os créditos resgatados serão carregados nele.</Text>
          </Paper>
        )}
        {c?.numero && (
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text size="sm" c="dimmed">
                  Cartão {c.numero}
                  {c.entregue ? '' : ' (a caminho)'}
                </Text>
                <Text fz={28} fw={700} data-testid="saldo-cartao">
                  {textoDinheiro(c.saldo)}
                </Text>
                <Text size="xs" c="dimmed">
                  Última atualização: {c.atualizadoEm ? formatarDataHora(c.atualizadoEm) : '-'}
                </Text>
              </div>
              <Situacao c={c} />
            </Group>
            <Group mt="md">
              <Button color="green" disabled={!c.bloqueado || c.emDesbloqueio} onClick={() => setPedido(0)}>
                DESBLOQUEAR
              </Button>
              <Button color="red" variant="light" disabled={c.bloqueado !== 0} onClick={() => setPedido(1)}>
                BLOQUEAR
              </Button>
            </Group>
          </Paper>
        )}
        <Anchor component={Link} to="/loja/credito">
          Ver créditos para o cartão
        </Anchor>
        <Regulamento />
      </Stack>
      <Modal opened={pedido !== null} onClose={() => setPedido(null)} title={pedido === 1 ? 'Bloquear cartão' : 'Desbloquear cartão'} centered>
        <Text size="sm">
          {pedido === 1 ? 'Deseja solicitar o bloqueio do cartão?' : 'Deseja solicitar o desbloqueio do cartão?'} A solicitação leva até 24 horas úteis.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPedido(null)}>
            NÃO
          </Button>
          <Button onClick={() => void confirmar()} loading={enviando}>
            SIM
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
