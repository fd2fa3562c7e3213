import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CarregandoTela, useSessao, type ParceiroSessao } from '@sw/client';
import { formatarPontos } from '@sw/common';
import { useSair } from '../sessao/useSair';
import { itensMenuMembro, type ItemMenu } from './itensMenu';
import classes from './LayoutLoja.module.css';

// The burger's drawers, the tutorial and the account menu are closed when a page opens: their code
// (Mantine's Drawer, Modal, Menu and floating-ui) loads when they are first used, not with every page.
const GavetaVisitante = lazy(() => import('./Gavetas').then((m) => ({ default: m.GavetaVisitante })));
const GavetaMembro = lazy(() => import('./Gavetas').then((m) => ({ default: m.GavetaMembro })));
const TutorialModal = lazy(() => import('./TutorialModal').then((m) => ({ default: m.TutorialModal })));

/** True from the first time `aberto` is: a dialog mounts when first opened and stays, for its closing transition. */
function useJaAberto(aberto: boolean): boolean {
  const [ja, setJa] = useState(aberto);
  if (aberto && !ja) setJa(true);
  return ja || aberto;
}

/** Top bar: visitor buttons, or the member's greeting, balance, menu and Sair. Burger drawer below `sm`. */
export function Cabecalho() {
  const { loja } = useSessao();
  const [gaveta, controleGaveta] = useDisclosure(false);

  return (
    <Box component="header" className={classes.cabecalho}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap" gap="sm">
          <Link to={loja ? '/home' : '/'} className={classes.marca}>
            Experiências SW
          </Link>
          {loja ? (
            <AreaMembro parceiro={loja.parceiro} gaveta={gaveta} controleGaveta={controleGaveta} />
          ) : (
            <AreaVisitante gaveta={gaveta} controleGaveta={controleGaveta} />
          )}
        </Group>
      </Container>
    </Box>
  );
}

type ControleGaveta = { open: () => void; close: () => void; toggle: () => void };
type PropsGaveta = { gaveta: boolean; controleGaveta: ControleGaveta };

function AreaVisitante({ gaveta, controleGaveta }: PropsGaveta) {
  const [tutorial, setTutorial] = useState(false);
  const gavetaUsada = useJaAberto(gaveta);
  const tutorialUsado = useJaAberto(tutorial);
  const abrirTutorial = () => {
    controleGaveta.close();
    setTutorial(true);
  };

  return (
    <>
      <Group gap="xs" visibleFrom="sm" wrap="nowrap">
        <Button component={Link} to="/login" variant="filled">
          ENTRAR
        </Button>
        <Button component={Link} to="/cadastrar" variant="outline">
          CADASTRE-SE
        </Button>
        <Button variant="subtle" onClick={abrirTutorial}>
          TUTORIAL
        </Button>
      </Group>
      <Burger opened={gaveta} onClick={controleGaveta.toggle} hiddenFrom="sm" aria-label="Abrir menu" />
      <Suspense fallback={null}>
        {gavetaUsada && <GavetaVisitante aberta={gaveta} fechar={controleGaveta.close} abrirTutorial={abrirTutorial} />}
        {tutorialUsado && <TutorialModal aberto={tutorial} aoFechar={() => setTutorial(false)} />}
      </Suspense>
    </>
  );
}

/**
 * MINHA CONTA: a button that looks the same until it is clicked; pointing at it or focusing it starts
 * loading the menu's chunk, and the click puts the real menu in its place, open, with the focus.
 */
function BotaoMinhaConta({ itens }: { itens: ItemMenu[] }) {
  const [MenuConta, setMenuConta] = useState<ComponentType<{ itens: ItemMenu[] }> | null>(null);
  const carregar = () => import('./MenuConta');
  const abrir = () => {
    carregar().then(
      (m) => setMenuConta(() => m.default),
      () => undefined,
    );
  };
  if (MenuConta) return <MenuConta itens={itens} />;
  return (
    <Button
      variant="light"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void carregar().catch(() => undefined)}
      onFocus={() => void carregar().catch(() => undefined)}
      onClick={abrir}
    >
      MINHA CONTA
    </Button>
  );
}

function AreaMembro({ parceiro, gaveta, controleGaveta }: PropsGaveta & { parceiro: ParceiroSessao }) {
  const { sair, saindo } = useSair();
  const gavetaUsada = useJaAberto(gaveta);
  const itens = itensMenuMembro(parceiro);
  const sairDaGaveta = () => {
    controleGaveta.close();
    void sair();
  };

  return (
    <>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Stack gap={0} className={classes.saudacao} data-testid="saudacao-membro">
          <Text size="sm" fw={600} truncate="end">
            {`Olá, ${parceiro.nome}`}
          </Text>
          <Text size="xs" c="dimmed">
            {`${formatarPontos(parceiro.saldoPontos)} pontos`}
          </Text>
        </Stack>
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          <Button component={Link} to="/indicacao" color="orange">
            INDIQUE E GANHE
          </Button>
          <BotaoMinhaConta itens={itens} />
          <Button variant="default" onClick={() => void sair()} loading={saindo}>
            Sair
          </Button>
        </Group>
        <Burger opened={gaveta} onClick={controleGaveta.toggle} hiddenFrom="sm" aria-label="Abrir menu" />
      </Group>
      {gavetaUsada && (
        <Suspense fallback={null}>
          <GavetaMembro aberta={gaveta} fechar={controleGaveta.close} itens={itens} sair={sairDaGaveta} saindo={saindo} />
        </Suspense>
      )}
      <CarregandoTela visivel={saindo} />
    </>
  );
}
