import { Button, Group, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTituloPagina } from '@sw/client';
import { PainelExpiracao } from './PainelExpiracao';
import { PainelVencimentos } from './PainelVencimentos';

/**
 * Expirar e devolver pontos (/processar/pontos, spec 2 §2): the report of due points, the expiry
 * run, the return of a day's expiries, and the points about to expire per network.
 */
export default function ExpirarPontosPage() {
  useTituloPagina('Expirar Pontos');
  return (
    <>
      <Group justify="space-between" mb="lg">
        <Title order={1} fz="h2">
          Expirar e Devolver Pontos
        </Title>
        <Button component={Link} to="/processar" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Voltar
        </Button>
      </Group>
      <Tabs defaultValue="expirar" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="expirar">Expirar e devolver</Tabs.Tab>
          <Tabs.Tab value="vencimentos">Pontos a vencer por rede</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="expirar">
          <PainelExpiracao />
        </Tabs.Panel>
        <Tabs.Panel value="vencimentos">
          <PainelVencimentos />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
