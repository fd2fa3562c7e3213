import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Center, Loader, Table, Text, Tooltip } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { MENSAGENS, formatarData, formatarDataHora, formatarPontos } from '@sw/common';
import { VendasDoVendedorDocument } from '@sw/client/gql';
import { notificarErroOuPadrao, SILENCIOSO } from './erroOuPadrao';
import { ItensVendaModal, type VendaDoModal } from './VendaModais';
import { BotaoVerArquivo } from './VisualizadorArquivo';
import { textoDinheiro } from '@sw/client';

/**
 * A salesperson's sales (GET /api/pontuacoes/{cpf}), shown on the salesperson's detail screen:
 * the newest first, with items and the receipt. Rendered only for roles that see Pontuações.
 */
export function VendasDoVendedor({ cpf }: { cpf: string }) {
  const { data, loading, error } = useQuery(VendasDoVendedorDocument, { variables: { input: { cpf } }, fetchPolicy: 'network-only', ...SILENCIOSO });
  useEffect(() => {
    if (error) notificarErroOuPadrao(error, MENSAGENS.erroCarregarDados);
  }, [error]);
  const [itens, setItens] = useState<VendaDoModal | null>(null);
  const vendas = data?.vendasDoVendedor ?? [];

  if (loading)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={MENSAGENS.carregando} />
      </Center>
    );
  if (vendas.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sem resultados
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Vendas do vendedor">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pontuado em</Table.Th>
              <Table.Th>Nº fiscal</Table.Th>
              <Table.Th>Data da venda</Table.Th>
              <Table.Th>Valor</Table.Th>
              <Table.Th>Pontos</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Arquivo</Table.Th>
              <Table.Th>Itens</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vendas.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{formatarDataHora(v.pontuadoEm)}</Table.Td>
                <Table.Td>{v.identificador ?? '-'}</Table.Td>
                <Table.Td>{formatarData(v.realizadoEm)}</Table.Td>
                <Table.Td>{textoDinheiro(v.totalVenda)}</Table.Td>
                <Table.Td>{formatarPontos(v.totalPontos)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={v.cancelada ? 'red' : 'green'}>
                    {v.cancelada ? 'Cancelada' : 'Pontuada'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {v.linkArquivo ? (
                    <BotaoVerArquivo linkArquivo={v.linkArquivo} tipoArquivo={v.tipoArquivo} />
                  ) : (
                    <Text size="xs" c="dimmed">
                      Sem arquivo
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={`Itens (${v.qtdItens})`}>
                    <ActionIcon variant="subtle" aria-label={`Itens da venda ${v.id}`} onClick={() => setItens(v)}>
                      <IconList size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ItensVendaModal venda={itens} aoFechar={() => setItens(null)} />
    </>
  );
}
