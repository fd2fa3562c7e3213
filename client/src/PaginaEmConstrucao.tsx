import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { useTituloPagina } from './useTituloPagina';

export type PaginaEmConstrucaoProps = {
  /** Name of the screen that will live here, e.g. "Resgates". */
  titulo?: string;
};

/** Placeholder for a screen that arrives in a later release; it offers nothing that pretends to work. */
export function PaginaEmConstrucao({ titulo }: PaginaEmConstrucaoProps) {
  useTituloPagina(titulo ?? MENSAGENS.emConstrucao);
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 21h18" />
              <path d="M5 21v-4l7-12 7 12v4" />
              <path d="M8 14h8" />
            </svg>
          </ThemeIcon>
          {titulo && (
            <Text c="dimmed" size="sm" tt="uppercase" fw={600}>
              {titulo}
            </Text>
          )}
          <Title order={1} fz="h2">
            {MENSAGENS.emConstrucao}
          </Title>
          <Text ta="center" c="dimmed">
            Esta tela chegará em uma próxima versão do Experiências SW.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
