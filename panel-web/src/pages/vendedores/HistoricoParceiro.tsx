import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { MENSAGENS, formatarDataHora } from '@sw/common';
import { notificarErro } from '@sw/client';
import { JustificativasDoParceiroDocument, type StatusParceiro } from '@sw/client/gql';

/** 1 is active, anything else inactive (spec 1 §3). */
const Situacao = ({ status }: { status: StatusParceiro }) => (
  <Badge variant="light" color={status === 'ATIVO' ? 'green' : 'gray'}>
    {status === 'ATIVO' ? 'Ativo' : 'Inativo'}
  </Badge>
);

/**
 * A salesperson's status history, newest first. A failure shows the list's own message
 * ('Erro ao buscar histórico de alterações') instead of the server's.
 */
export function HistoricoParceiro({ parceiroId }: { parceiroId: string }) {
  const { data, loading, error } = useQuery(JustificativasDoParceiroDocument, {
    variables: { id: parceiroId },
    fetchPolicy: 'network-only',
    context: { silenciarErros: true },
  });
  useEffect(() => {
    if (error) notificarErro(MENSAGENS.erroHistoricoParceiro);
  }, [error]);
  if (loading) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={MENSAGENS.carregando} />
      </Center>
    );
  }
  if (error) return <Text c="red">{MENSAGENS.erroHistoricoParceiro}</Text>;
  const linhas = data?.justificativasDoParceiro ?? [];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" aria-label="Histórico de alterações de status">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Status anterior</Table.Th>
            <Table.Th>Status novo</Table.Th>
            <Table.Th>Justificativa</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5} ta="center" c="dimmed">
                {MENSAGENS.semResultados}
              </Table.Td>
            </Table.Tr>
          ) : (
            linhas.map((j) => (
              <Table.Tr key={j.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatarDataHora(j.criadoEm)}</Table.Td>
                <Table.Td>{j.usuario.nome}</Table.Td>
                <Table.Td>
                  <Situacao status={j.statusAnterior} />
                </Table.Td>
                <Table.Td>
                  <Situacao status={j.statusNovo} />
                </Table.Td>
                <Table.Td>{j.justificativa}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function HistoricoParceiroModal({ parceiro, aoFechar }: { parceiro: { id: string; nome: string } | null; aoFechar: () => void }) {
  return (
    <Modal opened={!!parceiro} onClose={aoFechar} title={parceiro ? `Histórico de alterações · ${parceiro.nome}` : ''} size="xl" centered>
      {parceiro && <HistoricoParceiro parceiroId={parceiro.id} />}
    </Modal>
  );
}
