import { Card, SimpleGrid, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconBox, IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTituloPagina } from '@sw/client';

/**
 * The first step of Cadastrar Produto and Processar Produtos (spec 1 §2): a standard catalogue
 * product (/criteria) or a store-specific one (/revenda).
 */
export function EscolhaTipoProduto({ titulo, base, textos }: { titulo: string; base: string; textos: { padrao: string; loja: string } }) {
  useTituloPagina(titulo);
  const opcoes = [
    { para: `${base}/criteria`, rotulo: 'Produto Experiências SW', texto: textos.padrao, icone: <IconBox /> },
    { para: `${base}/revenda`, rotulo: 'Produto Loja', texto: textos.loja, icone: <IconBuildingStore /> },
  ];
  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        {titulo}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760}>
        {opcoes.map((o) => (
          <Card key={o.para} component={Link} to={o.para} withBorder padding="lg" radius="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md">
                {o.icone}
              </ThemeIcon>
              <Text fw={600}>{o.rotulo}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {o.texto}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
