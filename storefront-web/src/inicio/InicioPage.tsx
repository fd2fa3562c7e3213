import { Link } from 'react-router';
import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { AvisoSessaoEncerrada } from '@sw/client';
import { useTitulo } from '../comum/useTitulo';
import { BlocosPrograma } from './BlocosPrograma';

const PASSOS = [
  { numero: 1, titulo: 'Cadastre-se', texto: 'Faça seu cadastro como vendedor da sua loja em poucos minutos.' },
  { numero: 2, titulo: 'Registre suas vendas', texto: 'Cada venda de produtos participantes vira pontos na sua conta.' },
  { numero: 3, titulo: 'Troque por experiências', texto: 'Use seus pontos em viagens, gastronomia, bem-estar, cursos e muito mais.' },
];

/** Public home `/` (spec 3 §2.1): top bar, the main block and the programme's blocks, footer. */
export default function InicioPage() {
  useTitulo();

  return (
    <Container size="lg">
      <Stack gap="lg">
        {/* A 401 lands here (spec 3 §4): say why, before the way back through Entrar. */}
        <AvisoSessaoEncerrada lado="loja" />
        <Paper radius="lg" p={{ base: 'lg', sm: 48 }} withBorder shadow="sm">
          <Stack gap="lg">
            <Badge size="lg" variant="light" w="fit-content">
              Programa de pontos para vendedores
            </Badge>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              Suas vendas viram experiências inesquecíveis
            </Title>
            <Text size="lg" c="dimmed" maw={640}>
              No Experiências SW, cada venda de produtos participantes rende pontos que você troca por passeios, restaurantes, cursos, vales e muito mais.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/cadastrar" size="md">
                QUERO PARTICIPAR
              </Button>
              <Button component={Link} to="/login" size="md" variant="outline">
                JÁ TENHO CADASTRO
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="md">
              {PASSOS.map((passo) => (
                <Box key={passo.numero}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon radius="xl" size="lg" variant="filled">
                      {passo.numero}
                    </ThemeIcon>
                    <Stack gap={2}>
                      <Text fw={700}>{passo.titulo}</Text>
                      <Text size="sm" c="dimmed">
                        {passo.texto}
                      </Text>
                    </Stack>
                  </Group>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <BlocosPrograma logado={false} />
      </Stack>
    </Container>
  );
}
