import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, Container, Grid, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notificarErro } from '@sw/client';
import { OfertasCategoriasDocument, OfertasExperienciasDocument } from '@sw/client/gql';
import { MENSAGENS_OFERTAS } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { TrilhaCatalogo } from './Breadcrumb';
import { IMAGEM_PADRAO, visualDaCategoria } from './categorias';

/** Ids from the address, as the GraphQL `ID`s they are sent as (text): positive integers only. */
const inteiros = (valores: string[]) =>
  valores
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .map(String);

/**
 * /experiencias?categoria={id}&subcategories={id}... (spec 3 §2.8): the category's sub-categories as
 * toggles kept in the address, and the experiences grid. Without categoria → /home.
 */
export default function ExperienciasPage() {
  useTitulo();
  const [params, setParams] = useSearchParams();
  const categoria = inteiros([params.get('categoria') ?? ''])[0] ?? '';
  const valida = categoria !== '';
  const subcategorias = inteiros(params.getAll('subcategories'));

  const categorias = useQuery(OfertasCategoriasDocument, { skip: !valida, context: { silenciarErros: true } });
  const experiencias = useQuery(OfertasExperienciasDocument, {
    skip: !valida,
    variables: { categorias: [categoria], subcategorias: subcategorias.length ? subcategorias : null },
    context: { silenciarErros: true },
  });
  const atual = categorias.data?.ofertasCategorias.find((c) => c.id === categoria) ?? null;
  const naoEncontrada = (categorias.data && !atual) || /Categoria não encontrada/.test(experiencias.error?.message ?? '');

  useEffect(() => {
    if (categorias.error) notificarErro(MENSAGENS_OFERTAS.erroInterno);
  }, [categorias.error]);
  useEffect(() => {
    if (naoEncontrada) notificarErro(MENSAGENS_OFERTAS.categoriaNaoEncontrada);
  }, [naoEncontrada]);

  if (!valida) return <Navigate to="/home" replace />;

  const alternar = (id: string, marcado: boolean) => {
    const novos = marcado ? [...subcategorias, id] : subcategorias.filter((s) => s !== id);
    const p = new URLSearchParams(params);
    p.delete('subcategories');
    for (const s of novos) p.append('subcategories', String(s));
    setParams(p);
  };
  const limpar = () => {
    const p = new URLSearchParams(params);
    p.delete('subcategories');
    setParams(p);
  };

  const lista = experiencias.data?.ofertasExperiencias ?? [];
  // Without an image of its own, an experience shows its category's.
  const imagemPadrao = atual ? visualDaCategoria(atual.nome).imagem : IMAGEM_PADRAO;
  const carregando = experiencias.loading || categorias.loading;

  return (
    <Container size="lg">
      <TrilhaCatalogo categoria={atual?.nome ?? null} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="titulo-subcategorias">
            <Title order={2} fz="h5" id="titulo-subcategorias" mb="sm">
              SUB-CATEGORIAS
            </Title>
            <Stack gap="xs">
              {(atual?.subcategories ?? []).map((s) => (
                <Checkbox key={s.id} label={s.nome} checked={subcategorias.includes(s.id)} onChange={(e) => alternar(s.id, e.currentTarget.checked)} />
              ))}
              <Button variant="subtle" size="xs" onClick={limpar} disabled={!subcategorias.length}>
                Limpar filtros
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Title order={1} fz="h3" mb="md">
            EXPERIÊNCIAS
          </Title>
          {carregando ? (
            <Text>Carregando...</Text>
          ) : !lista.length ? (
            <Text c="dimmed">{MENSAGENS_OFERTAS.nenhumaOferta}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {lista.map((e) => (
                <Card key={e.id} withBorder radius="md" padding="md" data-testid="experiencia">
                  <Card.Section>
                    <Image src={e.mainImageUrl || imagemPadrao} alt={e.title} h={130} fit="cover" fallbackSrc={imagemPadrao} />
                  </Card.Section>
                  <Text fw={700} mt="sm">
                    {e.title}
                  </Text>
                  <Button component={Link} to={`/loja?experience=${e.id}&categoria=${categoria}`} mt="sm" fullWidth aria-label={`Selecionar ${e.title}`}>
                    Selecionar
                  </Button>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
