import { useState } from 'react';
import { Badge, Button, Group, Menu, Pagination, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { baixarArquivo, numeroPontos, rolagemDaTabela } from '@sw/client';
import { MeuExtratoDocument, type MeuExtratoQuery, type TipoMovimentoExtrato } from '@sw/client/gql';
import { POR_PAGINA_EXTRATO, variaveisExtrato } from './variaveisExtrato';
import { formatarDataHora, formatarPontos, MENSAGENS, ROTULOS_MOVIMENTO_EXTRATO, type TipoMovimentoExtratoRotulo } from '@sw/common';

type Movimento = NonNullable<MeuExtratoQuery['extrato']>['movimentos'][number];

export { POR_PAGINA_EXTRATO } from './variaveisExtrato';

const OPCOES_TIPO = [
  { value: '', label: 'Todos os tipos' },
  ...Object.entries(ROTULOS_MOVIMENTO_EXTRATO).map(([valor, rotulo]) => ({ value: valor, label: rotulo })),
];

const rotuloDoTipo = (tipo: string) => ROTULOS_MOVIMENTO_EXTRATO[tipo.toLowerCase() as TipoMovimentoExtratoRotulo] ?? tipo;

/** Signed whole points: "+100", "−25" (a real minus sign, read as "menos" by screen readers). */
const comSinal = (pontos: string) => (numeroPontos(pontos) < 0 ? `−${formatarPontos(pontos.replace(/^-/, ''))}` : `+${formatarPontos(pontos)}`);

/**
 * Credits green, debits red, both dark enough for 4.5:1 on white and on a striped row (Mantine's
 * green.9 is 4.3:1); the sign says it too, for who does not see colours.
 */
const COR_CREDITO = '#1e6b34';
const COR_DEBITO = '#b02525';

function Pontos({ valor }: { valor: string }) {
  return (
    <Text span fw={700} style={{ color: numeroPontos(valor) < 0 ? COR_DEBITO : COR_CREDITO }}>
      {comSinal(valor)}
    </Text>
  );
}

/** A phone reads one card per movement: what it was on top, the points and the balance after it on the right. */
function CartaoMovimento({ m }: { m: Movimento }) {
  return (
    <Paper withBorder radius="sm" p="xs" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {m.descricao}
          </Text>
          <Text size="xs" c="dimmed">{`${formatarDataHora(m.data)} · ${rotuloDoTipo(m.tipo)}`}</Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Pontos valor={m.pontos} />
          <Text size="xs" c="dimmed">{`Saldo: ${formatarPontos(m.saldoApos)}`}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function TabelaMovimentos({ movimentos }: { movimentos: Movimento[] }) {
  return (
    <Table.ScrollContainer minWidth={640} {...rolagemDaTabela('Extrato')}>
      <Table striped aria-label="Extrato">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th ta="right">Pontos</Table.Th>
            <Table.Th ta="right">Saldo após</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movimentos.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatarDataHora(m.data)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray" tt="none">
                  {rotuloDoTipo(m.tipo)}
                </Badge>
              </Table.Td>
              <Table.Td>{m.descricao}</Table.Td>
              <Table.Td ta="right">
                <Pontos valor={m.pontos} />
              </Table.Td>
              <Table.Td ta="right">{formatarPontos(m.saldoApos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The full statement (docs/pontos.md "Extrato"): every movement of the member's points, newest
 * first, with the balance after each one, so the balance explains itself. Cards on a phone, a
 * table on wide screens; filters by period and type; export of the filtered movements.
 */
export function ExtratoPontos() {
  const largo = useMediaQuery('(min-width: 48em)');
  const [tipo, definirTipo] = useState('');
  const [dataInicial, definirDataInicial] = useState('');
  const [dataFinal, definirDataFinal] = useState('');
  const [pagina, definirPagina] = useState(1);
  const periodoInvalido = Boolean(dataInicial && dataFinal && dataInicial > dataFinal);
  const filtros = {
    tipo: tipo ? (tipo.toUpperCase() as TipoMovimentoExtrato) : null,
    dataInicial: dataInicial || null,
    dataFinal: dataFinal || null,
  };
  const { data, loading } = useQuery(MeuExtratoDocument, {
    variables: variaveisExtrato(filtros, pagina),
    fetchPolicy: 'network-only',
    skip: periodoInvalido,
  });
  const extrato = data?.extrato;
  const paginas = extrato ? Math.max(1, Math.ceil(extrato.total / POR_PAGINA_EXTRATO)) : 1;

  const mudar = (definir: (v: string) => void) => (v: string) => {
    definir(v);
    definirPagina(1);
  };

  function exportar(formato: 'xlsx' | 'csv') {
    const q = new URLSearchParams({ formato });
    if (tipo) q.set('tipo', tipo);
    if (dataInicial) q.set('dataInicial', dataInicial);
    if (dataFinal) q.set('dataFinal', dataFinal);
    // The client already shows the server's message when the download fails.
    void baixarArquivo(`/pontos/extrato/exportar?${q}`).catch(() => undefined);
  }

  const aviso = periodoInvalido ? null : loading && !extrato ? 'Carregando' : !extrato?.movimentos.length ? 'Nenhum movimento encontrado.' : null;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Cada entrada e saída dos seus pontos, da mais recente para a mais antiga, com o saldo depois de cada uma.
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label="De"
          value={dataInicial}
          onChange={(e) => mudar(definirDataInicial)(e.currentTarget.value)}
          error={periodoInvalido ? MENSAGENS.periodoExtratoInvalido : undefined}
          w={{ base: 'calc(50% - 4px)', sm: 170 }}
        />
        <TextInput
          type="date"
          label="Até"
          value={dataFinal}
          onChange={(e) => mudar(definirDataFinal)(e.currentTarget.value)}
          w={{ base: 'calc(50% - 4px)', sm: 170 }}
        />
        <Select
          label="Tipo"
          data={OPCOES_TIPO}
          value={tipo}
          onChange={(v) => mudar(definirTipo)(v ?? '')}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="light" disabled={!extrato?.total}>
              Exportar
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exportar('xlsx')}>Planilha (.xlsx)</Menu.Item>
            <Menu.Item onClick={() => exportar('csv')}>Arquivo CSV</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {aviso ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {aviso}
        </Text>
      ) : extrato && largo ? (
        <TabelaMovimentos movimentos={extrato.movimentos} />
      ) : extrato ? (
        <Stack component="ul" gap="xs" aria-label="Extrato" p={0} m={0} style={{ listStyle: 'none' }}>
          {extrato.movimentos.map((m) => (
            <CartaoMovimento key={m.id} m={m} />
          ))}
        </Stack>
      ) : null}
      {extrato && extrato.total > POR_PAGINA_EXTRATO && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">{`${extrato.total} movimentos`}</Text>
          <Pagination
            total={paginas}
            value={pagina}
            onChange={definirPagina}
            size="sm"
            getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Página anterior' : c === 'next' ? 'Próxima página' : c })}
          />
        </Group>
      )}
    </Stack>
  );
}
