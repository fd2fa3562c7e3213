import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Checkbox, Container, Grid, Group, Image, Pagination, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { OfertasCategoriasDocument, OfertasCidadesDocument, OfertasExperienciasDocument, OfertasLojaDocument } from '@sw/client/gql';
import { formatarPontos, MENSAGENS_OFERTAS, OFERTAS_POR_PAGINA } from '@sw/common';
import { numeroPontos } from '@sw/client';
import { useTitulo } from '../comum/useTitulo';
import { TrilhaCatalogo } from './Breadcrumb';
import { filtrosDaLoja, positivo, variaveisDaLoja } from './filtrosLoja';
import { CategoriasGrid } from './CategoriasGrid';
import { IMAGEM_PADRAO, visualDaCategoria } from './categorias';

/** Points of 0 read "-" (spec 3 §2.8). */
export const pontosOuTraco = (p: string) => (numeroPontos(p) > 0 ? formatarPontos(p) : '-');

/**
 * /loja with no category: the catalogue itself (the categories grid), where the "Catálogo" links of
 * the menu, the home card and Links úteis lead. The spec sent /loja without parameters to /home,
 * which made those links land back on the home page (docs/ofertas-e-catalogo.md).
 */
function Catalogo() {
  useTitulo('Catálogo');
  return (
    <Container size="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Catálogo
        </Title>
        <Text c="dimmed">Escolha uma categoria para ver as experiências e os prêmios que você pode trocar pelos seus pontos.</Text>
        <CategoriasGrid semCategorias={<Text>Nenhuma categoria disponível no momento. Tente novamente mais tarde.</Text>} />
      </Stack>
    </Container>
  );
}

/**
 * /loja?categoria&experience&page&cities&search (spec 3 §2.8): the experience's priced offers, filtered
 * by cities and search text, 20 a page (paging from 20 results). Without categoria: the catalogue;
 * with categoria and no experience: that category's experiences.
 */
export default function LojaPage() {
  const [params] = useSearchParams();
  const categoria = positivo(params.get('categoria'));
  if (!categoria) return <Catalogo />;
  if (!positivo(params.get('experience'))) return <Navigate to={`/experiencias?categoria=${categoria}`} replace />;
  return <OfertasDaExperiencia />;
}

function OfertasDaExperiencia() {
  useTitulo('Loja');
  const [params, setParams] = useSearchParams();
  const filtros = filtrosDaLoja(params);
  const { categoria, experiencia, pagina, cidades, busca } = filtros;
  const variaveis = variaveisDaLoja(filtros);
  const [texto, setTexto] = useState(busca);
  const pular = !categoria || !experiencia;

  const categorias = useQuery(OfertasCategoriasDocument, { skip: pular, context: { silenciarErros: true } });
  const experiencias = useQuery(OfertasExperienciasDocument, { skip: pular, variables: variaveis.experiencias, context: { silenciarErros: true } });
  const listaCidades = useQuery(OfertasCidadesDocument, { skip: pular, variables: variaveis.cidades });
  const ofertas = useQuery(OfertasLojaDocument, { skip: pular, variables: variaveis.ofertas });

  if (pular) return <Navigate to="/home" replace />;

  const mudar = (alterar: (p: URLSearchParams) => void) => {
    const p = new URLSearchParams(params);
    alterar(p);
    setParams(p);
  };
  const alternarCidade = (id: string, marcado: boolean) =>
    mudar((p) => {
      const novas = marcado ? [...cidades, id] : cidades.filter((c) => c !== id);
      p.delete('cities');
      for (const c of novas) p.append('cities', String(c));
      p.delete('page');
    });
  const buscar = () => {
    mudar((p) => {
      if (texto.trim()) p.set('search', texto.trim());
      else p.delete('search');
      p.delete('page');
    });
  };

  const nomeCategoria = categorias.data?.ofertasCategorias.find((c) => c.id === categoria)?.nome ?? null;
  const nomeExperiencia = experiencias.data?.ofertasExperiencias.find((e) => e.id === experiencia)?.title ?? null;
  const imagemPadrao = nomeCategoria ? visualDaCategoria(nomeCategoria).imagem : IMAGEM_PADRAO;
  const resultado = ofertas.data?.ofertasLoja;
  const lista = resultado?.itens ?? [];
  const total = resultado?.total ?? 0;

  return (
    <Container size="lg">
      <TrilhaCatalogo categoria={nomeCategoria} experiencia={nomeExperiencia} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Stack gap="md">
            <Group gap="xs" wrap="nowrap" align="flex-end" role="search">
              <TextInput
                label="Buscar"
                placeholder="Nome ou parceiro"
                value={texto}
                style={{ flex: 1 }}
                onChange={(e) => setTexto(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') buscar();
                }}
              />
              <Button onClick={buscar}>Buscar</Button>
            </Group>
            <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="titulo-cidades">
              <Title order={2} fz="h5" id="titulo-cidades" mb="sm">
                CIDADES
              </Title>
              <Stack gap="xs">
                {(listaCidades.data?.ofertasCidades ?? []).map((c) => (
                  <Checkbox
                    key={c.id}
                    label={c.localizedName}
                    checked={cidades.includes(c.id)}
                    onChange={(e) => alternarCidade(c.id, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Title order={1} fz="h3" mb="md">
            {nomeExperiencia ?? 'OFERTAS'}
          </Title>
          {ofertas.loading ? (
            <Text>Carregando...</Text>
          ) : !lista.length ? (
            <Text c="dimmed">{MENSAGENS_OFERTAS.nenhumaOferta}</Text>
          ) : (
            // Each card is one link named by all it shows (name, partner, city, points): a name with
            // less than the visible text would break "label in name" (WCAG 2.5.3).
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {lista.map((o, i) => (
                <Card key={o.id} withBorder radius="md" padding="md" data-testid="oferta" component={Link} to={`/premio/${encodeURIComponent(o.codigo)}`}>
                  <Card.Section>
                    {/* The first card's image is the list's largest paint on a phone: fetched ahead of the others. */}
                    <Image src={o.imagem || imagemPadrao} alt="" h={130} fit="cover" fallbackSrc={imagemPadrao} fetchPriority={i === 0 ? 'high' : 'auto'} />
                  </Card.Section>
                  <Stack gap={4} mt="sm">
                    <Text fw={700}>{o.nome}</Text>
                    <Text size="sm" c="dimmed">
                      {o.parceiro}
                    </Text>
                    {o.cidade && (
                      <Text size="xs" c="dimmed">
                        {o.cidade}
                      </Text>
                    )}
                    <Group gap="xs">
                      <Badge size="lg" variant="light">{`${pontosOuTraco(o.pontos)} pontos`}</Badge>
                      {o.pontosSemDesconto ? (
                        <Text size="xs" td="line-through" c="dimmed">
                          {formatarPontos(o.pontosSemDesconto)}
                        </Text>
                      ) : null}
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
          {total >= OFERTAS_POR_PAGINA && (
            <Group justify="center" mt="lg">
              <Pagination
                total={Math.ceil(total / OFERTAS_POR_PAGINA)}
                value={pagina}
                onChange={(n) => mudar((p) => p.set('page', String(n)))}
                getControlProps={(c) => ({ 'aria-label': c === 'next' ? 'Próxima página' : c === 'previous' ? 'Página anterior' : c })}
              />
            </Group>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
