import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PremiosCreditoDocument } from '@sw/client/gql';
import { formatarPontos } from '@sw/common';
import { numeroPontos } from '@sw/client';
import { useTitulo } from '../comum/useTitulo';

/** /loja/credito (spec 3 §2.2, §2.14): the active credit prizes for the prepaid card; each opens its detail page. */
export default function LojaCreditoPage() {
  useTitulo('Crédito no cartão');
  const { data, loading } = useQuery(PremiosCreditoDocument, { fetchPolicy: 'network-only' });
  const premios = (data?.premios.itens ?? []).filter((p) => p.tipo === 'CREDITO' && numeroPontos(p.pontos) > 0);
  return (
    <Container size="md" py="lg">
      <Title order={1} fz="h2" mb="xs">
        CRÉDITO NO CARTÃO
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Troque seus pontos por crédito no cartão pré-pago do programa.{' '}
        <Anchor component={Link} to="/cartao" underline="always">
          Ver meu cartão
        </Anchor>
      </Text>
      {loading && <Text c="dimmed">Carregando...</Text>}
      {!loading && !premios.length && <Text c="dimmed">Nenhuma oferta encontrada...</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {premios.map((p) => (
          <Card key={p.id} withBorder radius="md">
            <Text fw={700}>{p.nome}</Text>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {p.descricao}
            </Text>
            <Text fw={600} mt="xs">
              {formatarPontos(p.pontos)} pontos
            </Text>
            <Button component={Link} to={`/premio/${encodeURIComponent(p.codigo)}`} mt="sm" fullWidth>
              RESGATAR
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
