import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Select, Table, Text } from '@mantine/core';
import { DIAS_VENCIMENTO_PADRAO, formatarData, formatarPontos, MENSAGENS, OPCOES_DIAS_VENCIMENTO } from '@sw/common';
import { SeletorRede, VALOR_TODAS } from '@sw/client';
import { VencimentosPorRedeDocument } from '@sw/client/gql';

const OPCOES_DIAS = OPCOES_DIAS_VENCIMENTO.map((d) => ({ value: String(d), label: `Próximos ${d} dias` }));

/**
 * Points about to expire per network (or per store of the chosen network): how many members,
 * how many points, and the earliest due day. A network's name opens its stores.
 */
export function PainelVencimentos() {
  const [rede, definirRede] = useState(VALOR_TODAS);
  const [dias, definirDias] = useState(String(DIAS_VENCIMENTO_PADRAO));
  const { data, loading } = useQuery(VencimentosPorRedeDocument, {
    variables: { input: { rede: rede || null, dias: Number(dias) } },
    fetchPolicy: 'network-only',
  });
  const relatorio = data?.vencimentosPorRede;
  const porLoja = relatorio?.agrupamento === 'LOJA';
  const linhas = relatorio?.linhas ?? [];

  return (
    <Paper withBorder p="lg" radius="lg">
      <Group align="flex-end" mb="md">
        <SeletorRede value={rede} onChange={definirRede} incluirTodas w={{ base: '100%', xs: 260 }} />
        <Select
          label="Período"
          data={OPCOES_DIAS}
          value={dias}
          onChange={(v) => definirDias(v ?? String(DIAS_VENCIMENTO_PADRAO))}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {relatorio && (
        <Text size="sm" c="dimmed" mb="sm">
          Pontos que vencem até {formatarData(relatorio.ate)}, incluindo os já vencidos que a próxima expiração levará.
        </Text>
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Pontos a vencer">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{porLoja ? 'Loja' : 'Rede'}</Table.Th>
              <Table.Th ta="right">Vendedores</Table.Th>
              <Table.Th ta="right">Pontos a vencer</Table.Th>
              <Table.Th>Primeiro vencimento</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && !relatorio ? (
              <Table.Tr>
                <Table.Td colSpan={4} ta="center" c="dimmed" py="lg">
                  {MENSAGENS.carregando}
                </Table.Td>
              </Table.Tr>
            ) : !linhas.length ? (
              <Table.Tr>
                <Table.Td colSpan={4} ta="center" c="dimmed" py="lg">
                  {MENSAGENS.semResultados}
                </Table.Td>
              </Table.Tr>
            ) : (
              linhas.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    {porLoja ? (
                      l.nome
                    ) : (
                      <Anchor component="button" type="button" onClick={() => definirRede(String(l.id))} aria-label={`Ver lojas de ${l.nome}`}>
                        {l.nome}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatarPontos(l.parceiros)}</Table.Td>
                  <Table.Td ta="right">{formatarPontos(l.pontos)}</Table.Td>
                  <Table.Td>{formatarData(l.primeiroVencimento)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {relatorio && linhas.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <Table.Th ta="right">{formatarPontos(relatorio.parceiros)}</Table.Th>
                <Table.Th ta="right">{formatarPontos(relatorio.pontos)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
