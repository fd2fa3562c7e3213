import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';

/** "CATEGORIA: {name}" linking to /home, then the experience when there is one (spec 3 §2.8). */
export function TrilhaCatalogo({ categoria, experiencia }: { categoria: string | null; experiencia?: string | null }) {
  return (
    <Breadcrumbs separator="›" mb="md" aria-label="Trilha do catálogo">
      <Anchor component={Link} to="/home" fw={700} size="sm">{`CATEGORIA: ${categoria ?? ''}`}</Anchor>
      {experiencia ? (
        <Text size="sm" fw={600}>
          {experiencia}
        </Text>
      ) : null}
    </Breadcrumbs>
  );
}
