import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Avatar, Badge, Box, Collapse, Group, Indicator, NavLink, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout, IconUser } from '@tabler/icons-react';
import { MENSAGENS, menuDoPapel, type ItemMenu, type Permissao } from '@sw/common';
import { notificarSucesso, sairPainel, useSessao } from '@sw/client';
import { SairDocument } from '@sw/client/gql';
import { IconeMenu } from './icones';
import classes from './MenuLateral.module.css';

export type MenuLateralProps = {
  aberto: boolean;
  alternar: () => void;
  /** Called after a link is followed (the shell folds the menu on small screens). */
  aoNavegar?: () => void;
};

const casa = (atual: string, caminho: string) => {
  const a = atual.toLowerCase().replace(/\/+$/, '');
  const c = caminho.toLowerCase();
  return a === c || a.startsWith(c + '/');
};

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

function DicaSeFechado({ aberto, rotulo, children }: { aberto: boolean; rotulo: string; children: ReactNode }) {
  if (aberto) return <>{children}</>;
  return (
    <Tooltip label={rotulo} position="right" withArrow openDelay={150}>
      <div>{children}</div>
    </Tooltip>
  );
}

/** The side menu: greeting, profile toggle (Meu Perfil, Sair) and the entries the role may open. */
export function MenuLateral({ aberto, alternar, aoNavegar }: MenuLateralProps) {
  const { painel } = useSessao();
  const { pathname } = useLocation();
  const navegar = useNavigate();
  const [perfilAberto, setPerfilAberto] = useState(false);
  const [gruposAbertos, setGruposAbertos] = useState<Record<string, boolean>>({});
  const [sair, { loading: saindo }] = useMutation(SairDocument, { context: { silenciarErros: true } });

  if (!painel) return null;
  const { usuario, redesAntifraude } = painel;
  const itens = menuDoPapel(usuario.permissao as Permissao);
  const alertas = redesAntifraude.length;

  const aoSair = async () => {
    try {
      await sair();
    } catch {
      // the token may already be gone; the browser signs out all the same
    }
    sairPainel();
    notificarSucesso(MENSAGENS.ateMais);
    navegar('/', { replace: true });
  };

  const abrirGrupo = (item: ItemMenu, valor: boolean) => {
    setGruposAbertos((g) => ({ ...g, [item.path]: valor }));
    if (valor && !aberto) alternar();
  };

  const selo = (item: ItemMenu) =>
    item.badge === 'antifraude' && alertas > 0 ? (
      <Badge size="sm" color="red" circle={alertas < 10} aria-label={`${alertas} redes em alerta`}>
        {alertas}
      </Badge>
    ) : undefined;

  const icone = (item: ItemMenu) => {
    const base = <IconeMenu icone={item.icone} />;
    if (!aberto && item.badge === 'antifraude' && alertas > 0) {
      return (
        <Indicator label={alertas} size={16} color="red" offset={2}>
          {base}
        </Indicator>
      );
    }
    return base;
  };

  return (
    <Stack gap={0} h="100%" className={classes.menu} data-aberto={aberto || undefined}>
      <Group justify={aberto ? 'space-between' : 'center'} px={aberto ? 'md' : 0} py="sm" wrap="nowrap" className={classes.topo}>
        {aberto && (
          <Text fw={800} fz="lg" c="white" className={classes.marca}>
            Experiências <span className={classes.marcaSw}>SW</span>
          </Text>
        )}
        <Tooltip label={aberto ? 'Recolher menu' : 'Expandir menu'} position="right" withArrow>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            onClick={alternar}
            aria-label={aberto ? 'Recolher menu' : 'Expandir menu'}
            aria-expanded={aberto}
          >
            {aberto ? <IconLayoutSidebarLeftCollapse size={22} /> : <IconLayoutSidebarLeftExpand size={22} />}
          </ActionIcon>
        </Tooltip>
      </Group>

      <Box px={aberto ? 'sm' : 6} pb="sm" className={classes.perfil}>
        <DicaSeFechado aberto={aberto} rotulo={`Olá, ${usuario.nome}`}>
          <UnstyledButton
            className={classes.saudacao}
            onClick={() => setPerfilAberto((v) => !v)}
            aria-expanded={perfilAberto}
            aria-controls="menu-perfil"
            aria-label={aberto ? undefined : `Olá, ${usuario.nome}`}
          >
            <Group gap="sm" wrap="nowrap" justify={aberto ? 'flex-start' : 'center'}>
              <Avatar color="marca" variant="white" radius="xl" size={36} className={classes.avatar}>
                {iniciais(usuario.nome)}
              </Avatar>
              {aberto && (
                <>
                  <Text fw={600} c="white" truncate="end" style={{ flex: 1 }}>
                    Olá, {usuario.nome}
                  </Text>
                  <IconChevronDown size={16} color="white" style={{ transform: perfilAberto ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
                </>
              )}
            </Group>
          </UnstyledButton>
        </DicaSeFechado>
        <Collapse expanded={perfilAberto} id="menu-perfil">
          <Stack gap={2} mt={6}>
            <DicaSeFechado aberto={aberto} rotulo="Meu Perfil">
              <NavLink
                component={Link}
                to="/perfil"
                label={aberto ? 'Meu Perfil' : undefined}
                aria-label="Meu Perfil"
                leftSection={<IconUser size={18} />}
                active={casa(pathname, '/perfil')}
                onClick={aoNavegar}
                className={classes.item}
              />
            </DicaSeFechado>
            <DicaSeFechado aberto={aberto} rotulo="Sair">
              <NavLink
                component="button"
                type="button"
                label={aberto ? 'Sair' : undefined}
                aria-label="Sair"
                leftSection={<IconLogout size={18} />}
                onClick={aoSair}
                disabled={saindo}
                className={classes.item}
              />
            </DicaSeFechado>
          </Stack>
        </Collapse>
      </Box>

      <ScrollArea style={{ flex: 1 }} type="hover" scrollbarSize={6}>
        <nav aria-label="Menu principal">
          <Stack gap={2} px={aberto ? 'sm' : 6} py="sm">
            {itens.map((item) =>
              item.itens ? (
                <DicaSeFechado key={item.path} aberto={aberto} rotulo={item.label}>
                  <NavLink
                    component="button"
                    type="button"
                    label={aberto ? item.label : undefined}
                    aria-label={item.label}
                    leftSection={icone(item)}
                    opened={aberto && (gruposAbertos[item.path] ?? casa(pathname, item.path))}
                    onChange={(v) => abrirGrupo(item, v)}
                    active={!aberto && casa(pathname, item.path)}
                    rightSection={aberto ? undefined : <span />}
                    childrenOffset={28}
                    className={classes.item}
                  >
                    {aberto &&
                      item.itens.map((sub) => (
                        <NavLink
                          key={sub.path}
                          component={Link}
                          to={item.path + sub.path}
                          label={sub.label}
                          active={casa(pathname, item.path + sub.path)}
                          onClick={aoNavegar}
                          className={classes.item}
                        />
                      ))}
                  </NavLink>
                </DicaSeFechado>
              ) : (
                <DicaSeFechado key={item.path} aberto={aberto} rotulo={item.label}>
                  <NavLink
                    component={Link}
                    to={item.path}
                    label={aberto ? item.label : undefined}
                    aria-label={item.label}
                    leftSection={icone(item)}
                    rightSection={aberto ? selo(item) : undefined}
                    active={casa(pathname, item.path)}
                    onClick={aoNavegar}
                    className={classes.item}
                  />
                </DicaSeFechado>
              ),
            )}
          </Stack>
        </nav>
      </ScrollArea>
    </Stack>
  );
}
