import { Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PesquisaMercadoCamposFragment } from '@sw/client/gql';
import { textoDinheiro } from '@sw/client';

type Item = PesquisaMercadoCamposFragment['produtosMaisVendidos'][number];

function TabelaItens({ titulo, itens }: { titulo: string; itens: Item[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {titulo}
      </Title>
      <Table striped verticalSpacing={6} aria-label={titulo}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Marca</Table.Th>
            <Table.Th>Produto</Table.Th>
            <Table.Th ta="right">Qtde.</Table.Th>
            <Table.Th ta="right">Valor unitário</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {itens.map((item) => (
            <Table.Tr key={`${item.marca ?? ''}|${item.produto}`}>
              <Table.Td>{item.marca ?? '-'}</Table.Td>
              <Table.Td>{item.produto}</Table.Td>
              <Table.Td ta="right">{item.qtde.toLocaleString('pt-BR')}</Table.Td>
              <Table.Td ta="right">{textoDinheiro(item.valorUnitario)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The survey's two top-5 lists side by side (the list's "mais vendidos" dialog). */
export function ProdutosMaisVendidosModal({ pesquisa, aoFechar }: { pesquisa: PesquisaMercadoCamposFragment | null; aoFechar: () => void }) {
  return (
    <Modal opened={!!pesquisa} onClose={aoFechar} title={pesquisa ? `Produtos mais vendidos · ${pesquisa.revenda}` : ''} size="xl" centered>
      {pesquisa && (
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TabelaItens titulo="Produtos mais vendidos" itens={pesquisa.produtosMaisVendidos} />
            <TabelaItens titulo="Produtos concorrentes mais vendidos" itens={pesquisa.produtosMaisVendidosConcorrentes} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Quantidade de produtos vendidos (concorrentes): {pesquisa.qtdeProdutosVendidos.toLocaleString('pt-BR')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
