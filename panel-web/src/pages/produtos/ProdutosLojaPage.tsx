import { useState } from 'react';
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { podeExecutar, type Permissao } from '@sw/common';
import { SeletorLoja, useControleTabela, useSessao, useTituloPagina } from '@sw/client';
import type { LinhaProdutoRevendaFragment } from '@sw/client/gql';
import { ListaProdutosLoja } from './ListaProdutosLoja';

/** Produtos Loja (/produtos/loja): every store product the user may see, filtered by store, with export. */
export default function ProdutosLojaPage() {
  useTituloPagina('Produtos Loja');
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const controle = useControleTabela<LinhaProdutoRevendaFragment>();
  const [cnpj, setCnpj] = useState('');
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1} fz="h2">
          Produtos Loja
        </Title>
        {podeExecutar('produtosRevenda.criar', permissao) && (
          <Button component={Link} to="/cadastrar/produto/revenda" leftSection={<IconPlus size={18} />}>
            Cadastrar Produto Loja
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <ListaProdutosLoja
          cnpjRevenda={cnpj}
          controle={controle}
          filtros={<SeletorLoja label="Loja" valorPor="cnpj" value={cnpj} onChange={(v) => setCnpj(v)} w={{ base: '100%', xs: 300 }} />}
        />
      </Paper>
    </>
  );
}
