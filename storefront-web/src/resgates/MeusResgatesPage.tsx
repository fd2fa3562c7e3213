import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { MeusResgatesLojaDocument } from '@sw/client/gql';
import { formatarData } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';

/** /resgates (spec 3 §2.11): each redemption links to its voucher, as "qtde x prize (code)"; a cancelled one says so. */
export default function MeusResgatesPage() {
  useTitulo('Resgates');
  const { data, loading } = useQuery(MeusResgatesLojaDocument, { fetchPolicy: 'network-only' });
  const lista = data?.meusResgates ?? [];
  return (
    <Container size="sm" py="lg">
      <Title order={1} fz="h2" mb="md">
        RESGATES
      </Title>
      {loading && <Text c="dimmed">Carregando</Text>}
      {!loading && !lista.length && <Text c="dimmed">Sem resultados</Text>}
      <Stack gap="xs">
        {lista.map((r) => (
          <Paper key={r.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={`/resgates/${r.id}`} fw={600}>{`${r.qtde} x ${r.premio.nome} (${r.premio.codigo})`}</Anchor>
              {r.status === 'CANCELADO' && (
                <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                  Cancelado
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Resgatado em {formatarData(r.resgatadoEm)}
            </Text>
            {r.status === 'CANCELADO' && (
              <Text size="xs" c="dimmed">
                Os pontos voltaram para o seu saldo.
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
