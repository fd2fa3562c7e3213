import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { rotaInicialDoPainel, type Permissao } from '@sw/common';
import { useSessao, useTituloPagina } from '@sw/client';
import { semBase } from '../../rotas';

/** Shown when the user's role may not open the requested screen. */
export function AcessoNegadoPage() {
  useTituloPagina('Acesso não permitido');
  const { painel } = useSessao();
  const inicio = painel ? semBase(rotaInicialDoPainel(painel.usuario.permissao as Permissao)) : '/';
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
          </ThemeIcon>
          <Title order={1} fz="h2" ta="center">
            Acesso não permitido
          </Title>
          <Text ta="center" c="dimmed">
            O seu perfil de acesso não permite abrir esta tela. Se precisar dela, fale com um administrador.
          </Text>
          <Button component={Link} to={inicio} variant="light">
            Voltar ao início
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

export default AcessoNegadoPage;
