import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { MENSAGENS_RELATORIOS, ROTULOS_MESES } from '@sw/common';
import { notificarErro, SeletorLoja, useTituloPagina, textoDinheiro } from '@sw/client';
import { ProdutosVendidosDocument, type ProdutosVendidosQuery } from '@sw/client/gql';
import { baixarCsv, numero, SeletorAno, TabelaRelatorio, type ColunaRelatorio, GeradoEm } from './comum';

type Linha = ProdutosVendidosQuery['produtosVendidos'][number];

/** Produtos Vendidos (/produtos-vendidos): scored sales per store, month and product of a year; CSV. */
export default function ProdutosVendidosPage() {
  useTituloPagina('Produtos Vendidos');
  const [revenda, setRevenda] = useState('');
  const [ano, setAno] = useState<string | null>(String(new Date().getFullYear()));
  const [buscar, { data, loading, variables }] = useLazyQuery(ProdutosVendidosDocument, { fetchPolicy: 'network-only' });
  const colunas: ColunaRelatorio<Linha>[] = [
    { titulo: 'Loja', valor: (l) => l.revenda },
    { titulo: 'Mês', valor: (l) => ROTULOS_MESES[Number(l.mes) - 1] },
    { titulo: 'Código', valor: (l) => l.codProduto },
    { titulo: 'Produto', valor: (l) => l.produto },
    { titulo: 'Quantidade', valor: (l) => numero(l.quantidade), numerica: true },
    { titulo: 'Valor unitário médio', valor: (l) => textoDinheiro(l.valorUnitarioMedio), numerica: true },
    { titulo: 'Valor total', valor: (l) => textoDinheiro(l.valorTotal), numerica: true },
    { titulo: 'Total pontuado', valor: (l) => numero(l.totalPontuado), numerica: true },
  ];
  const pesquisar = () => {
    if (!ano) {
      notificarErro(MENSAGENS_RELATORIOS.selecionePeriodo);
      return;
    }
    void buscar({ variables: { revenda: revenda || null, ano: Number(ano) } });
  };
  return (
    <Stack>
      <Title order={1} fz="h2">
        Produtos Vendidos
      </Title>
      <GeradoEm tipo="RELATORIO" />
      <Paper withBorder p="md">
        <Group align="flex-end">
          <SeletorLoja value={revenda} onChange={(v) => setRevenda(v)} valorPor="cnpj" clearable w={320} placeholder="Todas as lojas" />
          <SeletorAno value={ano} onChange={setAno} w={140} />
          <Button leftSection={<IconSearch size={16} />} onClick={pesquisar}>
            Buscar
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={16} />}
            disabled={!variables}
            onClick={() => void baixarCsv(`/produtos_vendidos/csv?ano=${variables!.ano}${variables!.revenda ? `&revenda=${variables!.revenda}` : ''}`)}
          >
            Baixar CSV
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <TabelaRelatorio
          rotulo="Produtos vendidos"
          linhas={data?.produtosVendidos}
          colunas={colunas}
          carregando={loading}
          chave={(l) => `${l.cnpj}-${l.mes}-${l.codProduto}`}
        />
      </Paper>
    </Stack>
  );
}
