import { Anchor, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { DetalheResgatavelQuery } from '@sw/client/gql';
import { formatarPontos } from '@sw/common';
import { numeroPontos } from '@sw/client';
import { IMAGEM_PADRAO } from './categorias';

/** A found item: the query answers null for a code that names nothing (the page says so before this renders). */
export type Detalhe = NonNullable<DetalheResgatavelQuery['detalheResgatavel']>;

export const NOMES_TIPO: Record<string, string> = { geral: 'Geral', bivolt: 'Bivolt', credito: 'Crédito no cartão', recarga: 'Recarga de celular' };

function Linha({ rotulo, valor }: { rotulo: string; valor: string | number | null | undefined }) {
  if (valor === null || valor === undefined || valor === '') return null;
  return (
    <Text size="sm">
      <Text span fw={600}>{`${rotulo}: `}</Text>
      {valor}
    </Text>
  );
}

/** Every field of an offer's detail (spec 3 §2.8), or of a programme prize (the fields it has). */
export function DetalhesOferta({ d }: { d: Detalhe }) {
  const faixa =
    d.ageFrom || d.ageTo ? [d.ageFrom ? `a partir de ${d.ageFrom} anos` : null, d.ageTo ? `até ${d.ageTo} anos` : null].filter(Boolean).join(', ') : null;
  const l = d.location;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{NOMES_TIPO[d.tipo] ?? d.tipo}</Badge>
          {d.categoria && <Badge variant="outline">{d.categoria.nome}</Badge>}
          {d.subcategoria && (
            <Badge variant="outline" color="gray">
              {d.subcategoria.nome}
            </Badge>
          )}
        </Group>
        <Title order={1} fz="h2">
          {d.nome}
        </Title>
        <Text size="sm" c="dimmed">{`Código: ${d.codigo}`}</Text>
      </Stack>
      <Group gap="lg" align="baseline">
        <Text fz={28} fw={800} c="var(--mantine-primary-color-filled)" data-testid="pontos-premio">
          {numeroPontos(d.pontos) > 0 ? `${formatarPontos(d.pontos)} pontos` : '-'}
        </Text>
        {numeroPontos(d.pontosSemDesconto) ? <Text td="line-through" c="dimmed">{`${formatarPontos(d.pontosSemDesconto)} pontos`}</Text> : null}
        {d.tipo === 'bivolt' && numeroPontos(d.pontosAlternativo) ? (
          <Text size="sm" c="dimmed">{`220V: ${formatarPontos(d.pontosAlternativo)} pontos`}</Text>
        ) : null}
      </Group>
      {d.descricao && <Text style={{ whiteSpace: 'pre-line' }}>{d.descricao}</Text>}
      {d.experience && (
        <Stack gap={4}>
          <Title order={2} fz="h5">
            Experiência
          </Title>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Image src={d.experience.mainImageUrl || IMAGEM_PADRAO} alt="" w={64} h={64} radius="sm" fallbackSrc={IMAGEM_PADRAO} />
            <Stack gap={2}>
              <Text fw={600}>{d.experience.title}</Text>
              {d.experience.description && (
                <Text size="sm" c="dimmed">
                  {d.experience.description}
                </Text>
              )}
            </Stack>
          </Group>
        </Stack>
      )}
      {d.partner && (
        <Stack gap={4}>
          <Title order={2} fz="h5">
            Parceiro
          </Title>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {d.partner.logo && <Image src={d.partner.logo} alt={`Logo de ${d.partner.name}`} w={48} h={48} fit="contain" />}
            <Stack gap={2}>
              <Text fw={600}>{d.partner.name}</Text>
              {d.partner.description && (
                <Text size="sm" c="dimmed">
                  {d.partner.description}
                </Text>
              )}
            </Stack>
          </Group>
        </Stack>
      )}
      {l && (l.address1 || l.city || l.website || l.phoneNumber || l.email) && (
        <Stack gap={2}>
          <Title order={2} fz="h5">
            Local
          </Title>
          {l.logo && <Image src={l.logo} alt="" w={48} h={48} fit="contain" />}
          {l.address1 && <Text size="sm">{l.address1}</Text>}
          {l.address2 && <Text size="sm">{l.address2}</Text>}
          {(l.city || l.region || l.postCode) && (
            <Text size="sm">
              {[l.city, l.region].filter(Boolean).join(' - ')}
              {l.postCode ? ` · CEP ${l.postCode}` : ''}
            </Text>
          )}
          <Linha rotulo="Telefone" valor={l.phoneNumber} />
          <Linha rotulo="E-mail" valor={l.email} />
          {l.website && (
            <Anchor href={l.website} target="_blank" rel="noopener noreferrer" size="sm">
              {l.website}
            </Anchor>
          )}
        </Stack>
      )}
      <Linha rotulo="Faixa etária" valor={faixa} />
      {d.offerTerms && (
        <Stack gap={2}>
          <Title order={2} fz="h5">
            Condições
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {d.offerTerms}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
