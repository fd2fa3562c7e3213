import { useEffect, useState } from 'react';
import { ActionIcon, Group, Image, Paper, Skeleton, Stack, Text, Typography, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { urlDaApi } from '@sw/client';
import { BannersIntervaloDocument } from '@sw/client/gql';
import { INTERVALO_CARROSSEL_MS } from '@sw/common';

/**
 * The carousel's box: the same height while the list loads, with banners and without any. The
 * title, the description and the controls sit inside it, over the image, so nothing under the
 * carousel (the balance, the shortcuts) moves when the answer arrives (layout shift on /home).
 */
const ALTURA = { base: 180, sm: 320 };

/** Dark fade at the foot of the image, for white text to read over any photo. */
const VEU = 'linear-gradient(to top, rgba(0, 0, 0, 0.82) 0%, rgba(0, 0, 0, 0.6) 60%, rgba(0, 0, 0, 0) 100%)';

/** Without banners today: the programme's own block, as tall as a banner, in the carousel's place. */
function SemBanners() {
  return (
    <Paper radius="lg" h={ALTURA} bg="var(--mantine-color-marca-7)" p={{ base: 'md', sm: 'xl' }} data-testid="carrossel-vazio">
      <Stack h="100%" justify="flex-end" gap={4}>
        <Text fw={700} fz={{ base: 'h4', sm: 'h2' }} lh={1.3} c="white">
          Experiências SW
        </Text>
        <Text c="white" size="sm">
          Cada venda vira pontos. Troque-os por experiências e prêmios no catálogo.
        </Text>
      </Stack>
    </Paper>
  );
}

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

  if (loading && total === 0) return <Skeleton h={ALTURA} radius="lg" aria-hidden="true" />;
  if (total === 0) return <SemBanners />;
  const atual = banners[indice % total]!;
  const ir = (n: number) => setIndice((n + total) % total);

  return (
    <Paper
      withBorder
      radius="lg"
      shadow="sm"
      h={ALTURA}
      pos="relative"
      bg="var(--mantine-color-marca-7)"
      style={{ overflow: 'hidden' }}
      role="region"
      aria-roledescription="carrossel"
      aria-label="Destaques"
    >
      {/* The first banner's image is what /home paints largest: fetched at once, never lazily. */}
      {atual.linkArquivo ? (
        <Image src={urlDaApi(atual.linkArquivo)} alt={atual.titulo} h="100%" w="100%" fit="cover" fetchPriority={indice === 0 ? 'high' : 'auto'} />
      ) : null}
      <Stack
        gap={4}
        p={{ base: 'md', sm: 'lg' }}
        pos="absolute"
        left={0}
        right={0}
        bottom={0}
        mah="100%"
        c="white"
        style={{ background: VEU, overflow: 'hidden' }}
        aria-live="polite"
        data-testid="carrossel-atual"
      >
        {/* A banner's title is promotional text, not a section of the page: no heading above the page's h1. */}
        <Text fw={700} fz={{ base: 'h4', sm: 'h3' }} lh={1.3} lineClamp={2} data-testid="titulo-banner">
          {atual.titulo}
        </Text>
        {atual.descricao ? (
          <Typography c="white" fz="sm">
            {/* Sanitised on the server (allow-list). */}
            <div dangerouslySetInnerHTML={{ __html: atual.descricao }} />
          </Typography>
        ) : null}
      </Stack>
      {total > 1 ? (
        <Group pos="absolute" top={8} right={8} gap={6} wrap="nowrap" p={4} bg="rgba(255, 255, 255, 0.9)" style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <ActionIcon variant="light" size="sm" aria-label="Banner anterior" onClick={() => ir(indice - 1)}>
            ‹
          </ActionIcon>
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
                background: i === indice % total ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-6)',
              }}
            />
          ))}
          <ActionIcon variant="light" size="sm" aria-label="Próximo banner" onClick={() => ir(indice + 1)}>
            ›
          </ActionIcon>
        </Group>
      ) : null}
    </Paper>
  );
}
