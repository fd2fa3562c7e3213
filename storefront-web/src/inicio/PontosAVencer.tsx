import { Link } from 'react-router';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { MeusProximosVencimentosDocument } from '@sw/client/gql';
import { formatarData, formatarPontos } from '@sw/common';
import { somarPontos } from '@sw/client';

/** How far ahead /home warns about expiring points. */
export const DIAS_AVISO_VENCIMENTO = 60;

/** Today + `dias` as YYYY-MM-DD on the programme's calendar (São Paulo), like the due days the server sends. */
export function diaLimite(dias: number, agora = new Date()): string {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora);
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * /home: the points that expire in the next 60 days, per due day (the same answer as the next
 * expiries on /pontuacoes, GET /api/pontuacoes/meus-vencimentos). Nothing shows when none do.
 */
export function PontosAVencer() {
  const { data } = useQuery(MeusProximosVencimentosDocument, { fetchPolicy: 'network-only', context: { silenciarErros: true } });
  const limite = diaLimite(DIAS_AVISO_VENCIMENTO);
  const proximos = (data?.meusProximosVencimentos ?? []).filter((v) => v.venceEm <= limite);
  if (!proximos.length) return null;
  const total = somarPontos(proximos.map((v) => v.pontos));
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-orange-6)' }} data-testid="pontos-a-vencer">
      <Stack gap={4}>
        <Title order={2} fz="h4">{`${formatarPontos(total)} pontos vencem nos próximos ${DIAS_AVISO_VENCIMENTO} dias`}</Title>
        {proximos.map((v) => (
          <Text size="sm" key={v.venceEm}>{`${formatarPontos(v.pontos)} pontos vencem em ${formatarData(v.venceEm)}`}</Text>
        ))}
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Troque-os por prêmios antes que vençam.
          </Text>
          <Anchor component={Link} to="/pontuacoes" size="sm">
            Ver extrato
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
