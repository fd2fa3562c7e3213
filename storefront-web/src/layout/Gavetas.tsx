import { Link, useLocation } from 'react-router';
import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import type { ItemMenu } from './itensMenu';

/** The drawers the header's burger opens below `sm`, in a chunk loaded the first time one opens. */
type PropsGaveta = { aberta: boolean; fechar: () => void };

export function GavetaVisitante({ aberta, fechar, abrirTutorial }: PropsGaveta & { abrirTutorial: () => void }) {
  return (
    <Drawer opened={aberta} onClose={fechar} position="right" size="xs" title="Menu" hiddenFrom="sm">
      <Stack gap="sm">
        <Button component={Link} to="/login" onClick={fechar} fullWidth>
          ENTRAR
        </Button>
        <Button component={Link} to="/cadastrar" onClick={fechar} variant="outline" fullWidth>
          CADASTRE-SE
        </Button>
        <Button variant="subtle" onClick={abrirTutorial} fullWidth>
          TUTORIAL
        </Button>
      </Stack>
    </Drawer>
  );
}

export function GavetaMembro({ aberta, fechar, itens, sair, saindo }: PropsGaveta & { itens: ItemMenu[]; sair: () => void; saindo: boolean }) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={aberta} onClose={fechar} position="right" size="xs" title="Minha conta" hiddenFrom="sm">
      <Stack gap={4}>
        {itens.map((item) => (
          <NavLink
            key={item.destino}
            component={Link}
            to={item.destino}
            reloadDocument={item.documento}
            label={item.rotulo}
            active={pathname === item.destino}
            onClick={fechar}
          />
        ))}
        <Divider my="sm" />
        <Button component={Link} to="/indicacao" onClick={fechar} color="orange" fullWidth>
          INDIQUE E GANHE
        </Button>
        <Button variant="default" onClick={sair} loading={saindo} fullWidth>
          Sair
        </Button>
      </Stack>
    </Drawer>
  );
}
