import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OfertasCategoriasDocument } from '@sw/client/gql';
import { visualDaCategoria } from './categorias';

/**
 * The categories grid (spec 3 §2.8): image, name, short description and VER PRODUTOS, leading to
 * /experiencias?categoria={id}. A failure is only logged (spec 3 §8: "Category list ... fail: logged only").
 */
export function CategoriasGrid({ semCategorias = null }: { semCategorias?: ReactNode } = {}) {
  const { data, error, loading } = useQuery(OfertasCategoriasDocument, { context: { silenciarErros: true } });
  if (error) console.error('categorias do catálogo', error);
  const categorias = data?.ofertasCategorias ?? [];
  if (!categorias.length) return loading ? null : semCategorias;
  return (
    <Stack gap="md" component="section" aria-labelledby="titulo-categorias" id="categorias">
      <Title order={2} id="titulo-categorias" fz="h3">
        CATEGORIAS
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {categorias.map((c) => {
          const visual = visualDaCategoria(c.nome);
          return (
            <Card key={c.id} withBorder radius="md" padding="md" shadow="xs" data-testid="categoria">
              <Card.Section>
                <Image src={visual.imagem} alt={c.nome} h={140} fit="cover" />
              </Card.Section>
              <Stack gap={6} mt="sm" justify="space-between" style={{ flex: 1 }}>
                <Text fw={700}>{c.nome}</Text>
                {visual.descricao && (
                  <Text size="sm" c="dimmed">
                    {visual.descricao}
                  </Text>
                )}
                <Button component={Link} to={`/experiencias?categoria=${c.id}`} variant="light" fullWidth mt="xs" aria-label={`VER PRODUTOS de ${c.nome}`}>
                  VER PRODUTOS
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
