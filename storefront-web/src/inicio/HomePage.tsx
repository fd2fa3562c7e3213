import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { atualizarParceiro, useSessao } from '@sw/client';
import { MeuParceiroDocument } from '@sw/client/gql';
import { formatarPontos } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { CategoriasGrid } from '../catalogo/CategoriasGrid';
import { CarrosselBanners } from '../banners/CarrosselBanners';
import { BlocosPrograma } from './BlocosPrograma';
import { PontosAVencer } from './PontosAVencer';

const ATALHOS = [
  { titulo: 'Catálogo', texto: 'Escolha experiências e prêmios para trocar pelos seus pontos.', destino: '/loja' },
  { titulo: 'Minhas pontuações', texto: 'Acompanhe os pontos aprovados, em análise e a validade.', destino: '/pontuacoes' },
  { titulo: 'Meus resgates', texto: 'Veja seus resgates e abra os vouchers.', destino: '/resgates' },
  { titulo: 'Indique e ganhe', texto: 'Convide colegas e ganhe pontos a cada indicação válida.', destino: '/indicacao' },
];

/**
 * /home for members (spec 3 §2.6): the banner carousel, a welcome block with the balance, the
 * points expiring in the next 60 days (when any), the shortcuts and the programme's blocks. Each block is its own component, so others (e.g. the
 * catalogue's categories) can sit beside them.
 */
export default function HomePage() {
  useTitulo('Início');
  const { loja } = useSessao();
  // Refresh the stored member (balance, acceptance of the rules, store) on every visit.
  const { data } = useQuery(MeuParceiroDocument, {
    fetchPolicy: 'network-only',
    context: { silenciarErros: true },
  });

  useEffect(() => {
    if (data?.meuParceiro) atualizarParceiro(data.meuParceiro);
  }, [data]);

  if (!loja) return null;
  const { parceiro } = loja;

  return (
    <Container size="lg">
      <Stack gap="lg">
        <CarrosselBanners />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
          <Group justify="space-between" align="flex-end" gap="lg">
            <Stack gap={4}>
              <Text c="dimmed" size="sm">
                Bem-vindo(a) ao Experiências SW
              </Text>
              <Title order={1} fz="h2">
                {parceiro.nome}
              </Title>
              {parceiro.revenda?.nomeFantasia && (
                <Text size="sm" c="dimmed">
                  {parceiro.revenda.nomeFantasia}
                </Text>
              )}
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Seu saldo
              </Text>
              <Text fz={32} fw={800} c="var(--mantine-primary-color-filled)" data-testid="saldo-home">
                {`${formatarPontos(parceiro.saldoPontos)} pontos`}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <PontosAVencer />

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {ATALHOS.map((atalho) => (
            <Card key={atalho.destino} withBorder radius="md" padding="lg" shadow="xs">
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Text fw={700}>{atalho.titulo}</Text>
                  <Text size="sm" c="dimmed">
                    {atalho.texto}
                  </Text>
                </Stack>
                <Button component={Link} to={atalho.destino} variant="light" fullWidth>
                  ACESSAR
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>

        <CategoriasGrid />
        <BlocosPrograma logado />
      </Stack>
    </Container>
  );
}
