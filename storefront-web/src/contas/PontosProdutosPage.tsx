import { useApolloClient } from '@apollo/client/react';
import { Button, Container, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { documentoCsv, formatarPontos } from '@sw/common';
import { entradaDaLista, numeroPontos, respostaDaPagina, salvarBlob, TabelaPaginada, type ColunaTabela, type PedidoTabela } from '@sw/client';
import { ProdutosDaMinhaLojaDocument, type OrdemProdutosDaLoja, type ProdutosDaMinhaLojaQuery } from '@sw/client/gql';
import { useTitulo } from '../comum/useTitulo';

type Produto = ProdutosDaMinhaLojaQuery['produtosDaMinhaLoja']['itens'][number];

/** The product's one CSV format (common/): points as numbers a pt-BR spreadsheet reads (1200, not "1.200"). */
function csv(linhas: Produto[]): Blob {
  const corpo = documentoCsv(
    ['Código', 'Produto', 'Pontos'],
    linhas.map((p) => [p.codigo, p.nome, Math.trunc(numeroPontos(p.pontosPorUnidade))]),
  );
  return new Blob([corpo], { type: 'text/csv;charset=utf-8' });
}

/**
 * /pontos-produtos (spec 3 §2.12): the member's store's products by points (desc first), with search,
 * paging and export of all or the current page. No ativo column: the server says members may not
 * change it (docs/codigos-indicacoes-e-contas.md).
 */
export default function PontosProdutosPage() {
  useTitulo('Pontos por produto');
  const cliente = useApolloClient();
  const ultimo = useRef<{ pedido: PedidoTabela; linhas: Produto[] } | null>(null);

  const consultar = (pedido: PedidoTabela) =>
    cliente
      .query({
        query: ProdutosDaMinhaLojaDocument,
        fetchPolicy: 'network-only',
        variables: { input: entradaDaLista<OrdemProdutosDaLoja>(pedido) },
      })
      .then((r) => respostaDaPagina(r.data!.produtosDaMinhaLoja));

  const carregar = async (pedido: PedidoTabela) => {
    const r = await consultar(pedido);
    ultimo.current = { pedido, linhas: r.linhas };
    return r;
  };

  const exportar = async (tudo: boolean) => {
    const atual = ultimo.current;
    if (!atual) return;
    const linhas = tudo ? (await consultar({ ...atual.pedido, pagina: 1, limite: 0 })).linhas : atual.linhas;
    salvarBlob(csv(linhas), tudo ? 'pontos-produtos.csv' : `pontos-produtos-pagina-${atual.pedido.pagina}.csv`);
  };

  const colunas: ColunaTabela<Produto>[] = [
    { campo: 'codigo', titulo: 'Código', ordenavel: true },
    { campo: 'nome', titulo: 'Produto', ordenavel: true },
    // What a unit earns at the member's store (the store's factor applied), as the sale credits it.
    { campo: 'valorPontos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (p) => formatarPontos(p.pontosPorUnidade) },
  ];

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack>
        <Group justify="space-between" gap="xs">
          <Title order={1} fz="h2">
            PONTOS POR PRODUTO
          </Title>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="light">EXPORTAR</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportar(true)}>Exportar todos</Menu.Item>
              <Menu.Item onClick={() => void exportar(false)}>Exportar página atual</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="sm" c="dimmed">
          Pontos que cada unidade vendida rende na sua loja.
        </Text>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'lg' }}>
          <TabelaPaginada<Produto>
            rotulo="Pontos por produto"
            colunas={colunas}
            carregar={carregar}
            ordenacaoInicial={{ campo: 'valorPontos', direcao: 'desc' }}
            chave={(p) => p.id}
            busca
            placeholderBusca="Buscar por código ou produto"
            permitirTodos
          />
        </Paper>
      </Stack>
    </Container>
  );
}
