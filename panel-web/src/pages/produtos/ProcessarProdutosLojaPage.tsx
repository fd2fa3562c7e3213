import { useState } from 'react';
import { Text, Title } from '@mantine/core';
import { LAYOUT_CSV_PRODUTOS_REVENDA, MENSAGENS } from '@sw/common';
import { SeletorLoja, useTituloPagina } from '@sw/client';
import { EnvioCsv } from './EnvioCsv';

/** Processar Produtos Loja (/processar/produtos/revenda): one store's products from a .CSV. */
export default function ProcessarProdutosLojaPage() {
  useTituloPagina('Processar Produtos Loja');
  const [cnpj, setCnpj] = useState('');
  return (
    <>
      <Title order={1} fz="h2">
        Processar Produtos Loja
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Cada linha liga um código da loja a um código do catálogo Experiências SW. Códigos da loja já cadastrados são atualizados.
      </Text>
      <EnvioCsv
        caminho="/upload/produtos_revenda"
        modelo={{ caminho: '/upload/produtos_revenda/modelo', nome: 'modelo-produtos-loja.csv' }}
        layout={LAYOUT_CSV_PRODUTOS_REVENDA}
        antes={<SeletorLoja label="Loja" required valorPor="cnpj" value={cnpj} onChange={(v) => setCnpj(v)} />}
        campos={{ cnpjRevenda: cnpj }}
        validar={() => (cnpj ? null : MENSAGENS.informeRevenda)}
      />
    </>
  );
}
