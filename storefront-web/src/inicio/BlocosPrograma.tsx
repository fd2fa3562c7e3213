import { Link } from 'react-router';
import { Anchor, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESES_VALIDADE_PONTOS } from '@sw/common';

type Bloco = { titulo: string; icone: string; texto: string; itens: string[] };

/** The programme in three blocks (spec 3 §1, §9): what it is, how to earn, how to redeem. */
const BLOCOS: Bloco[] = [
  {
    titulo: 'O programa',
    icone: '★',
    texto: 'O Experiências SW reconhece os vendedores das lojas participantes: cada venda de produtos participantes vira pontos.',
    itens: [
      'Para vendedores maiores de 18 anos, com CPF válido.',
      'Um cadastro por pessoa, ligado à sua loja.',
      'Pontos pessoais e intransferíveis, que não são trocados por dinheiro.',
    ],
  },
  {
    titulo: 'Como ganhar pontos',
    icone: '+',
    texto: 'Registre suas vendas do jeito da sua loja: digitando os produtos vendidos ou enviando a foto ou o PDF da nota fiscal.',
    itens: [
      'Os pontos de cada produto estão em "Pontos por produto".',
      'Os pontos entram no saldo depois que a venda é validada.',
      `Os pontos valem por ${MESES_VALIDADE_PONTOS} meses e podem ser revisados em até 90 dias.`,
    ],
  },
  {
    titulo: 'Como resgatar',
    icone: '✓',
    texto: 'No catálogo, escolha uma categoria, uma experiência e a oferta; confirme e os pontos são debitados na hora.',
    itens: [
      'Até 5 resgates por mês e 1 por parceiro.',
      'O voucher chega em "Meus resgates" em até 60 dias.',
      'Confira as condições e a validade de cada voucher antes de usar.',
    ],
  },
];

export type BlocosProgramaProps = { logado: boolean };

/** Content blocks of `/` and `/home`; links change with the visitor being signed in or not. */
export function BlocosPrograma({ logado }: BlocosProgramaProps) {
  const links = logado
    ? [
        { rotulo: 'Catálogo', destino: '/loja' },
        { rotulo: 'Minhas pontuações', destino: '/pontuacoes' },
        { rotulo: 'Meus resgates', destino: '/resgates' },
        { rotulo: 'Regulamento', destino: '/regulamento' },
        { rotulo: 'Política de privacidade', destino: '/politica-privacidade' },
        { rotulo: 'Contato', destino: '/contato' },
      ]
    : [
        { rotulo: 'Quero me cadastrar', destino: '/cadastrar' },
        { rotulo: 'Entrar', destino: '/login' },
        { rotulo: 'Esqueci minha senha', destino: '/esqueceu-senha' },
        { rotulo: 'Política de privacidade', destino: '/politica-privacidade' },
      ];

  return (
    <Stack gap="lg" component="section" aria-label="Como funciona o programa">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {BLOCOS.map((b) => (
          <Card key={b.titulo} withBorder radius="md" padding="lg" shadow="xs">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon radius="xl" size="lg" aria-hidden>
                  {b.icone}
                </ThemeIcon>
                <Title order={2} fz="h4">
                  {b.titulo}
                </Title>
              </Group>
              <Text size="sm">{b.texto}</Text>
              <List size="sm" spacing={4}>
                {b.itens.map((i) => (
                  <List.Item key={i}>{i}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Links úteis
          </Title>
          <Group gap="md" wrap="wrap">
            {links.map((l) => (
              <Anchor key={l.destino} component={Link} to={l.destino} size="sm">
                {l.rotulo}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
