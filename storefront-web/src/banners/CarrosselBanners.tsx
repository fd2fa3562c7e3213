import { useEffect, useState } from 'react';
import { ActionIcon, Box, Group, Image, Paper, Skeleton, Stack, Text, Typography, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { urlDaApi } from '@sw/client';
import { BannersIntervaloDocument } from '@sw/client/gql';
import { INTERVALO_CARROSSEL_MS } from '@sw/common';

/** The /home carousel (spec 3 §2.6): today's banners in order, the next one every 8 seconds. */
export function CarrosselBanners({ intervalo = INTERVALO_CARROSSEL_MS }: { intervalo?: number }) {
  const { data, loading } = useQuery(BannersIntervaloDocument, { context: { silenciarErros: true } });
  const banners = data?.bannersIntervalo ?? [];
  const [indice, setIndice] = useState(0);
  const total = banners.length;

  useEffect(() => {
    if (total < 2) return undefined;
    // Restarts on every change of slide, so a manual choice gets its full 8 seconds too.
    const id = window.setTimeout(() => setIndice((i) => (i + 1) % total), intervalo);
    return () => window.clearTimeout(id);
  }, [indice, total, intervalo]);

  // The banner's image height is kept while the list loads, so the balance under it does not jump.
  if (loading && total === 0) return <Skeleton h={{ base: 180, sm: 320 }} radius="lg" aria-hidden="true" />;
  if (total === 0) return null;
  const atual = banners[indice % total]!;
  const ir = (n: number) => setIndice((n + total) % total);

  return (
    <Paper withBorder radius="lg" shadow="sm" style={{ overflow: 'hidden' }} role="region" aria-roledescription="carrossel" aria-label="Destaques">
      <Box pos="relative">
        {atual.linkArquivo ? <Image src={urlDaApi(atual.linkArquivo)} alt={atual.titulo} h={{ base: 180, sm: 320 }} fit="cover" /> : null}
        <Stack gap={4} p={{ base: 'md', sm: 'lg' }} aria-live="polite" data-testid="carrossel-atual">
          {/* A banner's title is promotional text, not a section of the page: no heading above the page's h1. */}
          <Text fw={700} fz={{ base: 'h4', sm: 'h3' }} lh={1.3} data-testid="titulo-banner">
            {atual.titulo}
          </Text>
          {atual.descricao ? (
            <Typography>
              {/* Sanitised on the server (allow-list). */}
              <div dangerouslySetInnerHTML={{ __html: atual.descricao }} />
            </Typography>
          ) : null}
        </Stack>
      </Box>
      {total > 1 ? (
        <Group justify="space-between" px="md" pb="md" wrap="nowrap">
          <ActionIcon variant="light" aria-label="Banner anterior" onClick={() => ir(indice - 1)}>
            ‹
          </ActionIcon>
          <Group gap={6} wrap="nowrap">
            {banners.map((b, i) => (
              <UnstyledButton
                key={b.id}
                aria-label={`Ir para o banner ${i + 1}`}
                aria-current={i === indice % total ? 'true' : undefined}
                onClick={() => ir(i)}
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background: i === indice % total ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-4)',
                }}
              />
            ))}
          </Group>
          <ActionIcon variant="light" aria-label="Próximo banner" onClick={() => ir(indice + 1)}>
            ›
          </ActionIcon>
        </Group>
      ) : null}
    </Paper>
  );
}
