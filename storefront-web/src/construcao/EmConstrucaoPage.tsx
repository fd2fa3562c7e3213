import { Container } from '@mantine/core';
import { PaginaEmConstrucao } from '@sw/client';
import { useTitulo } from '../comum/useTitulo';

/** A screen that arrives with later work: says so, and offers nothing that pretends to work. */
export default function EmConstrucaoPage({ titulo }: { titulo: string }) {
  useTitulo(titulo);
  return (
    <Container size="lg">
      <PaginaEmConstrucao titulo={titulo} />
    </Container>
  );
}
