import { Component, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { BREAKPOINT_MOBILE, LARGURA_MENU } from '@sw/common';
import { MenuLateral } from './MenuLateral';

const ehTelaPequena = () => typeof window !== 'undefined' && window.innerWidth <= BREAKPOINT_MOBILE;

export function CarregandoConteudo() {
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader />
    </Center>
  );
}

/** A screen whose code failed to load (typically after a new release): offer a reload. */
class LimiteDeErro extends Component<{ children: ReactNode }, { erro: boolean }> {
  state = { erro: false };
  static getDerivedStateFromError() {
    return { erro: true };
  }
  render() {
    if (!this.state.erro) return this.props.children;
    return (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Title order={1} fz="h3">
            Não foi possível abrir esta tela
          </Title>
          <Text c="dimmed">Recarregue a página para tentar novamente.</Text>
          <Button onClick={() => window.location.reload()}>Recarregar</Button>
        </Stack>
      </Center>
    );
  }
}

/** The signed-in panel: side menu (250 px, or 70 px folded) and the current screen. */
export default function LayoutPainel() {
  const { pathname } = useLocation();
  const [aberto, setAberto] = useState(() => !ehTelaPequena());
  const alternar = useCallback(() => setAberto((v) => !v), []);
  const aoNavegar = useCallback(() => {
    if (ehTelaPequena()) setAberto(false);
  }, []);

  return (
    <AppShell
      navbar={{ width: aberto ? LARGURA_MENU.aberto : LARGURA_MENU.fechado, breakpoint: 0 }}
      padding={{ base: 'sm', sm: 'lg' }}
      withBorder={false}
      bg="gray.0"
      mih="100vh"
    >
      <AppShell.Navbar data-testid="menu-lateral" data-largura={aberto ? LARGURA_MENU.aberto : LARGURA_MENU.fechado}>
        <MenuLateral aberto={aberto} alternar={alternar} aoNavegar={aoNavegar} />
      </AppShell.Navbar>
      <AppShell.Main>
        <LimiteDeErro key={pathname}>
          <Suspense fallback={<CarregandoConteudo />}>
            <Outlet />
          </Suspense>
        </LimiteDeErro>
      </AppShell.Main>
    </AppShell>
  );
}
