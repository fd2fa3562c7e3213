import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Box, Burger, Button, Container, Divider, Drawer, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CarregandoTela, useSessao, type ParceiroSessao } from '@sw/client';
import { formatarPontos } from '@sw/common';
import { useSair } from '../sessao/useSair';
import { itensMenuMembro } from './itensMenu';
import { TutorialModal } from './TutorialModal';
import classes from './LayoutLoja.module.css';

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
      <Drawer opened={gaveta} onClose={controleGaveta.close} position="right" size="xs" title="Menu" hiddenFrom="sm">
        <Stack gap="sm">
          <Button component={Link} to="/login" onClick={controleGaveta.close} fullWidth>
            ENTRAR
          </Button>
          <Button component={Link} to="/cadastrar" onClick={controleGaveta.close} variant="outline" fullWidth>
            CADASTRE-SE
          </Button>
          <Button variant="subtle" onClick={abrirTutorial} fullWidth>
            TUTORIAL
          </Button>
        </Stack>
      </Drawer>
      <TutorialModal aberto={tutorial} aoFechar={() => setTutorial(false)} />
    </>
  );
}

function AreaMembro({ parceiro, gaveta, controleGaveta }: PropsGaveta & { parceiro: ParceiroSessao }) {
  const { sair, saindo } = useSair();
  const { pathname } = useLocation();
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
          <Menu position="bottom-end" width={240} shadow="md">
            <Menu.Target>
              <Button variant="light">MINHA CONTA</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {itens.map((item) => (
                <Menu.Item key={item.destino} component={Link} to={item.destino} reloadDocument={item.documento}>
                  {item.rotulo}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button variant="default" onClick={() => void sair()} loading={saindo}>
            Sair
          </Button>
        </Group>
        <Burger opened={gaveta} onClick={controleGaveta.toggle} hiddenFrom="sm" aria-label="Abrir menu" />
      </Group>
      <Drawer opened={gaveta} onClose={controleGaveta.close} position="right" size="xs" title="Minha conta" hiddenFrom="sm">
        <Stack gap={4}>
          {itens.map((item) => (
            <NavLink
              key={item.destino}
              component={Link}
              to={item.destino}
              reloadDocument={item.documento}
              label={item.rotulo}
              active={pathname === item.destino}
              onClick={controleGaveta.close}
            />
          ))}
          <Divider my="sm" />
          <Button component={Link} to="/indicacao" onClick={controleGaveta.close} color="orange" fullWidth>
            INDIQUE E GANHE
          </Button>
          <Button variant="default" onClick={sairDaGaveta} loading={saindo} fullWidth>
            Sair
          </Button>
        </Stack>
      </Drawer>
      <CarregandoTela visivel={saindo} />
    </>
  );
}
