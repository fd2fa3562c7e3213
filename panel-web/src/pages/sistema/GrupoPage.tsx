import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MENU, menuDoPapel, type Permissao } from '@sw/common';
import { useSessao, useTituloPagina } from '@sw/client';
import { IconeMenu } from '../../shell/icones';

/** Landing page of a menu group (/cadastrar, /processar...): the group's screens this role may open. */
export default function GrupoPage({ caminho }: { caminho: string }) {
  const { painel } = useSessao();
  const grupo = painel ? menuDoPapel(painel.usuario.permissao as Permissao).find((i) => i.path === caminho) : undefined;
  const rotulo = grupo?.label ?? MENU.find((i) => i.path === caminho)?.label ?? '';
  useTituloPagina(rotulo);
  return (
    <>
      <Group gap="sm" mb="lg">
        <IconeMenu icone={grupo?.icone} tamanho={28} />
        <Title order={1} fz="h2">
          {rotulo}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(grupo?.itens ?? []).map((sub) => (
          <Card key={sub.path} component={Link} to={`${caminho}${sub.path}`} withBorder padding="lg" radius="lg">
            <Text fw={600}>{sub.label}</Text>
            <Text size="sm" c="dimmed">
              /painel{caminho}
              {sub.path}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
