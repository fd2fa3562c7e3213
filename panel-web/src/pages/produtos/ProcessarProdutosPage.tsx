import { Text, Title } from '@mantine/core';
import { LAYOUT_CSV_PRODUTOS } from '@sw/common';
import { useTituloPagina } from '@sw/client';
import { EnvioCsv } from './EnvioCsv';

/** Processar Produtos Experiências SW (/processar/produtos/criteria): the catalogue from a .CSV. */
export default function ProcessarProdutosPage() {
  useTituloPagina('Processar Produtos Experiências SW');
  return (
    <>
      <Title order={1} fz="h2">
        Processar Produtos Experiências SW
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Códigos novos são cadastrados; códigos já existentes têm descrição, preço e pontos atualizados. Enviar o mesmo arquivo de novo não duplica nada.
      </Text>
      <EnvioCsv caminho="/upload/produtos" modelo={{ caminho: '/upload/produtos/modelo', nome: 'modelo-produtos.csv' }} layout={LAYOUT_CSV_PRODUTOS} />
    </>
  );
}
