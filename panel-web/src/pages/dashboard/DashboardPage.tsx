import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconSearch, IconStar, IconTrophy, IconUsers, IconUserCheck } from '@tabler/icons-react';
import { MENSAGENS, formatarPontos } from '@sw/common';
import { useTituloPagina, textoDinheiro } from '@sw/client';
import { DashboardDocument, RedesAtivasDocument } from '@sw/client/gql';

const TODAS = '__todas__';

function Contador({ rotulo, valor, icone, carregando }: { rotulo: string; valor: number | undefined; icone: ReactNode; carregando: boolean }) {
  return (
    <Paper withBorder p="lg" radius="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {rotulo}
          </Text>
          {carregando && valor === undefined ? (
            <Skeleton h={34} w={90} mt={6} />
          ) : (
            <Text fz={30} fw={700} lh={1.3} aria-label={rotulo}>
              {formatarPontos(valor ?? 0)}
            </Text>
          )}
        </div>
        <ThemeIcon size={44} radius="md" variant="light">
          {icone}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

type Coluna<T> = { titulo: string; valor: (linha: T) => ReactNode; numerica?: boolean };

function TabelaTop<T extends { id: string }>({
  titulo,
  linhas,
  colunas,
  carregando,
}: {
  titulo: string;
  linhas: T[] | undefined;
  colunas: Coluna<T>[];
  carregando: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="xs" mb="md">
        <IconTrophy size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Title order={2} fz="h4">
          {titulo}
        </Title>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={titulo}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              {colunas.map((c) => (
                <Table.Th key={c.titulo} ta={c.numerica ? 'right' : undefined}>
                  {c.titulo}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {carregando && !linhas ? (
              Array.from({ length: 3 }, (_, i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={colunas.length + 1}>
                    <Skeleton h={18} />
                  </Table.Td>
                </Table.Tr>
              ))
            ) : !linhas?.length ? (
              <Table.Tr>
                <Table.Td colSpan={colunas.length + 1} ta="center" c="dimmed" py="lg">
                  {MENSAGENS.semResultados}
                </Table.Td>
              </Table.Tr>
            ) : (
              linhas.map((linha, i) => (
                <Table.Tr key={linha.id}>
                  <Table.Td c="dimmed">{i + 1}</Table.Td>
                  {colunas.map((c) => (
                    <Table.Td key={c.titulo} ta={c.numerica ? 'right' : undefined}>
                      {c.valor(linha)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Dashboard (spec 1 §2): network filter, four counters and the two top-10 tables. */
export default function DashboardPage() {
  useTituloPagina('Dashboard');
  const [rede, setRede] = useState<string>(TODAS);
  const [redeAplicada, setRedeAplicada] = useState<string>(TODAS);
  const redes = useQuery(RedesAtivasDocument);
  const painel = useQuery(DashboardDocument, {
    variables: { rede: redeAplicada === TODAS ? null : redeAplicada },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const dados = painel.data?.dashboard;
  const carregando = painel.loading;

  const pesquisar = () => {
    if (rede === redeAplicada) void painel.refetch().catch(() => undefined);
    else setRedeAplicada(rede);
  };

  const opcoes = [{ value: TODAS, label: 'Todas' }, ...(redes.data?.redes.itens ?? []).map((r) => ({ value: r.nome, label: r.nome }))];

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1} fz="h2">
            Dashboard
          </Title>
          <Text c="dimmed" size="sm">
            {redeAplicada === TODAS ? 'Todas as redes' : `Rede ${redeAplicada}`}
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Rede"
            data={opcoes}
            value={rede}
            onChange={(v) => setRede(v ?? TODAS)}
            allowDeselect={false}
            searchable
            nothingFoundMessage={MENSAGENS.nenhumResultado}
            w={240}
            comboboxProps={{ withinPortal: true }}
          />
          <Button leftSection={<IconSearch size={18} />} onClick={pesquisar} loading={carregando}>
            Pesquisar
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg">
        <Contador rotulo="Vendedores Cadastrados" valor={dados?.parceirosCadastrados} icone={<IconUsers />} carregando={carregando} />
        <Contador rotulo="Vendedores Pontuados" valor={dados?.parceirosPontuados} icone={<IconUserCheck />} carregando={carregando} />
        <Contador rotulo="Lojas Cadastradas" valor={dados?.revendasCadastradas} icone={<IconBuildingStore />} carregando={carregando} />
        <Contador rotulo="Lojas Pontuadas" valor={dados?.revendasPontuadas} icone={<IconStar />} carregando={carregando} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        <TabelaTop
          titulo="Top 10 Vendedores"
          linhas={dados?.topParceirosPontuados}
          carregando={carregando}
          colunas={[
            { titulo: 'Vendedor', valor: (l) => l.nome },
            { titulo: 'Loja', valor: (l) => l.revenda ?? '—' },
            { titulo: 'Pontos acumulados', valor: (l) => formatarPontos(l.totalPontos), numerica: true },
            { titulo: 'Total vendido', valor: (l) => textoDinheiro(l.totalVendido), numerica: true },
          ]}
        />
        <TabelaTop
          titulo="Top 10 Lojas"
          linhas={dados?.topRevendasPontuadas}
          carregando={carregando}
          colunas={[
            { titulo: 'Loja', valor: (l) => l.nomeFantasia },
            { titulo: 'Pontos', valor: (l) => formatarPontos(l.totalPontos), numerica: true },
            { titulo: 'Total vendido', valor: (l) => textoDinheiro(l.totalVendido), numerica: true },
          ]}
        />
      </SimpleGrid>
    </>
  );
}
