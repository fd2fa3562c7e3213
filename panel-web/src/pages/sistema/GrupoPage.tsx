import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MENU, menuDoPapel, papeisDaRota, type Permissao } from '@sw/common';
import { useSessao, useTituloPagina } from '@sw/client';
import { IconeMenu } from '../../shell/icones';
import { ROTAS_PAINEL } from '../../rotas';
import { DESCRICOES_GRUPO } from './descricoesGrupo';

/** Landing page of a menu group (/cadastrar, /processar...): the group's screens this role may open. */
export default function GrupoPage({ caminho }: { caminho: string }) {
  const { painel } = useSessao();
  const grupo = painel ? menuDoPapel(painel.usuario.permissao as Permissao).find((i) => i.path === caminho) : undefined;
  const rotulo = grupo?.label ?? MENU.find((i) => i.path === caminho)?.label ?? '';
  useTituloPagina(rotulo);
  const permissao = painel?.usuario.permissao as Permissao | undefined;
  const cartoes = [
    ...(grupo?.itens ?? []).map((sub) => ({ caminho: `${caminho}${sub.path}`, rotulo: sub.label })),
    // Screens the group also leads to without a menu entry, for the roles that may open them.
    ...ROTAS_PAINEL.filter((r) => r.atalho?.grupo === caminho && permissao !== undefined && papeisDaRota(r.caminho)?.includes(permissao)).map((r) => ({
      caminho: r.caminho,
      rotulo: r.atalho!.rotulo,
    })),
  ];
  return (
    <>
      <Group gap="sm" mb="lg">
        <IconeMenu icone={grupo?.icone} tamanho={28} />
        <Title order={1} fz="h2">
          {rotulo}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cartoes.map((c) => (
          <Card key={c.caminho} component={Link} to={c.caminho} withBorder padding="lg" radius="lg">
            <Text fw={600}>{c.rotulo}</Text>
            {DESCRICOES_GRUPO[c.caminho] && (
              <Text size="sm" c="dimmed">
                {DESCRICOES_GRUPO[c.caminho]}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
