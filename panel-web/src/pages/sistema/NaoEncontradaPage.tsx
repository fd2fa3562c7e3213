import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSessao, useTituloPagina } from '@sw/client';

/** Unknown panel address. */
export default function NaoEncontradaPage() {
  useTituloPagina('Página não encontrada');
  const { pathname } = useLocation();
  const { painel } = useSessao();
  return (
    <Center py="xl" mih={painel ? undefined : '100vh'} px="md">
      <Paper withBorder p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm">
          <Text fz={56} fw={800} c="marca.7" lh={1}>
            404
          </Text>
          <Title order={1} fz="h2" ta="center">
            Página não encontrada
          </Title>
          <Text ta="center" c="dimmed">
            O endereço{' '}
            <Text span ff="monospace">
              /painel{pathname}
            </Text>{' '}
            não existe no painel.
          </Text>
          <Button component={Link} to="/" variant="light">
            {painel ? 'Ir para o início' : 'Ir para o login'}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
